/**
 * The agents' renewal reminders (docs/decisions/163): each lead with a deal maturity date tells its
 * agent 180, 120 and 30 days before it (Toronto days), each once, in the inbox and by push on the
 * agent's devices. Run daily with the visitors' renewal reminders (worker/jobs/renewal-reminders).
 * A lead first seen inside a window gets that window's reminder only (the latest reached), as a
 * visitor's device does; a maturity date changed later starts its own reminders.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lte } from 'drizzle-orm'
import { daysBefore, dueReminderDays, RENEWAL_REMINDER_DAYS } from '#shared/schemas/renewal-reminders.ts'
import { torontoDay } from '#shared/time/toronto-time.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, leads, staffNotifications } from '#worker/db/schema/index.ts'
import { type NotificationPlan, writeNotifications } from './notify-assigned-agents'

/** The reminder a maturity date calls for today, with the key that makes it once; null when none. */
export function maturityReminderDue(
  leadId: string,
  maturityOn: string,
  today: string,
): { days: number; causeKey: string } | null {
  const days = dueReminderDays(maturityOn, today, null)
  return days === null ? null : { days, causeKey: `maturity:${leadId}:${maturityOn}:${days}` }
}

/** Writes today's due maturity reminders (notification + a delivery per device); how many. */
export async function remindAgentsOfMaturities(db: Db, now: Date): Promise<number> {
  const today = torontoDay(now)
  const rows = await db
    .select({ leadId: leads.id, maturityOn: leads.dealMaturityOn, userId: agents.userId })
    .from(leads)
    .innerJoin(agents, eq(agents.id, leads.agentId))
    .where(
      and(
        gte(leads.dealMaturityOn, today),
        lte(leads.dealMaturityOn, daysBefore(today, -RENEWAL_REMINDER_DAYS[0])),
        isNull(leads.deletedAt),
        isNull(agents.deletedAt),
        isNotNull(agents.userId),
      ),
    )
  const due: NotificationPlan[] = []
  for (const row of rows) {
    const reminder = row.maturityOn && row.userId ? maturityReminderDue(row.leadId, row.maturityOn, today) : null
    if (!reminder || !row.userId) continue
    due.push({
      userId: row.userId,
      kind: 'maturity',
      leadId: row.leadId,
      causeKey: reminder.causeKey,
      where: 'agent',
      maturityDays: reminder.days,
    })
  }
  if (due.length === 0) return 0
  // Only what was not written on an earlier day (the cause key would refuse it anyway).
  const sent = new Set<string>()
  const leadIds = [...new Set(due.map((d) => d.leadId))]
  for (let i = 0; i < leadIds.length; i += 500) {
    const written = await db
      .select({ userId: staffNotifications.userId, causeKey: staffNotifications.causeKey })
      .from(staffNotifications)
      .where(
        and(eq(staffNotifications.kind, 'maturity'), inArray(staffNotifications.leadId, leadIds.slice(i, i + 500))),
      )
    for (const w of written) sent.add(`${w.userId}/${w.causeKey}`)
  }
  return writeNotifications(
    db,
    due.filter((d) => !sent.has(`${d.userId}/${d.causeKey}`)),
    now,
  )
}
