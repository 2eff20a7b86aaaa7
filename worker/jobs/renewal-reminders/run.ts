/**
 * The renewal-reminder run (decision 161): daily, after the rate alerts (worker/jobs/schedule.ts),
 * every saved maturity date that reached 180, 120 or 30 days left gets its reminder, each once,
 * in batches of REMINDER_BATCH, at most REMINDER_MAX_PER_RUN per run (the rest are due the next
 * day). Then each lead's agent is reminded of its deal's maturity date at the same milestones
 * (docs/decisions/163). Skipped while the VAPID keys are missing.
 */
import { buildRenewalReminderPush, type RenewalReminderPush } from '#shared/schemas/renewal-reminders.ts'
import type { Db } from '#worker/db/client.ts'
import { remindAgentsOfMaturities } from '#worker/domain/agent-maturity-reminders.ts'
import { deliverPush, type PushRunCounts, runPushBatches } from '#worker/domain/push-jobs.ts'
import {
  claimReminders,
  type DueReminder,
  findDueReminders,
  type ReminderSendResult,
  recordReminderResults,
} from '#worker/domain/renewal-reminders.ts'
import { sendStaffPushes } from '#worker/domain/staff-pushes.ts'
import { log } from '#worker/lib/log.ts'
import { type VapidKeys, vapidFromEnv } from '#worker/lib/web-push.ts'
import type { Job } from '../run-job'

export const REMINDER_BATCH = 50
/** Sends per run: each push is a subrequest (the rate alerts' own budget is 250). */
export const REMINDER_MAX_PER_RUN = 250
/** A reminder waits at the push service up to a day (it is about the coming weeks). */
const PUSH_TTL_SECONDS = 24 * 60 * 60

export type ReminderRunResult = PushRunCounts

export async function runRenewalReminders(
  db: Db,
  opts: { vapid: VapidKeys; allowPrivate: boolean; now: () => Date; fetchImpl?: typeof fetch; batchSize?: number },
): Promise<ReminderRunResult> {
  return runPushBatches({
    batchSize: opts.batchSize ?? REMINDER_BATCH,
    maxPerRun: REMINDER_MAX_PER_RUN,
    now: opts.now,
    id: (d: DueReminder) => d.reminder.id,
    find: (window) => findDueReminders(db, window),
    claim: (ids, window) => claimReminders(db, ids, window),
    send: (d) => sendReminder(d, opts),
    record: (results, now) => recordReminderResults(db, results, now),
  })
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
  const sent = await deliverPush(
    subscription,
    () => reminderMessage(due),
    {
      what: 'renewal reminder',
      gone: 'removing it, its alerts and reminders',
      ref: { reminderId: reminder.id },
      ttl: PUSH_TTL_SECONDS,
      topic: reminder.id.replaceAll('-', ''),
    },
    opts,
  )
  return sent.outcome === 'sent'
    ? { reminderId: reminder.id, outcome: 'sent', days: due.days }
    : { reminderId: reminder.id, ...sent }
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
    // The agents' reminders for their leads' maturity dates (inbox and push), sent at once.
    const agentReminders = await remindAgentsOfMaturities(db, now())
    const agentPushes = await sendStaffPushes(db, {
      vapid: config.vapid,
      allowPrivate: env.ENVIRONMENT !== 'production',
      now,
    })
    return {
      outcome: 'succeeded',
      counts: { attempted, sent, gone, failed, agentReminders, agentPushesSent: agentPushes.sent },
    }
  },
}
