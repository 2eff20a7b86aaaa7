/**
 * The scheduled jobs through the running worker: a cron fired with /__scheduled (wrangler dev
 * --test-scheduled) runs the jobs of the schedule table (worker/jobs/schedule.ts) in order,
 * each run recorded and listed by GET /api/admin/jobs/runs; one job failing never stops the next.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { JobName, JobRun, JobRunsResponse } from '#shared/schemas/jobs.ts'
import { signInAs } from './auth-helpers'
import { baseUrl, getJson, testDb } from './helpers'

const { client } = testDb()
afterAll(() => client.close())

const DAILY = '15 10 * * *'

async function fire(cron: string) {
  const res = await fetch(`${baseUrl()}/__scheduled?cron=${encodeURIComponent(cron)}`)
  expect(res.status).toBe(200)
  // wrangler's test-scheduled middleware answers once the (awaited) handler has finished.
  expect(await res.text()).toBe('Ran scheduled event')
}

async function latestRuns(): Promise<Record<JobName, JobRun | undefined>> {
  const admin = (await signInAs('super_admin')).authHeaders
  const { res, body } = await getJson<JobRunsResponse>('/api/admin/jobs/runs?limit=1', { headers: admin })
  expect(res.status).toBe(200)
  return Object.fromEntries(body.jobs.map((j) => [j.job, j.runs[0]])) as Record<JobName, JobRun | undefined>
}

describe('the daily cron', () => {
  it('runs the rate refresh, the rate alerts, the renewal reminders, then the news, each recorded', async () => {
    const before = await latestRuns()
    await fire(DAILY)
    const after = await latestRuns()
    const jobs = ['rate-refresh', 'rate-alerts', 'renewal-reminders', 'news'] as const
    for (const job of jobs) {
      expect(after[job]?.id, job).not.toBe(before[job]?.id)
      expect(after[job], job).toMatchObject({ trigger: 'cron', schedule: DAILY, outcome: 'succeeded', summary: null })
    }
    // One after the other, in the table's order.
    const at = (iso: string | null | undefined) => new Date(iso ?? Number.NaN).getTime()
    expect(at(after['rate-refresh']!.finishedAt)).toBeLessThanOrEqual(at(after['rate-alerts']!.startedAt))
    expect(at(after['rate-alerts']!.finishedAt)).toBeLessThanOrEqual(at(after['renewal-reminders']!.startedAt))
    expect(at(after['renewal-reminders']!.finishedAt)).toBeLessThanOrEqual(at(after.news!.startedAt))
    expect(after['renewal-reminders']!.counts).toMatchObject({ attempted: expect.any(Number) })
    expect(after['rate-refresh']!.counts.rates).toBeGreaterThan(0)
    expect(after.news!.counts).toMatchObject({ articles: expect.any(Number), new: expect.any(Number) })
    expect(after['rate-alerts']!.counts).toMatchObject({ attempted: expect.any(Number), sent: expect.any(Number) })
  })

  it('a failing job does not stop the next: the rate alerts fail, the news still runs', async () => {
    const before = await latestRuns()
    // The alerts' table out of the way: the rate-alert job's first query fails.
    await client.execute('ALTER TABLE rate_alerts RENAME TO rate_alerts_hidden')
    try {
      await fire(DAILY)
    } finally {
      await client.execute('ALTER TABLE rate_alerts_hidden RENAME TO rate_alerts')
    }
    const after = await latestRuns()
    expect(after['rate-refresh']).toMatchObject({ outcome: 'succeeded' })
    expect(after['rate-alerts']?.id).not.toBe(before['rate-alerts']?.id)
    expect(after['rate-alerts']).toMatchObject({ trigger: 'cron', outcome: 'failed' })
    expect(after['rate-alerts']!.summary).toMatch(/^\w+ \[SQLITE_\w+\]: [^→]*no such table: rate_alerts/)
    expect(after['rate-alerts']!.finishedAt).not.toBeNull()
    expect(after.news?.id).not.toBe(before.news?.id)
    expect(after.news).toMatchObject({ outcome: 'succeeded' })
  })

  it('a cron expression without jobs runs none', async () => {
    const before = await latestRuns()
    await fire('0 3 * * 1')
    expect(await latestRuns()).toEqual(before)
  })
})
