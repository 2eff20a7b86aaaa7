/**
 * Speed to lead (docs/decisions/158): after a lead is stored or changes hands, the user who now has
 * it gets a notification (the inbox) and a Web Push on each device they turned on. A lead with no
 * agent tells the super admins, when it arrives. Only the writes happen here (one batch); the
 * pushes go out after the response (./staff-pushes), so a lead's own request never waits for them.
 *
 * Each notification has the key of its cause (a lead created, a returning inquiry's submission, a
 * reassignment), unique per user: a replayed report writes nothing twice, and each device gets
 * one push per notification.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  type LeadGist,
  leadNotificationText,
  leadUrl,
  type StaffNotificationKind,
} from '#shared/schemas/staff-notifications.ts'
import type { Db } from '#worker/db/client.ts'
import {
  agents,
  leads,
  profiles,
  staffNotifications,
  staffPushDeliveries,
  staffPushSubscriptions,
  users,
} from '#worker/db/schema/index.ts'
import type { LeadIntake } from './lead-intake'
import { sessionLive } from './staff-push-devices'

type BatchItem = Parameters<Db['batch']>[0][number]

/** One notification to write: who, about which lead, why (the cause's key). */
export type NotificationPlan = {
  userId: string
  kind: StaffNotificationKind
  leadId: string
  causeKey: string
  where: 'agent' | 'admin'
  maturityDays?: number
}

const KIND_OF: Record<LeadIntake['happened'], StaffNotificationKind> = {
  created: 'new-lead',
  returning: 'returning',
  reassigned: 'reassigned',
}

/** Writes the notifications of these intakes and queues their pushes; how many were written. */
export async function notifyAssignedAgents(db: Db, intakes: readonly LeadIntake[], now: Date): Promise<number> {
  if (intakes.length === 0) return 0
  const agentIds = [...new Set(intakes.flatMap((i) => (i.lead.agentId ? [i.lead.agentId] : [])))]
  const unassigned = intakes.some((i) => !i.lead.agentId && i.happened !== 'reassigned')
  const [agentUsers, admins] = await Promise.all([
    agentIds.length > 0
      ? db
          .select({ id: agents.id, userId: agents.userId })
          .from(agents)
          .where(and(inArray(agents.id, agentIds), isNull(agents.deletedAt)))
      : [],
    unassigned ? superAdminIds(db) : [],
  ])
  const userOf = new Map(agentUsers.flatMap((a) => (a.userId ? [[a.id, a.userId] as const] : [])))
  const plans: NotificationPlan[] = []
  for (const intake of intakes) {
    const kind = KIND_OF[intake.happened]
    const causeKey =
      intake.happened === 'created'
        ? `created:${intake.lead.id}`
        : intake.happened === 'returning'
          ? `returning:${intake.submissionId ?? intake.lead.id}`
          : `reassigned:${intake.lead.id}:${uuidv7()}`
    const agentUser = intake.lead.agentId ? userOf.get(intake.lead.agentId) : undefined
    if (agentUser) plans.push({ userId: agentUser, kind, leadId: intake.lead.id, causeKey, where: 'agent' })
    else if (!intake.lead.agentId && intake.happened !== 'reassigned')
      for (const admin of admins) plans.push({ userId: admin, kind, leadId: intake.lead.id, causeKey, where: 'admin' })
  }
  return writeNotifications(db, plans, now)
}

export async function superAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(profiles.role, 'super_admin'), eq(users.isActive, true)))
  return rows.map((r) => r.id)
}

/**
 * The notifications (each once per user and cause) and one delivery per live device of each user,
 * in one batch. The words come from the lead as stored: first name, kind of request, figure.
 */
export async function writeNotifications(db: Db, plans: readonly NotificationPlan[], now: Date): Promise<number> {
  if (plans.length === 0) return 0
  const leadIds = [...new Set(plans.map((p) => p.leadId))]
  const userIds = [...new Set(plans.map((p) => p.userId))]
  const [gists, devices] = await Promise.all([
    db
      .select({
        id: leads.id,
        clientName: leads.clientName,
        type: leads.type,
        submissionKind: leads.submissionKind,
        dealAmount: leads.dealAmount,
        metadata: leads.metadata,
      })
      .from(leads)
      .where(inArray(leads.id, leadIds)),
    db
      .select({ id: staffPushSubscriptions.id, userId: staffPushSubscriptions.userId })
      .from(staffPushSubscriptions)
      .where(and(inArray(staffPushSubscriptions.userId, userIds), sessionLive(now))),
  ])
  const gistOf = new Map<string, LeadGist>(gists.map((g) => [g.id, g]))
  const writes: BatchItem[] = []
  let written = 0
  for (const plan of plans) {
    const gist = gistOf.get(plan.leadId)
    if (!gist) continue
    const id = uuidv7()
    const text = leadNotificationText(plan.kind, gist, { maturityDays: plan.maturityDays })
    writes.push(
      db
        .insert(staffNotifications)
        .values({
          id,
          userId: plan.userId,
          kind: plan.kind,
          leadId: plan.leadId,
          causeKey: plan.causeKey,
          ...text,
          url: leadUrl(plan.leadId, plan.where),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing(),
    )
    // Only for the notification this batch inserted (a replayed cause inserts none).
    for (const device of devices.filter((d) => d.userId === plan.userId))
      writes.push(
        db.run(
          sql`insert into ${staffPushDeliveries} (notification_id, subscription_id, attempts, created_at)
            select ${id}, ${device.id}, 0, ${now.getTime()}
            where exists (select 1 from ${staffNotifications} where id = ${id})
            on conflict do nothing`,
        ),
      )
    written++
  }
  if (writes.length > 0) await db.batch(writes as [BatchItem, ...BatchItem[]])
  return written
}
