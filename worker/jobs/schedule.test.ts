import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testActor } from '#tests/support/actors.ts'
import { createTestDb } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { jobRuns } from '#worker/db/schema/index.ts'
import { listJobRuns } from '#worker/domain/job-runs.ts'
import type { Bindings } from '#worker/env.ts'
import type { Job } from './run-job'
import { jobSchedules, runScheduledJobs, SCHEDULE, type Schedule } from './schedule'

/** The cron expressions of wrangler.toml's [triggers] section. */
function wranglerCrons(): string[] {
  const toml = readFileSync('wrangler.toml', 'utf8')
  const triggers = toml.split(/^\[triggers\]\s*$/m)[1]?.split(/^\[/m)[0] ?? ''
  const list = /^crons\s*=\s*\[([^\]]*)\]/m.exec(triggers)?.[1] ?? ''
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!)
}

describe('the schedule table', () => {
  it('has exactly the crons of wrangler.toml [triggers], each running at least one job', () => {
    expect(wranglerCrons().length).toBeGreaterThan(0)
    expect(Object.keys(SCHEDULE).sort()).toEqual(wranglerCrons().sort())
    for (const jobs of Object.values(SCHEDULE)) expect(jobs.length).toBeGreaterThan(0)
  })

  it('runs the rate alerts after the rate refresh that writes the rates they compare', () => {
    for (const jobs of Object.values(SCHEDULE)) {
      const names = jobs.map((j) => j.name)
      if (names.includes('rate-alerts'))
        expect(names.indexOf('rate-refresh')).toBeLessThan(names.indexOf('rate-alerts'))
    }
    expect(jobSchedules()).toEqual({
      'rate-refresh': ['15 10 * * *'],
      'rate-alerts': ['15 10 * * *'],
      'renewal-reminders': ['15 10 * * *'],
      news: ['15 10 * * *'],
      retention: ['15 10 * * *'],
      'task-reminders': ['*/5 * * * *'],
      'not-contacted': ['*/5 * * * *'],
      'staff-pushes': ['*/5 * * * *'],
    })
  })
})

describe('runScheduledJobs', () => {
  let db: Db
  let close: () => void
  const env = { ENVIRONMENT: 'production' } as Bindings
  const calls: string[] = []
  const job = (name: Job['name'], run: Job['run']): Job => ({
    name,
    run: async (ctx) => {
      calls.push(name)
      return run(ctx)
    },
  })
  const ok = job('rate-refresh', async () => ({ outcome: 'succeeded', counts: { rates: 311 } }))
  const crash = job('rate-alerts', async () => {
    // A failed query's message carries the row's values: never stored.
    throw new Error('Failed query: select 1\nparams: jane@example.com', {
      cause: new Error('call 416-555-0199 or write to jane@example.com'),
    })
  })
  const skipped = job('news', async () => ({ outcome: 'skipped', summary: 'not configured' }))
  const schedule: Schedule = { '0 6 * * *': [ok, crash, skipped] }

  beforeEach(async () => {
    ;({ db, close } = await createTestDb())
    calls.length = 0
    vi.spyOn(console, 'log').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    close()
    vi.restoreAllMocks()
  })

  it('runs the cron’s jobs in order; a job that throws is a failed run and the next one still runs', async () => {
    const runs = await runScheduledJobs('0 6 * * *', db, env, schedule)
    expect(calls).toEqual(['rate-refresh', 'rate-alerts', 'news'])
    expect(runs.map((r) => [r.job, r.outcome])).toEqual([
      ['rate-refresh', 'succeeded'],
      ['rate-alerts', 'failed'],
      ['news', 'skipped'],
    ])
    const stored = await db.select().from(jobRuns)
    expect(stored).toHaveLength(3)
    for (const run of stored) {
      expect(run).toMatchObject({ trigger: 'cron', schedule: '0 6 * * *' })
      expect(run.finishedAt!.getTime()).toBeGreaterThanOrEqual(run.startedAt.getTime())
    }
    expect(stored.find((r) => r.job === 'rate-refresh')).toMatchObject({ counts: { rates: 311 }, summary: null })
    expect(stored.find((r) => r.job === 'news')).toMatchObject({ outcome: 'skipped', summary: 'not configured' })
    const failed = stored.find((r) => r.job === 'rate-alerts')!
    expect(failed.summary).toBe('Error: call [phone] or write to [email] → raised as Error: Failed query: select 1')
  })

  it('an expression with no jobs runs nothing and records nothing', async () => {
    expect(await runScheduledJobs('1 1 * * *', db, env, schedule)).toEqual([])
    expect(calls).toEqual([])
    expect(await db.select().from(jobRuns)).toEqual([])
  })

  it('a database that cannot record runs does not stop the jobs', async () => {
    const broken = new Proxy(db, {
      get(target, prop) {
        if (prop === 'insert')
          return () => {
            throw new Error('SERVER_ERROR: down')
          }
        return Reflect.get(target, prop)
      },
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const runs = await runScheduledJobs('0 6 * * *', broken, env, schedule)
    expect(calls).toEqual(['rate-refresh', 'rate-alerts', 'news'])
    expect(runs.map((r) => r.outcome)).toEqual(['succeeded', 'failed', 'skipped'])
  })

  it('lists each job with its schedules and its latest runs, newest first', async () => {
    await runScheduledJobs('0 6 * * *', db, env, schedule)
    await runScheduledJobs('0 6 * * *', db, env, schedule)
    const { jobs } = await listJobRuns(db, jobSchedules(schedule), 1, testActor())
    expect(jobs.map((j) => [j.job, j.schedules, j.runs.length])).toEqual([
      ['rate-refresh', ['0 6 * * *'], 1],
      ['rate-alerts', ['0 6 * * *'], 1],
      // In no schedule of this test: listed with no runs.
      ['renewal-reminders', [], 0],
      ['news', ['0 6 * * *'], 1],
      ['retention', [], 0],
      ['task-reminders', [], 0],
      ['not-contacted', [], 0],
      ['staff-pushes', [], 0],
    ])
    const all = await db.select().from(jobRuns)
    const newest = all.filter((r) => r.job === 'news').sort((a, b) => b.id.localeCompare(a.id))[0]!
    expect(jobs[3]!.runs[0]!.id).toBe(newest.id)
  })
})
