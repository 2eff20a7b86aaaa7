/**
 * The agent's tasks and notes on one lead: changes go through the device outbox (so they work
 * offline and arrive exactly once); the list shows them at once, marked until sent.
 */
import { stopMarketingDirect } from '#app/data/consent.ts'
import { torontoDay } from '#shared/time/toronto-time.ts'
import type { AgentLeadView } from './lead-view'
import { LeadNotesAndActivity, LeadTasks, WorkProblems } from './lead-work'
import { QuickActions } from './quick-actions'
import { StopMarketing } from './stop-marketing'
import type { AgentLeadsState } from './use-agent-leads'

export function AgentLeadWork({
  view,
  state,
  userName,
}: {
  view: AgentLeadView
  state: Pick<AgentLeadsState, 'addNote' | 'changeTask' | 'dismissWork' | 'logContact'>
  userName: string
}) {
  const today = torontoDay(new Date())
  const leadId = view.lead.id
  return (
    <>
      <QuickActions
        key={`quick-${leadId}`}
        client={{ name: view.lead.clientName, email: view.lead.clientEmail, phone: view.lead.clientPhone }}
        senderName={userName}
        onLog={(channel) => state.logContact(view, channel)}
      />
      <StopMarketing key={`stop-${leadId}`} onConfirm={() => stopMarketingDirect(leadId)} />
      <WorkProblems problems={view.work.problems} onDismiss={(id) => void state.dismissWork(id)} />
      <LeadTasks
        tasks={view.work.tasks}
        today={today}
        onAdd={(task) => state.changeTask(view, { kind: 'add', ...task })}
        onSetDone={(taskId, done) => void state.changeTask(view, { kind: done ? 'complete' : 'reopen', taskId })}
        onDelete={(taskId) => void state.changeTask(view, { kind: 'delete', taskId })}
      />
      <LeadNotesAndActivity
        key={leadId}
        timeline={view.work.timeline}
        createdAt={view.lead.createdAt}
        onAdd={(note) => state.addNote(view, note)}
      />
    </>
  )
}
