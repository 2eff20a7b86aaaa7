import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { apiErrorSchema } from '#shared/schemas/errors.ts'
import {
  type AccessTokenSource,
  ApiError,
  createApiClient,
  isTransientStatus,
  parseApiError,
  readApiError,
  segment,
  unwrap,
  withAccessToken,
} from './api-client'

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } })

describe('parseApiError', () => {
  it('reads the error and ignores other top-level keys (a 409 carries `current`)', () => {
    expect(parseApiError({ error: { code: 'conflict', message: 'Stale' }, current: { id: 1 } })).toEqual({
      code: 'conflict',
      message: 'Stale',
    })
    expect(parseApiError({ error: { code: 'validation_failed', message: 'Bad', fields: { a: 'x', b: 3 } } })).toEqual({
      code: 'validation_failed',
      message: 'Bad',
      fields: { a: 'x' },
    })
  })

  it('is null for anything that is not an API error', () => {
    for (const body of [
      null,
      undefined,
      '<html>',
      [],
      { error: 'x' },
      { error: { message: 'no code' } },
      { error: { code: 'x' } },
    ]) {
      expect(parseApiError(body)).toBeNull()
    }
  })

  it('accepts every body the wire schema (shared/schemas/errors.ts) accepts, unchanged', () => {
    const detail = fc.record(
      {
        code: fc.string({ minLength: 1, maxLength: 64 }),
        message: fc.string({ maxLength: 200 }),
        fields: fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 50 }), {
          minKeys: 1,
          maxKeys: 5,
        }),
      },
      { requiredKeys: ['code', 'message'] },
    )
    fc.assert(
      fc.property(detail, (error) => {
        fc.pre(apiErrorSchema.safeParse({ error }).success)
        // Unchanged: compared with what was sent (zod's own parse drops a field named
        // `__proto__`, which the server does name when it refuses such a key).
        expect(parseApiError({ error })).toEqual(error)
      }),
    )
  })
})

it('keeps a field named __proto__ as a plain field (the server names it when it refuses such a key)', () => {
  const fields = JSON.parse('{"__proto__":"Not allowed"}') as Record<string, string>
  const detail = parseApiError({ error: { code: 'validation_failed', message: 'Check the form', fields } })
  expect(Object.keys(detail?.fields ?? {})).toEqual(['__proto__'])
  expect(Object.getPrototypeOf(detail?.fields)).toBe(Object.prototype)
})

describe('readApiError and unwrap', () => {
  it("keeps the server's code, message, fields and the whole body", async () => {
    const body = {
      error: { code: 'conflict', message: 'Changed elsewhere', fields: { version: 'Stale' } },
      current: { id: 'r1' },
    }
    const error = await readApiError(json(409, body))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'Changed elsewhere',
      fields: { version: 'Stale' },
      body,
    })
    expect(error.toDetail()).toEqual(body.error)
  })

  it('makes an error from the status line when the body is not one (a proxy page)', async () => {
    const error = await readApiError(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    )
    expect(error).toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Request failed (HTTP 502)',
      fields: {},
      detail: null,
    })
    expect(error.toDetail()).toEqual({ code: 'http_502', message: 'Bad Gateway' })
  })

  it('unwrap returns the JSON of a 2xx and throws the ApiError otherwise', async () => {
    await expect(unwrap(json(200, { ok: 1 }))).resolves.toEqual({ ok: 1 })
    await expect(unwrap(json(404, { error: { code: 'not_found', message: 'Gone' } }))).rejects.toMatchObject({
      status: 404,
      message: 'Gone',
    })
  })
})

describe('withAccessToken', () => {
  const source = (tokens: (string | null)[], refreshed: (string | null)[]): AccessTokenSource => ({
    getAccessToken: vi.fn(async () => tokens.shift() ?? null),
    refreshAfterUnauthorized: vi.fn(async () => refreshed.shift() ?? null),
  })

  it('attaches the token at send time and keeps the caller’s headers', async () => {
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, {}))
    const api = createApiClient({ fetch: withAccessToken(() => source(['t1'], []), fetchImpl) })
    await api.leads[':id'].status.$patch(
      { param: { id: segment('lead-1') }, json: { id: 'm1', status: 'contacted', baseVersion: 1 } },
      { headers: { 'Idempotency-Key': 'm1' } },
    )
    const headers = new Headers(fetchImpl.mock.calls[0]![1]?.headers)
    expect(headers.get('authorization')).toBe('Bearer t1')
    expect(headers.get('idempotency-key')).toBe('m1')
    expect(headers.get('content-type')).toBe('application/json')
  })

  it('on a 401 refreshes once and sends once more; a second 401 is returned as is', async () => {
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(401, { error: { code: 'unauthorized', message: 'Expired' } }),
    )
    const auth = source(['old'], ['new'])
    const res = await withAccessToken(() => auth, fetchImpl)('/api/x')
    expect(res.status).toBe(401)
    expect(fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers).get('authorization'))).toEqual([
      'Bearer old',
      'Bearer new',
    ])
    expect(auth.refreshAfterUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('does not send again when the refresh ends the session, nor try without a source', async () => {
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(401, {}))
    expect((await withAccessToken(() => source(['old'], [null]), fetchImpl)('/api/x')).status).toBe(401)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    fetchImpl.mockClear()
    await withAccessToken(() => null, fetchImpl)('/api/x')
    expect(new Headers(fetchImpl.mock.calls[0]![1]?.headers).has('authorization')).toBe(false)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })
})

describe('createApiClient', () => {
  it('builds typed requests under /api over the injected fetch; segment() keeps an id one path segment', async () => {
    const fetchImpl = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(200, {}))
    const api = createApiClient({ fetch: fetchImpl })
    await api.rates.$get({ query: { province: 'ON' } })
    await api.admin.rates[':id'].$delete({ param: { id: segment('a/b?c') }, query: { version: '1' } })
    expect(fetchImpl.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'GET /api/rates?province=ON',
      'DELETE /api/admin/rates/a%2Fb%3Fc?version=1',
    ])
    expect(fetchImpl.mock.calls[0]![1]?.credentials).toBe('same-origin')
  })
})

describe('isTransientStatus', () => {
  it('5xx, 408 and 429 are worth another try; other 4xx are refusals, a 401 too unless the request was signed in', () => {
    for (const status of [500, 502, 503, 504, 408, 429]) expect(isTransientStatus(status)).toBe(true)
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422]) expect(isTransientStatus(status)).toBe(false)
    expect(isTransientStatus(401, { signedIn: true })).toBe(true)
    expect(isTransientStatus(403, { signedIn: true })).toBe(false)
  })
})
