/**
 * A lead's deal sent directly (the admin drawer, or an agent's device without IndexedDB): one
 * request with its own mutation id. An agent's device with IndexedDB queues the change in the
 * outbox instead (app/features/leads/use-agent-leads.ts).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { uuidv7 } from 'uuidv7'
import { authedApi, readApiError, segment, unwrap } from '#app/lib/api-client.ts'
import type { LeadDeal } from '#shared/leads/deal.ts'
import { type LeadStatusChangeResponse, leadStatusChangeResponseSchema } from '#shared/schemas/sync.ts'
import { adminLeadsKeys } from './leads-admin'
import { refreshing } from './refreshing'

export type LeadDealSave = { leadId: string; deal: LeadDeal; baseVersion: number }

/** Throws the server's refusal (ApiError: a 400 naming `deal.<field>`, a 404, a 409). */
export async function saveLeadDealDirect({
  leadId,
  deal,
  baseVersion,
}: LeadDealSave): Promise<LeadStatusChangeResponse> {
  const id = uuidv7()
  const res = await authedApi.leads[':id'].deal.$patch(
    { param: { id: segment(leadId) }, json: { id, deal, baseVersion } },
    { headers: { 'Idempotency-Key': id } },
  )
  if (!res.ok) throw await readApiError(res)
  return leadStatusChangeResponseSchema.parse(await res.json())
}

/** The admin drawer's save: every leads view refreshes when it settles. */
export const saveLeadDealMutation = () =>
  mutationOptions({
    mutationFn: saveLeadDealDirect,
    onSettled: refreshing(adminLeadsKeys.all),
  })

/** Every funded lead maturing from today, soonest first (the admin's Renewals). */
export const adminRenewalsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminLeadsKeys.all, 'renewals'] as const,
    queryFn: async () => (await unwrap(await authedApi.admin.leads.renewals.$get())).renewals,
    staleTime: 0,
  })
