/**
 * The record of the scheduled jobs' runs (job_runs): written by the job runner
 * (worker/jobs/run-job.ts) when a run starts and when it ends, listed in the super admin's
 * Debug tab, newest first per job.
 */
import { desc, eq } from 'drizzle-orm'
import { JOB_NAMES, type JobName, type JobRun, type JobRunsResponse } from '#shared/schemas/jobs.ts'
import type { Db } from '#worker/db/client.ts'
import { jobRuns } from '#worker/db/schema/index.ts'
import type { Actor } from './auth/actor'

export type JobRunRow = typeof jobRuns.$inferSelect

/** A run as it starts: `running`, nothing counted yet. */
export async function recordJobStart(
  db: Db,
  run: Pick<JobRunRow, 'id' | 'job' | 'trigger' | 'schedule' | 'startedAt'>,
) {
  await db.insert(jobRuns).values({ ...run, outcome: 'running', counts: {} })
}

/** A run as it ended; written whole, so it is recorded even when its start could not be. */
export async function recordJobEnd(db: Db, run: JobRunRow) {
  const { id: _id, ...end } = run
  await db.insert(jobRuns).values(run).onConflictDoUpdate({ target: jobRuns.id, set: end })
}

/** Each job with the cron expressions that run it and its latest `limit` runs. */
export async function listJobRuns(
  db: Db,
  schedules: Readonly<Record<JobName, readonly string[]>>,
  limit: number,
  _actor: Actor,
): Promise<JobRunsResponse> {
  const [first, ...rest] = JOB_NAMES.map((job) =>
    db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, job))
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
      .limit(limit),
  )
  const perJob = await db.batch([first!, ...rest])
  return {
    jobs: JOB_NAMES.map((job, i) => ({ job, schedules: [...schedules[job]], runs: perJob[i]!.map(toJobRun) })),
  }
}

function toJobRun(row: JobRunRow): JobRun {
  return {
    id: row.id,
    job: row.job,
    trigger: row.trigger,
    schedule: row.schedule,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    outcome: row.outcome,
    counts: row.counts,
    summary: row.summary,
  }
}
