import { describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'

// The public rates routes through the whole app, with a database that cannot be reached:
// the spec's rule is an empty list and a logged error, never a 500.
const env = {
  DATABASE_URL: 'http://127.0.0.1:9',
  JWT_SECRET: 'k7Qp2vN9xR4mT8wB1zL6yH3jD5fG0sAcEuYi',
  ENVIRONMENT: 'test',
}

describe('public rates with the database down', () => {
  it('GET /api/rates → 200 with an empty list, and the failure is logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const res = await app.request('/api/rates?province=ON', {}, env)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ rates: [], ratesDate: null, isToday: false })
      // Never cached in place of real rates (browser, edge or the service worker).
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      expect(errors).toHaveBeenCalled()
      expect(String(errors.mock.calls[0]?.[0])).toContain('rates query failed')
    } finally {
      errors.mockRestore()
    }
  })

  it('GET /api/rates/best → 200 with no best rate', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const res = await app.request('/api/rates/best', {}, env)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ best: null })
      expect(res.headers.get('Cache-Control')).toBe('no-store')
    } finally {
      errors.mockRestore()
    }
  })

  it('GET /api/rates/history → 200 with an empty series', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const res = await app.request('/api/rates/history?province=ON&term=5+year&rateType=fixed', {}, env)
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
    } finally {
      errors.mockRestore()
    }
  })

  it('history validates its query: bounded days, known terms', async () => {
    for (const q of [
      'term=5+year&rateType=fixed&days=366',
      'term=10+year&rateType=fixed',
      'term=5+year&rateType=fixed&days=-1',
      'term=5+year&rateType=fixed&extra=1',
    ]) {
      const res = await app.request(`/api/rates/history?${q}`, {}, env)
      expect(res.status, q).toBe(400)
    }
  })
})
