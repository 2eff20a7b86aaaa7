/**
 * A lead's notes and tasks sent directly (the admin drawer, or an agent's device without
 * IndexedDB): one request with its own mutation id. An agent's device with IndexedDB queues
 * them in the outbox instead (app/features/leads/use-agent-leads.ts).
 */
import { mutationOptions } from '@tanstack/react-query'
import { uuidv7 } from 'uuidv7'
import { authedApi, segment, unwrap } from '#app/lib/api-client.ts'
import type { ContactChannel } from '#shared/leads/lead-contact.ts'
import type { LeadTaskAction, LeadWorkResponse } from '#shared/leads/lead-work.ts'
import { adminLeadsKeys } from './leads-admin'
import { refreshing } from './refreshing'

/** What a lead-work request answers: the response, tolerantly read by `unwrap`. */
type WorkResponse = Parameters<typeof unwrap>[0]

/**
 * One lead-work request (a note, a task change, a contact attempt) under a new mutation id, in
 * its body and as its Idempotency-Key. Throws the server's refusal (ApiError: a 400 naming the
 * field, a 404, a 409).
 */
async function sendLeadWork(
  post: (id: string, init: { headers: { 'Idempotency-Key': string } }) => Promise<WorkResponse>,
): Promise<LeadWorkResponse> {
  const id = uuidv7()
  return (await unwrap(await post(id, { headers: { 'Idempotency-Key': id } }))) as LeadWorkResponse
}

export const addLeadNoteDirect = ({ leadId, note }: { leadId: string; note: string }) =>
  sendLeadWork((id, init) =>
    authedApi.leads[':id'].notes.$post({ param: { id: segment(leadId) }, json: { id, note } }, init),
  )

export const changeLeadTaskDirect = ({ leadId, action }: { leadId: string; action: LeadTaskAction }) =>
  sendLeadWork((id, init) =>
    authedApi.leads[':id'].tasks.$post({ param: { id: segment(leadId) }, json: { id, action } }, init),
  )

/** A quick action's contact attempt, sent at once (the admin drawer; a device without IndexedDB). */
export const logContactDirect = ({ leadId, channel }: { leadId: string; channel: ContactChannel }) =>
  sendLeadWork((id, init) =>
    authedApi.leads[':id'].contacts.$post({ param: { id: segment(leadId) }, json: { id, channel } }, init),
  )

/** The admin drawer's task change: the list (follow-up day) and the timeline refresh when it settles. */
export const changeLeadTaskMutation = () =>
  mutationOptions({
    mutationFn: changeLeadTaskDirect,
    onSettled: refreshing(adminLeadsKeys.all),
  })
