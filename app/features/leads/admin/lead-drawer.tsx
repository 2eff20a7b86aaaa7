/**
 * One lead in a side sheet (Ark Dialog: focus moves in, stays in, Escape closes, focus returns
 * to the row's button): contact and message (a chat as a conversation), the details the visitor
 * gave, status, agent, tasks (the next follow-up is the earliest open one), the activity timeline (who and when) and a note form.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Drawer } from '#app/components/ui/drawer.tsx'
import { Textarea } from '#app/components/ui/input.tsx'
import { QueryStates } from '#app/components/ui/screen-states.tsx'
import { toaster } from '#app/components/ui/toaster.tsx'
import { addLeadNoteMutation, leadTimelineQueryOptions, updateLeadMutation } from '#app/data/leads-admin.ts'
import { describeActivity } from '#app/features/leads/activity-words.ts'
import {
  formatPhone,
  formatSyncTime,
  leadSourceLabel,
  leadStatusLabel,
  leadTypeLabel,
} from '#app/features/leads/labels.ts'
import { LeadDetails } from '#app/features/leads/lead-details.tsx'
import { ReturningBadge } from '#app/features/leads/lead-inquiries.tsx'
import { LeadMessage } from '#app/features/leads/lead-message.tsx'
import { LostReasonForm } from '#app/features/leads/lost-reason-form.tsx'
import { LEAD_STATUSES, type LeadStatus, lostReasonWords } from '#shared/constants/leads.ts'
import { type AdminLead, LEAD_NOTE_MAX, type LeadTimeline, UNASSIGNED } from '#shared/schemas/admin-leads.ts'
import { css, cx } from '#styled-system/css'
import { leadFacts, timelineEntry } from '../lead-styles'
import { AdminLeadTasks } from './admin-lead-tasks'
import { AdminQuickActions } from './admin-quick-actions'
import { LeadDealPanel } from './lead-deal-panel'
import { LeadInquiriesSection } from './lead-inquiries-section'
import { MergeLeadsDialog } from './merge-leads-dialog'
import { LEADS_MESSAGES } from './messages'
import { adminSelect, FollowUp, LeadStatusBadge } from './parts'

const meta = cx(leadFacts, css({ gap: '3' }))
const h3 = css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg.heading' })
const label = css({ fontSize: 'sm', fontWeight: 'medium' })

export function LeadDrawer({
  lead,
  today,
  agentOptions,
  onClose,
  finalFocus,
  senderName = '',
}: {
  senderName?: string
  lead: AdminLead | null
  today: string
  agentOptions: { id: string; name: string }[]
  onClose: () => void
  finalFocus: () => HTMLElement | null
}) {
  return (
    <Drawer.Root open={lead !== null} onOpenChange={(d) => !d.open && onClose()} finalFocusEl={finalFocus}>
      <Drawer.Frame data-testid="lead-drawer">
        {lead && <LeadDetail lead={lead} today={today} agentOptions={agentOptions} senderName={senderName} />}
      </Drawer.Frame>
    </Drawer.Root>
  )
}

function LeadDetail({
  lead,
  today,
  agentOptions,
  senderName,
}: {
  senderName: string
  lead: AdminLead
  today: string
  agentOptions: { id: string; name: string }[]
}) {
  const id = useId()
  const update = useMutation({ ...updateLeadMutation() })
  const change = (c: Parameters<typeof update.mutate>[0]['change'], ok: string, failed: string) =>
    update.mutate(
      { id: lead.id, change: c },
      { onSuccess: () => toaster.success({ title: ok }), onError: () => toaster.error({ title: failed }) },
    )
  const [choosingLost, setChoosingLost] = useState(false)

  return (
    <>
      <Drawer.Header>
        <Drawer.Title className={css({ overflowWrap: 'anywhere' })}>{lead.clientName}</Drawer.Title>
        <Drawer.Description>
          {leadTypeLabel(lead.type)} · {leadSourceLabel(lead.source)} <ReturningBadge returningAt={lead.returningAt} />
        </Drawer.Description>
      </Drawer.Header>
      <Drawer.Body className={css({ display: 'grid', gap: '6', alignContent: 'start' })}>
        <dl className={meta}>
          <div>
            <dt>Email</dt>
            <dd>
              <a
                href={`mailto:${lead.clientEmail}`}
                className={css({ color: 'accent.fg', textDecoration: 'underline' })}
              >
                {lead.clientEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              {lead.clientPhone ? (
                <a
                  href={`tel:${lead.clientPhone}`}
                  className={css({ color: 'accent.fg', textDecoration: 'underline' })}
                >
                  {formatPhone(lead.clientPhone)}
                </a>
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>
              <time dateTime={lead.createdAt}>{formatSyncTime(Date.parse(lead.createdAt))}</time>
            </dd>
          </div>
          <div>
            <dt>Next follow-up</dt>
            <dd>
              <FollowUp lead={lead} today={today} />
            </dd>
          </div>
        </dl>

        <AdminQuickActions key={lead.id} lead={lead} senderName={senderName} />

        <LeadMessage message={lead.message} />

        <LeadDetails lead={lead} />
        <LeadInquiriesSection leadId={lead.id} />

        <LeadDealPanel lead={lead} />

        <section aria-labelledby={`${id}-manage`} className={css({ display: 'grid', gap: '3' })}>
          <h3 id={`${id}-manage`} className={h3}>
            Manage
          </h3>
          <MergeLeadsDialog lead={lead} />
          <div className={css({ display: 'grid', gap: '1' })}>
            <label htmlFor={`${id}-status`} className={label}>
              Status
            </label>
            <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <select
                id={`${id}-status`}
                className={adminSelect}
                value={lead.status}
                disabled={update.isPending}
                onChange={(e) => {
                  // Lost asks why first (the form below); any other stage applies at once.
                  if (e.target.value === 'lost') return setChoosingLost(true)
                  setChoosingLost(false)
                  change(
                    { status: e.target.value as LeadStatus },
                    LEADS_MESSAGES.statusUpdated,
                    LEADS_MESSAGES.statusFailed,
                  )
                }}
              >
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {leadStatusLabel(s)}
                  </option>
                ))}
              </select>
              <LeadStatusBadge status={lead.status} />
            </div>
            {lead.status === 'lost' && lead.lostReason && (
              <p data-testid="lead-lost-reason" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {lostReasonWords(lead.lostReason, lead.lostNote)}
              </p>
            )}
            {choosingLost && (
              <LostReasonForm
                pending={update.isPending}
                onCancel={() => setChoosingLost(false)}
                onSubmit={(why) => {
                  setChoosingLost(false)
                  change({ status: 'lost', ...why }, LEADS_MESSAGES.statusUpdated, LEADS_MESSAGES.statusFailed)
                }}
              />
            )}
          </div>
          <div className={css({ display: 'grid', gap: '1' })}>
            <label htmlFor={`${id}-agent`} className={label}>
              Assigned agent
            </label>
            <select
              id={`${id}-agent`}
              className={adminSelect}
              value={lead.agentId ?? UNASSIGNED}
              disabled={update.isPending}
              onChange={(e) => {
                const agentId = e.target.value === UNASSIGNED ? null : e.target.value
                change(
                  { agentId },
                  agentId ? LEADS_MESSAGES.assigned : LEADS_MESSAGES.unassigned,
                  LEADS_MESSAGES.assignFailed,
                )
              }}
            >
              <option value={UNASSIGNED}>Unassigned</option>
              {lead.agentId && !agentOptions.some((a) => a.id === lead.agentId) && (
                <option value={lead.agentId}>{lead.agentName ?? 'Current agent'}</option>
              )}
              {agentOptions.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
        </section>

        {/* The follow-up day above is the earliest open task's. */}
        <AdminLeadTasks lead={lead} today={today} />

        <Activity lead={lead} />
      </Drawer.Body>
    </>
  )
}

function Activity({ lead }: { lead: AdminLead }) {
  const id = useId()
  const timeline = useQuery(leadTimelineQueryOptions(lead.id))
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const add = useMutation({
    ...addLeadNoteMutation(),
    onSuccess: () => {
      setNote('')
      setProblem(null)
      toaster.success({ title: LEADS_MESSAGES.noteAdded })
    },
    onError: (e) => setProblem(e instanceof Error && e.message ? e.message : LEADS_MESSAGES.noteFailed),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (note.trim() === '') {
      setProblem('Write a note')
      return
    }
    add.mutate({ id: lead.id, note })
  }
  return (
    <section aria-labelledby={`${id}-activity`} className={css({ display: 'grid', gap: '3' })}>
      <h3 id={`${id}-activity`} className={h3}>
        Activity
      </h3>
      <form onSubmit={submit} aria-label="Add a note" className={css({ display: 'grid', gap: '2' })}>
        <label htmlFor={`${id}-note`} className={label}>
          Note
        </label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          value={note}
          maxLength={LEAD_NOTE_MAX}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-note-problem` : undefined}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {problem && (
          <p id={`${id}-note-problem`} role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
            {problem}
          </p>
        )}
        <div>
          <Button type="submit" loading={add.isPending} loadingText="Adding…">
            Add note
          </Button>
        </div>
      </form>
      <QueryStates query={timeline} loading="Loading the activity…" error={LEADS_MESSAGES.timelineFailed}>
        {(entries) => <TimelineList timeline={entries} />}
      </QueryStates>
    </section>
  )
}

function TimelineList({ timeline }: { timeline: LeadTimeline }) {
  const who = css({ fontSize: 'xs', color: 'fg.muted' })
  return (
    <ol
      aria-label="Timeline, newest first"
      className={css({ listStyle: 'none', display: 'grid', gap: '3' })}
      data-testid="lead-timeline"
    >
      {timeline.entries.map((e) => (
        <li key={e.id} className={timelineEntry} data-kind={e.kind}>
          <span className={css({ fontWeight: 'medium' })}>{describeActivity(e)}</span>
          {e.note && <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{e.note}</p>}
          <span className={who}>
            {e.actorName ?? 'Someone'} · <time dateTime={e.createdAt}>{formatSyncTime(Date.parse(e.createdAt))}</time>
          </span>
        </li>
      ))}
      <li className={timelineEntry} data-kind="created">
        <span className={css({ fontWeight: 'medium' })}>
          Lead created ({leadTypeLabel(timeline.created.type)}, {leadSourceLabel(timeline.created.source)})
        </span>
        <span className={who}>
          <time dateTime={timeline.created.at}>{formatSyncTime(Date.parse(timeline.created.at))}</time>
        </span>
      </li>
    </ol>
  )
}
