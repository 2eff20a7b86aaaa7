/**
 * Network side of the agent's leads tab: one page of the delta pull and, where the device has
 * no IndexedDB (private browsing), the status change sent directly. With IndexedDB, status
 * changes go through the outbox (app/features/leads/use-agent-leads.ts).
 */
import { uuidv7 } from 'uuidv7'
import { authedApi, segment, unwrap } from '#app/lib/api-client.ts'
import type { LeadLostReason } from '#shared/constants/leads.ts'
import type { LeadStatus } from '#shared/schemas/leads.ts'
import {
  type LeadStatusChangeResponse,
  type LeadStatusConflict,
  leadStatusChangeResponseSchema,
  leadStatusConflictSchema,
} from '#shared/schemas/sync.ts'

export const agentLeadsKeys = {
  all: ['agent-leads'] as const,
  /** The in-memory list used when the device has no IndexedDB. */
  online: (userId: string) => [...agentLeadsKeys.all, 'online', userId] as const,
}

/** One page of `GET /api/sync/leads` (signed in; the token is refreshed on a 401). */
export async function fetchLeadChangesPage(since: string | null, limit: number): Promise<unknown> {
  const query: { limit: string; since?: string } = { limit: String(limit) }
  if (since) query.since = since
  return unwrap(await authedApi.sync.leads.$get({ query }))
}

export type DirectStatusChangeResult =
  | { outcome: 'ok'; body: LeadStatusChangeResponse }
  | { outcome: 'conflict'; body: LeadStatusConflict }

/** Online-only status change (no device database): one request, its own idempotency key. */
/** Why a lead was lost, sent with a change to Lost. */
export type LostWhy = { lostReason?: LeadLostReason | null; lostNote?: string | null }

export async function changeLeadStatusDirect(
  leadId: string,
  status: LeadStatus,
  baseVersion: number,
  lost: LostWhy = {},
): Promise<DirectStatusChangeResult> {
  const id = uuidv7()
  const res = await authedApi.leads[':id'].status.$patch(
    { param: { id: segment(leadId) }, json: { id, status, ...lost, baseVersion } },
    { headers: { 'Idempotency-Key': id } },
  )
  if (res.status === 409) return { outcome: 'conflict', body: leadStatusConflictSchema.parse(await res.json()) }
  return { outcome: 'ok', body: leadStatusChangeResponseSchema.parse(await unwrap(res)) }
}
