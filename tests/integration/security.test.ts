/**
 * Global protections (worker/middleware/security.ts, app/public/_headers): headers, caching of
 * personal data, JSON-only same-origin state changes, body size limits.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { jsonInit, type SignedIn, signInAs, siteOrigin } from './auth-helpers'
import { call } from './helpers'

let agent: SignedIn
beforeAll(async () => {
  agent = await signInAs('agent')
})

const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
}

const pick = (res: Response, names: string[]) => Object.fromEntries(names.map((n) => [n, res.headers.get(n)]))

describe('security headers (snapshot)', () => {
  it.each([
    ['a public read', () => call('/api/health')],
    ['a 404', () => call('/api/nope')],
    ['a 401', () => call('/api/auth/me')],
    ['a validation error', () => call('/api/auth/sign-in', jsonInit('POST', {}))],
    ['a signed-in read', () => call('/api/auth/me', { headers: agent.authHeaders })],
    [
      'a refused cross-origin write',
      () => call('/api/auth/sign-out', jsonInit('POST', {}, { Origin: 'https://evil.test' })),
    ],
  ])('%s carries every API security header', async (_name, request) => {
    const res = await request()
    expect(pick(res, Object.keys(API_HEADERS))).toEqual(API_HEADERS)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('the app shell and assets carry the CSP and headers of app/public/_headers', async () => {
    for (const path of ['/', '/super-admin', '/favicon.svg']) {
      const res = await call(path)
      expect(res.status, path).toBe(200)
      await res.body?.cancel()
      expect(
        pick(res, [
          'content-security-policy',
          'x-content-type-options',
          'x-frame-options',
          'referrer-policy',
          'strict-transport-security',
        ]),
      ).toEqual({
        'content-security-policy':
          "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; frame-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=63072000; includeSubDomains',
      })
    }
  })
})

describe('personal data is never cached', () => {
  it('auth and admin responses (and errors) are no-store', async () => {
    const sa = await signInAs('super_admin')
    const responses = [
      await call('/api/auth/me', { headers: agent.authHeaders }),
      await call('/api/auth/mfa/factors', { headers: agent.authHeaders }),
      await call('/api/auth/refresh', jsonInit('POST')),
      await call(`/api/admin/users/${crypto.randomUUID()}/activate`, jsonInit('POST', undefined, sa.authHeaders)),
      await call('/api/auth/sign-in', jsonInit('POST', { email: 'x@y.test', password: '' })),
    ]
    for (const res of responses) {
      await res.body?.cancel()
      expect(res.headers.get('cache-control'), res.url).toBe('no-store')
    }
  })

  it('the sign-in response (token + cookie) is no-store', async () => {
    const fresh = await signInAs('agent', { fresh: true })
    expect(fresh.session.accessToken).toBeTruthy()
    const res = await call('/api/auth/refresh', {
      method: 'POST',
      headers: { Origin: siteOrigin(), Cookie: fresh.cookie },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('public cacheable reads keep their own Cache-Control (no-store is not blanket)', async () => {
    const res = await call('/api/rates/best')
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
  })
})

describe('state-changing requests: JSON only, same origin only', () => {
  const body = JSON.stringify({ email: 'x@y.test', password: 'whatever' })

  it.each([
    ['text/plain', body],
    ['application/x-www-form-urlencoded', 'email=x%40y.test&password=whatever'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@y.test\r\n--x--'],
  ])('%s → 415', async (type, payload) => {
    const res = await call('/api/auth/sign-in', {
      method: 'POST',
      headers: { Origin: siteOrigin(), 'Content-Type': type },
      body: payload,
    })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({
      error: { code: 'unsupported_media_type', message: 'Send the request body as application/json' },
    })
  })

  it('a body without any Content-Type → 415; a bodiless POST needs none', async () => {
    const res = await call('/api/auth/sign-in', {
      method: 'POST',
      headers: { Origin: siteOrigin() },
      body: new Blob([body]),
    })
    expect(res.status).toBe(415)
    const refresh = await call('/api/auth/refresh', { method: 'POST', headers: { Origin: siteOrigin() } })
    expect(refresh.status).toBe(401)
  })

  it('application/json with a charset is accepted', async () => {
    const res = await call('/api/auth/sign-in', {
      method: 'POST',
      headers: { Origin: siteOrigin(), 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({}),
    })
    expect(res.status).toBe(400)
  })

  it.each(['https://evil.test', 'null', `${siteOrigin()}.evil.test`, siteOrigin().replace('http:', 'https:')])(
    'Origin %s → 403 and no CORS grant',
    async (origin) => {
      const res = await call('/api/admin/users/agents', {
        method: 'POST',
        headers: { ...agent.authHeaders, Origin: origin },
        body: JSON.stringify({ fullName: 'X', email: 'x@y.test', password: 'Long-enough-1' }),
      })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({
        error: { code: 'forbidden', message: 'Cross-origin requests are not allowed' },
      })
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
      expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    },
  )

  it('Sec-Fetch-Site: cross-site without an Origin → 403; no Origin at all (non-browser client) is allowed', async () => {
    const crossSite = await call('/api/auth/sign-out', { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site' } })
    expect(crossSite.status).toBe(403)
    const plain = await call('/api/auth/sign-out', { method: 'POST' })
    expect(plain.status).toBe(204)
  })

  it('a CORS preflight gets no grant', async () => {
    const res = await call('/api/auth/sign-in', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(res.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('reads (GET) are not subject to the Origin check', async () => {
    const res = await call('/api/auth/me', { headers: { ...agent.authHeaders, Origin: 'https://evil.test' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('body size limit', () => {
  const big = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(70 * 1024) })

  it('JSON over 64 KB → 413 in the one error shape', async () => {
    const res = await call('/api/auth/sign-in', jsonInit('POST', JSON.parse(big)))
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is too large (limit 64 KB)' },
    })
  })

  it('…also when streamed without a Content-Length', async () => {
    const bytes = new TextEncoder().encode(big)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192))
        controller.close()
      },
    })
    const res = await call('/api/auth/sign-in', {
      method: 'POST',
      headers: { Origin: siteOrigin(), 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
  })

  it('just under the limit is processed normally', async () => {
    const res = await call(
      '/api/auth/sign-in',
      jsonInit('POST', { email: 'a@b.test', password: 'x'.repeat(60 * 1024) }),
    )
    expect(res.status).toBe(400) // too long a password: a validation error, not a size error
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toHaveProperty('password')
  })
})
