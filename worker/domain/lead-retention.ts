import { and, asc, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client.ts'
import { leads } from '#worker/db/schema/index.ts'
import { auditRow, auditRowsFrom } from './audit-log'

/**
 * Erasing archived leads whose retention has passed (docs/decisions/194-retention-erasure.md):
 * archived, `retain_until` reached, no legal hold. The lead goes with every row linked to it
 * (inquiries, notes, tasks, timeline, departures, notifications, the partner post); the mail
 * log and a newsletter subscription keep their own rows, unlinked. One batch per call: an audit
 * row per erased lead (its id, no personal data), one row for the run (count and ids), then the
 * deletes, every statement selecting the same due rows, so a second run (or one overlapping
 * run) finds nothing and writes nothing: twice is once.
 */
export const RETENTION_BATCH = 200
const SYSTEM = { system: 'Retention job' }

const dueWhere = (now: Date): SQL =>
  and(isNotNull(leads.deletedAt), isNull(leads.legalHoldAt), lte(leads.retainUntil, now)) as SQL

export async function eraseDueLeads(db: Db, now: Date, batch = RETENTION_BATCH): Promise<string[]> {
  const due = await db
    .select({ id: leads.id })
    .from(leads)
    .where(dueWhere(now))
    .orderBy(asc(leads.retainUntil))
    .limit(batch)
  if (due.length === 0) return []
  const ids = due.map((d) => d.id)
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  // Still due at the moment of the batch (a restore or a hold meanwhile keeps the lead).
  const still = sql`SELECT id FROM ${leads} WHERE id IN (${list}) AND deleted_at IS NOT NULL AND legal_hold_at IS NULL AND retain_until <= ${now.getTime()}`
  const erasedLabel = 'Retention period ended'
  await db.batch([
    auditRowsFrom(db, SYSTEM, 'lead_erased', now, sql`SELECT id AS target_id, ${erasedLabel} AS label FROM (${still})`),
    auditRow(
      db,
      SYSTEM,
      'retention_run',
      {
        id: now.toISOString(),
        label: `Erased ${ids.length} archived lead${ids.length === 1 ? '' : 's'}: ${ids.join(', ')}`,
      },
      now,
      sql`EXISTS (${still})`,
    ),
    db.run(
      sql`DELETE FROM staff_push_deliveries WHERE notification_id IN (SELECT id FROM staff_notifications WHERE lead_id IN (${still}))`,
    ),
    db.run(sql`DELETE FROM staff_notifications WHERE lead_id IN (${still})`),
    db.run(sql`DELETE FROM lead_activities WHERE lead_id IN (${still})`),
    db.run(sql`DELETE FROM lead_inquiries WHERE lead_id IN (${still})`),
    db.run(sql`DELETE FROM lead_tasks WHERE lead_id IN (${still})`),
    db.run(sql`DELETE FROM lead_departures WHERE lead_id IN (${still})`),
    db.run(sql`DELETE FROM lead_partner_posts WHERE lead_id IN (${still})`),
    db.run(sql`UPDATE mail_log SET lead_id = NULL WHERE lead_id IN (${still})`),
    db.run(sql`UPDATE newsletter_subscribers SET lead_id = NULL WHERE lead_id IN (${still})`),
    db.run(sql`DELETE FROM ${leads} WHERE id IN (${still})`),
  ])
  return ids
}
