import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { createMemoryCounterStore } from '../../tests/support/auth-memory-stores'
import { onError } from './errors'
import { clientIp, honeypot, isHoneypotFilled, rateLimit } from './rate-limit'

function appWith(limit: number) {
  const store = createMemoryCounterStore()
  const stored: unknown[] = []
  const app = new Hono<AppEnv>()
    .post('/form', rateLimit({ key: 'form', limit, windowSeconds: 600, store: () => store }), honeypot(), async (c) => {
      stored.push(await c.req.json())
      return c.json({ ok: true }, 201)
    })
    .get('/ip', (c) => c.text(clientIp(c)))
  app.onError(onError)
  return { app, store, stored }
}

const post = (app: Hono<AppEnv>, body: unknown, headers: Record<string, string> = {}) =>
  app.request('/form', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })

describe('rateLimit', () => {
  it('request n+1 from one address in the window → 429 with Retry-After in the error shape', async () => {
    const { app } = appWith(3)
    for (let i = 0; i < 3; i++) expect((await post(app, { a: i }, { 'CF-Connecting-IP': '203.0.113.5' })).status).toBe(201)
    const res = await post(app, { a: 4 }, { 'CF-Connecting-IP': '203.0.113.5' })
    expect(res.status).toBe(429)
    const retryAfter = Number(res.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(590)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await res.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' } })
    // Another address has its own budget; an IPv6 /64 is one client.
    expect((await post(app, {}, { 'CF-Connecting-IP': '203.0.113.6' })).status).toBe(201)
    expect((await post(app, {}, { 'CF-Connecting-IP': '2001:db8:1:2::1' })).status).toBe(201)
    expect((await post(app, {}, { 'CF-Connecting-IP': '2001:db8:1:2::2' })).status).toBe(201)
    expect((await post(app, {}, { 'CF-Connecting-IP': '2001:db8:1:2:ffff::3' })).status).toBe(201)
    expect((await post(app, {}, { 'CF-Connecting-IP': '2001:db8:1:2:aaaa::4' })).status).toBe(429)
  })

  it('counts per key and tells the remaining budget', async () => {
    const { app, store } = appWith(2)
    const res = await post(app, {}, { 'CF-Connecting-IP': '198.51.100.1' })
    expect(res.headers.get('RateLimit-Remaining')).toBe('1')
    expect([...store.buckets.keys()]).toEqual(['rl:form:198.51.100.1'])
  })

  it('refuses nonsense options', () => {
    expect(() => rateLimit({ key: 'bad key!', limit: 1, windowSeconds: 1 })).toThrow()
    expect(() => rateLimit({ key: 'k', limit: 0, windowSeconds: 1 })).toThrow()
    expect(() => rateLimit({ key: 'k', limit: 1, windowSeconds: 0.5 })).toThrow()
  })
})

describe('clientIp', () => {
  it('prefers CF-Connecting-IP, then the first X-Forwarded-For entry, then local', async () => {
    const { app } = appWith(1)
    const ip = async (headers: Record<string, string>) => (await app.request('/ip', { headers })).text()
    expect(await ip({ 'CF-Connecting-IP': '203.0.113.9', 'X-Forwarded-For': '10.0.0.1' })).toBe('203.0.113.9')
    expect(await ip({ 'X-Forwarded-For': ' 10.0.0.1 , 10.0.0.2' })).toBe('10.0.0.1')
    expect(await ip({})).toBe('local')
  })
})

describe('honeypot', () => {
  it('a filled field → 2xx and nothing stored; empty or absent → the handler runs', async () => {
    const { app, stored } = appWith(100)
    const trapped = await post(app, { name: 'Bot', website: 'http://spam.test' })
    expect(trapped.status).toBe(202)
    expect(await trapped.json()).toEqual({ ok: true })
    expect(stored).toEqual([])
    expect((await post(app, { name: 'Person', website: '' })).status).toBe(201)
    expect((await post(app, { name: 'Person' })).status).toBe(201)
    expect(stored).toHaveLength(2)
  })

  it('isHoneypotFilled', () => {
    expect(isHoneypotFilled({ website: 'x' })).toBe(true)
    expect(isHoneypotFilled({ website: 0 })).toBe(true)
    expect(isHoneypotFilled({ website: '' })).toBe(false)
    expect(isHoneypotFilled({ website: null })).toBe(false)
    expect(isHoneypotFilled({})).toBe(false)
    expect(isHoneypotFilled(Object.create({ website: 'inherited' }))).toBe(false)
    expect(isHoneypotFilled({ hp: 'x' }, 'hp')).toBe(true)
    expect(isHoneypotFilled(null)).toBe(false)
  })
})
