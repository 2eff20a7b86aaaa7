/**
 * The renewal-reminder run (decision 161): daily, after the rate alerts (worker/jobs/schedule.ts),
 * every saved maturity date that reached 180, 120 or 30 days left gets its reminder, each once,
 * in batches of REMINDER_BATCH, at most REMINDER_MAX_PER_RUN per run (the rest are due the next
 * day). Skipped while the VAPID keys are missing.
 */
import { buildRenewalReminderPush, type RenewalReminderPush } from '#shared/schemas/renewal-reminders.ts'
import type { Db } from '#worker/db/client.ts'
import { endpointHost } from '#worker/domain/rate-alerts.ts'
import {
  claimReminders,
  type DueReminder,
  findDueReminders,
  type ReminderSendResult,
  recordReminderResults,
} from '#worker/domain/renewal-reminders.ts'
import { log } from '#worker/lib/log.ts'
import { pushEndpointProblem, sendPush, type VapidKeys, vapidFromEnv } from '#worker/lib/web-push.ts'
import type { Job } from '../run-job'

export const REMINDER_BATCH = 50
/** Sends per run: each push is a subrequest (the rate alerts' own budget is 250). */
export const REMINDER_MAX_PER_RUN = 250
/** A reminder waits at the push service up to a day (it is about the coming weeks). */
const PUSH_TTL_SECONDS = 24 * 60 * 60
const CLAIM_MS = 10 * 60 * 1000

export type ReminderRunResult = { attempted: number; sent: number; gone: number; failed: number }

export async function runRenewalReminders(
  db: Db,
  opts: { vapid: VapidKeys; allowPrivate: boolean; now: () => Date; fetchImpl?: typeof fetch; batchSize?: number },
): Promise<ReminderRunResult> {
  const batchSize = opts.batchSize ?? REMINDER_BATCH
  const result: ReminderRunResult = { attempted: 0, sent: 0, gone: 0, failed: 0 }
  const tried: string[] = []
  while (tried.length < REMINDER_MAX_PER_RUN) {
    const now = opts.now()
    const due = await findDueReminders(db, {
      now,
      limit: Math.min(batchSize, REMINDER_MAX_PER_RUN - tried.length),
      exclude: tried,
    })
    if (due.length === 0) break
    tried.push(...due.map((d) => d.reminder.id))
    const claimed = await claimReminders(
      db,
      due.map((d) => d.reminder.id),
      { now, until: new Date(now.getTime() + CLAIM_MS) },
    )
    const mine = due.filter((d) => claimed.has(d.reminder.id))
    const results = await Promise.all(mine.map((d) => sendReminder(d, opts)))
    await recordReminderResults(db, results, opts.now())
    result.attempted += results.length
    for (const r of results) result[r.outcome] += 1
  }
  return result
}

export function reminderMessage(due: DueReminder): RenewalReminderPush {
  return buildRenewalReminderPush({
    reminderId: due.reminder.id,
    maturityDate: due.reminder.maturityDate,
    days: due.days,
  })
}

async function sendReminder(
  due: DueReminder,
  opts: { vapid: VapidKeys; allowPrivate: boolean; fetchImpl?: typeof fetch },
): Promise<ReminderSendResult> {
  const { reminder, subscription } = due
  const problem = pushEndpointProblem(subscription.endpoint, opts.allowPrivate)
  if (problem) {
    log.warn('renewal reminder not sent: endpoint refused', {
      reminderId: reminder.id,
      host: endpointHost(subscription.endpoint),
      problem,
    })
    return { reminderId: reminder.id, outcome: 'failed' }
  }
  const outcome = await sendPush(subscription, JSON.stringify(reminderMessage(due)), opts.vapid, {
    ttl: PUSH_TTL_SECONDS,
    topic: reminder.id.replaceAll('-', ''),
    urgency: 'normal',
    fetchImpl: opts.fetchImpl,
  })
  if (outcome.kind === 'sent') return { reminderId: reminder.id, outcome: 'sent', days: due.days }
  if (outcome.kind === 'gone') {
    log.info('push subscription gone; removing it, its alerts and reminders', {
      subscriptionId: subscription.id,
      status: outcome.status,
    })
    return { reminderId: reminder.id, outcome: 'gone', subscriptionId: subscription.id }
  }
  log.warn('renewal reminder not sent; retrying on the next run', {
    reminderId: reminder.id,
    status: outcome.status,
    detail: outcome.detail,
  })
  return { reminderId: reminder.id, outcome: 'failed' }
}

/** Every due reminder sent; skipped while the VAPID keys are missing or invalid. */
export const renewalRemindersJob: Job = {
  name: 'renewal-reminders',
  async run({ db, env, trigger, now }) {
    const config = await vapidFromEnv(env)
    if (!config.ok) {
      log.warn('renewal reminders skipped: VAPID not configured', { trigger, problem: config.problem })
      return { outcome: 'skipped', summary: config.problem }
    }
    const { attempted, sent, gone, failed } = await runRenewalReminders(db, {
      vapid: config.vapid,
      allowPrivate: env.ENVIRONMENT !== 'production',
      now,
    })
    return { outcome: 'succeeded', counts: { attempted, sent, gone, failed } }
  },
}
