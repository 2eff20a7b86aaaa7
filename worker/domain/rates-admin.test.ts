import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { testActor } from '#tests/support/actors.ts'
import { nationalSource } from '#tests/support/rate-source-server.ts'
import { eachTestDb, insertRates, RATES_CLOCK, rateSheet } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { mortgageRates, rateRefreshRuns, rateSources } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import {
  createManualRate,
  deleteRate,
  getRateSources,
  getRatesDiagnostics,
  listAdminRates,
  listRefreshRuns,
  saveRateSources,
  updateRate,
} from './rates-admin'

const { afternoon: NOW, today: TODAY, yesterday: YESTERDAY } = RATES_CLOCK
const actor = testActor()

let db: Db
eachTestDb((fresh) => {
  db = fresh
})

type ManualRateInput = Parameters<typeof createManualRate>[1]
const ONTARIO_FIVE_YEAR: ManualRateInput = {
  rateType: 'fixed',
  term: '5 year',
  mortgageType: 'Conventional',
  province: 'ON',
  postedRate: 5,
  ourRate: 4.5,
}
/** A rate typed by hand by the test's actor, now: a 5-year fixed in Ontario but for `change`. */
const manualRate = (change: Partial<ManualRateInput> = {}) =>
  createManualRate(db, { ...ONTARIO_FIVE_YEAR, ...change }, actor, NOW)

describe('listAdminRates', () => {
  beforeEach(async () => {
    await insertRates(db, [...rateSheet(TODAY, { active: true }), ...rateSheet(YESTERDAY, { active: false })])
  })

  it('active only by default, paginated, newest first, with the summary', async () => {
    const page1 = await listAdminRates(db, { status: 'active', page: 1, pageSize: 50 }, actor, NOW)
    expect(page1.total).toBe(312)
    expect(page1.rates).toHaveLength(50)
    expect(page1.rates.every((r) => r.isActive && r.version === 1)).toBe(true)
    const page7 = await listAdminRates(db, { status: 'active', page: 7, pageSize: 50 }, actor, NOW)
    expect(page7.rates).toHaveLength(12)
    const ids = new Set([...page1.rates, ...page7.rates].map((r) => r.id))
    expect(ids.size).toBe(62)
    expect(page1.summary).toEqual({
      totalRates: 624,
      activeRates: 312,
      currentDate: '2026-03-10',
      todayRates: 312,
      provinceCount: 13,
      latestActiveDate: '2026-03-10',
    })
  })

  it('filters by province and status', async () => {
    const on = await listAdminRates(db, { province: 'ON', status: 'all', page: 1, pageSize: 200 }, actor, NOW)
    expect(on.total).toBe(48)
    expect(new Set(on.rates.map((r) => r.province))).toEqual(new Set(['Ontario']))
    expect(on.rates[0]!.scrapedAt).toBe(TODAY.toISOString())
    expect(on.rates.at(-1)!.scrapedAt).toBe(YESTERDAY.toISOString())
    const inactive = await listAdminRates(
      db,
      { province: 'QC', status: 'inactive', page: 1, pageSize: 200 },
      actor,
      NOW,
    )
    expect(inactive.total).toBe(24)
    expect(inactive.rates.every((r) => !r.isActive && r.province === 'Quebec')).toBe(true)
  })
})

describe('manual rate, inline edit, toggle, delete', () => {
  it('a manual rate is created active with source Manual Entry and the full province name', async () => {
    const rate = await createManualRate(
      db,
      {
        rateType: 'fixed',
        term: '5 year',
        mortgageType: 'High-Ratio',
        province: 'BC',
        postedRate: 5.125,
        ourRate: 4.349,
      },
      actor,
      NOW,
    )
    expect(rate).toMatchObject({
      province: 'British Columbia',
      sourceUrl: 'Manual Entry',
      isActive: true,
      postedRate: 5.125,
      ourRate: 4.349,
      version: 1,
      scrapedAt: NOW.toISOString(),
    })
  })

  it('an edit with the current version applies and bumps the version; a stale one is a conflict', async () => {
    const rate = await manualRate()
    const first = await updateRate(db, rate.id, { version: 1, ourRate: 4.25, postedRate: 4.9 }, actor, NOW)
    expect(first).toMatchObject({ ok: true, rate: { ourRate: 4.25, postedRate: 4.9, version: 2 } })
    const stale = await updateRate(db, rate.id, { version: 1, ourRate: 3.99 }, actor, NOW)
    expect(stale).toMatchObject({ ok: false, conflict: { ourRate: 4.25, version: 2 } })
    const toggled = await updateRate(db, rate.id, { version: 2, isActive: false }, actor, NOW)
    expect(toggled).toMatchObject({ ok: true, rate: { isActive: false, ourRate: 4.25, version: 3 } })
  })

  it('unknown id → 404', async () => {
    await expect(updateRate(db, 'nope', { version: 1, ourRate: 4 }, actor, NOW)).rejects.toMatchObject({ status: 404 })
    await expect(deleteRate(db, 'nope', undefined, actor)).rejects.toBeInstanceOf(HttpError)
  })

  it('delete removes the row; with a stale version it is a conflict and the row stays', async () => {
    const rate = await manualRate({ rateType: 'variable', term: '3 year', mortgageType: 'Refinance', province: 'AB' })
    await updateRate(db, rate.id, { version: 1, ourRate: 4.4 }, actor, NOW)
    expect(await deleteRate(db, rate.id, 1, actor)).toMatchObject({ ok: false, conflict: { version: 2 } })
    expect(await deleteRate(db, rate.id, 2, actor)).toEqual({ ok: true })
    expect(await db.select().from(mortgageRates).where(eq(mortgageRates.id, rate.id))).toEqual([])
  })
})

describe('rate sources', () => {
  const good = nationalSource('https://rates.example-network.ca', '/daily')

  it('falls back to the environment, and a saved list wins', async () => {
    const env = JSON.stringify([nationalSource('https://env.example.ca')])
    expect(await getRateSources(db, env, actor)).toMatchObject({
      origin: 'environment',
      error: null,
      sources: [{ id: 'national', url: 'https://env.example.ca/rates' }],
    })
    const saved = await saveRateSources(db, { sources: [good] }, { allowPrivate: false, envJson: env, now: NOW }, actor)
    expect(saved).toMatchObject({
      origin: 'database',
      error: null,
      updatedAt: NOW.toISOString(),
      sources: [{ url: 'https://rates.example-network.ca/daily' }],
    })
    const [row] = await db.select().from(rateSources)
    expect(row).toMatchObject({ updatedBy: 'admin-1', position: 0 })
    // An empty list removes it: the environment applies again.
    expect(
      await saveRateSources(db, { sources: [] }, { allowPrivate: false, envJson: env, now: NOW }, actor),
    ).toMatchObject({ origin: 'environment' })
  })

  it('nothing configured → origin none with the reason', async () => {
    expect(await getRateSources(db, undefined, actor)).toMatchObject({
      origin: 'none',
      sources: [],
      error: 'No rate source is configured',
    })
  })

  it('invalid sources → 400 naming the field, nothing stored', async () => {
    const bad = { ...good, url: 'ftp://rates.example.ca/x' }
    const err = await saveRateSources(
      db,
      { sources: [bad] },
      { allowPrivate: true, envJson: undefined, now: NOW },
      actor,
    ).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(HttpError)
    expect((err as HttpError).status).toBe(400)
    expect(Object.keys((err as HttpError).fields ?? {})).toContain('sources.0.url')
    expect(await db.select().from(rateSources)).toEqual([])
  })

  it('private addresses only outside production; metadata never', async () => {
    const local = nationalSource('http://127.0.0.1:9999')
    const meta = nationalSource('http://169.254.169.254')
    await expect(
      saveRateSources(db, { sources: [local] }, { allowPrivate: false, envJson: undefined, now: NOW }, actor),
    ).rejects.toMatchObject({
      status: 400,
      fields: { 'sources.0.url': 'A loopback address cannot be a rate source' },
    })
    await expect(
      saveRateSources(db, { sources: [local] }, { allowPrivate: true, envJson: undefined, now: NOW }, actor),
    ).resolves.toMatchObject({ origin: 'database' })
    await expect(
      saveRateSources(db, { sources: [meta] }, { allowPrivate: true, envJson: undefined, now: NOW }, actor),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('diagnostics and runs', () => {
  it('counts by province and rate type, today’s counts, the Ontario display and samples', async () => {
    await insertRates(db, [
      ...rateSheet(TODAY, { active: true, provinces: ['ON', 'QC'] }),
      ...rateSheet(YESTERDAY, { active: true, provinces: ['YT'] }),
      ...rateSheet(TODAY, { active: false, provinces: ['AB'] }),
    ])
    await manualRate({ term: '1 year', ourRate: 4 })
    const d = await getRatesDiagnostics(db, actor, NOW)
    expect(d.summary).toMatchObject({
      totalRates: 24 * 4 + 1,
      activeRates: 24 * 3 + 1,
      provinceCount: 3,
      todayRates: 24 * 3 + 1,
    })
    expect(d.todayActive).toBe(49)
    expect(d.todayInactive).toBe(24)
    expect(d.manualActive).toBe(1)
    expect(d.latestActive).toHaveLength(10)
    expect(d.latestActive[0]!.sourceUrl).toBe('Manual Entry')
    expect(d.byProvince).toHaveLength(13)
    expect(d.byProvince.find((p) => p.code === 'ON')).toEqual({
      province: 'Ontario',
      code: 'ON',
      fixed: 13,
      variable: 12,
      today: 25,
    })
    expect(d.byProvince.find((p) => p.code === 'YT')).toEqual({
      province: 'Yukon',
      code: 'YT',
      fixed: 12,
      variable: 12,
      today: 0,
    })
    expect(d.byProvince.find((p) => p.code === 'AB')).toMatchObject({ fixed: 0, variable: 0 })
    expect(d.ontario).toMatchObject({ ratesDate: '2026-03-10', isToday: true })
    expect(d.ontario.fixed).toHaveLength(13)
    expect(d.ontario.fixed[0]!.ourRate).toBe(4)
    expect(d.lastRun).toBeNull()
  })

  it('runs newest first', async () => {
    await db.insert(rateRefreshRuns).values([
      {
        id: 'a',
        trigger: 'cron',
        startedAt: YESTERDAY,
        success: true,
        outcome: 'scraped',
        message: 'one',
        ratesCount: 3,
        details: { sources: [{ id: 's', ok: true, count: 3, error: null, skipped: [] }], problems: [] },
      },
      { id: 'b', trigger: 'manual', startedAt: TODAY, success: false, outcome: 'failed', message: 'two' },
    ])
    const runs = await listRefreshRuns(db, 10, actor)
    expect(runs.map((r) => r.id)).toEqual(['b', 'a'])
    expect(runs[1]).toMatchObject({ trigger: 'cron', sources: [{ id: 's', ok: true }], problems: [] })
    expect(runs[0]).toMatchObject({ sources: [], problems: [] })
  })
})
