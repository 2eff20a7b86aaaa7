import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client.ts'
import { newsletterSubscribers } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { auditRow } from './audit-log'

export const SUBSCRIBER_HAS_LEAD_MESSAGE = 'This subscriber is also a lead: archive the lead instead'

/**
 * Erases a marketing-only contact at once, on the person's request (docs/decisions/195): a
 * newsletter subscriber that no lead holds. Its row goes; the audit row keeps its id and
 * 'Erased on request' (not the address). A subscriber linked to a lead is a client record, kept
 * for the retention period with the lead (409); an unknown one is 404. Twice is once.
 */
export async function eraseSubscriber(db: Db, id: string, actorUserId: string, now = new Date()) {
  const marketingOnly = and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.leadId))
  const [, erased] = await db.batch([
    auditRow(
      db,
      { userId: actorUserId },
      'subscriber_erased',
      { id, label: 'Erased on request' },
      now,
      sql`EXISTS (SELECT 1 FROM ${newsletterSubscribers} WHERE ${marketingOnly})`,
    ),
    db.delete(newsletterSubscribers).where(marketingOnly).returning({ id: newsletterSubscribers.id }),
  ])
  if (erased.length === 1) return
  const [linked] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
  if (linked) throw new HttpError('conflict', SUBSCRIBER_HAS_LEAD_MESSAGE)
  throw new HttpError('not_found', 'Subscriber not found')
}
