import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { RATE_HISTORY_DAYS } from '#scripts/seed-data.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import type {
  AdminRate,
  AdminRatesListResponse,
  RateConflictBody,
  RateSourcesResponse,
  RatesDiagnostics,
} from '#shared/schemas/rates.ts'
import { mortgageRates } from '#worker/db/schema/index.ts'
import { jsonInit, signInAs } from './auth-helpers'
import { call, getJson, testDb } from './helpers'

const { db, client } = testDb()
const created: string[] = []
afterAll(async () => {
  for (const id of created) await db.delete(mortgageRates).where(eq(mortgageRates.id, id))
  client.close()
})

const admin = async () => (await signInAs('super_admin')).authHeaders

describe('access', () => {
  it('anonymous → 401, agent and admin → 403 on every admin rates route', async () => {
    const agent = (await signInAs('agent')).authHeaders
    const plainAdmin = (await signInAs('admin')).authHeaders
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/rates'],
      [
        'POST',
        '/api/admin/rates',
        { rateType: 'fixed', term: '5 year', mortgageType: 'Conventional', province: 'ON', postedRate: 5, ourRate: 4 },
      ],
      ['GET', '/api/admin/rates/diagnostics'],
      ['GET', '/api/admin/rates/runs'],
      ['GET', '/api/admin/rates/sources'],
      ['PUT', '/api/admin/rates/sources', { sources: [] }],
      ['POST', '/api/admin/rates/scrape', {}],
      ['POST', '/api/admin/rates/ensure-current', {}],
      ['PATCH', '/api/admin/rates/x', { version: 1, ourRate: 4 }],
      ['DELETE', '/api/admin/rates/x'],
    ]
    for (const [method, path, body] of routes) {
      expect((await call(path, jsonInit(method, body))).status, `${method} ${path} anonymous`).toBe(401)
      expect((await call(path, jsonInit(method, body, agent))).status, `${method} ${path} agent`).toBe(403)
      expect((await call(path, jsonInit(method, body, plainAdmin))).status, `${method} ${path} admin`).toBe(403)
    }
  })
})

describe('All Rates table', () => {
  it('active only by default, 50 per page, with the summary from the seeded data', async () => {
    const { res, body } = await getJson<AdminRatesListResponse>('/api/admin/rates', { headers: await admin() })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(body.pageSize).toBe(50)
    expect(body.rates).toHaveLength(50)
    expect(body.rates.every((r) => r.isActive)).toBe(true)
    expect(body.total).toBe(body.summary.activeRates)
    expect(body.summary.totalRates).toBeGreaterThanOrEqual(312 * (RATE_HISTORY_DAYS + 1))
    expect(body.summary.provinceCount).toBe(13)
    expect(body.summary.currentDate).toBe(new Date().toISOString().slice(0, 10))
  })

  it('filters by province and status and pages through every row exactly once', async () => {
    const headers = await admin()
    const seen = new Set<string>()
    let total = 0
    for (let page = 1; page <= 10; page++) {
      const { body } = await getJson<AdminRatesListResponse>(
        `/api/admin/rates?province=NU&status=all&page=${page}&pageSize=100`,
        { headers },
      )
      total = body.total
      for (const r of body.rates) {
        expect(r.province).toBe('Nunavut')
        seen.add(r.id)
      }
      if (body.rates.length < 100) break
    }
    expect(total).toBe(24 * (RATE_HISTORY_DAYS + 1))
    expect(seen.size).toBe(total)
  })

  it('rejects bad filters with a 400 naming the field', async () => {
    const { res, body } = await getJson<ApiErrorBody>('/api/admin/rates?province=XX&pageSize=5000', {
      headers: await admin(),
    })
    expect(res.status).toBe(400)
    expect(Object.keys(body.error.fields ?? {})).toEqual(expect.arrayContaining(['province', 'pageSize']))
  })
})

describe('manual rate, inline edit, status toggle, delete', () => {
  it('creates an active Manual Entry rate; edits carry the version; a stale edit is a 409 with the current row', async () => {
    const headers = await admin()
    const res = await call(
      '/api/admin/rates',
      jsonInit(
        'POST',
        {
          rateType: 'variable',
          term: '3 year',
          mortgageType: 'Refinance',
          province: 'PE',
          postedRate: 5.125,
          ourRate: 4.375,
        },
        headers,
      ),
    )
    expect(res.status).toBe(201)
    const { rate } = (await res.json()) as { rate: AdminRate }
    created.push(rate.id)
    expect(rate).toMatchObject({
      province: 'Prince Edward Island',
      sourceUrl: 'Manual Entry',
      isActive: true,
      version: 1,
      postedRate: 5.125,
      ourRate: 4.375,
    })

    const edit = await call(
      `/api/admin/rates/${rate.id}`,
      jsonInit('PATCH', { version: 1, postedRate: 5.1, ourRate: 4.35 }, headers),
    )
    expect(edit.status).toBe(200)
    expect(((await edit.json()) as { rate: AdminRate }).rate).toMatchObject({
      postedRate: 5.1,
      ourRate: 4.35,
      version: 2,
    })

    const stale = await call(`/api/admin/rates/${rate.id}`, jsonInit('PATCH', { version: 1, ourRate: 3 }, headers))
    expect(stale.status).toBe(409)
    const conflict = (await stale.json()) as RateConflictBody
    expect(conflict.error.code).toBe('conflict')
    expect(conflict.current).toMatchObject({ id: rate.id, ourRate: 4.35, version: 2 })

    const toggle = await call(
      `/api/admin/rates/${rate.id}`,
      jsonInit('PATCH', { version: 2, isActive: false }, headers),
    )
    expect(((await toggle.json()) as { rate: AdminRate }).rate).toMatchObject({ isActive: false, version: 3 })
    const [row] = await db.select().from(mortgageRates).where(eq(mortgageRates.id, rate.id))
    expect(row).toMatchObject({ isActive: false, ourRate: 4.35, version: 3 })

    const staleDelete = await call(`/api/admin/rates/${rate.id}?version=2`, jsonInit('DELETE', undefined, headers))
    expect(staleDelete.status).toBe(409)
    const del = await call(`/api/admin/rates/${rate.id}?version=3`, jsonInit('DELETE', undefined, headers))
    expect(del.status).toBe(200)
    expect(await db.select().from(mortgageRates).where(eq(mortgageRates.id, rate.id))).toEqual([])
    expect((await call(`/api/admin/rates/${rate.id}`, jsonInit('DELETE', undefined, headers))).status).toBe(404)
  })

  it('validates the manual rate: required numbers, step 0.001, 0–25, the 13 provinces, known terms', async () => {
    const headers = await admin()
    const res = await call(
      '/api/admin/rates',
      jsonInit(
        'POST',
        {
          rateType: 'fixed',
          term: '10 year',
          mortgageType: 'Conventional',
          province: 'ZZ',
          postedRate: 4.0001,
          ourRate: 30,
        },
        headers,
      ),
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as ApiErrorBody
    expect(body.error.fields).toMatchObject({
      term: expect.any(String),
      province: expect.any(String),
      postedRate: 'Use at most 3 decimals',
      ourRate: 'Must be at most 25',
    })
    const missing = await call(
      '/api/admin/rates',
      jsonInit('POST', { rateType: 'fixed', term: '5 year', mortgageType: 'Conventional', province: 'ON' }, headers),
    )
    expect(missing.status).toBe(400)
    expect(Object.keys(((await missing.json()) as ApiErrorBody).error.fields ?? {})).toEqual(
      expect.arrayContaining(['postedRate', 'ourRate']),
    )
  })
})

describe('generated invalid input → 400, never 5xx', () => {
  const valid = {
    rateType: 'fixed',
    term: '5 year',
    mortgageType: 'Conventional',
    province: 'ON',
    postedRate: 5,
    ourRate: 4.5,
  }
  const junk = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  )
  /** The valid body with one field replaced by junk, removed, or an unknown key added. */
  const broken = fc.oneof(
    fc.tuple(fc.constantFrom(...Object.keys(valid)), junk).map(([k, v]) => ({ ...valid, [k]: v })),
    fc
      .constantFrom(...Object.keys(valid))
      .map((k) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k))),
    fc
      .constantFrom('__proto__', 'constructor', 'isActive', 'sourceUrl')
      .map((k) => JSON.parse(JSON.stringify(valid).replace('{', `{"${k}":1,`)) as Record<string, unknown>),
  )

  it('POST /api/admin/rates', async () => {
    const headers = await admin()
    await fc.assert(
      fc.asyncProperty(broken, async (body) => {
        const res = await call('/api/admin/rates', jsonInit('POST', body, headers))
        if (res.status === 201) {
          // Junk that still is a valid rate (e.g. another number in range) is fine: clean it up.
          created.push(((await res.json()) as { rate: AdminRate }).rate.id)
          return
        }
        expect(res.status).toBe(400)
        expect(Object.keys(((await res.json()) as ApiErrorBody).error.fields ?? {}).length).toBeGreaterThan(0)
      }),
      { numRuns: 40 },
    )
  })

  it('PATCH /api/admin/rates/:id and the list query', async () => {
    const headers = await admin()
    await fc.assert(
      fc.asyncProperty(
        fc.record({ version: junk, ourRate: junk, isActive: junk }, { requiredKeys: [] }),
        fc.string({ maxLength: 80 }),
        async (body, q) => {
          const patch = await call(`/api/admin/rates/${crypto.randomUUID()}`, jsonInit('PATCH', body, headers))
          expect([400, 404]).toContain(patch.status)
          const list = await call(`/api/admin/rates?page=${encodeURIComponent(q)}`, { headers })
          expect(list.status).toBeLessThan(500)
        },
      ),
      { numRuns: 30 },
    )
  })

  it('PUT /api/admin/rates/sources', async () => {
    const headers = await admin()
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.dictionary(fc.constantFrom('id', 'url', 'parser', 'options', 'x'), junk), { maxLength: 3 }),
          async (sources) => {
            const res = await call('/api/admin/rates/sources', jsonInit('PUT', { sources }, headers))
            expect(res.status).toBeLessThan(500)
          },
        ),
        { numRuns: 30 },
      )
    } finally {
      await call('/api/admin/rates/sources', jsonInit('PUT', { sources: [] }, headers))
    }
  })
})

describe('diagnostics and sources', () => {
  it('diagnostics: real counts, rates grouped by province (fixed and variable), the Ontario display', async () => {
    const { res, body } = await getJson<RatesDiagnostics>('/api/admin/rates/diagnostics', { headers: await admin() })
    expect(res.status).toBe(200)
    expect(body.byProvince).toHaveLength(13)
    for (const p of body.byProvince) expect(p.fixed + p.variable).toBeGreaterThan(0)
    expect(body.byProvince.reduce((s, p) => s + p.fixed + p.variable, 0)).toBe(body.summary.activeRates)
    expect(body.latestActive).toHaveLength(10)
    expect(body.ontario.fixed.every((r) => r.province === 'Ontario' && r.rateType === 'fixed')).toBe(true)
    expect(body.ontario.fixed.length + body.ontario.variable.length).toBeGreaterThan(0)
  })

  it('sources: none configured in the test worker; URLs are validated', async () => {
    const headers = await admin()
    const { body } = await getJson<RateSourcesResponse>('/api/admin/rates/sources', { headers })
    expect(body).toMatchObject({ origin: 'none', sources: [] })
    const bad = await call(
      '/api/admin/rates/sources',
      jsonInit(
        'PUT',
        {
          sources: [
            {
              id: 'meta',
              url: 'http://169.254.169.254/latest',
              parser: 'json',
              options: { fields: { term: 't', ours: 'o' }, province: 'ON' },
            },
          ],
        },
        headers,
      ),
    )
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ApiErrorBody).error.fields).toEqual({
      'sources.0.url': 'A link-local address cannot be a rate source',
    })
  })
})
