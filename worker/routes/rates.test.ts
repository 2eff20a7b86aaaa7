import { describe, expect, it } from 'vitest'
import { DATABASE_DOWN_ENV, getWithDatabaseDown } from '#tests/support/database-down.ts'
import { app } from '#worker/app.ts'

// The public rates routes through the whole app, with a database that cannot be reached:
// the spec's rule is an empty list and a logged error, never a 500.

describe('public rates with the database down', () => {
  it('GET /api/rates → 200 with an empty list, and the failure is logged', async () => {
    const { res, logged } = await getWithDatabaseDown('/api/rates?province=ON')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ rates: [], ratesDate: null, isToday: false })
    // Never cached in place of real rates (browser, edge or the service worker).
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(logged[0]).toContain('rates query failed')
  })

  it('GET /api/rates/best → 200 with no best rate', async () => {
    const { res } = await getWithDatabaseDown('/api/rates/best')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ best: null })
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('GET /api/rates/history → 200 with an empty series', async () => {
    const { res } = await getWithDatabaseDown('/api/rates/history?province=ON&term=5+year&rateType=fixed')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      province: 'Ontario',
      term: '5 year',
      rateType: 'fixed',
      mortgageType: 'Conventional',
      days: 90,
      points: [],
    })
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('history validates its query: bounded days, known terms', async () => {
    for (const q of [
      'term=5+year&rateType=fixed&days=366',
      'term=10+year&rateType=fixed',
      'term=5+year&rateType=fixed&days=-1',
      'term=5+year&rateType=fixed&extra=1',
    ]) {
      const res = await app.request(`/api/rates/history?${q}`, {}, DATABASE_DOWN_ENV)
      expect(res.status, q).toBe(400)
    }
  })
})
