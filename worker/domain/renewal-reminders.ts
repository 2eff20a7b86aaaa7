/**
 * Renewal reminders (decision 161): a device's saved maturity dates, reminded by Web Push 180, 120
 * and 30 days before, through the device and push subscription of its rate alerts
 * (worker/domain/rate-alerts.ts). The same proof of ownership: the device id and its secret,
 * of which only the hash is stored; a wrong secret lists nothing and removes nothing (404).
 */

import { and, asc, count, eq, gte, inArray, isNull, lte, notInArray, or } from 'drizzle-orm'
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
import { hashToken } from '#worker/lib/auth/refresh-token.ts'
import { constantTimeEqual } from '#worker/lib/auth/totp.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { pushEndpointProblem } from '#worker/lib/web-push.ts'
import { type Device, forgetDeviceIfUnused, isP256Point, ownDevice, subscriptionWrites } from './rate-alerts'
import { utcDay } from './rates'

type ReminderRow = typeof renewalReminders.$inferSelect
type BatchItem = Parameters<Db['batch']>[0][number]

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
  device: Device,
  opts: { allowPrivate: boolean; now: Date },
): Promise<{ reminder: RenewalReminder; created: boolean }> {
  const today = utcDay(opts.now)
  const problem = maturityProblem(input.maturityDate, today)
  if (problem) throw new HttpError('validation_failed', 'Invalid json: maturityDate', { maturityDate: problem })
  const endpointProblem = pushEndpointProblem(input.subscription.endpoint, opts.allowPrivate)
  if (endpointProblem)
    throw new HttpError('validation_failed', 'Invalid json: subscription.endpoint', {
      'subscription.endpoint': endpointProblem,
    })
  if (!(await isP256Point(input.subscription.keys.p256dh)))
    throw new HttpError('validation_failed', 'Invalid json: subscription.keys.p256dh', {
      'subscription.keys.p256dh': 'Not a P-256 public key',
    })

  const [deviceRows, endpointRows, existingRows, [counted]] = await db.batch([
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id)),
    db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.subscription.endpoint)),
    db.select().from(renewalReminders).where(eq(renewalReminders.id, input.id)),
    db.select({ n: count() }).from(renewalReminders).where(eq(renewalReminders.subscriptionId, device.id)),
  ])
  const known = deviceRows[0]
  const secretHash = await hashToken(device.secret)
  if (known && !constantTimeEqual(secretHash, known.secretHash))
    throw new HttpError('forbidden', 'This device key does not match the one its reminders were saved with')
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
  if (endpointRows.some((r) => r.id !== device.id))
    throw new HttpError(
      'conflict',
      'This push subscription is registered to another device key: unsubscribe, subscribe again and retry',
    )
  if (Number(counted?.n ?? 0) >= MAX_REMINDERS_PER_DEVICE)
    throw new HttpError(
      'conflict',
      `This device already has ${MAX_REMINDERS_PER_DEVICE} renewal reminders. Remove one to add another.`,
    )
  const writes: BatchItem[] = subscriptionWrites(db, known, device.id, secretHash, input.subscription, opts.now)
  const values: ReminderRow = {
    id: input.id,
    subscriptionId: device.id,
    maturityDate: input.maturityDate,
    lastSentDays: null,
    lastSentAt: null,
    claimedUntil: null,
    createdAt: opts.now,
    updatedAt: opts.now,
  }
  writes.push(db.insert(renewalReminders).values(values).onConflictDoNothing())
  await db.batch(writes as [BatchItem, ...BatchItem[]])
  return { reminder: toRenewalReminder(values, today), created: true }
}

/** GET /api/renewal-reminders: the device's reminders, oldest first; none for a wrong secret. */
export async function listRenewalReminders(db: Db, device: Device, now: Date): Promise<RenewalReminder[]> {
  const own = await ownDevice(db, device)
  if (!own) return []
  const rows = await db
    .select()
    .from(renewalReminders)
    .where(eq(renewalReminders.subscriptionId, own.id))
    .orderBy(asc(renewalReminders.createdAt), asc(renewalReminders.id))
  const today = utcDay(now)
  return rows.map((r) => toRenewalReminder(r, today))
}

/** DELETE /api/renewal-reminders/:id: 404 unless this device has it; forgets an unused device. */
export async function removeRenewalReminder(db: Db, id: string, device: Device): Promise<{ remaining: number }> {
  const own = await ownDevice(db, device)
  const notFound = new HttpError('not_found', 'No such reminder on this device')
  if (!own) throw notFound
  const deleted = await db
    .delete(renewalReminders)
    .where(and(eq(renewalReminders.id, id), eq(renewalReminders.subscriptionId, own.id)))
    .returning({ id: renewalReminders.id })
  if (deleted.length === 0) throw notFound
  return { remaining: await forgetDeviceIfUnused(db, own.id) }
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
      subscription: {
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      },
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
export async function claimReminders(
  db: Db,
  ids: readonly string[],
  opts: { now: Date; until: Date },
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const claimed = await db
    .update(renewalReminders)
    .set({ claimedUntil: opts.until })
    .where(
      and(
        inArray(renewalReminders.id, [...ids]),
        or(isNull(renewalReminders.claimedUntil), lte(renewalReminders.claimedUntil, opts.now)),
      ),
    )
    .returning({ id: renewalReminders.id })
  return new Set(claimed.map((c) => c.id))
}

export type ReminderSendResult =
  | { reminderId: string; outcome: 'sent'; days: RenewalReminderDays }
  | { reminderId: string; outcome: 'failed' }
  | { reminderId: string; outcome: 'gone'; subscriptionId: string }

/**
 * Records a batch's outcomes and releases the claims: sent → the milestone and the time; failed →
 * due again on the next run; gone (404/410) → the subscription, its alerts and reminders deleted
 * (the foreign keys cascade from the subscription).
 */
export async function recordReminderResults(db: Db, results: readonly ReminderSendResult[], now: Date): Promise<void> {
  const writes: BatchItem[] = []
  for (const res of results) {
    if (res.outcome === 'sent')
      writes.push(
        db
          .update(renewalReminders)
          .set({ lastSentDays: res.days, lastSentAt: now, claimedUntil: null, updatedAt: now })
          .where(eq(renewalReminders.id, res.reminderId)),
      )
    else if (res.outcome === 'failed')
      writes.push(
        db
          .update(renewalReminders)
          .set({ claimedUntil: null, updatedAt: now })
          .where(eq(renewalReminders.id, res.reminderId)),
      )
  }
  const gone = [...new Set(results.flatMap((r) => (r.outcome === 'gone' ? [r.subscriptionId] : [])))]
  if (gone.length > 0) {
    writes.push(db.delete(renewalReminders).where(inArray(renewalReminders.subscriptionId, gone)))
    writes.push(db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone)))
  }
  if (writes.length > 0) await db.batch(writes as [BatchItem, ...BatchItem[]])
}
