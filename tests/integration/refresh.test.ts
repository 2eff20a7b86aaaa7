/**
 * The rate refresh through the running worker: sources pointed at a local fixture server with
 * PUT /api/admin/rates/sources, the admin buttons, and the cron fired with /__scheduled
 * (wrangler dev --test-scheduled). The seeded rates are restored afterwards, so the other
 * files see the demo data as seeded.
 */
import { and, eq, gte, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RateSourcesResponse, RatesResponse, RefreshResult, RefreshRunsResponse } from '#shared/schemas/rates.ts'
import { type FixtureServer, nationalSource, startFixtureServer } from '#tests/support/rate-source-server.ts'
import { mortgageRates } from '#worker/db/schema/index.ts'
import { jsonInit, signInAs } from './auth-helpers'
import { baseUrl, call, FRESH, getJson, testDb } from './helpers'

const { db, client } = testDb()
let server: FixtureServer
const startedAt = new Date(Date.now() - 1000)
let original: { id: string; scrapedAt: Date }[] = []

beforeAll(async () => {
  server = await startFixtureServer()
  original = await db
    .select({ id: mortgageRates.id, scrapedAt: mortgageRates.scrapedAt })
    .from(mortgageRates)
    .where(eq(mortgageRates.isActive, true))
})

afterAll(async () => {
  try {
    await call('/api/admin/rates/sources', jsonInit('PUT', { sources: [] }, await admin()))
    await db.delete(mortgageRates).where(gte(mortgageRates.createdAt, startedAt))
    await db.update(mortgageRates).set({ isActive: false }).where(eq(mortgageRates.isActive, true))
    for (const r of original)
      await db.update(mortgageRates).set({ isActive: true, scrapedAt: r.scrapedAt }).where(eq(mortgageRates.id, r.id))
  } finally {
    client.close()
    await server.close()
  }
})

const admin = async () => (await signInAs('super_admin')).authHeaders

async function useSources(path: string | null) {
  const sources = path ? [nationalSource(server.base, path)] : []
  const res = await call('/api/admin/rates/sources', jsonInit('PUT', { sources }, await admin()))
  expect(res.status).toBe(200)
  return (await res.json()) as RateSourcesResponse
}

async function post(path: string) {
  const res = await call(path, jsonInit('POST', {}, await admin()))
  expect(res.status).toBe(200)
  return (await res.json()) as RefreshResult
}

/** Fires the worker's scheduled handler as the daily trigger would. */
async function fireCron() {
  const res = await fetch(`${baseUrl()}/__scheduled?cron=15+10+*+*+*`)
  expect(res.status).toBe(200)
  // wrangler's test-scheduled middleware answers once the (awaited) handler has finished.
  expect(await res.text()).toBe('Ran scheduled event')
}

const activeRows = () => db.select().from(mortgageRates).where(eq(mortgageRates.isActive, true))
const today = () => new Date().toISOString().slice(0, 10)
const day = (d: Date) => d.toISOString().slice(0, 10)

async function latestRun() {
  const { body } = await getJson<RefreshRunsResponse>('/api/admin/rates/runs?limit=1', { headers: await admin() })
  return body.runs[0]
}

describe('rate sources point the running worker at the fixture server', () => {
  it('PUT stores the list (origin database); the worker reads it', async () => {
    const saved = await useSources('/rates')
    expect(saved).toMatchObject({
      origin: 'database',
      error: null,
      sources: [{ id: 'national', url: `${server.base}/rates`, parser: 'html-table' }],
    })
  })
})

describe("'Scrape from Source'", () => {
  it('a good page → the new rows active, the old ones inactive, all in one go; the public API shows them', async () => {
    await useSources('/rates')
    const result = await post('/api/admin/rates/scrape')
    expect(result).toMatchObject({ success: true, outcome: 'scraped', ratesCount: 311, date: today() })
    const active = await activeRows()
    expect(active).toHaveLength(311)
    expect(new Set(active.map((r) => r.sourceUrl))).toEqual(new Set([`${server.base}/rates`]))
    const stillActiveOriginal = await db
      .select({ id: mortgageRates.id })
      .from(mortgageRates)
      .where(
        and(
          inArray(
            mortgageRates.id,
            original.slice(0, 50).map((r) => r.id),
          ),
          eq(mortgageRates.isActive, true),
        ),
      )
    expect(stillActiveOriginal).toEqual([])

    const { body } = await getJson<RatesResponse>('/api/rates?province=ON')
    expect(body.isToday).toBe(true)
    expect(
      body.rates.find((r) => r.term === '5 year' && r.rateType === 'fixed' && r.mortgageType === 'Conventional'),
    ).toMatchObject({ ourRate: 4.09, postedRate: 6.09 })
    expect(await latestRun()).toMatchObject({ trigger: 'scrape', outcome: 'scraped', success: true, ratesCount: 311 })
  })

  it('a broken page → nothing written, the failure recorded with its reason', async () => {
    await useSources('/broken')
    const before = await activeRows()
    const result = await post('/api/admin/rates/scrape')
    expect(result).toMatchObject({ success: false, outcome: 'failed', ratesCount: 0 })
    expect((await activeRows()).map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort())
    const run = await latestRun()
    expect(run).toMatchObject({ trigger: 'scrape', outcome: 'failed', success: false })
    expect(run?.sources[0]).toMatchObject({ id: 'national', ok: false, reason: 'parse' })
  })
})

describe('the daily cron (/__scheduled)', () => {
  it('every source failing → the latest rates are carried forward to today; visitors still see rates', async () => {
    await useSources('/broken')
    // Make the active rates yesterday's, as if today's refresh had not happened yet.
    const yesterday = new Date(Date.now() - 86_400_000)
    await db.update(mortgageRates).set({ scrapedAt: yesterday }).where(eq(mortgageRates.isActive, true))
    const before = await activeRows()
    // The database was changed behind the worker's back: read past the edge cache (FRESH).
    const { body: stale } = await getJson<RatesResponse>('/api/rates?province=ON', FRESH)
    expect(stale).toMatchObject({ isToday: false, ratesDate: day(yesterday) })

    await fireCron()

    const after = await activeRows()
    expect(after).toHaveLength(before.length)
    expect(after.every((r) => day(r.scrapedAt) === today())).toBe(true)
    expect(after.some((r) => before.some((b) => b.id === r.id))).toBe(false)
    const { body } = await getJson<RatesResponse>('/api/rates?province=ON')
    expect(body).toMatchObject({ isToday: true, ratesDate: today() })
    expect(body.rates.length).toBeGreaterThan(0)
    const run = await latestRun()
    expect(run).toMatchObject({
      trigger: 'cron',
      outcome: 'carried-forward',
      success: true,
      ratesCount: before.length,
      ratesDate: today(),
      actorId: null,
    })
    expect(run?.message).toMatch(/^Scrape failed \(national: parse/)
  })

  it('a good source → the cron scrapes', async () => {
    await useSources('/rates')
    await fireCron()
    expect(await latestRun()).toMatchObject({ trigger: 'cron', outcome: 'scraped', ratesCount: 311 })
    expect(await activeRows()).toHaveLength(311)
  })
})

describe("'Manage Current Date Rates'", () => {
  it('keeps only today’s rates active (older active rows deactivated) and says so', async () => {
    // An older row switched back on by hand.
    const [old] = await db.select().from(mortgageRates).where(eq(mortgageRates.isActive, false)).limit(1)
    await db
      .update(mortgageRates)
      .set({ isActive: true, scrapedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(mortgageRates.id, old!.id))
    const result = await post('/api/admin/rates/ensure-current')
    expect(result).toMatchObject({ success: true, outcome: 'kept-current', ratesCount: 311, date: today() })
    expect(result.message).toContain('1 older rates deactivated')
    const [row] = await db.select().from(mortgageRates).where(eq(mortgageRates.id, old!.id))
    expect(row!.isActive).toBe(false)
    await db.update(mortgageRates).set({ scrapedAt: old!.scrapedAt }).where(eq(mortgageRates.id, old!.id))
    const run = await latestRun()
    expect(run).toMatchObject({ trigger: 'manual', outcome: 'kept-current' })
    expect(run?.actorId).toEqual(expect.any(String))
  })
})
