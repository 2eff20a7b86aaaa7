import { useQueryClient } from '@tanstack/react-query'
import { logContactDirect } from '#app/data/lead-work.ts'
import { adminLeadsKeys } from '#app/data/leads-admin.ts'
import { QuickActions } from '#app/features/leads/quick-actions.tsx'
import type { AdminLead } from '#shared/schemas/admin-leads.ts'

/** The admin drawer's quick actions: the attempt is logged at once, then the timeline reads again. */
export function AdminQuickActions({ lead, senderName }: { lead: AdminLead; senderName: string }) {
  const queryClient = useQueryClient()
  return (
    <QuickActions
      client={{ name: lead.clientName, email: lead.clientEmail, phone: lead.clientPhone }}
      senderName={senderName}
      onLog={async (channel) => {
        await logContactDirect({ leadId: lead.id, channel })
        await queryClient.invalidateQueries({ queryKey: adminLeadsKeys.all })
      }}
    />
  )
}
