/**
 * A lead's notes and tasks, as agents and admins add them (online, or queued in the device
 * outbox). Each change carries a device-generated mutation id (`id`): the server applies it
 * once, answers a replay with the same content as a duplicate, and refuses the id with other
 * content (409). A note's timeline entry takes the mutation's id, so a device can tell its
 * queued note from the one the server already holds.
 */
import * as z from 'zod/mini'
import { UUID_PATTERN } from '#shared/rules/ids.ts'
import type { LeadTask } from '#shared/schemas/sync.ts'
import { line, multiline } from '#shared/schemas/text.ts'
import { isDay } from '#shared/time/toronto-time.ts'

export const LEAD_NOTE_MAX = 2000
export const LEAD_TASK_TITLE_MAX = 200
/** How many timeline entries a device keeps per lead (newest first). */
export const SYNCED_ACTIVITY_MAX = 50

export const LEAD_WORK_TEXTS = {
  noteRequired: 'Write a note',
  noteTooLong: `Keep the note under ${LEAD_NOTE_MAX} characters`,
  titleRequired: 'Say what to do',
  titleTooLong: `Keep the task under ${LEAD_TASK_TITLE_MAX} characters`,
  day: 'Choose a due date',
  time: 'Enter a time as HH:MM',
} as const

const uuid = (error?: string) => z.stringFormat('uuid', UUID_PATTERN, error ? { error } : undefined)
export const noteText = () =>
  multiline(1, LEAD_NOTE_MAX, { required: LEAD_WORK_TEXTS.noteRequired, tooLong: LEAD_WORK_TEXTS.noteTooLong })

export const dueDaySchema = z.string({ error: LEAD_WORK_TEXTS.day }).check(z.refine(isDay, LEAD_WORK_TEXTS.day))
export const dueTimeSchema = z
  .string({ error: LEAD_WORK_TEXTS.time })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, LEAD_WORK_TEXTS.time))

/** What happens to a task: added (with its own device id), done, open again, or removed. */
export const leadTaskActionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('add'),
    taskId: uuid(),
    title: line(1, LEAD_TASK_TITLE_MAX, {
      required: LEAD_WORK_TEXTS.titleRequired,
      tooLong: LEAD_WORK_TEXTS.titleTooLong,
    }),
    dueOn: dueDaySchema,
    dueTime: z.nullable(dueTimeSchema),
  }),
  z.strictObject({ kind: z.literal('complete'), taskId: uuid() }),
  z.strictObject({ kind: z.literal('reopen'), taskId: uuid() }),
  z.strictObject({ kind: z.literal('delete'), taskId: uuid() }),
])
export type LeadTaskAction = z.output<typeof leadTaskActionSchema>
export type LeadTaskActionKind = LeadTaskAction['kind']

// A note or a task change as queued on the device: ./lead-changes.ts (the app's alone).
export type { LeadNoteChange, LeadTaskChange } from './lead-changes'

/** Body of `POST /api/leads/:id/notes`. */
export const leadNoteRequestSchema = z.strictObject({
  id: z.uuidv7(),
  note: noteText(),
})
export type LeadNoteRequest = z.output<typeof leadNoteRequestSchema>

/** Body of `POST /api/leads/:id/tasks`. */
export const leadTaskRequestSchema = z.strictObject({ id: z.uuidv7(), action: leadTaskActionSchema })
export type LeadTaskRequest = z.output<typeof leadTaskRequestSchema>

// A task and a timeline entry as devices cache them inside the lead: their schemas are with the
// lead's (shared/schemas/sync.ts), which only the app parses with.
export type { LeadActivityEntrySnapshot, LeadTask } from '#shared/schemas/sync.ts'

/** Answer of a note or task change: `ok` the first time, `duplicate` for a replay; the lead's tasks now. */
export type LeadWorkResponse = { id: string; outcome: 'ok' | 'duplicate'; tasks: LeadTask[] }

/** Open tasks first by due day and time, then the done ones, most recently done first. */
export function sortTasks<T extends Pick<LeadTask, 'dueOn' | 'dueTime' | 'doneAt' | 'id'>>(tasks: readonly T[]): T[] {
  return [...tasks].sort((a, b) => {
    if (!a.doneAt !== !b.doneAt) return a.doneAt ? 1 : -1
    if (a.doneAt && b.doneAt) return a.doneAt < b.doneAt ? 1 : a.doneAt > b.doneAt ? -1 : 0
    const ka = `${a.dueOn} ${a.dueTime ?? '99:99'} ${a.id}`
    const kb = `${b.dueOn} ${b.dueTime ?? '99:99'} ${b.id}`
    return ka < kb ? -1 : ka > kb ? 1 : 0
  })
}

/** Whether an open task is overdue or due on `today` (a Toronto day); done tasks are neither. */
export function taskDue(task: Pick<LeadTask, 'dueOn' | 'doneAt'>, today: string): 'overdue' | 'today' | null {
  if (task.doneAt) return null
  if (task.dueOn < today) return 'overdue'
  return task.dueOn === today ? 'today' : null
}

/** The earliest open task's day (what `leads.next_follow_up_on` holds), or null. */
export function nextDueDay(tasks: readonly Pick<LeadTask, 'dueOn' | 'doneAt'>[]): string | null {
  let next: string | null = null
  for (const t of tasks) if (!t.doneAt && (next === null || t.dueOn < next)) next = t.dueOn
  return next
}
