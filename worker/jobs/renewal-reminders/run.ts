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
import { type PushRunCounts, runPushBatches, sendDeviceItem } from '#worker/domain/push-jobs.ts'
import {
  claimReminders,
  type DueReminder,
  findDueReminders,
  type ReminderSendResult,
  recordReminderResults,
} from '#worker/domain/renewal-reminders.ts'
import { sendStaffPushes } from '#worker/domain/staff-pushes.ts'
import type { VapidKeys } from '#worker/lib/web-push.ts'
import { pushJob } from '../run-job'

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

function sendReminder(
  due: DueReminder,
  opts: { vapid: VapidKeys; allowPrivate: boolean; fetchImpl?: typeof fetch },
): Promise<ReminderSendResult> {
  const id = due.reminder.id
  const how = { what: 'renewal reminder', gone: 'removing it, its alerts and reminders', ref: { reminderId: id } }
  return sendDeviceItem(
    id,
    due.subscription,
    () => reminderMessage(due),
    { days: due.days },
    { ...how, ttl: PUSH_TTL_SECONDS },
    opts,
  )
}

/** Every due reminder sent, then the agents' reminders of their leads' maturity dates. */
export const renewalRemindersJob = pushJob('renewal-reminders', 'renewal reminders', async ({ db, now }, push) => {
  const { attempted, sent, gone, failed } = await runRenewalReminders(db, { ...push, now })
  // The agents' reminders for their leads' maturity dates (inbox and push), sent at once.
  const agentReminders = await remindAgentsOfMaturities(db, now())
  const agentPushes = await sendStaffPushes(db, { ...push, now })
  return {
    outcome: 'succeeded',
    counts: { attempted, sent, gone, failed, agentReminders, agentPushesSent: agentPushes.sent },
  }
})
