/**
 * Rate alerts (rules in docs/decisions/034-rate-alerts.md): a device's alerts and its
 * push subscription, and the queries of the send run (worker/jobs/rate-alerts/run.ts).
 *
 * A device is known by the id it generated and proves it with its secret: only the secret's
 * SHA-256 is stored, compared in constant time. A wrong secret lists nothing and removes
 * nothing (404), exactly like an unknown device.
 */

import { and, asc, count, eq, gte, inArray, isNull, lt, lte, min, notInArray, or, sql } from 'drizzle-orm'
import { base64url } from 'jose'
import { provinceFromCode, type Term } from '#shared/constants/rates.ts'
import {
  type AlertTarget,
  type CreateRateAlertInput,
  MAX_ALERTS_PER_DEVICE,
  type PushSubscriptionInput,
  type RateAlert,
  rateAlertUrl,
} from '#shared/schemas/rate-alerts.ts'
import type { Db } from '#worker/db/client.ts'
import { mortgageRates, pushSubscriptions, rateAlerts, renewalReminders } from '#worker/db/schema/index.ts'
import { hashToken } from '#worker/lib/auth/refresh-token.ts'
import { constantTimeEqual } from '#worker/lib/auth/totp.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { pushEndpointProblem } from '#worker/lib/web-push.ts'
import { isProduct, utcDayBounds } from './rates'

type AlertRow = typeof rateAlerts.$inferSelect
type SubscriptionRow = typeof pushSubscriptions.$inferSelect
type BatchItem = Parameters<Db['batch']>[0][number]

/** The caller's device credentials (headers X-Alert-Device / X-Alert-Secret). */
export type Device = { id: string; secret: string }

/**
 * Rates are stored with at most three decimals; comparisons allow half of the smallest step so
 * that 4.09 entered as a target matches a stored 4.09 whatever the float rounding.
 */
const RATE_EPSILON = 0.0005

export function toRateAlert(row: AlertRow): RateAlert {
  const province = provinceFromCode(row.province).code
  const target: AlertTarget =
    row.kind === 'target' ? { kind: 'target', rate: row.targetRate ?? 0 } : { kind: 'any-drop' }
  return {
    id: row.id,
    province,
    term: row.term as Term,
    rateType: row.rateType,
    mortgageType: row.mortgageType,
    target,
    baselineRate: row.baselineRate,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt ? row.lastSentAt.toISOString() : null,
    lastSentRate: row.lastSentRate,
    url: rateAlertUrl(province, row.rateType),
  }
}

async function secretMatches(row: Pick<SubscriptionRow, 'secretHash'>, secret: string): Promise<boolean> {
  return constantTimeEqual(await hashToken(secret), row.secretHash)
}

/** The device's row when it exists AND the secret is its own; otherwise null. */
export async function ownDevice(db: Db, device: Device): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))
  // Hash even when the device is unknown, so both answers take the same time.
  const ok = await secretMatches(row ?? { secretHash: '' }, device.secret)
  return row && ok ? row : null
}

// ---------------------------------------------------------------------------------------------
// The device's routes
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/rate-alerts: registers (or updates) the device's push subscription and adds the
 * alert, all in one batch. Idempotent on the alert id. The any-drop baseline (and the rate
 * shown as "when you subscribed") is the product's current rate: the lowest our_rate of its
 * active rows, which are the latest rate sheet.
 */
export async function createRateAlert(
  db: Db,
  input: CreateRateAlertInput,
  device: Device,
  opts: { allowPrivate: boolean; now: Date },
): Promise<{ alert: RateAlert; created: boolean }> {
  const endpointProblem = pushEndpointProblem(input.subscription.endpoint, opts.allowPrivate)
  if (endpointProblem)
    throw new HttpError('validation_failed', 'Invalid json: subscription.endpoint', {
      'subscription.endpoint': endpointProblem,
    })
  if (!(await isP256Point(input.subscription.keys.p256dh))) {
    throw new HttpError('validation_failed', 'Invalid json: subscription.keys.p256dh', {
      'subscription.keys.p256dh': 'Not a P-256 public key',
    })
  }

  const province = provinceFromCode(input.province).name
  const [deviceRows, endpointRows, existingRows, [counted], [current]] = await db.batch([
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id)),
    db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.subscription.endpoint)),
    db.select().from(rateAlerts).where(eq(rateAlerts.id, input.id)),
    db.select({ n: count() }).from(rateAlerts).where(eq(rateAlerts.subscriptionId, device.id)),
    db
      .select({ rate: min(mortgageRates.ourRate) })
      .from(mortgageRates)
      .where(and(isProduct(province, input), eq(mortgageRates.isActive, true))),
  ])
  const known = deviceRows[0]
  const secretHash = await hashToken(device.secret)
  if (known && !constantTimeEqual(secretHash, known.secretHash)) {
    throw new HttpError('forbidden', 'This device key does not match the one these alerts were created with')
  }
  const existing = existingRows[0]
  if (existing) {
    if (existing.subscriptionId !== device.id) throw new HttpError('conflict', 'An alert with this id already exists')
    // A retry is the same alert: other settings under a stored id are refused, nothing changed.
    const targetRate = input.target.kind === 'target' ? input.target.rate : null
    const differs = (
      [
        ['province', existing.province !== province],
        ['term', existing.term !== input.term],
        ['rateType', existing.rateType !== input.rateType],
        ['mortgageType', existing.mortgageType !== input.mortgageType],
        ['target', existing.kind !== input.target.kind || existing.targetRate !== targetRate],
      ] as const
    ).filter(([, changed]) => changed)
    if (differs.length > 0) {
      throw new HttpError(
        'conflict',
        'This alert id was already used for an alert with other settings; nothing was changed',
        Object.fromEntries(differs.map(([field]) => [field, 'Differs from the alert stored under this id'])),
      )
    }
    return { alert: toRateAlert(existing), created: false }
  }
  if (endpointRows.some((r) => r.id !== device.id)) {
    throw new HttpError(
      'conflict',
      'This push subscription is registered to another device key: unsubscribe, subscribe again and retry',
    )
  }
  if (Number(counted?.n ?? 0) >= MAX_ALERTS_PER_DEVICE) {
    throw new HttpError(
      'conflict',
      `This device already has ${MAX_ALERTS_PER_DEVICE} rate alerts. Remove one to add another.`,
    )
  }
  const baselineRate = current?.rate ?? null
  if (input.target.kind === 'any-drop' && baselineRate === null) {
    throw new HttpError('validation_failed', 'Invalid json: target', {
      target: 'There is no current rate for this product to compare with: choose a target rate',
    })
  }

  const writes = subscriptionWrites(db, known, device.id, secretHash, input.subscription, opts.now)
  const values = {
    id: input.id,
    subscriptionId: device.id,
    province,
    term: input.term,
    rateType: input.rateType,
    mortgageType: input.mortgageType,
    kind: input.target.kind,
    targetRate: input.target.kind === 'target' ? input.target.rate : null,
    baselineRate,
    state: 'watching' as const,
    lastSentAt: null,
    lastSentRate: null,
    claimedUntil: null,
    createdAt: opts.now,
    updatedAt: opts.now,
  }
  writes.push(db.insert(rateAlerts).values(values).onConflictDoNothing())
  await db.batch(writes as [BatchItem, ...BatchItem[]])
  return { alert: toRateAlert(values), created: true }
}

/**
 * The writes that register a device's push subscription (first time) or follow the browser's
 * renewed one (endpoint or keys changed); none when it is unchanged. Shared by the rate alerts and
 * the renewal reminders, which use the same device and subscription.
 */
export function subscriptionWrites(
  db: Db,
  known: SubscriptionRow | undefined,
  deviceId: string,
  secretHash: string,
  sub: PushSubscriptionInput,
  now: Date,
): BatchItem[] {
  if (!known)
    return [
      db
        .insert(pushSubscriptions)
        .values({
          id: deviceId,
          secretHash,
          endpoint: sub.endpoint,
          p256dh: sub.keys.p256dh,
          auth: sub.keys.auth,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing(),
    ]
  if (known.endpoint !== sub.endpoint || known.p256dh !== sub.keys.p256dh || known.auth !== sub.keys.auth)
    return [
      db
        .update(pushSubscriptions)
        .set({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, updatedAt: now })
        .where(eq(pushSubscriptions.id, deviceId)),
    ]
  return []
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

/** GET /api/rate-alerts: the device's alerts, oldest first; none for an unknown device or a wrong secret. */
export async function listRateAlerts(db: Db, device: Device): Promise<RateAlert[]> {
  const own = await ownDevice(db, device)
  if (!own) return []
  const rows = await db
    .select()
    .from(rateAlerts)
    .where(eq(rateAlerts.subscriptionId, own.id))
    .orderBy(asc(rateAlerts.createdAt), asc(rateAlerts.id))
  return rows.map(toRateAlert)
}

/**
 * DELETE /api/rate-alerts/:id. 404 unless this device has that alert. When the device has no
 * alert and no renewal reminder left, the push subscription is forgotten too (nothing is kept that
 * is not needed); `remaining` counts both.
 */
export async function removeRateAlert(db: Db, alertId: string, device: Device): Promise<{ remaining: number }> {
  const own = await ownDevice(db, device)
  const notFound = new HttpError('not_found', 'No such alert on this device')
  if (!own) throw notFound
  const deleted = await db
    .delete(rateAlerts)
    .where(and(eq(rateAlerts.id, alertId), eq(rateAlerts.subscriptionId, own.id)))
    .returning({ id: rateAlerts.id })
  if (deleted.length === 0) throw notFound
  const remaining = await forgetDeviceIfUnused(db, own.id)
  return { remaining }
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

// ---------------------------------------------------------------------------------------------
// The send run
// ---------------------------------------------------------------------------------------------

/** An alert whose criterion today's rate meets, with what sending it needs. */
export type DueAlert = {
  alert: AlertRow
  /** Today's rate of the product (lowest our_rate of today's active rows). */
  rate: number
  /** The rate it dropped below (any-drop: last notified, else the baseline); null for a first target hit. */
  reference: number | null
  subscription: { id: string; endpoint: string; p256dh: string; auth: string }
}

/**
 * Alerts due now, oldest first (alerts that failed last time after the others, so a dead push
 * service cannot crowd out the rest under the run's cap):
 * - the product has active rates scraped within today's UTC day; "today's rate" is the lowest
 *   our_rate among them (as the rates table and history show one rate per product);
 * - target: rate ≤ target, and (never sent, or rate < the last notified rate);
 * - any-drop: rate < (the last notified rate, else the baseline);
 * - not sent within today's UTC day, not claimed by a run in progress, not in `exclude`.
 */
export async function findDueAlerts(
  db: Db,
  opts: { now: Date; limit: number; exclude: readonly string[] },
): Promise<DueAlert[]> {
  const { start, end } = utcDayBounds(opts.now)
  const today = db.$with('today_rates').as(
    db
      .select({
        province: mortgageRates.province,
        term: mortgageRates.term,
        rateType: mortgageRates.rateType,
        mortgageType: mortgageRates.mortgageType,
        rate: sql<number>`min(${mortgageRates.ourRate})`.as('rate'),
      })
      .from(mortgageRates)
      .where(
        and(eq(mortgageRates.isActive, true), gte(mortgageRates.scrapedAt, start), lt(mortgageRates.scrapedAt, end)),
      )
      .groupBy(mortgageRates.province, mortgageRates.term, mortgageRates.rateType, mortgageRates.mortgageType),
  )
  const a = rateAlerts
  const rows = await db
    .with(today)
    .select({
      alert: a,
      rate: today.rate,
      subscription: {
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      },
    })
    .from(a)
    .innerJoin(
      today,
      and(
        eq(today.province, a.province),
        eq(today.term, a.term),
        eq(today.rateType, a.rateType),
        eq(today.mortgageType, a.mortgageType),
      ),
    )
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, a.subscriptionId))
    .where(
      and(
        or(isNull(a.lastSentAt), lt(a.lastSentAt, start)),
        or(isNull(a.claimedUntil), lte(a.claimedUntil, opts.now)),
        opts.exclude.length > 0 ? notInArray(a.id, [...opts.exclude]) : undefined,
        sql`((${a.kind} = 'target' and ${today.rate} <= ${a.targetRate} + ${RATE_EPSILON}
               and (${a.lastSentRate} is null or ${today.rate} < ${a.lastSentRate} - ${RATE_EPSILON}))
          or (${a.kind} = 'any-drop' and ${today.rate} < coalesce(${a.lastSentRate}, ${a.baselineRate}) - ${RATE_EPSILON}))`,
      ),
    )
    .orderBy(sql`${a.state} = 'retrying'`, asc(a.createdAt), asc(a.id))
    .limit(opts.limit)
  return rows.map((r) => ({
    alert: r.alert,
    rate: Number(r.rate),
    reference: r.alert.kind === 'any-drop' ? (r.alert.lastSentRate ?? r.alert.baselineRate) : r.alert.lastSentRate,
    subscription: r.subscription,
  }))
}

/**
 * Claims the alerts for this run until `until` (a conditional update): only the ids returned
 * may be sent, so two overlapping runs (the cron and an admin's change) never both send one.
 */
export async function claimAlerts(
  db: Db,
  ids: readonly string[],
  opts: { now: Date; until: Date },
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const { start } = utcDayBounds(opts.now)
  const claimed = await db
    .update(rateAlerts)
    .set({ claimedUntil: opts.until })
    .where(
      and(
        inArray(rateAlerts.id, [...ids]),
        or(isNull(rateAlerts.claimedUntil), lte(rateAlerts.claimedUntil, opts.now)),
        or(isNull(rateAlerts.lastSentAt), lt(rateAlerts.lastSentAt, start)),
      ),
    )
    .returning({ id: rateAlerts.id })
  return new Set(claimed.map((r) => r.id))
}

export type SendResult =
  | { alertId: string; outcome: 'sent'; rate: number }
  | { alertId: string; outcome: 'failed' }
  | { alertId: string; outcome: 'gone'; subscriptionId: string }

/**
 * Records a batch's outcomes in one batch and releases the claims: sent → state 'sent' with the
 * time and the rate; failed → 'retrying' (due again on the next run); gone (404/410) → the
 * subscription and all its alerts are deleted.
 */
export async function recordSendResults(db: Db, results: readonly SendResult[], now: Date): Promise<void> {
  const writes: BatchItem[] = []
  for (const r of results) {
    if (r.outcome === 'sent') {
      writes.push(
        db
          .update(rateAlerts)
          .set({ state: 'sent', lastSentAt: now, lastSentRate: r.rate, claimedUntil: null, updatedAt: now })
          .where(eq(rateAlerts.id, r.alertId)),
      )
    } else if (r.outcome === 'failed') {
      writes.push(
        db
          .update(rateAlerts)
          .set({ state: 'retrying', claimedUntil: null, updatedAt: now })
          .where(eq(rateAlerts.id, r.alertId)),
      )
    }
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
