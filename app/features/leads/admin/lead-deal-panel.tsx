/** The drawer's Deal section: the super admin saves any lead's deal at once (one request). */
import { useMutation } from '@tanstack/react-query'
import { toaster } from '#app/components/ui/toaster.tsx'
import { saveLeadDealMutation } from '#app/data/lead-deal.ts'
import { DealSection } from '#app/features/leads/deal-section.tsx'
import { DEAL_SECTION_TEXTS } from '#app/features/leads/deal-texts.ts'
import type { AdminLead } from '#shared/schemas/admin-leads.ts'

export function LeadDealPanel({ lead }: { lead: AdminLead }) {
  const save = useMutation(saveLeadDealMutation())
  return (
    <DealSection
      lead={lead}
      onSave={async (deal) => {
        await save.mutateAsync({ leadId: lead.id, deal, baseVersion: lead.version })
        toaster.success({ title: DEAL_SECTION_TEXTS.saved })
      }}
    />
  )
}
