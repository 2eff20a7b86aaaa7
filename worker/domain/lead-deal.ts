import { and, eq, isNull, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { type LeadDeal, type StoredLeadDeal, withDefaultMaturity } from '#shared/leads/deal.ts'
import { leadDealRows } from '#shared/leads/lead-details.ts'
import type { LeadStatusChangeResponse, SyncedLead } from '#shared/schemas/sync.ts'
import type { Db } from '#worker/db/client.ts'
import { leadActivities, leads, lenders, syncMutations } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { requireAgentOfUser } from './auth/ownership'
import {
  actorName,
  duplicateChange,
  LEAD_CONFLICT_MESSAGE,
  leadStamp,
  recordChangeAndRead,
  reusedChangeId,
  toSyncedLead,
} from './leads'

/**
 * A lead's deal fields (shared/leads/deal.ts), changed by a super admin on any lead or by an
 * agent on their own, online or from the device outbox: version-checked, exactly once per
 * mutation id, and recorded in the lead's timeline in the same batch.
 */

/** The deal columns of `leads`, for the lists that show them. */
export const dealColumns = {
  dealAmount: leads.dealAmount,
  dealLenderId: leads.dealLenderId,
  dealLenderName: leads.dealLenderName,
  dealRatePct: leads.dealRatePct,
  dealTermMonths: leads.dealTermMonths,
  dealClosingOn: leads.dealClosingOn,
  dealMaturityOn: leads.dealMaturityOn,
}

export const LEAD_DEAL_MUTATION_KIND = 'lead-deal'
export const UNKNOWN_LENDER_MESSAGE = 'Choose one of the lenders'

export type LeadDealChangeInput = { leadId: string; mutationId: string; deal: LeadDeal; baseVersion: number }

export type LeadDealChangeOutcome =
  | { kind: 'applied'; body: LeadStatusChangeResponse }
  | { kind: 'conflict'; message: string; current: SyncedLead }

function stored(deal: LeadDeal, lenderName: string | null): StoredLeadDeal {
  return {
    dealAmount: deal.amount,
    dealLenderId: deal.lenderId,
    dealLenderName: deal.lenderId ? lenderName : null,
    dealRatePct: deal.ratePct,
    dealTermMonths: deal.termMonths,
    dealClosingOn: deal.closingOn,
    dealMaturityOn: deal.maturityOn,
  }
}

/**
 * What changed, in words, for the timeline: 'Amount: $460,000.00 (was $450,000.00); Rate:
 * 4.79% (was none)'. Null when nothing changed.
 */
export function dealChangeWords(before: Partial<StoredLeadDeal>, after: Partial<StoredLeadDeal>): string | null {
  const was = new Map(leadDealRows(before).map((r) => [r.key, r]))
  const now = new Map(leadDealRows(after).map((r) => [r.key, r]))
  const keys = ['deal.amount', 'deal.lender', 'deal.ratePct', 'deal.termMonths', 'deal.closingOn', 'deal.maturityOn']
  const parts: string[] = []
  for (const key of keys) {
    const a = was.get(key)
    const b = now.get(key)
    if (a?.value === b?.value) continue
    const label = (b ?? a)?.label ?? key
    parts.push(`${label}: ${b?.value ?? 'none'} (was ${a?.value ?? 'none'})`)
  }
  return parts.length > 0 ? parts.join('; ') : null
}

function sameDeal(a: unknown, b: LeadDeal): boolean {
  if (typeof a !== 'object' || a === null) return false
  const r = a as Record<string, unknown>
  return (Object.keys(b) as (keyof LeadDeal)[]).every((k) => (r[k] ?? null) === b[k])
}

function readStored(value: unknown): { leadId: string; deal: unknown } | null {
  let parsed: unknown = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return null
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return null
  const { leadId, deal } = parsed as Record<string, unknown>
  return typeof leadId === 'string' ? { leadId, deal } : null
}

/**
 * Replaces the lead's deal when the lead is still at `baseVersion`, in the actor's scope, and
 * the mutation id is unused — one batch, writes first (like the status change,
 * worker/domain/leads.ts): the timeline entry (only when a value changes), the update, the
 * mutation record, then the stored mutation and the lead as it is now. The same id again with
 * the same deal is a `duplicate`; with another deal or lead a 409. An empty maturity is closing
 * plus the term. A lender must exist (400 naming `deal.lenderId`), except the one the lead
 * already carries, which keeps its name after the lender is deleted.
 */
export async function changeLeadDeal(db: Db, input: LeadDealChangeInput, actor: Actor): Promise<LeadDealChangeOutcome> {
  const agentId = actor.role === 'super_admin' ? null : (await requireAgentOfUser(db, actor)).id
  const deal = withDefaultMaturity(input.deal)
  const [currentBefore, lenderRows, name] = await Promise.all([
    db
      .select({ ...dealColumns, version: leads.version })
      .from(leads)
      .where(and(eq(leads.id, input.leadId), agentId === null ? undefined : eq(leads.agentId, agentId)))
      .then((rows) => rows[0]),
    deal.lenderId
      ? db
          .select({ name: lenders.name })
          .from(lenders)
          .where(and(eq(lenders.id, deal.lenderId), isNull(lenders.deletedAt)))
      : Promise.resolve([]),
    actorName(db, actor.id),
  ])
  let lenderName: string | null = lenderRows[0]?.name ?? null
  if (deal.lenderId && lenderName === null) {
    if (currentBefore?.dealLenderId === deal.lenderId) lenderName = currentBefore.dealLenderName
    else throw new HttpError('validation_failed', UNKNOWN_LENDER_MESSAGE, { 'deal.lenderId': UNKNOWN_LENDER_MESSAGE })
  }
  const next = stored(deal, lenderName)
  const words = currentBefore ? dealChangeWords(currentBefore, next) : null
  const result = JSON.stringify({ leadId: input.leadId, deal, version: input.baseVersion + 1 })

  const applies = and(
    eq(leads.id, input.leadId),
    eq(leads.version, input.baseVersion),
    isNull(leads.deletedAt),
    agentId === null ? undefined : eq(leads.agentId, agentId),
    sql`NOT EXISTS (SELECT 1 FROM ${syncMutations} WHERE ${syncMutations.id} = ${input.mutationId})`,
  )
  // The words were made from the lead as read; the entry is written only if the lead is still
  // at the base version (so still as read, when the read was at that version).
  const entry =
    words !== null && currentBefore?.version === input.baseVersion
      ? [
          db.run(sql`INSERT INTO ${leadActivities} (id, lead_id, kind, actor_user_id, actor_name, from_value, to_value, to_label, created_at)
              SELECT ${uuidv7()}, ${leads.id}, 'deal', ${actor.id}, ${name}, ${JSON.stringify(currentBefore)},
                ${JSON.stringify(next)}, ${words}, ${Date.now()}
              FROM ${leads} WHERE ${applies}`),
        ]
      : []
  const update = db
    .update(leads)
    .set({ ...next, version: sql`${leads.version} + 1`, updatedAt: leadStamp() })
    .where(applies)
    .returning()
  const results = await db.batch([
    ...entry,
    update,
    ...recordChangeAndRead(db, input, actor.id, LEAD_DEAL_MUTATION_KIND, result),
  ] as unknown as [typeof update])
  const offset = entry.length
  const updated = results[offset] as (typeof leads.$inferSelect)[]
  const previous = results[offset + 2] as unknown as (typeof syncMutations.$inferSelect)[]
  const current = (results[offset + 3] as unknown as (typeof leads.$inferSelect)[])[0]
  const visible = current && current.deletedAt === null && (agentId === null || current.agentId === agentId)

  const row = updated[0]
  if (row) return { kind: 'applied', body: { id: row.id, outcome: 'ok', status: row.status, row: toSyncedLead(row) } }

  const replay = previous[0]
  if (replay) {
    const earlier = readStored(replay.result)
    // The same id with other content is another change, not a replay.
    if (
      replay.userId !== actor.id ||
      replay.kind !== LEAD_DEAL_MUTATION_KIND ||
      !earlier ||
      earlier.leadId !== input.leadId ||
      !sameDeal(earlier.deal, deal)
    ) {
      throw reusedChangeId()
    }
    return duplicateChange(input.leadId, visible ? current.status : 'new', visible ? toSyncedLead(current) : null)
  }

  if (!visible) throw new HttpError('not_found', 'Lead not found')
  return { kind: 'conflict', message: LEAD_CONFLICT_MESSAGE, current: toSyncedLead(current) }
}
