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
import { deliverPush, runPushBatches } from '#worker/domain/push-jobs.ts'
import {
  claimAlerts,
  type DueAlert,
  findDueAlerts,
  recordSendResults,
  type SendResult,
} from '#worker/domain/rate-alerts.ts'
import { utcDay } from '#worker/domain/rates.ts'
import type { Bindings } from '#worker/env.ts'
import { log } from '#worker/lib/log.ts'
import { type VapidKeys, vapidFromEnv } from '#worker/lib/web-push.ts'
import type { Job } from '../run-job'

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

async function sendAlert(due: DueAlert, now: Date, opts: RunRateAlertsOptions): Promise<SendResult> {
  const { alert, subscription } = due
  const sent = await deliverPush(
    subscription,
    () => rateAlertMessage(due, utcDay(now)),
    {
      what: 'rate alert',
      gone: 'removing it and its alerts',
      ref: { alertId: alert.id },
      ttl: PUSH_TTL_SECONDS,
      // One pending message per alert at the push service (a UUID without dashes: 32 characters).
      topic: alert.id.replaceAll('-', ''),
    },
    opts,
  )
  return sent.outcome === 'sent'
    ? { alertId: alert.id, outcome: 'sent', rate: due.rate }
    : { alertId: alert.id, ...sent }
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

/**
 * The run with the environment's VAPID keys: skipped (and logged) when they are missing or
 * invalid. Never throws for a send; a database failure rejects (the caller logs it).
 */
export async function runRateAlertsFromEnv(
  db: Db,
  env: Bindings,
  trigger: RateAlertRunTrigger,
  now: () => Date = () => new Date(),
): Promise<RateAlertRunResult> {
  const config = await vapidFromEnv(env)
  if (!config.ok) {
    log.warn('rate alerts skipped: VAPID not configured', { trigger, problem: config.problem })
    return { trigger, skipped: config.problem, attempted: 0, sent: 0, gone: 0, failed: 0 }
  }
  const result = await runRateAlerts(db, {
    trigger,
    vapid: config.vapid,
    allowPrivate: env.ENVIRONMENT !== 'production',
    now,
  })
  log.info('rate alerts run', { ...result })
  return result
}

/** Every due alert sent; skipped while the VAPID keys are missing or invalid. */
export const rateAlertsJob: Job = {
  name: 'rate-alerts',
  async run({ db, env, trigger, now }) {
    const result = await runRateAlertsFromEnv(db, env, trigger, now)
    if (result.skipped) return { outcome: 'skipped', summary: result.skipped }
    const { attempted, sent, gone, failed } = result
    return { outcome: 'succeeded', counts: { attempted, sent, gone, failed } }
  },
}
