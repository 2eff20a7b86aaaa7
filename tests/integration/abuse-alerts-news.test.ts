/**
 * Abuse, generated, for the rate-alert routes (`/api/rate-alerts*`) and the news routes
 * (`GET /api/news`, the super admin's `/api/admin/news/*` writes): the same mutations as
 * abuse.test.ts (abuse-kit.ts) — a wrong type, a missing field, an unknown key (`__proto__`,
 * `constructor` included), an oversize string, a lone surrogate, a control or text-direction
 * character — plus broken device headers and ids. Only inputs the contract (shared/schemas)
 * refuses are sent.
 *
 * For each: never a 5xx; a 400 `validation_failed` whose `fields` name what was broken; and
 * nothing is stored (no alert, no push subscription, the news configuration unchanged).
 */

import { inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { base64url } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  newsFeedConfigBodySchema,
  newsFeedOauthCallbackSchema,
  newsFeedOauthStartSchema,
  newsFeedsBodySchema,
  newsQuerySchema,
} from '#shared/schemas/news.ts'
import { createRateAlertSchema, newDeviceSecret } from '#shared/schemas/rate-alerts.ts'
import { pushSubscriptions, rateAlerts } from '#worker/db/schema/index.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import {
  addresses,
  BAD_CHARS,
  type Case,
  expect400Naming,
  type Json,
  jsonPost,
  mutationOf,
  origin,
  refusedParams,
  run,
  unknownKey,
} from './abuse-kit'
import { type AuthHeaders, signInAs } from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()
afterAll(() => client.close())

const SEED = Number(process.env.ABUSE_SEED ?? 0x16_13)
const nextIp = addresses('100.102')
/** Device ids the generated requests carried: none may end up stored. */
const deviceIds: string[] = []

function newDevice() {
  const id = crypto.randomUUID()
  deviceIds.push(id)
  return { 'X-Alert-Device': id, 'X-Alert-Secret': newDeviceSecret() }
}

/** A push subscription as `PushSubscription.toJSON()` gives it (an uncompressed P-256 point starts with 0x04). */
function subscription(): Json {
  const point = crypto.getRandomValues(new Uint8Array(65))
  point[0] = 4
  return {
    endpoint: `https://push.abuse.test/send/${crypto.randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: base64url.encode(point), auth: base64url.encode(crypto.getRandomValues(new Uint8Array(16))) },
  }
}

function validAlert(): Json {
  return {
    id: crypto.randomUUID(),
    subscription: subscription(),
    province: 'ON',
    term: '5 year',
    rateType: 'fixed',
    mortgageType: 'Conventional',
    target: { kind: 'target', rate: 3.5 },
  }
}

// ---------------------------------------------------------------------------------------------
// /api/rate-alerts*
// ---------------------------------------------------------------------------------------------

function alertBodyCases(n: number, seed: number): Case[] {
  expect(createRateAlertSchema.safeParse(validAlert()).success).toBe(true)
  const arb = fc
    .constant(null)
    .chain(() => mutationOf(validAlert()))
    .filter((m) => !createRateAlertSchema.safeParse(m.body).success)
  return fc.sample(arb, { numRuns: n, seed }).map((m) => ({
    route: 'POST /api/rate-alerts',
    describe: `${m.kind} at ${m.path}`,
    request: () =>
      jsonPost('/api/rate-alerts', JSON.stringify(m.body), { ...newDevice(), [TEST_CLIENT_IP_HEADER]: nextIp() }),
    check: expect400Naming(m.path),
  }))
}

/** Header values fetch can send (no CR, LF or NUL; Latin-1), each refused by the contract. */
function headerCases(n: number, seed: number): Case[] {
  const printable = fc.string({
    maxLength: 60,
    unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
  })
  const broken = fc.oneof(
    printable.map((v) => ({ header: 'x-alert-device', value: v })),
    fc
      .constantFrom(
        '',
        'me',
        '00000000-0000-0000-0000-00000000000g',
        `${crypto.randomUUID()}x`,
        'x'.repeat(4000),
        '\u00e9\u00e9\u00e9',
      )
      .map((v) => ({ header: 'x-alert-device', value: v })),
    printable.map((v) => ({ header: 'x-alert-secret', value: v })),
    fc
      .constantFrom(
        '',
        'A'.repeat(42),
        'A'.repeat(44),
        `${'A'.repeat(42)}=`,
        `${'A'.repeat(42)}+`,
        'y'.repeat(5000),
        '\u00ff'.repeat(43),
      )
      .map((v) => ({ header: 'x-alert-secret', value: v })),
  )
  const methods = fc.constantFrom('GET', 'POST', 'DELETE')
  return fc.sample(fc.tuple(broken, methods), { numRuns: n, seed }).map(([{ header, value }, method]) => ({
    route: `${method} /api/rate-alerts`,
    describe: `${header}: ${JSON.stringify(value.slice(0, 60))}`,
    request: () => {
      const headers: Record<string, string> = { ...newDevice(), Origin: origin(), [TEST_CLIENT_IP_HEADER]: nextIp() }
      for (const k of Object.keys(headers)) if (k.toLowerCase() === header) delete headers[k]
      if (value !== '') headers[header] = value
      const body = method === 'POST' ? { body: JSON.stringify(validAlert()) } : {}
      if (method === 'POST') headers['Content-Type'] = 'application/json'
      return { path: '/api/rate-alerts', init: { method, headers, ...body } }
    },
    check: expect400Naming(header),
  }))
}

/** `DELETE /api/rate-alerts/:id` with ids that are not UUIDs, as raw (already encoded) path segments. */
function idCases(): Case[] {
  const segments = [
    '__proto__',
    'constructor',
    '%ED%A0%80',
    '%00',
    '%E2%80%AE',
    'x'.repeat(3000),
    '1',
    `${crypto.randomUUID()}%20`,
    '%F0%9F%98%80',
  ]
  return segments.map((segment) => ({
    route: 'DELETE /api/rate-alerts/:id',
    describe: segment.slice(0, 40),
    request: () => ({
      path: `/api/rate-alerts/${segment}`,
      init: { method: 'DELETE', headers: { ...newDevice(), Origin: origin(), [TEST_CLIENT_IP_HEADER]: nextIp() } },
    }),
    check: expect400Naming('id'),
  }))
}

// ---------------------------------------------------------------------------------------------
// GET /api/news
// ---------------------------------------------------------------------------------------------

function newsQueryCases(n: number, seed: number): Case[] {
  const value = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(...BAD_CHARS).map((c) => `rate${c}s`),
    fc.integer({ min: 65, max: 400 }).map((k) => 'x'.repeat(k)),
    fc.constantFrom(
      '-1',
      '0',
      '51',
      '1e3',
      '5.5',
      ' ',
      'NaN',
      'zz.0123456789abcdef0123456789abcdef',
      '1.0123456789abcdef0123456789abcdeg',
    ),
  )
  const param = fc.option(value, { nil: undefined })
  const query = fc
    .tuple(fc.tuple(param, param, param), fc.option(fc.tuple(unknownKey, value), { nil: undefined }))
    .map(([[cursor, search, limit], extra]) => {
      const q: Record<string, string> = {}
      if (cursor !== undefined) q.cursor = cursor
      if (search !== undefined) q.search = search
      if (limit !== undefined) q.limit = limit
      if (extra) q[extra[0]] = extra[1]
      return q
    })
  // As the server receives it: a URL cannot carry a lone surrogate (it travels as U+FFFD).
  const sent = (q: Record<string, string>) => Object.fromEntries(new URLSearchParams(new URLSearchParams(q).toString()))
  const refused = query.filter((q) => refusedParams(newsQuerySchema, sent(q)).length > 0)
  const generated = fc.sample(refused, { numRuns: n, seed }).map(
    (q): Case => ({
      route: 'GET /api/news',
      describe: JSON.stringify(q),
      request: () => ({
        path: `/api/news?${new URLSearchParams(q).toString()}`,
        init: { headers: { [TEST_CLIENT_IP_HEADER]: nextIp() } },
      }),
      check: (status, body) => {
        if (status !== 400) return `expected 400, got ${status}`
        const fields = (body as { error?: { fields?: Record<string, string> } }).error?.fields ?? {}
        const missing = refusedParams(newsQuerySchema, sent(q)).filter((p) => !Object.hasOwn(fields, p))
        return missing.length === 0 ? null : `400 does not name ${missing.join(', ')}: ${JSON.stringify(fields)}`
      },
    }),
  )
  // Raw query strings a URLSearchParams would never write: broken UTF-8 (a lone surrogate's
  // bytes), an encoded NUL, a bare `__proto__`. Never a 5xx; a 400 names the parameter.
  const raw: [string, string][] = [
    ['search=%ED%A0%80', 'search'],
    ['search=%00', 'search'],
    ['search=a%E2%80%AEb', 'search'],
    ['cursor=%ED%B0%80', 'cursor'],
    ['__proto__=1', '__proto__'],
    ['__proto__[x]=1', '__proto__[x]'],
    ['constructor=1&search=rates', 'constructor'],
    [`search=${'s'.repeat(5000)}`, 'search'],
  ]
  return [
    ...generated,
    ...raw.map(
      ([qs, field]): Case => ({
        route: 'GET /api/news',
        describe: qs.slice(0, 60),
        request: () => ({ path: `/api/news?${qs}`, init: { headers: { [TEST_CLIENT_IP_HEADER]: nextIp() } } }),
        check: (status, body) => (status === 200 ? null : expect400Naming(field)(status, body)),
      }),
    ),
  ]
}

// ---------------------------------------------------------------------------------------------
// The super admin's news writes (/api/admin/news/*)
// ---------------------------------------------------------------------------------------------

let admin: AuthHeaders

function adminNewsCases(n: number, seed: number): Case[] {
  const targets: {
    method: 'PUT' | 'POST'
    path: string
    valid: Json
    schema: { safeParse: (v: unknown) => { success: boolean } }
  }[] = [
    {
      method: 'PUT',
      path: '/api/admin/news/feeds',
      valid: { feeds: [{ id: 'abuse-feed', url: 'https://news.abuse.test/feed.xml', name: 'Abuse feed' }] },
      schema: newsFeedsBodySchema,
    },
    {
      method: 'PUT',
      path: '/api/admin/news/feed-service',
      valid: { appId: '1000', appKey: 'abuse-app-key', accessToken: 'abuse-token', userId: '1005', isActive: true },
      schema: newsFeedConfigBodySchema,
    },
    {
      method: 'POST',
      path: '/api/admin/news/feed-service/oauth/start',
      valid: { appId: '1000', appKey: 'abuse-app-key' },
      schema: newsFeedOauthStartSchema,
    },
    {
      method: 'POST',
      path: '/api/admin/news/feed-service/oauth/callback',
      valid: { code: 'abuse-code', state: 'A'.repeat(43) },
      schema: newsFeedOauthCallbackSchema,
    },
  ]
  for (const t of targets) expect(t.schema.safeParse(t.valid).success, t.path).toBe(true)
  const arb = fc.constantFrom(...targets).chain((t) =>
    mutationOf(t.valid)
      .filter((m) => !t.schema.safeParse(m.body).success)
      .map((m) => ({ t, m })),
  )
  return fc.sample(arb, { numRuns: n, seed }).map(({ t, m }) => ({
    route: `${t.method} ${t.path}`,
    describe: `${m.kind} at ${m.path}`,
    request: () => {
      const base = jsonPost(t.path, JSON.stringify(m.body), { ...admin, [TEST_CLIENT_IP_HEADER]: nextIp() })
      return { path: base.path, init: { ...base.init, method: t.method } }
    },
    check: expect400Naming(m.path),
  }))
}

async function newsConfiguration() {
  const [feeds, service] = await Promise.all([
    call('/api/admin/news/feeds', { headers: admin }),
    call('/api/admin/news/feed-service', { headers: admin }),
  ])
  expect(feeds.status).toBe(200)
  expect(service.status).toBe(200)
  return { feeds: await feeds.json(), service: await service.json() }
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  admin = (await signInAs('super_admin')).authHeaders
})

describe('generated invalid requests to the rate-alert and news routes', () => {
  it('never a 5xx, a 400 names the field, nothing is stored', async () => {
    const before = await newsConfiguration()
    const cases = [
      ...alertBodyCases(400, SEED),
      ...headerCases(150, SEED + 1),
      ...idCases(),
      ...newsQueryCases(400, SEED + 2),
      ...adminNewsCases(300, SEED + 3),
    ]
    console.log(
      `abuse (alerts, news): ${cases.length} generated invalid requests (seed ${SEED}; ABUSE_SEED=<n> to change it)`,
    )
    const { failures, statuses, resent } = await run(cases)
    console.log(
      'abuse (alerts, news): answers by route and status',
      statuses,
      `(${resent} sent again after a 503 for load)`,
    )
    expect(failures.slice(0, 20), `${failures.length} of ${cases.length} requests failed`).toEqual([])

    expect(await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, deviceIds))).toEqual([])
    expect(await db.select().from(rateAlerts).where(inArray(rateAlerts.subscriptionId, deviceIds))).toEqual([])
    expect(await newsConfiguration()).toEqual(before)
  }, 600_000)
})
