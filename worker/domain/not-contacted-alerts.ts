/**
 * Leads not contacted in time (docs/decisions/199-not-contacted-alert.md): a lead still New with
 * no first contact (docs/decisions/197) this many minutes after it arrived (the super admin's
 * threshold, the Lead Routing tab) tells every active super admin once, in the inbox and by push
 * on their devices. Run every five minutes (worker/jobs/not-contacted). The cause key is the
 * lead's, unique per user, so a run repeated or two overlapping write one notification; only
 * leads that reached the threshold within the last day are looked at, so a lead older than that
 * when first seen (before this alert existed) stays quiet.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client.ts'
import { getLeadRouting, ROUTED_KIND } from './lead-routing'
import { superAdminIds, writeNotifications } from './notify-assigned-agents'

/** Writes the notifications of the leads that reached the threshold; how many. */
export async function notifyNotContacted(db: Db, now: Date): Promise<number> {
  const [{ notContactedMinutes }, admins] = await Promise.all([getLeadRouting(db), superAdminIds(db)])
  const due = now.getTime() - notContactedMinutes * 60_000
  const waiting = await db.all<{ id: string }>(sql`SELECT id FROM leads
    WHERE first_contact_at IS NULL AND created_at <= ${due} AND created_at > ${due - 86_400_000}
      AND status = 'new' AND deleted_at IS NULL AND ${ROUTED_KIND}
      AND NOT EXISTS (SELECT 1 FROM staff_notifications n WHERE n.cause_key = 'not-contacted:' || leads.id)`)
  return writeNotifications(
    db,
    waiting.flatMap((lead) =>
      admins.map((userId) => ({
        userId,
        kind: 'not-contacted' as const,
        leadId: lead.id,
        causeKey: `not-contacted:${lead.id}`,
        where: 'admin' as const,
      })),
    ),
    now,
  )
}
