/**
 * A lead's tasks (add, done, reopen, delete; Overdue and Due today by Toronto days) and its
 * notes and timeline (who and when), shared by the admin drawer and the agent's lead view. The
 * callers decide how a change travels (the admin online, the agent through the device outbox).
 */
import { type FormEvent, useId, useState } from 'react'
import { uuidv7 } from 'uuidv7'
import { TextRow } from '#app/components/form/form-rows.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Checkbox } from '#app/components/ui/checkbox.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { LEAD_NOTE_MAX, LEAD_TASK_TITLE_MAX, LEAD_WORK_TEXTS as RULES, taskDue } from '#shared/leads/lead-work.ts'
import { isDay } from '#shared/time/toronto-time.ts'
import { css } from '#styled-system/css'
import { describeActivity, dueWords } from './activity-words'
import { formatSyncTime } from './labels'
import { timelineEntry } from './lead-styles'
import { LEAD_WORK_TEXTS as T } from './lead-work-texts'
import type { ShownEntry, ShownTask, WorkProblem } from './lead-work-view'

const h3 = css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.heading' })
const muted = css({ fontSize: 'xs', color: 'fg.muted' })
const list = css({ listStyle: 'none', display: 'grid', gap: '2' })

export type NewTask = { taskId: string; title: string; dueOn: string; dueTime: string | null }

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : T.failed
}

export function LeadTasks({
  tasks,
  today,
  onAdd,
  onSetDone,
  onDelete,
}: {
  tasks: readonly (ShownTask | (Omit<ShownTask, 'pending'> & { pending?: boolean }))[]
  /** Today in Toronto ('YYYY-MM-DD'). */
  today: string
  onAdd: (task: NewTask) => Promise<void>
  onSetDone: (taskId: string, done: boolean) => void
  onDelete: (taskId: string) => void
}) {
  const id = useId()
  const [title, setTitle] = useState('')
  const [dueOn, setDueOn] = useState(today)
  const [dueTime, setDueTime] = useState('')
  const [errors, setErrors] = useState<{ title?: string; dueOn?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const next: typeof errors = {}
    if (title.trim() === '') next.title = RULES.titleRequired
    else if (title.trim().length > LEAD_TASK_TITLE_MAX) next.title = RULES.titleTooLong
    if (!isDay(dueOn)) next.dueOn = RULES.day
    setErrors(next)
    if (next.title || next.dueOn) return
    setBusy(true)
    try {
      await onAdd({ taskId: uuidv7(), title: title.trim(), dueOn, dueTime: dueTime || null })
      setTitle('')
      setDueTime('')
    } catch (error) {
      setErrors({ form: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-tasks`} className={css({ display: 'grid', gap: '3' })} data-testid="lead-tasks">
      <h3 id={`${id}-tasks`} className={h3}>
        {T.tasks}
      </h3>
      {tasks.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{T.noTasks}</p>
      ) : (
        <ul className={list}>
          {tasks.map((task) => {
            const due = taskDue(task, today)
            return (
              <li
                key={task.id}
                data-testid="lead-task"
                data-done={task.doneAt ? 'yes' : 'no'}
                className={css({
                  display: 'grid',
                  gridTemplateColumns: '1fr auto',
                  alignItems: 'start',
                  gap: '2',
                  borderWidth: '1px',
                  borderStyle: 'solid',
                  borderColor: 'border.subtle',
                  borderRadius: 'md',
                  px: '3',
                  py: '1',
                })}
              >
                <div className={css({ display: 'grid', gap: '0.5', minW: '0' })}>
                  <Checkbox.Root
                    checked={!!task.doneAt}
                    onCheckedChange={(d) => onSetDone(task.id, d.checked === true)}
                    aria-label={T.markDone(task.title)}
                  >
                    <Checkbox.Control>
                      <Checkbox.Indicator />
                    </Checkbox.Control>
                    <Checkbox.Label
                      className={css({
                        overflowWrap: 'anywhere',
                        textDecoration: task.doneAt ? 'line-through' : undefined,
                        color: task.doneAt ? 'fg.muted' : undefined,
                      })}
                    >
                      {task.title}
                    </Checkbox.Label>
                    <Checkbox.HiddenInput />
                  </Checkbox.Root>
                  <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
                    <time dateTime={task.dueOn} className={css({ fontSize: 'sm' })}>
                      {dueWords(task.dueTime ? `${task.dueOn} ${task.dueTime}` : task.dueOn)}
                    </time>
                    {due === 'overdue' && <Badge tone="danger">{T.overdue}</Badge>}
                    {due === 'today' && <Badge tone="warning">{T.dueToday}</Badge>}
                    {task.pending && (
                      <Badge tone="neutral" variant="outline">
                        {T.waiting}
                      </Badge>
                    )}
                  </span>
                  <span className={muted}>
                    {task.doneAt
                      ? T.doneBy(task.doneByName ?? T.you)
                      : T.addedBy(task.createdByName ?? (task.pending ? T.you : T.someone))}
                  </span>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  tone="neutral"
                  aria-label={T.deleteTaskLabel(task.title)}
                  onClick={() => onDelete(task.id)}
                >
                  {T.deleteTask}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      <form
        onSubmit={submit}
        aria-label={T.addTask}
        noValidate
        className={css({
          display: 'grid',
          gap: '2',
          // Drawers are narrow at every width: the task on its own line, the day and time under it.
          gridTemplateColumns: '1fr 1fr',
          alignItems: 'start',
        })}
      >
        <TextRow
          name="title"
          label={T.taskTitle}
          value={title}
          onChange={setTitle}
          error={errors.title}
          placeholder={T.taskTitlePlaceholder}
          maxLength={LEAD_TASK_TITLE_MAX}
          className={css({ gridColumn: '1 / -1' })}
        />
        <TextRow name="dueOn" type="date" label={T.dueOn} value={dueOn} onChange={setDueOn} error={errors.dueOn} />
        <TextRow name="dueTime" type="time" label={T.dueTime} value={dueTime} onChange={setDueTime} />
        {errors.form && (
          <p role="alert" className={css({ gridColumn: '1 / -1', color: 'danger.fg', fontSize: 'sm' })}>
            {errors.form}
          </p>
        )}
        <div className={css({ gridColumn: '1 / -1' })}>
          <Button type="submit" size="md" loading={busy} loadingText={T.adding}>
            {T.addTask}
          </Button>
        </div>
      </form>
    </section>
  )
}

/** A note form and the timeline, newest first (the agent's lead view). */
export function LeadNotesAndActivity({
  timeline,
  createdAt,
  onAdd,
}: {
  timeline: readonly ShownEntry[]
  createdAt: string
  onAdd: (note: string) => Promise<void>
}) {
  const id = useId()
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (note.trim() === '') {
      setProblem(RULES.noteRequired)
      return
    }
    setBusy(true)
    try {
      await onAdd(note.trim())
      setNote('')
      setProblem(null)
    } catch (error) {
      setProblem(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-labelledby={`${id}-activity`} className={css({ display: 'grid', gap: '3' })}>
      <h3 id={`${id}-activity`} className={h3}>
        {T.activity}
      </h3>
      <form onSubmit={submit} aria-label={T.addNote} noValidate className={css({ display: 'grid', gap: '2' })}>
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label>{T.note}</Field.Label>
          <Field.Textarea
            name="note"
            rows={3}
            value={note}
            maxLength={LEAD_NOTE_MAX}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        <div>
          <Button type="submit" size="md" loading={busy} loadingText={T.adding}>
            {T.addNote}
          </Button>
        </div>
      </form>
      <ActivityList timeline={timeline} createdAt={createdAt} />
    </section>
  )
}

export function ActivityList({ timeline, createdAt }: { timeline: readonly ShownEntry[]; createdAt: string }) {
  return (
    <ol aria-label="Timeline, newest first" className={list} data-testid="agent-lead-timeline">
      {timeline.map((e) => (
        <li key={e.id} className={timelineEntry} data-kind={e.kind}>
          <span className={css({ fontWeight: 'medium' })}>{describeActivity(e)}</span>
          {e.note && <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{e.note}</p>}
          <span className={muted}>
            {e.actorName ?? (e.pending ? T.you : T.someone)} ·{' '}
            <time dateTime={e.createdAt}>{formatSyncTime(Date.parse(e.createdAt))}</time>
            {e.pending && <> · {T.waiting}</>}
          </span>
        </li>
      ))}
      <li className={timelineEntry} data-kind="created">
        <span className={css({ fontWeight: 'medium' })}>Lead created</span>
        <span className={muted}>
          <time dateTime={createdAt}>{formatSyncTime(Date.parse(createdAt))}</time>
        </span>
      </li>
    </ol>
  )
}

/** Note and task changes the server refused, each with its reason and a way to drop it. */
export function WorkProblems({
  problems,
  onDismiss,
}: {
  problems: readonly WorkProblem[]
  onDismiss: (id: string) => void
}) {
  if (problems.length === 0) return null
  return (
    <ul className={list}>
      {problems.map((p) => (
        <li
          key={p.entryId}
          role="alert"
          className={css({
            bg: 'danger.subtle',
            borderColor: 'danger.border',
            borderWidth: '1px',
            borderStyle: 'solid',
            borderRadius: 'md',
            p: '3',
            fontSize: 'sm',
            display: 'flex',
            flexWrap: 'wrap',
            gap: '2',
            alignItems: 'center',
            justifyContent: 'space-between',
          })}
        >
          <span>
            <strong>{T.refused}</strong> {p.message}
          </span>
          <Button size="sm" variant="outline" tone="neutral" onClick={() => onDismiss(p.entryId)}>
            {T.dismiss}
          </Button>
        </li>
      ))}
    </ul>
  )
}
