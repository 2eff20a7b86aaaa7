/**
 * A device and its push subscription, which its rate alerts (docs/decisions/034-rate-alerts.md)
 * and renewal reminders (decision 161) share: what each of the two adds, lists, removes, claims
 * and records goes through here, so the device's rules are written once.
 *
 * A device is known by the id it generated and proves it with its secret: only the secret's
 * SHA-256 is stored, compared in constant time. A wrong secret lists nothing and removes
 * nothing (404), exactly like an unknown device.
 */

import { and, asc, count, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import { base64url } from 'jose'
import type { PushSubscriptionInput } from '#shared/schemas/rate-alerts.ts'
import type { Db } from '#worker/db/client.ts'
import { pushSubscriptions, rateAlerts, renewalReminders } from '#worker/db/schema/index.ts'
import { hashToken } from '#worker/lib/auth/refresh-token.ts'
import { constantTimeEqual } from '#worker/lib/auth/totp.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { pushEndpointProblem } from '#worker/lib/web-push.ts'
import type { PushDelivery } from './push-jobs'

type SubscriptionRow = typeof pushSubscriptions.$inferSelect
type BatchItem = Parameters<Db['batch']>[0][number]

/** The caller's device credentials (headers X-Alert-Device / X-Alert-Secret). */
export type Device = { id: string; secret: string }

/** What a device keeps: its rate alerts and its renewal reminders. */
export type DeviceItems = typeof rateAlerts | typeof renewalReminders

/** The device's row when it exists AND the secret is its own; otherwise null. */
export async function ownDevice(db: Db, device: Device): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))
  // Hash even when the device is unknown, so both answers take the same time.
  const ok = constantTimeEqual(await hashToken(device.secret), row?.secretHash ?? '')
  return row && ok ? row : null
}

/** A subscription the push service could have given: an endpoint the rules allow and a P-256 key (else 400). */
export async function checkSubscription(sub: PushSubscriptionInput, allowPrivate: boolean): Promise<void> {
  const endpointProblem = pushEndpointProblem(sub.endpoint, allowPrivate)
  if (endpointProblem)
    throw new HttpError('validation_failed', 'Invalid json: subscription.endpoint', {
      'subscription.endpoint': endpointProblem,
    })
  if (!(await isP256Point(sub.keys.p256dh)))
    throw new HttpError('validation_failed', 'Invalid json: subscription.keys.p256dh', {
      'subscription.keys.p256dh': 'Not a P-256 public key',
    })
}

/**
 * The reads an addition to a device makes in its one batch, beside its own: the device's
 * subscription, the devices that hold this endpoint, the item stored under the id (a retry), and
 * how many the device has.
 */
export function additionReads<T extends DeviceItems>(
  db: Db,
  items: T,
  deviceId: string,
  itemId: string,
  endpoint: string,
) {
  return [
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, deviceId)),
    db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    db.select().from(items).where(eq(items.id, itemId)) as unknown as Promise<T['$inferSelect'][]> & BatchItem,
    db.select({ n: count() }).from(items).where(eq(items.subscriptionId, deviceId)),
  ] as const
}

/** The hash of the device's secret; 403 when the device is known under another secret. */
export async function provenSecretHash(known: SubscriptionRow | undefined, device: Device, items: string) {
  const secretHash = await hashToken(device.secret)
  if (known && !constantTimeEqual(secretHash, known.secretHash))
    throw new HttpError('forbidden', `This device key does not match the one its ${items} were saved with`)
  return secretHash
}

/**
 * Room for one more item on the device (409 otherwise): the endpoint is not another device's,
 * and the device holds fewer than `max`.
 */
export function checkRoom(
  endpointRows: readonly { id: string }[],
  counted: { n: number } | undefined,
  deviceId: string,
  max: number,
  items: string,
): void {
  if (endpointRows.some((r) => r.id !== deviceId))
    throw new HttpError(
      'conflict',
      'This push subscription is registered to another device key: unsubscribe, subscribe again and retry',
    )
  if (Number(counted?.n ?? 0) >= max)
    throw new HttpError('conflict', `This device already has ${max} ${items}. Remove one to add another.`)
}

/** What is stored of every item a device keeps, beside its own fields. */
type DeviceItemColumns = 'subscriptionId' | 'lastSentAt' | 'claimedUntil' | 'createdAt' | 'updatedAt'

/**
 * Adds an item to a device in one batch: the device's push subscription registered (first time)
 * or followed (the browser renewed it: endpoint or keys changed), then the item, not sent yet
 * (none twice: the id is the idempotency key). Answers the stored row.
 */
export async function addToDevice<T extends DeviceItems>(
  db: Db,
  items: T,
  fields: Omit<T['$inferSelect'], DeviceItemColumns>,
  to: {
    known: SubscriptionRow | undefined
    deviceId: string
    secretHash: string
    sub: PushSubscriptionInput
    now: Date
  },
): Promise<T['$inferSelect']> {
  const { known, deviceId, sub, now } = to
  const writes: BatchItem[] = []
  if (!known)
    writes.push(
      db
        .insert(pushSubscriptions)
        .values({
          id: deviceId,
          secretHash: to.secretHash,
          endpoint: sub.endpoint,
          p256dh: sub.keys.p256dh,
          auth: sub.keys.auth,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing(),
    )
  else if (known.endpoint !== sub.endpoint || known.p256dh !== sub.keys.p256dh || known.auth !== sub.keys.auth)
    writes.push(
      db
        .update(pushSubscriptions)
        .set({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, updatedAt: now })
        .where(eq(pushSubscriptions.id, deviceId)),
    )
  const row = {
    ...fields,
    subscriptionId: deviceId,
    lastSentAt: null,
    claimedUntil: null,
    createdAt: now,
    updatedAt: now,
  }
  writes.push(
    db
      .insert(items as DeviceItems)
      .values(row as typeof renewalReminders.$inferInsert)
      .onConflictDoNothing(),
  )
  await db.batch(writes as [BatchItem, ...BatchItem[]])
  return row as T['$inferSelect']
}

/** The device's items, oldest first; none for an unknown device or a wrong secret. */
export async function listOnDevice<T extends DeviceItems>(db: Db, items: T, device: Device) {
  const own = await ownDevice(db, device)
  if (!own) return []
  const rows = await db
    .select()
    .from(items as DeviceItems)
    .where(eq(items.subscriptionId, own.id))
    .orderBy(asc(items.createdAt), asc(items.id))
  return rows as T['$inferSelect'][]
}

/**
 * Removes one item: 404 unless this device has it. When the device has no alert and no
 * reminder left, its push subscription is forgotten too (nothing is kept that is not needed);
 * `remaining` counts both.
 */
export async function removeFromDevice(
  db: Db,
  items: DeviceItems,
  id: string,
  device: Device,
  notFound: string,
): Promise<{ remaining: number }> {
  const own = await ownDevice(db, device)
  if (!own) throw new HttpError('not_found', notFound)
  const deleted = await db
    .delete(items)
    .where(and(eq(items.id, id), eq(items.subscriptionId, own.id)))
    .returning({ id: items.id })
  if (deleted.length === 0) throw new HttpError('not_found', notFound)
  return { remaining: await forgetDeviceIfUnused(db, own.id) }
}

/**
 * The device's rate alerts and renewal reminders together: the push subscription is kept while
 * any is left, and forgotten (with `remaining` 0 the app unsubscribes the browser) when none is.
 */
export async function forgetDeviceIfUnused(db: Db, deviceId: string): Promise<number> {
  const [[alerts], [reminders]] = await db.batch([
    db.select({ n: count() }).from(rateAlerts).where(eq(rateAlerts.subscriptionId, deviceId)),
    db.select({ n: count() }).from(renewalReminders).where(eq(renewalReminders.subscriptionId, deviceId)),
  ])
  const remaining = Number(alerts?.n ?? 0) + Number(reminders?.n ?? 0)
  if (remaining === 0)
    await db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.id, deviceId),
          sql`not exists (select 1 from ${rateAlerts} where ${rateAlerts.subscriptionId} = ${deviceId})`,
          sql`not exists (select 1 from ${renewalReminders} where ${renewalReminders.subscriptionId} = ${deviceId})`,
        ),
      )
  return remaining
}

/** DELETE /api/rate-alerts: every alert and renewal reminder of the device, and its push subscription. */
export async function removeDevice(db: Db, device: Device): Promise<number> {
  const own = await ownDevice(db, device)
  if (!own) return 0
  const [deleted] = await db.batch([
    db.delete(rateAlerts).where(eq(rateAlerts.subscriptionId, own.id)).returning({ id: rateAlerts.id }),
    db.delete(renewalReminders).where(eq(renewalReminders.subscriptionId, own.id)),
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, own.id)),
  ])
  return deleted.length
}

/** A subscription key the browser could have made: an uncompressed point on P-256. */
export async function isP256Point(p256dh: string): Promise<boolean> {
  try {
    await crypto.subtle.importKey(
      'raw',
      base64url.decode(p256dh) as Uint8Array<ArrayBuffer>,
      { name: 'ECDH', namedCurve: 'P-256' },
      false,
      [],
    )
    return true
  } catch {
    return false
  }
}

/** What a send run selects of the device it sends to. */
export const pushTarget = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
}

/**
 * Claims items for a send run until `until` (a conditional update): only the ids returned may be
 * sent, so two overlapping runs never both send one. `also` narrows what may be claimed.
 */
export async function claimOnDevices(
  db: Db,
  items: DeviceItems,
  ids: readonly string[],
  opts: { now: Date; until: Date },
  also?: SQL,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const claimed = await db
    .update(items)
    .set({ claimedUntil: opts.until })
    .where(and(inArray(items.id, [...ids]), or(isNull(items.claimedUntil), lte(items.claimedUntil, opts.now)), also))
    .returning({ id: items.id })
  return new Set(claimed.map((c) => c.id))
}

/** One item's send: its id, and what the sent one records. */
export type DeviceSendResult<Sent> = { id: string } & (({ outcome: 'sent' } & Sent) | PushDelivery)

/**
 * Records a batch's outcomes in one batch and releases the claims: sent → `sent(result)` and
 * the time; failed → `failed` (due again on the next run); gone (404/410) → the subscription and
 * all its alerts and reminders deleted.
 */
export async function recordDeviceSends<Sent>(
  db: Db,
  items: DeviceItems,
  results: readonly DeviceSendResult<Sent>[],
  now: Date,
  set: { sent: (sent: Sent) => Record<string, unknown>; failed?: Record<string, unknown> },
): Promise<void> {
  const writes: BatchItem[] = []
  for (const r of results) {
    if (r.outcome === 'gone') continue
    const values = r.outcome === 'sent' ? { ...set.sent(r as Sent), lastSentAt: now } : set.failed
    writes.push(
      db
        .update(items)
        .set({ ...values, claimedUntil: null, updatedAt: now })
        .where(eq(items.id, r.id)),
    )
  }
  const gone = [...new Set(results.flatMap((r) => (r.outcome === 'gone' ? [r.subscriptionId] : [])))]
  if (gone.length > 0) {
    writes.push(db.delete(rateAlerts).where(inArray(rateAlerts.subscriptionId, gone)))
    writes.push(db.delete(renewalReminders).where(inArray(renewalReminders.subscriptionId, gone)))
    writes.push(db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone)))
  }
  if (writes.length > 0) await db.batch(writes as [BatchItem, ...BatchItem[]])
}

/** For logs: a push endpoint without its path (the path is the subscription's capability). */
export function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host
  } catch {
    return '?'
  }
}
