import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type FixtureServer,
  nationalSource,
  PROVINCE_PAGE_COLUMNS,
  startFixtureServer,
} from '#tests/support/rate-source-server.ts'
import { eachTestDb, insertRates, RATES_CLOCK, rateSheet } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { mortgageRates, rateRefreshRuns, rateSources } from '#worker/db/schema/index.ts'
import { loadRateSources } from '#worker/domain/rate-sources.ts'
import { runRateRefresh } from './run'

// The refresh against a real (file) libSQL database and real HTTP fixtures on 127.0.0.1.

const { today: NOW, yesterday: YESTERDAY, twoDaysAgo: TWO_DAYS_AGO } = RATES_CLOCK
const now = () => NOW

let server: FixtureServer
let db: Db

beforeAll(async () => {
  server = await startFixtureServer()
})
afterAll(async () => {
  await server.close()
})
eachTestDb((fresh) => {
  db = fresh
})

const env = (path: string) => JSON.stringify([nationalSource(server.base, path)])
const allRates = () => db.select().from(mortgageRates)
const activeRates = () => db.select().from(mortgageRates).where(eq(mortgageRates.isActive, true))
const runs = () => db.select().from(rateRefreshRuns).orderBy(desc(rateRefreshRuns.startedAt))

describe('runRateRefresh: a good scrape', () => {
  it('inserts the new rows active with one scraped_at, deactivates the old ones and records the run', async () => {
    const old = rateSheet(YESTERDAY, { active: true })
    await insertRates(db, old)
    const res = await runRateRefresh(db, { trigger: 'cron', envSources: env('/rates'), allowPrivate: true, now })

    expect(res).toMatchObject({ success: true, outcome: 'scraped', date: '2026-03-10', ratesCount: 311 })
    const active = await activeRates()
    expect(active).toHaveLength(311)
    expect(active.every((r) => r.scrapedAt.getTime() === NOW.getTime() && r.sourceUrl === `${server.base}/rates`)).toBe(
      true,
    )
    expect(
      active.find(
        (r) =>
          r.province === 'Ontario' &&
          r.term === '5 year' &&
          r.rateType === 'fixed' &&
          r.mortgageType === 'Conventional',
      ),
    ).toMatchObject({
      postedRate: 6.09,
      ourRate: 4.09,
    })
    // The old rows are kept (history) but inactive, their version bumped.
    const all = await allRates()
    expect(all).toHaveLength(old.length + 311)
    const oldNow = all.filter((r) => old.some((o) => o.id === r.id))
    expect(oldNow.every((r) => !r.isActive && r.version === 2)).toBe(true)

    const [run] = await runs()
    expect(run).toMatchObject({
      id: res.runId,
      trigger: 'cron',
      success: true,
      outcome: 'scraped',
      ratesCount: 311,
      ratesDate: '2026-03-10',
    })
    expect((run!.details as { sources: { id: string; ok: boolean }[] }).sources).toEqual([
      expect.objectContaining({ id: 'national', ok: true, count: 311 }),
    ])
  })

  it('manual rows are replaced too: the scrape is the day’s rate sheet', async () => {
    await insertRates(db, rateSheet(NOW, { active: true, provinces: ['ON'], sourceUrl: 'Manual Entry' }))
    await runRateRefresh(db, { trigger: 'scrape', envSources: env('/rates'), allowPrivate: true, now })
    const active = await activeRates()
    expect(active.some((r) => r.sourceUrl === 'Manual Entry')).toBe(false)
  })

  it('a list saved in the database wins over the environment', async () => {
    await db.insert(rateSources).values({
      id: 'saved',
      position: 0,
      url: `${server.base}/rates`,
      parser: 'html-table',
      options: nationalSource(server.base).options,
    })
    const loaded = await loadRateSources(db, env('/broken'))
    expect(loaded).toMatchObject({ ok: true, origin: 'database' })
    const res = await runRateRefresh(db, { trigger: 'scrape', envSources: env('/broken'), allowPrivate: true, now })
    expect(res.outcome).toBe('scraped')
  })
})

describe('runRateRefresh: a failed or suspicious scrape writes no rates', () => {
  for (const [label, path] of [
    ['a broken page', '/broken'],
    ['implausible values', '/ontario'],
    ['a server error', '/error'],
    ['an oversize page', '/huge'],
    ['a redirect to the metadata address', '/to-metadata'],
  ] as const) {
    it(`admin scrape, ${label} → nothing changes, a failed run is recorded`, async () => {
      const today = rateSheet(NOW, { active: true, provinces: ['ON', 'QC'] })
      await insertRates(db, today)
      const before = await allRates()
      const res = await runRateRefresh(db, {
        trigger: 'scrape',
        envSources:
          path === '/ontario'
            ? JSON.stringify([
                {
                  id: 'ontario',
                  url: `${server.base}/ontario`,
                  parser: 'html-table',
                  options: {
                    province: 'ON',
                    table: { index: 0 },
                    columns: PROVINCE_PAGE_COLUMNS,
                  },
                },
              ])
            : env(path),
        allowPrivate: true,
        now,
      })
      expect(res).toMatchObject({ success: false, outcome: 'failed', ratesCount: 0 })
      expect(res.message).toMatch(/^Scrape failed; no rates were changed\./)
      expect(await allRates()).toEqual(before)
      const [run] = await runs()
      expect(run).toMatchObject({ trigger: 'scrape', success: false, outcome: 'failed' })
    })
  }

  it('a slow source times out and the cron keeps the current rates', async () => {
    await insertRates(db, rateSheet(NOW, { active: true, provinces: ['ON'] }))
    const res = await runRateRefresh(db, {
      trigger: 'cron',
      envSources: env('/slow'),
      allowPrivate: true,
      now,
      timeoutMs: 300,
    })
    expect(res).toMatchObject({ success: true, outcome: 'kept-current', ratesCount: 24 })
    expect(res.message).toMatch(/^Scrape failed \(national: timeout/)
  })

  it('private source hosts are refused unless allowed (production)', async () => {
    await insertRates(db, rateSheet(NOW, { active: true, provinces: ['ON'] }))
    const hitsBefore = server.hits.length
    const res = await runRateRefresh(db, { trigger: 'scrape', envSources: env('/rates'), allowPrivate: false, now })
    expect(res.success).toBe(false)
    expect(res.message).toContain('private-address')
    expect(server.hits.length).toBe(hitsBefore)
  })
})

describe('cron fallback: carry the latest rates forward', () => {
  it('every source failing → yesterday’s active rates copied to today, active; the originals deactivated', async () => {
    const yesterday = rateSheet(YESTERDAY, { active: true })
    await insertRates(db, [...yesterday, ...rateSheet(TWO_DAYS_AGO, { active: false, shift: 0.2 })])
    const res = await runRateRefresh(db, { trigger: 'cron', envSources: env('/broken'), allowPrivate: true, now })

    expect(res).toMatchObject({
      success: true,
      outcome: 'carried-forward',
      date: '2026-03-10',
      ratesCount: yesterday.length,
    })
    expect(res.message).toContain('Carried 312 rates forward from 2026-03-09 to 2026-03-10')
    const active = await activeRates()
    expect(active).toHaveLength(yesterday.length)
    expect(active.every((r) => r.scrapedAt.getTime() === NOW.getTime())).toBe(true)
    const key = (r: {
      province: string
      term: string
      rateType: string
      mortgageType: string
      postedRate: number
      ourRate: number
      sourceUrl: string
    }) => `${r.province}|${r.term}|${r.rateType}|${r.mortgageType}|${r.postedRate}|${r.ourRate}|${r.sourceUrl}`
    expect(active.map(key).sort()).toEqual(yesterday.map((r) => key(r as never)).sort())
    expect(active.some((r) => yesterday.some((y) => y.id === r.id))).toBe(false)
    const all = await allRates()
    expect(all).toHaveLength(312 * 3)
    const [run] = await runs()
    expect(run).toMatchObject({ trigger: 'cron', outcome: 'carried-forward', success: true })
    expect((run!.details as { sources: { ok: boolean; reason?: string }[] }).sources[0]).toMatchObject({
      ok: false,
      reason: 'parse',
    })
  })

  it('no source configured → carried forward as well', async () => {
    await insertRates(db, rateSheet(YESTERDAY, { active: true, provinces: ['ON'] }))
    const res = await runRateRefresh(db, { trigger: 'cron', envSources: undefined, allowPrivate: true, now })
    expect(res).toMatchObject({ outcome: 'carried-forward', ratesCount: 24 })
    expect(res.message).toContain('No rate source is configured')
  })

  it('a broken RATE_SOURCES is reported, and the rates carried forward', async () => {
    await insertRates(db, rateSheet(YESTERDAY, { active: true, provinces: ['ON'] }))
    const res = await runRateRefresh(db, { trigger: 'cron', envSources: '{not json', allowPrivate: true, now })
    expect(res.outcome).toBe('carried-forward')
    expect(res.message).toContain('RATE_SOURCES is not valid JSON')
  })

  it('active rates from several days are all carried (what visitors saw)', async () => {
    await insertRates(db, [
      ...rateSheet(YESTERDAY, { active: true, provinces: ['ON'] }),
      ...rateSheet(TWO_DAYS_AGO, { active: true, provinces: ['QC'] }),
    ])
    const res = await runRateRefresh(db, { trigger: 'cron', envSources: undefined, allowPrivate: true, now })
    expect(res.message).toContain('from 2026-03-08, 2026-03-09 to 2026-03-10')
    const active = await activeRates()
    expect(new Set(active.map((r) => r.province))).toEqual(new Set(['Ontario', 'Quebec']))
    expect(active.every((r) => r.scrapedAt.getTime() === NOW.getTime())).toBe(true)
  })

  it('nothing to carry → a failed run and no rows', async () => {
    const res = await runRateRefresh(db, { trigger: 'cron', envSources: undefined, allowPrivate: true, now })
    expect(res).toMatchObject({ success: false, outcome: 'failed', ratesCount: 0, date: null })
    expect(await allRates()).toEqual([])
    expect(await runs()).toHaveLength(1)
  })
})
