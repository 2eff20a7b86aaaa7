/**
 * The admin drawer's tasks on one lead (online): read with the lead's timeline, changed one
 * request at a time; the list's follow-up day and the timeline refresh after each change.
 */
import { useMutation, useQuery } from '@tanstack/react-query'
import { toaster } from '#app/components/ui/toaster.tsx'
import { changeLeadTaskMutation } from '#app/data/lead-work.ts'
import { leadTimelineQueryOptions } from '#app/data/leads-admin.ts'
import { LeadTasks } from '#app/features/leads/lead-work.tsx'
import { LEAD_WORK_TEXTS } from '#app/features/leads/lead-work-texts.ts'
import type { LeadTaskAction } from '#shared/leads/lead-work.ts'
import type { AdminLead } from '#shared/schemas/admin-leads.ts'

export function AdminLeadTasks({ lead, today }: { lead: AdminLead; today: string }) {
  const timeline = useQuery(leadTimelineQueryOptions(lead.id))
  const change = useMutation(changeLeadTaskMutation())
  const send = (action: LeadTaskAction) =>
    change.mutate(
      { leadId: lead.id, action },
      {
        onError: (e) =>
          toaster.error({ title: LEAD_WORK_TEXTS.failed, description: e instanceof Error ? e.message : undefined }),
      },
    )
  return (
    <LeadTasks
      tasks={timeline.data?.tasks ?? []}
      today={today}
      onAdd={async (task) => {
        await change.mutateAsync({ leadId: lead.id, action: { kind: 'add', ...task } })
      }}
      onSetDone={(taskId, done) => send({ kind: done ? 'complete' : 'reopen', taskId })}
      onDelete={(taskId) => send({ kind: 'delete', taskId })}
    />
  )
}
