/**
 * Rate alerts (rules in docs/decisions/034-rate-alerts.md): a device's alerts, and the queries of
 * the send run (worker/jobs/rate-alerts/run.ts). The device, its secret and its push subscription
 * are push-devices.ts's, shared with the renewal reminders.
 */

import { and, asc, eq, gte, isNull, lt, lte, min, notInArray, or, sql } from 'drizzle-orm'
import { provinceFromCode, type Term } from '#shared/constants/rates.ts'
import {
  type AlertTarget,
  type CreateRateAlertInput,
  MAX_ALERTS_PER_DEVICE,
  type RateAlert,
  rateAlertUrl,
} from '#shared/schemas/rate-alerts.ts'
import type { Db } from '#worker/db/client.ts'
import { mortgageRates, pushSubscriptions, rateAlerts } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import * as devices from './push-devices'
import { isProduct, utcDayBounds } from './rates'

type AlertRow = typeof rateAlerts.$inferSelect

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
  device: devices.Device,
  opts: { allowPrivate: boolean; now: Date },
): Promise<{ alert: RateAlert; created: boolean }> {
  await devices.checkSubscription(input.subscription, opts.allowPrivate)
  const province = provinceFromCode(input.province).name
  const [deviceRows, endpointRows, existingRows, [counted], [current]] = await db.batch([
    ...devices.additionReads(db, rateAlerts, device.id, input.id, input.subscription.endpoint),
    db
      .select({ rate: min(mortgageRates.ourRate) })
      .from(mortgageRates)
      .where(and(isProduct(province, input), eq(mortgageRates.isActive, true))),
  ])
  const known = deviceRows[0]
  const secretHash = await devices.provenSecretHash(known, device, 'alerts')
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
  devices.checkRoom(endpointRows, counted, device.id, MAX_ALERTS_PER_DEVICE, 'rate alerts')
  const baselineRate = current?.rate ?? null
  if (input.target.kind === 'any-drop' && baselineRate === null) {
    throw new HttpError('validation_failed', 'Invalid json: target', {
      target: 'There is no current rate for this product to compare with: choose a target rate',
    })
  }

  const to = { known, deviceId: device.id, secretHash, sub: input.subscription, now: opts.now }
  const row = await devices.addToDevice(
    db,
    rateAlerts,
    {
      id: input.id,
      province,
      term: input.term,
      rateType: input.rateType,
      mortgageType: input.mortgageType,
      kind: input.target.kind,
      targetRate: input.target.kind === 'target' ? input.target.rate : null,
      baselineRate,
      state: 'watching',
      lastSentRate: null,
    },
    to,
  )
  return { alert: toRateAlert(row), created: true }
}

/** GET /api/rate-alerts: the device's alerts, oldest first; none for an unknown device or a wrong secret. */
export async function listRateAlerts(db: Db, device: devices.Device): Promise<RateAlert[]> {
  return (await devices.listOnDevice(db, rateAlerts, device)).map(toRateAlert)
}

/** DELETE /api/rate-alerts/:id: 404 unless this device has that alert (push-devices.ts). */
export function removeRateAlert(db: Db, alertId: string, device: devices.Device): Promise<{ remaining: number }> {
  return devices.removeFromDevice(db, rateAlerts, alertId, device, 'No such alert on this device')
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
      subscription: devices.pushTarget,
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
export function claimAlerts(db: Db, ids: readonly string[], opts: { now: Date; until: Date }): Promise<Set<string>> {
  const { start } = utcDayBounds(opts.now)
  return devices.claimOnDevices(
    db,
    rateAlerts,
    ids,
    opts,
    or(isNull(rateAlerts.lastSentAt), lt(rateAlerts.lastSentAt, start)),
  )
}

export type SendResult = devices.DeviceSendResult<{ rate: number }>

/** Records a batch's outcomes: sent → state 'sent' with the rate; failed → 'retrying' (due again on the next run). */
export function recordSendResults(db: Db, results: readonly SendResult[], now: Date): Promise<void> {
  return devices.recordDeviceSends(db, rateAlerts, results, now, {
    sent: (r) => ({ state: 'sent', lastSentRate: r.rate }),
    failed: { state: 'retrying' },
  })
}
