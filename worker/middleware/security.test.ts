import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '#worker/app.ts'
import { API_SECURITY_HEADERS, mergeCsp, PAGE_SECURITY_HEADERS } from './security'

const env = (JWT_SECRET: string | undefined) => ({ DATABASE_URL: 'http://127.0.0.1:9', JWT_SECRET }) as never

afterEach(() => vi.restoreAllMocks())

describe('a weak or missing JWT_SECRET', () => {
  it.each([
    ['missing', undefined, 'JWT_SECRET is not set'],
    ['short', 'Xq7-tiny', 'JWT_SECRET is too short'],
    ['placeholder', 'please-changeme-0123456789-abcdefghijklmnopqrstu', 'looks like a placeholder'],
    ['repeated', 'abababababababababababababababababababab', 'too weak'],
  ])('%s: every API request answers 503 and the problem is logged', async (_name, secret, logged) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const path of ['/api/health', '/api/rates/best', '/api/auth/me']) {
      const res = await app.request(path, {}, env(secret))
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({
        error: { code: 'unavailable', message: 'The service is not configured correctly. Please try again later.' },
      })
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    }
    const lines = errors.mock.calls.map((c) => String(c[0]))
    expect(lines.some((l) => l.includes('refusing to serve') && l.includes(logged))).toBe(true)
    // The secret itself is never logged.
    if (secret) expect(lines.join('\n')).not.toContain(secret)
  })

  it('a strong secret serves normally', async () => {
    // No database here (the health check would answer 503): an unknown route reaches the router.
    const res = await app.request('/api/no-such-route', {}, env('AikZViomv_BpwwVqZQodYuEXY6Pa4ASMARk0arX-t6tM9h5g'))
    expect(res.status).toBe(404)
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('mergeCsp', () => {
  it("adds a handler's directives the API policy lacks and keeps the API's own", () => {
    const api = API_SECURITY_HEADERS['Content-Security-Policy']!
    expect(mergeCsp(api, "default-src 'none'; sandbox")).toBe(`${api}; sandbox`)
    expect(mergeCsp(api, "default-src *; script-src 'unsafe-inline'")).toBe(`${api}; script-src 'unsafe-inline'`)
    expect(mergeCsp("default-src 'none'", 'DEFAULT-SRC *')).toBe("default-src 'none'")
  })
})

describe('pages the worker writes', () => {
  /** The headers of the `/*` block of app/public/_headers (what the static assets carry). */
  function headersFileBlock(): Record<string, string> {
    const lines = readFileSync(new URL('../../app/public/_headers', import.meta.url), 'utf8').split('\n')
    const start = lines.indexOf('/*')
    const block: Record<string, string> = {}
    for (const line of lines.slice(start + 1)) {
      if (!/^\s+\S/.test(line)) break
      const at = line.indexOf(':')
      block[line.slice(0, at).trim()] = line.slice(at + 1).trim()
    }
    return block
  }

  it('carry the same headers as the static assets', () => {
    expect(Object.keys(headersFileBlock()).length).toBeGreaterThan(5)
    expect(PAGE_SECURITY_HEADERS).toEqual(headersFileBlock())
  })

  it('a page answered by the worker (here: no assets bound) gets them; an API answer keeps its own', async () => {
    const page = await app.request('/agents/someone', {}, env('Xq7-a-strong-enough-secret-0123456789-abcdefghij'))
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) expect(page.headers.get(name), name).toBe(value)
    const api = await app.request('/api/nope', {}, env('Xq7-a-strong-enough-secret-0123456789-abcdefghij'))
    expect(api.headers.get('Content-Security-Policy')).toBe(API_SECURITY_HEADERS['Content-Security-Policy'])
  })
})
