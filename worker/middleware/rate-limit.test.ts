import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createMemoryCounterStore } from '#tests/support/auth-memory-stores.ts'
import type { AppEnv } from '#worker/env.ts'
import { onError } from './errors'
import { clientIp, honeypot, isHoneypotFilled, rateLimit, TEST_CLIENT_IP_HEADER } from './rate-limit'

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

const post = (
  app: Hono<AppEnv>,
  body: unknown,
  headers: Record<string, string> = {},
  env: Partial<AppEnv['Bindings']> = {},
) =>
  app.request(
    '/form',
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) },
    env,
  )

const PRODUCTION = { ENVIRONMENT: 'production' }

describe('rateLimit', () => {
  it('request n+1 from one address in the window → 429 with Retry-After in the error shape', async () => {
    const { app } = appWith(3)
    for (let i = 0; i < 3; i++)
      expect((await post(app, { a: i }, { 'CF-Connecting-IP': '203.0.113.5' })).status).toBe(201)
    const res = await post(app, { a: 4 }, { 'CF-Connecting-IP': '203.0.113.5' })
    expect(res.status).toBe(429)
    const retryAfter = Number(res.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(590)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await res.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' },
    })
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
  const { app } = appWith(1)
  const ip = async (headers: Record<string, string>, env: Record<string, string> = {}) =>
    (await app.request('/ip', { headers }, env)).text()

  it('in production: only CF-Connecting-IP (set by Cloudflare); the test header and X-Forwarded-For are ignored', async () => {
    expect(
      await ip(
        { 'CF-Connecting-IP': '203.0.113.9', [TEST_CLIENT_IP_HEADER]: '10.9.9.9', 'X-Forwarded-For': '10.0.0.1' },
        PRODUCTION,
      ),
    ).toBe('203.0.113.9')
    expect(await ip({ [TEST_CLIENT_IP_HEADER]: '10.9.9.9', 'X-Forwarded-For': '10.0.0.1' }, PRODUCTION)).toBe('unknown')
  })

  it('elsewhere: the test header, else CF-Connecting-IP (wrangler dev: the socket address), else local; never X-Forwarded-For', async () => {
    for (const env of [{}, { ENVIRONMENT: 'development' }, { ENVIRONMENT: 'test' }] as Record<string, string>[]) {
      expect(await ip({ 'CF-Connecting-IP': '127.0.0.1', [TEST_CLIENT_IP_HEADER]: '10.9.9.9' }, env)).toBe('10.9.9.9')
      expect(await ip({ 'CF-Connecting-IP': '127.0.0.1', 'X-Forwarded-For': '10.0.0.1' }, env)).toBe('127.0.0.1')
      expect(await ip({ 'X-Forwarded-For': '10.0.0.1' }, env)).toBe('local')
    }
  })

  it('in production a client changing the headers it controls stays in one bucket and is limited', async () => {
    const { app: limited } = appWith(3)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const spoofed = {
        'CF-Connecting-IP': '198.51.100.7',
        [TEST_CLIENT_IP_HEADER]: `10.0.0.${i}`,
        'X-Forwarded-For': `192.0.2.${i}`,
      }
      statuses.push((await post(limited, { i }, spoofed, PRODUCTION)).status)
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429])
  })

  it('outside production the test header makes distinct clients (the seam the integration tests use)', async () => {
    const { app: limited } = appWith(1)
    for (let i = 0; i < 4; i++)
      expect((await post(limited, {}, { [TEST_CLIENT_IP_HEADER]: `10.0.0.${i}` })).status).toBe(201)
    expect((await post(limited, {}, { [TEST_CLIENT_IP_HEADER]: '10.0.0.0' })).status).toBe(429)
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
