/**
 * The rate-alert run (docs/decisions/034-rate-alerts.md): after the daily refresh (the
 * schedule in worker/jobs/schedule.ts) and after an admin's rate change
 * (worker/routes/admin-rates.ts, in the background), send every alert whose criterion today's
 * rates meet — each at most once per UTC day — in batches of RATE_ALERT_BATCH, at most
 * RATE_ALERT_MAX_PER_RUN per run.
 */
import type { ProvinceCode, Term } from '#shared/constants/rates.ts'
import { provinceFromCode } from '#shared/constants/rates.ts'
import type { JobTrigger } from '#shared/schemas/jobs.ts'
import { buildRateAlertPush, type RateAlertPush } from '#shared/schemas/rate-alerts.ts'
import type { Db } from '#worker/db/client.ts'
import { runPushBatches, sendDeviceItem } from '#worker/domain/push-jobs.ts'
import {
  claimAlerts,
  type DueAlert,
  findDueAlerts,
  recordSendResults,
  type SendResult,
} from '#worker/domain/rate-alerts.ts'
import { utcDay } from '#worker/domain/rates.ts'
import type { VapidKeys } from '#worker/lib/web-push.ts'
import { pushJob } from '../run-job'

/** Alerts sent in parallel (workerd opens 6 connections at a time and queues the rest). */
export const RATE_ALERT_BATCH = 50
/**
 * Sends per run. Each push is a subrequest, and so is each database round trip (3 per batch):
 * 250 sends ≈ 265 subrequests, within a paid Workers plan's 1000 per invocation. Alerts left
 * over are due on the next run (the next admin change or the next day's cron).
 */
export const RATE_ALERT_MAX_PER_RUN = 250
/** A push service keeps an undelivered alert this long (a phone switched off overnight still gets it). */
export const PUSH_TTL_SECONDS = 12 * 60 * 60

export type RateAlertRunTrigger = JobTrigger

export type RateAlertRunResult = {
  trigger: RateAlertRunTrigger
  /** Why nothing was tried (alerts not configured), else null. */
  skipped: string | null
  attempted: number
  sent: number
  gone: number
  failed: number
}

export type RunRateAlertsOptions = {
  trigger: RateAlertRunTrigger
  vapid: VapidKeys
  /** Loopback/private push endpoints allowed (outside production). */
  allowPrivate: boolean
  now: () => Date
  fetchImpl?: typeof fetch
  batchSize?: number
  maxPerRun?: number
}

export async function runRateAlerts(db: Db, opts: RunRateAlertsOptions): Promise<RateAlertRunResult> {
  const counts = await runPushBatches({
    batchSize: opts.batchSize ?? RATE_ALERT_BATCH,
    maxPerRun: opts.maxPerRun ?? RATE_ALERT_MAX_PER_RUN,
    now: opts.now,
    id: (d: DueAlert) => d.alert.id,
    find: (window) => findDueAlerts(db, window),
    claim: (ids, window) => claimAlerts(db, ids, window),
    send: (d, now) => sendAlert(d, now, opts),
    record: (results, now) => recordSendResults(db, results, now),
  })
  return { trigger: opts.trigger, skipped: null, ...counts }
}

function sendAlert(due: DueAlert, now: Date, opts: RunRateAlertsOptions): Promise<SendResult> {
  const id = due.alert.id
  const message = () => rateAlertMessage(due, utcDay(now))
  const how = { what: 'rate alert', gone: 'removing it and its alerts', ref: { alertId: id }, ttl: PUSH_TTL_SECONDS }
  return sendDeviceItem(id, due.subscription, message, { rate: due.rate }, how, opts)
}

export function rateAlertMessage(due: DueAlert, date: string): RateAlertPush {
  const { alert } = due
  return buildRateAlertPush({
    alertId: alert.id,
    province: provinceFromCode(alert.province).code as ProvinceCode,
    term: alert.term as Term,
    rateType: alert.rateType,
    mortgageType: alert.mortgageType,
    target: alert.kind === 'target' ? { kind: 'target', rate: alert.targetRate ?? 0 } : { kind: 'any-drop' },
    rate: due.rate,
    reference: due.reference,
    date,
  })
}

/** Every due alert sent; skipped while the VAPID keys are missing or invalid. */
export const rateAlertsJob = pushJob('rate-alerts', 'rate alerts', async ({ db, trigger, now }, push) => {
  const { attempted, sent, gone, failed } = await runRateAlerts(db, { trigger, ...push, now })
  return { outcome: 'succeeded', counts: { attempted, sent, gone, failed } }
})
