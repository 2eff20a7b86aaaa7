import * as z from 'zod/mini'
import { intFromQuery } from './rates'

/**
 * Scheduled jobs: what the worker runs on its own (worker/jobs/), each run recorded in
 * job_runs and listed in the super admin's Debug tab.
 *
 *   GET /api/admin/jobs/runs?limit=5 → 200 JobRunsResponse (each job with its latest runs)
 *
 * Requests are strict; responses are plain types (an installed PWA may be older than the
 * server, so response shapes are not parsed strictly).
 */

/** Every job, in the order the daily schedule runs them. */
export const JOB_NAMES = [
  'rate-refresh',
  'rate-alerts',
  'renewal-reminders',
  'news',
  'retention',
  'task-reminders',
  'not-contacted',
  'staff-pushes',
] as const
export type JobName = (typeof JOB_NAMES)[number]

export const JOB_LABELS: Record<JobName, string> = {
  'rate-refresh': 'Rate refresh',
  'rate-alerts': 'Rate alerts',
  'renewal-reminders': 'Renewal reminders',
  news: 'News',
  retention: 'Record retention',
  'task-reminders': 'Tasks falling due',
  'not-contacted': 'Leads not contacted',
  'staff-pushes': 'New-lead notifications',
}

/** cron: a schedule of wrangler.toml fired it; admin: an admin's change did (rate alerts). */
export const JOB_TRIGGERS = ['cron', 'admin'] as const
export type JobTrigger = (typeof JOB_TRIGGERS)[number]

/** `running` until the job ends; a run left `running` was cut off (the worker was stopped). */
export const JOB_OUTCOMES = ['running', 'succeeded', 'failed', 'skipped'] as const
export type JobOutcome = (typeof JOB_OUTCOMES)[number]

/** Longest summary stored with a run. */
export const JOB_SUMMARY_MAX_CHARS = 500

export type JobRun = {
  id: string
  job: JobName
  trigger: JobTrigger
  /** The cron expression that fired the run; null for other triggers. */
  schedule: string | null
  startedAt: string
  finishedAt: string | null
  outcome: JobOutcome
  /** What the run did, by name: rates written, alerts sent, articles stored… */
  counts: Record<string, number>
  /** Why it failed or was skipped, without personal data; null when it succeeded. */
  summary: string | null
}

export type JobStatus = {
  job: JobName
  /** The cron expressions that run this job (wrangler.toml [triggers]). */
  schedules: string[]
  /** Newest first. */
  runs: JobRun[]
}

export type JobRunsResponse = { jobs: JobStatus[] }

export const jobRunsQuerySchema = z.strictObject({ limit: z._default(intFromQuery(1, 20), 5) })
