import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { EXPECTED_BEST_RATE, RATE_HISTORY_DAYS } from '#scripts/seed-data.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import type { BestRateResponse, RateHistoryResponse, RatesResponse } from '#shared/schemas/rates.ts'
import { mortgageRates } from '#worker/db/schema/index.ts'
import { call, FRESH, getJson, testDb } from './helpers'

const { db, client } = testDb()
afterAll(() => client.close())

describe('GET /api/rates', () => {
  it("returns today's active rates for a province, ordered by our rate", async () => {
    const { res, body } = await getJson<RatesResponse>('/api/rates?province=ON')
    expect(res.status).toBe(200)
    expect(body.isToday).toBe(true)
    expect(body.ratesDate).toBe(new Date().toISOString().slice(0, 10))
    expect(body.rates.length).toBe(4 * 2 * 3)
    expect(new Set(body.rates.map((r) => r.province))).toEqual(new Set(['Ontario']))
    const ours = body.rates.map((r) => r.ourRate)
    expect(ours).toEqual([...ours].sort((a, b) => a - b))
    expect(body.rates.every((r) => r.isActive)).toBe(true)
  })

  it('maps an unknown province code to Ontario', async () => {
    const { body } = await getJson<RatesResponse>('/api/rates?province=ZZ')
    expect(new Set(body.rates.map((r) => r.province))).toEqual(new Set(['Ontario']))
  })

  it('without a province returns every province', async () => {
    const { body } = await getJson<RatesResponse>('/api/rates')
    expect(new Set(body.rates.map((r) => r.province)).size).toBe(13)
  })

  it('falls back to the most recent active rates when today has none', async () => {
    const { body: before } = await getJson<RatesResponse>('/api/rates?province=YT', FRESH)
    const ids = before.rates.map((r) => r.id)
    const yesterday = new Date(Date.now() - 86_400_000)
    // Move Yukon's active rates to yesterday, then restore them.
    for (const id of ids) await db.update(mortgageRates).set({ scrapedAt: yesterday }).where(eq(mortgageRates.id, id))
    try {
      const { body } = await getJson<RatesResponse>('/api/rates?province=YT', FRESH)
      expect(body.isToday).toBe(false)
      expect(body.ratesDate).toBe(yesterday.toISOString().slice(0, 10))
      expect(body.rates.map((r) => r.id).sort()).toEqual([...ids].sort())
    } finally {
      for (const r of before.rates)
        await db
          .update(mortgageRates)
          .set({ scrapedAt: new Date(r.scrapedAt) })
          .where(eq(mortgageRates.id, r.id))
    }
  })

  it('rejects unknown query parameters with a 400 naming the field', async () => {
    const { res, body } = await getJson<ApiErrorBody>('/api/rates?provinc=ON')
    expect(res.status).toBe(400)
    expect(body.error.code).toBe('validation_failed')
    expect(Object.keys(body.error.fields ?? {})).toContain('provinc')
  })
})

describe('GET /api/rates/best', () => {
  it('returns the lowest active our_rate with its term and type', async () => {
    const { res, body } = await getJson<BestRateResponse>('/api/rates/best')
    expect(res.status).toBe(200)
    expect(body.best).toEqual(EXPECTED_BEST_RATE)
  })
})

describe('GET /api/rates/history', () => {
  it("one point per day of the seeded week, oldest first, ending with today's displayed rate", async () => {
    const { res, body } = await getJson<RateHistoryResponse>(
      '/api/rates/history?province=ON&term=5+year&rateType=fixed&mortgageType=Conventional&days=30',
    )
    expect(res.status).toBe(200)
    expect(body).toMatchObject({
      province: 'Ontario',
      term: '5 year',
      rateType: 'fixed',
      mortgageType: 'Conventional',
      days: 30,
    })
    expect(body.points).toHaveLength(RATE_HISTORY_DAYS + 1)
    const dates = body.points.map((p) => p.date)
    expect(dates).toEqual([...dates].sort())
    expect(dates.at(-1)).toBe(new Date().toISOString().slice(0, 10))
    const { body: today } = await getJson<RatesResponse>('/api/rates?province=ON')
    const shown = today.rates.find(
      (r) => r.term === '5 year' && r.rateType === 'fixed' && r.mortgageType === 'Conventional',
    )
    expect(body.points.at(-1)?.ourRate).toBe(shown?.ourRate)
  })

  it('is bounded by days', async () => {
    const { body } = await getJson<RateHistoryResponse>(
      '/api/rates/history?province=ON&term=1+year&rateType=variable&days=3',
    )
    expect(body.points).toHaveLength(3)
    const { res } = await getJson('/api/rates/history?province=ON&term=1+year&rateType=variable&days=400')
    expect(res.status).toBe(400)
  })
})

describe('errors', () => {
  it('an unknown API route answers 404 in the one error shape', async () => {
    const res = await call('/api/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } })
  })
})
