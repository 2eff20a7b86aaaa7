/**
 * Staff devices for new-lead notifications (docs/decisions/158): a signed-in user turns them on or
 * off per device. A row belongs to the user and to the session that turned it on; a session that
 * ended (signed out, signed out everywhere, revoked) no longer counts, and its rows are removed
 * before the next send (./staff-pushes).
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { StaffPushDeviceInput } from '#shared/schemas/staff-notifications.ts'
import type { Db } from '#worker/db/client.ts'
import { refreshTokens, staffPushDeliveries, staffPushSubscriptions } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { checkSubscription } from './push-devices'

/** SQL: the subscription's session is still live (a refresh token of its family not revoked nor expired). */
export function sessionLive(now: Date) {
  return sql`exists (select 1 from ${refreshTokens} r where r.family_id = ${staffPushSubscriptions.sessionId}
    and r.user_id = ${staffPushSubscriptions.userId} and r.revoked_at is null and r.expires_at > ${now.getTime()})`
}

/**
 * PUT /devices/:id: this device receives the user's notifications from now on. The browser's
 * subscription belongs to one user at a time: whoever turned it on last on this device.
 */
export async function enableStaffPush(
  db: Db,
  actor: Actor,
  deviceId: string,
  input: StaffPushDeviceInput,
  opts: { allowPrivate: boolean; now: Date },
): Promise<{ enabled: true }> {
  const sub = input.subscription
  await checkSubscription(sub, opts.allowPrivate)
  const [existing] = await db
    .select({ userId: staffPushSubscriptions.userId })
    .from(staffPushSubscriptions)
    .where(eq(staffPushSubscriptions.id, deviceId))
  if (existing && existing.userId !== actor.id)
    throw new HttpError('conflict', 'This device id is taken: make a new one')
  const s = staffPushSubscriptions
  const others = and(eq(s.endpoint, sub.endpoint), ne(s.id, deviceId))
  await db.batch([
    db
      .delete(staffPushDeliveries)
      .where(inArray(staffPushDeliveries.subscriptionId, db.select({ id: s.id }).from(s).where(others))),
    db.delete(s).where(others),
    db
      .insert(s)
      .values({
        id: deviceId,
        userId: actor.id,
        sessionId: actor.sessionId,
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        createdAt: opts.now,
        updatedAt: opts.now,
      })
      .onConflictDoUpdate({
        target: s.id,
        set: {
          sessionId: actor.sessionId,
          endpoint: sub.endpoint,
          p256dh: sub.keys.p256dh,
          auth: sub.keys.auth,
          updatedAt: opts.now,
        },
        setWhere: eq(s.userId, actor.id),
      }),
  ])
  return { enabled: true }
}

/** GET /devices/:id: on for this user in this session. */
export async function staffPushEnabled(db: Db, actor: Actor, deviceId: string): Promise<{ enabled: boolean }> {
  const s = staffPushSubscriptions
  const [row] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.id, deviceId), eq(s.userId, actor.id), eq(s.sessionId, actor.sessionId)))
  return { enabled: Boolean(row) }
}

/** DELETE /devices/:id: off on this device; another user's device is left alone. */
export async function disableStaffPush(db: Db, actor: Actor, deviceId: string): Promise<{ enabled: false }> {
  const s = staffPushSubscriptions
  const mine = and(eq(s.id, deviceId), eq(s.userId, actor.id))
  await db.batch([
    db
      .delete(staffPushDeliveries)
      .where(inArray(staffPushDeliveries.subscriptionId, db.select({ id: s.id }).from(s).where(mine))),
    db.delete(s).where(mine),
  ])
  return { enabled: false }
}
