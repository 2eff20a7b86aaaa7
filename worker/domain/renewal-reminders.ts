/**
 * Renewal reminders (decision 161): a device's saved maturity dates, reminded by Web Push 180, 120
 * and 30 days before, through the device and push subscription of its rate alerts
 * (worker/domain/push-devices.ts). The same proof of ownership: the device id and its secret,
 * of which only the hash is stored; a wrong secret lists nothing and removes nothing (404).
 */

import { and, asc, eq, gte, isNull, lte, notInArray, or } from 'drizzle-orm'
import {
  type CreateRenewalReminderInput,
  daysBefore,
  dueReminderDays,
  MAX_MATURITY_YEARS,
  MAX_REMINDERS_PER_DEVICE,
  nextReminderOn,
  RENEWAL_REMINDER_DAYS,
  type RenewalReminder,
  type RenewalReminderDays,
} from '#shared/schemas/renewal-reminders.ts'
import type { Db } from '#worker/db/client.ts'
import { pushSubscriptions, renewalReminders } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import * as devices from './push-devices'
import { utcDay } from './rates'

type ReminderRow = typeof renewalReminders.$inferSelect

export function toRenewalReminder(row: ReminderRow, today: string): RenewalReminder {
  const last = (RENEWAL_REMINDER_DAYS as readonly number[]).includes(row.lastSentDays ?? -1)
    ? (row.lastSentDays as RenewalReminderDays)
    : null
  return {
    id: row.id,
    maturityDate: row.maturityDate,
    lastSentDays: last,
    nextOn: nextReminderOn(row.maturityDate, today, last),
    createdAt: row.createdAt.toISOString(),
  }
}

/** The maturity date's problem, or null: after today, within ten years. */
export function maturityProblem(maturityDate: string, today: string): string | null {
  if (maturityDate <= today) return 'The maturity date must be after today'
  const latest = `${Number(today.slice(0, 4)) + MAX_MATURITY_YEARS}${today.slice(4)}`
  if (maturityDate > latest) return `The maturity date must be within ${MAX_MATURITY_YEARS} years`
  return null
}

/**
 * POST /api/renewal-reminders: registers (or follows) the device's push subscription and saves
 * the reminder, in one batch. Idempotent on the reminder id.
 */
export async function createRenewalReminder(
  db: Db,
  input: CreateRenewalReminderInput,
  device: devices.Device,
  opts: { allowPrivate: boolean; now: Date },
): Promise<{ reminder: RenewalReminder; created: boolean }> {
  const today = utcDay(opts.now)
  const problem = maturityProblem(input.maturityDate, today)
  if (problem) throw new HttpError('validation_failed', 'Invalid json: maturityDate', { maturityDate: problem })
  await devices.checkSubscription(input.subscription, opts.allowPrivate)
  const [deviceRows, endpointRows, existingRows, [counted]] = await db.batch(
    devices.additionReads(db, renewalReminders, device.id, input.id, input.subscription.endpoint),
  )
  const known = deviceRows[0]
  const secretHash = await devices.provenSecretHash(known, device, 'reminders')
  const existing = existingRows[0]
  if (existing) {
    if (existing.subscriptionId !== device.id) throw new HttpError('conflict', 'A reminder with this id already exists')
    // A retry is the same reminder: another date under a stored id is refused, nothing changed.
    if (existing.maturityDate !== input.maturityDate)
      throw new HttpError(
        'conflict',
        'This reminder id was already used for another maturity date; nothing was changed',
        { maturityDate: 'Differs from the reminder stored under this id' },
      )
    return { reminder: toRenewalReminder(existing, today), created: false }
  }
  devices.checkRoom(endpointRows, counted, device.id, MAX_REMINDERS_PER_DEVICE, 'renewal reminders')
  const fields = { id: input.id, maturityDate: input.maturityDate, lastSentDays: null }
  const to = { known, deviceId: device.id, secretHash, sub: input.subscription, now: opts.now }
  const row = await devices.addToDevice(db, renewalReminders, fields, to)
  return { reminder: toRenewalReminder(row, today), created: true }
}

/** GET /api/renewal-reminders: the device's reminders, oldest first; none for a wrong secret. */
export async function listRenewalReminders(db: Db, device: devices.Device, now: Date): Promise<RenewalReminder[]> {
  const today = utcDay(now)
  return (await devices.listOnDevice(db, renewalReminders, device)).map((r) => toRenewalReminder(r, today))
}

/** DELETE /api/renewal-reminders/:id: 404 unless this device has it; forgets an unused device. */
export function removeRenewalReminder(db: Db, id: string, device: devices.Device): Promise<{ remaining: number }> {
  return devices.removeFromDevice(db, renewalReminders, id, device, 'No such reminder on this device')
}

// ---------------------------------------------------------------------------------------------
// The daily run
// ---------------------------------------------------------------------------------------------

export type DueReminder = {
  reminder: ReminderRow
  days: RenewalReminderDays
  subscription: { id: string; endpoint: string; p256dh: string; auth: string }
}

/**
 * Reminders due today, oldest first: maturity within 180 days and not passed, a milestone reached
 * that was not sent (dueReminderDays), not claimed by a run in progress, not in `exclude`.
 */
export async function findDueReminders(
  db: Db,
  opts: { now: Date; limit: number; exclude: readonly string[] },
): Promise<DueReminder[]> {
  const today = utcDay(opts.now)
  const r = renewalReminders
  const rows = await db
    .select({
      reminder: r,
      subscription: devices.pushTarget,
    })
    .from(r)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, r.subscriptionId))
    .where(
      and(
        lte(r.maturityDate, daysBefore(today, -RENEWAL_REMINDER_DAYS[0])),
        // Not ended, and not already reminded at 30 days (the last one).
        gte(r.maturityDate, today),
        or(isNull(r.lastSentDays), notInArray(r.lastSentDays, [RENEWAL_REMINDER_DAYS.at(-1)!])),
        or(isNull(r.claimedUntil), lte(r.claimedUntil, opts.now)),
        opts.exclude.length > 0 ? notInArray(r.id, [...opts.exclude]) : undefined,
      ),
    )
    .orderBy(asc(r.maturityDate), asc(r.id))
    .limit(opts.limit * 4)
  const due: DueReminder[] = []
  for (const row of rows) {
    const days = dueReminderDays(row.reminder.maturityDate, today, row.reminder.lastSentDays)
    if (days !== null) due.push({ reminder: row.reminder, days, subscription: row.subscription })
    if (due.length >= opts.limit) break
  }
  return due
}

/** Claims the reminders for this run until `until`: only the ids returned may be sent. */
export function claimReminders(db: Db, ids: readonly string[], opts: { now: Date; until: Date }): Promise<Set<string>> {
  return devices.claimOnDevices(db, renewalReminders, ids, opts)
}

export type ReminderSendResult = devices.DeviceSendResult<{ days: RenewalReminderDays }>

/** Records a batch's outcomes: sent → the milestone; failed → due again on the next run. */
export function recordReminderResults(db: Db, results: readonly ReminderSendResult[], now: Date): Promise<void> {
  return devices.recordDeviceSends(db, renewalReminders, results, now, { sent: (r) => ({ lastSentDays: r.days }) })
}
