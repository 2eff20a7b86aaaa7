/**
 * A lead's notes and tasks sent directly (the admin drawer, or an agent's device without
 * IndexedDB): one request with its own mutation id. An agent's device with IndexedDB queues
 * them in the outbox instead (app/features/leads/use-agent-leads.ts).
 */
import { mutationOptions } from '@tanstack/react-query'
import { uuidv7 } from 'uuidv7'
import { authedApi, readApiError, segment } from '#app/lib/api-client.ts'
import type { ContactChannel } from '#shared/leads/lead-contact.ts'
import type { LeadTaskAction, LeadWorkResponse } from '#shared/leads/lead-work.ts'
import { adminLeadsKeys } from './leads-admin'
import { refreshing } from './refreshing'

/** Throws the server's refusal (ApiError: a 400 naming the field, a 404, a 409). */
export async function addLeadNoteDirect({ leadId, note }: { leadId: string; note: string }): Promise<LeadWorkResponse> {
  const id = uuidv7()
  const res = await authedApi.leads[':id'].notes.$post(
    { param: { id: segment(leadId) }, json: { id, note } },
    { headers: { 'Idempotency-Key': id } },
  )
  if (!res.ok) throw await readApiError(res)
  return (await res.json()) as LeadWorkResponse
}

export async function changeLeadTaskDirect({
  leadId,
  action,
}: {
  leadId: string
  action: LeadTaskAction
}): Promise<LeadWorkResponse> {
  const id = uuidv7()
  const res = await authedApi.leads[':id'].tasks.$post(
    { param: { id: segment(leadId) }, json: { id, action } },
    { headers: { 'Idempotency-Key': id } },
  )
  if (!res.ok) throw await readApiError(res)
  return (await res.json()) as LeadWorkResponse
}

/** A quick action's contact attempt, sent at once (the admin drawer; a device without IndexedDB). */
export async function logContactDirect({
  leadId,
  channel,
}: {
  leadId: string
  channel: ContactChannel
}): Promise<LeadWorkResponse> {
  const id = uuidv7()
  const res = await authedApi.leads[':id'].contacts.$post(
    { param: { id: segment(leadId) }, json: { id, channel } },
    { headers: { 'Idempotency-Key': id } },
  )
  if (!res.ok) throw await readApiError(res)
  return (await res.json()) as LeadWorkResponse
}

/** The admin drawer's task change: the list (follow-up day) and the timeline refresh when it settles. */
export const changeLeadTaskMutation = () =>
  mutationOptions({
    mutationFn: changeLeadTaskDirect,
    onSettled: refreshing(adminLeadsKeys.all),
  })
