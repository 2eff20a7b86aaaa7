import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { LeadMerge } from '#shared/schemas/admin-leads.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, leadActivities, leadDepartures, leadInquiries, leads, leadTasks } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { LEADS_CHANGED_MESSAGE, unchangedGuard } from './admin-leads'
import { auditRow } from './audit-log'
import { archiveSet } from './lead-archive'
import { nextFollowUpOfLead } from './lead-work'
import { actorName, leadStamp } from './leads'

/**
 * Merging two leads of one client (the admin's choice): `keepId` survives, `mergeId` is
 * archived into it, nothing is lost.
 *
 * - Per field (name, e-mail, phone, agent, stage, next follow-up, message), the admin chooses
 *   whose value survives; by default the surviving lead's. The stage brings its Lost reason.
 * - The archived lead's own submission becomes an inquiry of the survivor (its whole row:
 *   type, source, contact, message, details, consent); its inquiries and its timeline (notes
 *   included) move over; a 'merge' entry on the survivor records who merged which lead when.
 * - The other lead is archived like a deleted one (its row stays, an audit row records it), so
 *   its agent's devices drop it; when the
 *   survivor changes agent, its former agent's devices drop it too (a departure).
 * - One batch (a transaction): the merge entry is written only while both leads are undeleted
 *   at the versions read, and every other statement only when that entry exists. A lead changed
 *   meanwhile → nothing is written → 409.
 */
export const MERGE_SAME_LEAD_MESSAGE = 'Choose another lead to merge with'

export async function mergeLeads(db: Db, keepId: string, body: LeadMerge, actor: Actor, now = new Date()) {
  const mergeId = body.mergeId
  if (mergeId === keepId)
    throw new HttpError('validation_failed', MERGE_SAME_LEAD_MESSAGE, { mergeId: MERGE_SAME_LEAD_MESSAGE })
  const [rows, name] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(and(inArray(leads.id, [keepId, mergeId]), isNull(leads.deletedAt))),
    actorName(db, actor.id),
  ])
  const keep = rows.find((r) => r.id === keepId)
  const gone = rows.find((r) => r.id === mergeId)
  if (!keep) throw new HttpError('not_found', 'Lead not found')
  if (!gone) throw new HttpError('not_found', 'The lead to merge no longer exists', { mergeId: 'Not found' })

  const take = body.take ?? {}
  const from = (field: keyof NonNullable<LeadMerge['take']>) => (take[field] === 'merged' ? gone : keep)
  const chosen = {
    clientName: from('clientName').clientName,
    clientEmail: from('clientEmail').clientEmail,
    emailKey: from('clientEmail').emailKey,
    clientPhone: from('clientPhone').clientPhone,
    phoneKey: from('clientPhone').phoneKey,
    agentId: from('agentId').agentId,
    status: from('status').status,
    lostReason: from('status').lostReason,
    lostNote: from('status').lostNote,
    nextFollowUpOn: from('nextFollowUpOn').nextFollowUpOn,
    message: from('message').message,
  }
  if (chosen.agentId && chosen.agentId !== keep.agentId) {
    const [active] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.id, chosen.agentId), eq(agents.isActive, true), isNull(agents.deletedAt)))
    if (!active) throw new HttpError('validation_failed', 'Unknown or inactive agent', { 'take.agentId': 'Inactive' })
  }

  const mergeEntry = uuidv7()
  const at = now.getTime()
  const merged = sql`EXISTS (SELECT 1 FROM ${leadActivities} WHERE id = ${mergeEntry})`
  const statements = [
    db.run(sql`INSERT INTO ${leadActivities} (id, lead_id, kind, actor_user_id, actor_name, from_value, from_label, created_at)
        SELECT ${mergeEntry}, ${keepId}, 'merge', ${actor.id}, ${name}, ${mergeId}, ${gone.clientName}, ${at}
        WHERE ${unchangedGuard([keep, gone])}`),
    db.run(sql`INSERT INTO ${leadInquiries} (id, lead_id, submission_kind, type, source, client_name, client_email, client_phone, agent_id, message, metadata, consent_version, consent_at, created_at)
        SELECT id, ${keepId}, submission_kind, type, source, client_name, client_email, client_phone, agent_id, message, metadata, consent_version, consent_at, created_at
        FROM ${leads} WHERE id = ${mergeId} AND ${merged}
        ON CONFLICT(id) DO NOTHING`),
    db.run(sql`UPDATE ${leadInquiries} SET lead_id = ${keepId} WHERE lead_id = ${mergeId} AND ${merged}`),
    db.run(sql`UPDATE ${leadActivities} SET lead_id = ${keepId} WHERE lead_id = ${mergeId} AND ${merged}`),
    db.run(sql`UPDATE ${leadTasks} SET lead_id = ${keepId} WHERE lead_id = ${mergeId} AND ${merged}`),
    ...(keep.agentId && chosen.agentId !== keep.agentId
      ? [
          db.run(sql`INSERT INTO ${leadDepartures} (agent_id, lead_id, updated_at)
              SELECT ${keep.agentId}, ${keepId}, ${leadStamp()} WHERE ${merged}
              ON CONFLICT (agent_id, lead_id) DO UPDATE SET updated_at = excluded.updated_at`),
        ]
      : []),
    auditRow(db, { userId: actor.id }, 'lead_archived', { id: mergeId, label: gone.clientName }, now, merged),
    db
      .update(leads)
      .set(archiveSet(actor.id, now))
      .where(and(eq(leads.id, mergeId), merged)),
    db
      .update(leads)
      // Both leads' tasks are the kept lead's now: its follow-up day is their earliest open one.
      .set({
        ...chosen,
        nextFollowUpOn: nextFollowUpOfLead,
        returningAt: now,
        version: sql`${leads.version} + 1`,
        updatedAt: leadStamp(),
      })
      .where(and(eq(leads.id, keepId), merged))
      .returning({ id: leads.id }),
  ]
  const results = (await db.batch(statements as unknown as Parameters<Db['batch']>[0])) as unknown as unknown[]
  if ((results.at(-1) as unknown[]).length !== 1) throw new HttpError('conflict', LEADS_CHANGED_MESSAGE)
  return {
    intakes:
      chosen.agentId !== keep.agentId
        ? [
            {
              happened: 'reassigned' as const,
              lead: { id: keepId, agentId: chosen.agentId, status: chosen.status },
              fromAgentId: keep.agentId,
            },
          ]
        : [],
  }
}
