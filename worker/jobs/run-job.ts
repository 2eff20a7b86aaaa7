/**
 * What every scheduled job is, and the one way one runs: recorded in job_runs when it starts
 * and when it ends, its failure contained (a job that throws is a `failed` run, never an
 * error for whoever ran it), its summary free of personal data.
 */
import { uuidv7 } from 'uuidv7'
import { JOB_SUMMARY_MAX_CHARS, type JobName, type JobOutcome, type JobTrigger } from '#shared/schemas/jobs.ts'
import type { Db } from '#worker/db/client.ts'
import { type JobRunRow, recordJobEnd, recordJobStart } from '#worker/domain/job-runs.ts'
import type { Bindings } from '#worker/env.ts'
import { errorSummary, log, redact } from '#worker/lib/log.ts'
import { type VapidKeys, vapidFromEnv } from '#worker/lib/web-push.ts'

export type JobContext = { db: Db; env: Bindings; trigger: JobTrigger; now: () => Date }

/** How a run went: its outcome, what it did (counts by name), and why when it did not succeed. */
export type JobReport = {
  outcome: Exclude<JobOutcome, 'running'>
  counts?: Record<string, number>
  summary?: string | null
}

export type Job = { name: JobName; run: (ctx: JobContext) => Promise<JobReport> }

/** What a job that sends Web Push needs: the server's keys, and whether private endpoints are allowed. */
export type PushKeys = { vapid: VapidKeys; allowPrivate: boolean }

/**
 * A job that sends Web Push (rate alerts, renewal reminders, staff pushes): skipped, and logged as
 * `what` skipped, while the VAPID keys are missing or invalid; loopback and private push endpoints
 * are allowed outside production.
 */
export function pushJob(
  name: JobName,
  what: string,
  run: (ctx: JobContext, push: PushKeys) => Promise<JobReport>,
): Job {
  return {
    name,
    async run(ctx) {
      const config = await vapidFromEnv(ctx.env)
      if (!config.ok) {
        log.warn(`${what} skipped: VAPID not configured`, { trigger: ctx.trigger, problem: config.problem })
        return { outcome: 'skipped', summary: config.problem }
      }
      return run(ctx, { vapid: config.vapid, allowPrivate: ctx.env.ENVIRONMENT !== 'production' })
    },
  }
}

/** Runs one job and records the run. Never throws: a failure is the run's outcome. */
export async function runJob(job: Job, ctx: JobContext, schedule: string | null = null): Promise<JobRunRow> {
  const started: Pick<JobRunRow, 'id' | 'job' | 'trigger' | 'schedule' | 'startedAt'> = {
    id: uuidv7(),
    job: job.name,
    trigger: ctx.trigger,
    schedule,
    startedAt: ctx.now(),
  }
  await keepGoing('start', job.name, () => recordJobStart(ctx.db, started))
  let report: JobReport
  try {
    report = await job.run(ctx)
  } catch (error) {
    report = { outcome: 'failed', summary: errorSummary(error, { causeFirst: true }) }
  }
  const run: JobRunRow = {
    ...started,
    finishedAt: ctx.now(),
    outcome: report.outcome,
    counts: report.counts ?? {},
    summary: report.summary ? redact(report.summary).slice(0, JOB_SUMMARY_MAX_CHARS) : null,
  }
  await keepGoing('end', job.name, () => recordJobEnd(ctx.db, run))
  const fields = { job: run.job, trigger: run.trigger, outcome: run.outcome, ...run.counts, summary: run.summary }
  if (run.outcome === 'failed') log.error('job failed', fields)
  else log.info('job run', fields)
  return run
}

/** Recording a run never stops the job (the database may be what is failing). */
async function keepGoing(step: 'start' | 'end', job: JobName, write: () => Promise<unknown>) {
  try {
    await write()
  } catch (error) {
    log.warn(`job run ${step} not recorded`, { job, error: errorSummary(error) })
  }
}
