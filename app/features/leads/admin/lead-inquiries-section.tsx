/** The drawer's later inquiries of a returning client, read with the lead's timeline. */
import { useQuery } from '@tanstack/react-query'
import { leadTimelineQueryOptions } from '#app/data/leads-admin.ts'
import { LeadInquiries } from '#app/features/leads/lead-inquiries.tsx'

export function LeadInquiriesSection({ leadId }: { leadId: string }) {
  const timeline = useQuery(leadTimelineQueryOptions(leadId))
  return <LeadInquiries inquiries={timeline.data?.inquiries} />
}
