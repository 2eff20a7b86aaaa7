/**
 * The one table of what runs when: each cron expression of wrangler.toml [triggers] and the
 * jobs it runs, in order (worker/jobs/schedule.test.ts keeps the two equal). `scheduled` in
 * worker/index.ts dispatches `controller.cron` here; locally `/__scheduled?cron=<expression>`
 * fires one (wrangler dev --test-scheduled).
 *
 * One daily cron runs the jobs one after the other (docs/decisions/095): the rate alerts
 * compare today's rates, so they run after the refresh that writes them; the renewal reminders
 * (a day's milestones) follow; then the news, and last the erasure of archived records past
 * their retention. Every five minutes the tasks that fell due are written to their agents'
 * inboxes and the leads not contacted in time to the super admins' (docs/decisions/199), then
 * the staff notifications' pushes that were not sent after their own request go
 * out (docs/decisions/158, 182).
 * A failed job never stops the next one: each run ends as a recorded outcome.
 */
import { JOB_NAMES, type JobName } from '#shared/schemas/jobs.ts'
import type { Db } from '#worker/db/client.ts'
import type { JobRunRow } from '#worker/domain/job-runs.ts'
import type { Bindings } from '#worker/env.ts'
import { log } from '#worker/lib/log.ts'
import { newsJob } from './news/run'
import { notContactedJob } from './not-contacted/run'
import { rateAlertsJob } from './rate-alerts/run'
import { rateRefreshJob } from './rate-refresh/run'
import { renewalRemindersJob } from './renewal-reminders/run'
import { retentionJob } from './retention/run'
import { type Job, runJob } from './run-job'
import { staffPushesJob } from './staff-pushes/run'
import { taskRemindersJob } from './task-reminders/run'

export type Schedule = Readonly<Record<string, readonly Job[]>>

export const SCHEDULE: Schedule = {
  // Daily at 10:15 UTC (06:15 in Toronto during daylight time).
  '15 10 * * *': [rateRefreshJob, rateAlertsJob, renewalRemindersJob, newsJob, retentionJob],
  // Every five minutes: tasks that fell due and leads not contacted in time (inbox), then the
  // staff notifications' pushes not sent right after their request (these included).
  '*/5 * * * *': [taskRemindersJob, notContactedJob, staffPushesJob],
}

/** Runs the jobs of `cron`, in order, each recorded; an expression with no jobs is logged. */
export async function runScheduledJobs(
  cron: string,
  db: Db,
  env: Bindings,
  schedule: Schedule = SCHEDULE,
): Promise<JobRunRow[]> {
  const jobs = schedule[cron]
  if (!jobs) {
    log.error('no job is scheduled for this cron', { cron, known: Object.keys(schedule).join(' | ') })
    return []
  }
  const runs: JobRunRow[] = []
  for (const job of jobs) runs.push(await runJob(job, { db, env, trigger: 'cron', now: () => new Date() }, cron))
  return runs
}

/** For each job, the cron expressions that run it. */
export function jobSchedules(schedule: Schedule = SCHEDULE): Record<JobName, string[]> {
  const out = Object.fromEntries(JOB_NAMES.map((job) => [job, [] as string[]])) as Record<JobName, string[]>
  for (const [cron, jobs] of Object.entries(schedule)) for (const job of jobs) out[job.name].push(cron)
  return out
}
