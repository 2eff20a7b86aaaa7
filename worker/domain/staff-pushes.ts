/**
 * Sending the staff notifications' pushes (docs/decisions/158): after the response of the request
 * that queued them (its waitUntil) and from the cron, whichever comes first; each delivery is
 * claimed before it is sent, so it goes out once. A failed one is tried again on the next run, up
 * to MAX_ATTEMPTS; a device the push service no longer knows (404/410) is removed, and so is every
 * device whose session ended (signed out).
 */
import { and, asc, eq, inArray, isNull, lte, not, or, sql } from 'drizzle-orm'
import { buildStaffNotificationPush } from '#shared/schemas/staff-notifications.ts'
import type { Db } from '#worker/db/client.ts'
import { staffNotifications, staffPushDeliveries, staffPushSubscriptions } from '#worker/db/schema/index.ts'
import { log } from '#worker/lib/log.ts'
import type { VapidKeys } from '#worker/lib/web-push.ts'
import { deliverPush, type PushRunCounts, runPushBatches } from './push-jobs'
import { sessionLive } from './staff-push-devices'

type BatchItem = Parameters<Db['batch']>[0][number]

export const STAFF_PUSH_BATCH = 25
export const STAFF_PUSH_MAX_PER_RUN = 200
/** After this many failed sends a delivery is given up (the inbox still has it). */
export const MAX_ATTEMPTS = 5
/** A new-lead push is worth little after a day: the push service drops it then. */
const PUSH_TTL_SECONDS = 24 * 60 * 60

type Due = {
  notification: { id: string; title: string; body: string; url: string }
  subscription: { id: string; endpoint: string; p256dh: string; auth: string }
}
type Result =
  | { key: Due; outcome: 'sent' }
  | { key: Due; outcome: 'failed' }
  | { key: Due; outcome: 'gone'; subscriptionId: string }

const keyOf = (d: Due) => `${d.notification.id}/${d.subscription.id}`

/** Removes the devices whose session ended: signing out of a device turns its notifications off. */
export async function forgetEndedSessions(db: Db, now: Date): Promise<number> {
  const ended = db
    .select({ id: staffPushSubscriptions.id })
    .from(staffPushSubscriptions)
    .where(not(sessionLive(now)))
  const [, gone] = await db.batch([
    db.delete(staffPushDeliveries).where(inArray(staffPushDeliveries.subscriptionId, ended)),
    db
      .delete(staffPushSubscriptions)
      .where(not(sessionLive(now)))
      .returning({ id: staffPushSubscriptions.id }),
  ])
  return gone.length
}

export async function sendStaffPushes(
  db: Db,
  opts: { vapid: VapidKeys; allowPrivate: boolean; now: () => Date; fetchImpl?: typeof fetch },
): Promise<PushRunCounts> {
  await forgetEndedSessions(db, opts.now())
  const d = staffPushDeliveries
  return runPushBatches<Due, Result>({
    batchSize: STAFF_PUSH_BATCH,
    maxPerRun: STAFF_PUSH_MAX_PER_RUN,
    now: opts.now,
    id: keyOf,
    async find({ now, limit, exclude }) {
      const rows = await db
        .select({
          notification: {
            id: staffNotifications.id,
            title: staffNotifications.title,
            body: staffNotifications.body,
            url: staffNotifications.url,
          },
          subscription: {
            id: staffPushSubscriptions.id,
            endpoint: staffPushSubscriptions.endpoint,
            p256dh: staffPushSubscriptions.p256dh,
            auth: staffPushSubscriptions.auth,
          },
        })
        .from(d)
        .innerJoin(staffNotifications, eq(staffNotifications.id, d.notificationId))
        .innerJoin(staffPushSubscriptions, eq(staffPushSubscriptions.id, d.subscriptionId))
        .where(
          and(
            isNull(d.sentAt),
            lte(d.attempts, MAX_ATTEMPTS - 1),
            or(isNull(d.claimedUntil), lte(d.claimedUntil, now)),
          ),
        )
        .orderBy(asc(d.createdAt))
        .limit(limit + exclude.length)
      return rows.filter((r) => !exclude.includes(keyOf(r))).slice(0, limit)
    },
    async claim(ids, { now, until }) {
      const claimed = new Set<string>()
      const writes = ids.map((key) => {
        const [notificationId, subscriptionId] = key.split('/') as [string, string]
        return db
          .update(d)
          .set({ claimedUntil: until })
          .where(
            and(
              eq(d.notificationId, notificationId),
              eq(d.subscriptionId, subscriptionId),
              isNull(d.sentAt),
              or(isNull(d.claimedUntil), lte(d.claimedUntil, now)),
            ),
          )
          .returning({ n: d.notificationId, s: d.subscriptionId })
      })
      if (writes.length === 0) return claimed
      const results = (await db.batch(writes as unknown as [BatchItem, ...BatchItem[]])) as { n: string; s: string }[][]
      for (const rows of results) for (const r of rows) claimed.add(`${r.n}/${r.s}`)
      return claimed
    },
    async send(due) {
      const outcome = await deliverPush(
        due.subscription,
        () => buildStaffNotificationPush(due.notification),
        {
          what: 'staff notification',
          gone: 'removing the staff device',
          ref: { notificationId: due.notification.id },
          ttl: PUSH_TTL_SECONDS,
          topic: due.notification.id.replaceAll('-', ''),
        },
        opts,
      )
      return { key: due, ...outcome }
    },
    async record(results, now) {
      const writes: BatchItem[] = []
      for (const r of results) {
        const where = and(eq(d.notificationId, r.key.notification.id), eq(d.subscriptionId, r.key.subscription.id))
        if (r.outcome === 'sent') writes.push(db.update(d).set({ sentAt: now, claimedUntil: null }).where(where))
        else if (r.outcome === 'failed')
          writes.push(
            db
              .update(d)
              .set({ attempts: sql`${d.attempts} + 1`, claimedUntil: null })
              .where(where),
          )
      }
      const gone = [...new Set(results.flatMap((r) => (r.outcome === 'gone' ? [r.subscriptionId] : [])))]
      if (gone.length > 0)
        writes.push(
          db.delete(d).where(inArray(d.subscriptionId, gone)),
          db.delete(staffPushSubscriptions).where(inArray(staffPushSubscriptions.id, gone)),
        )
      if (writes.length > 0) await db.batch(writes as [BatchItem, ...BatchItem[]])
      if (gone.length > 0) log.info('staff devices removed', { count: gone.length })
    },
  })
}
