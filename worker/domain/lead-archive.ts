import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import { retainUntil } from '#shared/leads/retention.ts'
import type { Db } from '#worker/db/client.ts'
import { leads } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { LEADS_CHANGED_MESSAGE, unchangedGuard } from './admin-leads'
import { auditRow, auditRowsFrom } from './audit-log'
import { leadStamp } from './leads'

/**
 * Deleting a lead archives it (docs/decisions/192-archived-leads.md): the row, its inquiries,
 * notes, tasks and timeline stay; `deleted_at` hides it from every work view and the devices drop
 * it (a tombstone in the delta pull); who archived it and until when it is kept are recorded, and
 * each archived lead writes one audit row in the same batch.
 */

/** The columns an archive sets (also used by the merge, whose other lead is archived). */
export function archiveSet(actorUserId: string, now: Date) {
  return {
    deletedAt: now,
    archivedBy: actorUserId,
    retainUntil: retainUntil(now),
    version: sql`${leads.version} + 1`,
    updatedAt: leadStamp(),
  }
}

/**
 * Archives the leads seen at these versions, all or none: the audit rows and the update share
 * the guard "all of them still live at these versions", in one transaction. A lead changed
 * meanwhile → nothing written → 409.
 */
export async function archiveSeenLeads(
  db: Db,
  seen: readonly { id: string; version: number }[],
  actorUserId: string,
  now = new Date(),
): Promise<number> {
  const ids = seen.map((s) => s.id)
  const guard = unchangedGuard(seen)
  const [, archived] = await db.batch([
    auditRowsFrom(
      db,
      { userId: actorUserId },
      'lead_archived',
      now,
      sql`SELECT l.id AS target_id, l.client_name AS label FROM ${leads} l WHERE l.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) AND ${guard}`,
    ),
    db
      .update(leads)
      .set(archiveSet(actorUserId, now))
      .where(and(inArray(leads.id, ids), guard))
      .returning({ id: leads.id }),
  ])
  if (archived.length !== ids.length) throw new HttpError('conflict', LEADS_CHANGED_MESSAGE)
  return archived.length
}

/** Archives every lead in `ids`, or none (404 when any is missing or archived, 409 when one changed). */
export async function archiveLeads(db: Db, ids: readonly string[], actorUserId: string, now = new Date()) {
  const current = await db
    .select({ id: leads.id, version: leads.version })
    .from(leads)
    .where(and(inArray(leads.id, [...ids]), isNull(leads.deletedAt)))
  if (current.length < ids.length) {
    const missing = ids.length - current.length
    throw new HttpError(
      'not_found',
      ids.length === 1 ? 'Lead not found' : `${missing} of ${ids.length} leads no longer exist`,
    )
  }
  return archiveSeenLeads(db, current, actorUserId, now)
}

/** An archived lead, or 404. */
async function archivedLead(db: Db, id: string) {
  const [row] = await db
    .select({ id: leads.id, version: leads.version, clientName: leads.clientName, legalHoldAt: leads.legalHoldAt })
    .from(leads)
    .where(and(eq(leads.id, id), isNotNull(leads.deletedAt)))
  if (!row) throw new HttpError('not_found', 'Archived lead not found')
  return row
}

/** The guard of a change to one archived lead: still archived, at the version read. */
const archivedAt = (row: { id: string; version: number }): SQL =>
  sql`EXISTS (SELECT 1 FROM ${leads} g WHERE g.id = ${row.id} AND g.version = ${row.version} AND g.deleted_at IS NOT NULL)`

/**
 * Brings an archived lead back to the work views (and to its agent's devices, whose next pull
 * sees it changed): the archive columns and any legal hold are cleared, audited.
 */
export async function restoreLead(db: Db, id: string, actorUserId: string, now = new Date()) {
  const row = await archivedLead(db, id)
  const guard = archivedAt(row)
  const [, restored] = await db.batch([
    auditRow(db, { userId: actorUserId }, 'lead_restored', { id, label: row.clientName }, now, guard),
    db
      .update(leads)
      .set({
        deletedAt: null,
        archivedBy: null,
        retainUntil: null,
        legalHoldAt: null,
        version: sql`${leads.version} + 1`,
        updatedAt: leadStamp(),
      })
      .where(and(eq(leads.id, id), guard))
      .returning({ id: leads.id }),
  ])
  if (restored.length !== 1) throw new HttpError('conflict', LEADS_CHANGED_MESSAGE)
}

/** Sets or clears the legal hold of an archived lead (held: the retention job never erases it), audited. */
export async function setLegalHold(db: Db, id: string, hold: boolean, actorUserId: string, now = new Date()) {
  const row = await archivedLead(db, id)
  if ((row.legalHoldAt !== null) === hold) return
  const guard = archivedAt(row)
  const [, changed] = await db.batch([
    auditRow(
      db,
      { userId: actorUserId },
      hold ? 'lead_hold_set' : 'lead_hold_cleared',
      { id, label: row.clientName },
      now,
      guard,
    ),
    db
      .update(leads)
      .set({ legalHoldAt: hold ? now : null, version: sql`${leads.version} + 1`, updatedAt: leadStamp() })
      .where(and(eq(leads.id, id), guard))
      .returning({ id: leads.id }),
  ])
  if (changed.length !== 1) throw new HttpError('conflict', LEADS_CHANGED_MESSAGE)
}
