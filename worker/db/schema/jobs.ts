/**
 * Runs of the scheduled jobs (worker/jobs/): one row a run, written when it starts and again
 * when it ends, so a run the platform cut off stays visible as `running`.
 */
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { JOB_NAMES, JOB_OUTCOMES, JOB_TRIGGERS } from '#shared/schemas/jobs.ts'
import { id, timestamp } from './columns'

export const jobRuns = sqliteTable(
  'job_runs',
  {
    id: id(),
    job: text({ enum: JOB_NAMES }).notNull(),
    trigger: text({ enum: JOB_TRIGGERS }).notNull(),
    /** The cron expression that fired the run; null for other triggers. */
    schedule: text(),
    startedAt: timestamp().notNull(),
    finishedAt: timestamp(),
    outcome: text({ enum: JOB_OUTCOMES }).notNull().default('running'),
    counts: text({ mode: 'json' }).$type<Record<string, number>>().notNull(),
    /** Why it failed or was skipped, without personal data. */
    summary: text(),
  },
  (t) => [index('job_runs_job_started_idx').on(t.job, t.startedAt)],
)
