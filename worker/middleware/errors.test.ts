import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DatabaseUnavailableError } from '#worker/db/request-gate.ts'
import type { AppEnv } from '#worker/env.ts'
import { DATABASE_UNAVAILABLE_MESSAGE, onError } from './errors'

afterEach(() => vi.restoreAllMocks())

/** An app whose only route throws `error`. */
function throwing(error: unknown) {
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    c.set('requestId', 'req-1')
    await next()
  })
  app.get('/boom', () => {
    throw error
  })
  app.onError(onError)
  return app
}

/** drizzle's wrapper: the SQL and the row's values (personal data) in the message. */
const failedQuery = (cause: unknown) =>
  Object.assign(
    new Error(
      'Failed query: insert into "leads" ("client_name", "client_email") values (?, ?)\nparams: Jane Doe,jane.doe@example.com',
    ),
    { cause },
  )

describe('onError', () => {
  it('an unreachable or slow database → 503, Retry-After, the one error shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const reason of ['connection', 'timeout', 'busy'] as const) {
      const res = await throwing(failedQuery(new DatabaseUnavailableError(reason, 'x'))).request('/boom')
      expect(res.status).toBe(503)
      expect(res.headers.get('Retry-After')).toBe('5')
      expect(await res.json()).toEqual({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } })
    }
  })

  it('SQLITE_BUSY from libSQL → 503', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const busy = Object.assign(new Error('SQLITE_BUSY: database is locked'), {
      name: 'LibsqlBatchError',
      code: 'SQLITE_BUSY',
    })
    expect((await throwing(busy).request('/boom')).status).toBe(503)
  })

  it('any other query error → 500, its cause logged without the row values', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const constraint = Object.assign(new Error('SQLITE_CONSTRAINT: NOT NULL constraint failed: leads.type'), {
      name: 'LibsqlError',
      code: 'SQLITE_CONSTRAINT',
    })
    const res = await throwing(failedQuery(constraint)).request('/boom')
    expect(res.status).toBe(500)
    expect(res.headers.get('Retry-After')).toBeNull()
    expect(await res.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong. Please try again.' },
    })
    const logged = errors.mock.calls.map((c) => String(c[0])).join('\n')
    expect(logged).toContain('unhandled error')
    expect(logged).toContain('SQLITE_CONSTRAINT')
    expect(logged).toContain('insert into')
    expect(logged).not.toContain('Jane')
    expect(logged).not.toContain('jane.doe')
  })

  it('a plain bug → 500 with its name and stack frames logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const res = await throwing(new TypeError("Cannot read properties of undefined (reading 'id')")).request('/boom')
    expect(res.status).toBe(500)
    const line = JSON.parse(String(errors.mock.calls[0]?.[0])) as { error: string; requestId: string }
    expect(line.requestId).toBe('req-1')
    expect(line.error).toMatch(/^TypeError: Cannot read properties/)
    expect(line.error).toMatch(/\n {0}at /)
  })
})
