import { useQueryClient } from '@tanstack/react-query'
import { stopMarketingDirect } from '#app/data/consent.ts'
import { logContactDirect } from '#app/data/lead-work.ts'
import { adminLeadsKeys } from '#app/data/leads-admin.ts'
import { QuickActions } from '#app/features/leads/quick-actions.tsx'
import { StopMarketing } from '#app/features/leads/stop-marketing.tsx'
import type { AdminLead } from '#shared/schemas/admin-leads.ts'

/**
 * The admin drawer's quick actions and "client asked to stop marketing": each is sent at once,
 * then the timeline reads again.
 */
export function AdminQuickActions({ lead, senderName }: { lead: AdminLead; senderName: string }) {
  const queryClient = useQueryClient()
  return (
    <>
      <QuickActions
        client={{ name: lead.clientName, email: lead.clientEmail, phone: lead.clientPhone }}
        senderName={senderName}
        onLog={async (channel) => {
          await logContactDirect({ leadId: lead.id, channel })
          await queryClient.invalidateQueries({ queryKey: adminLeadsKeys.all })
        }}
      />
      <StopMarketing
        onConfirm={async () => {
          await stopMarketingDirect(lead.id)
          await queryClient.invalidateQueries({ queryKey: adminLeadsKeys.all })
        }}
      />
    </>
  )
}
