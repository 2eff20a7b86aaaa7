/**
 * Abuse, generated: fast-check builds more than
 * 10,000 invalid requests for the public routes (lead submission and batch, sign-in, sign-out,
 * refresh, the rates queries) from valid ones, breaking one thing each: a wrong type, a
 * missing field, an unknown key (`__proto__`, `constructor` included, at any depth), an
 * oversize string, broken Unicode, a control or text-direction character, malformed JSON, a
 * foreign Origin, a wrong Content-Type, a garbage cookie. Every input is checked against the
 * contract first (shared/schemas), so only inputs the contract refuses are sent.
 *
 * For each: never a 5xx; a validation failure is a 400 whose `fields` name what was broken;
 * and nothing is stored (no lead row, no session).
 *
 * Inputs come from `fc.sample` with a fixed seed (printed), sent 24 at a time: a property run
 * one request after another would take minutes. A batch carries up to 12 invalid entries, each
 * judged (and named) on its own, so the 10,000 inputs travel in about 7,000 requests. A failure
 * prints the request to replay.
 */

import { count, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { signInBodySchema, signOutBodySchema } from '#shared/schemas/auth.ts'
import { leadSubmissionSchema } from '#shared/schemas/leads.ts'
import { rateHistoryQuerySchema, ratesQuerySchema } from '#shared/schemas/rates.ts'
import { leads, refreshTokens, users } from '#worker/db/schema/index.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import {
  BAD_CHARS,
  type Case,
  type ErrorBody,
  expect400Naming,
  type Json,
  jsonPost,
  mutationOf,
  names,
  nextIp,
  origin,
  refusedParams,
  run,
  unknownKey,
} from './abuse-kit'
import { testDb } from './helpers'
import { LEAD_KINDS_UNDER_TEST, submissionOf } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())

const SEED = Number(process.env.ABUSE_SEED ?? 0x9a_b0_5e)

// ---------------------------------------------------------------------------------------------
// The cases
// ---------------------------------------------------------------------------------------------

/** Ids of every generated lead, to check none was stored. */
const generatedLeadIds: string[] = []

function leadCases(n: number, seed: number): Case[] {
  const validSubmission = fc.constantFrom(...LEAD_KINDS_UNDER_TEST).map((kind) => submissionOf(kind) as unknown as Json)
  const arb = validSubmission
    .chain((valid) => mutationOf(valid))
    .filter((m) => !leadSubmissionSchema.safeParse(m.body).success)
  return fc.sample(arb, { numRuns: n, seed }).map((m) => {
    const id = (m.body as { id?: unknown } | null)?.id
    if (typeof id === 'string') generatedLeadIds.push(id)
    return {
      route: 'POST /api/leads',
      describe: `${m.kind} at ${m.path}`,
      request: () => jsonPost('/api/leads', JSON.stringify(m.body)),
      check: expect400Naming(m.path),
    }
  })
}

function batchCases(n: number, seed: number): Case[] {
  const badEntry = fc
    .constantFrom(...LEAD_KINDS_UNDER_TEST)
    .chain((kind) => mutationOf(submissionOf(kind) as unknown as Json))
    .filter((m) => !leadSubmissionSchema.safeParse(m.body).success)
  const arb = fc.array(badEntry, { minLength: 1, maxLength: 12 })
  return fc.sample(arb, { numRuns: n, seed }).map((entries) => {
    for (const e of entries) {
      const id = (e.body as { id?: unknown } | null)?.id
      if (typeof id === 'string') generatedLeadIds.push(id)
    }
    return {
      route: 'POST /api/leads/batch',
      inputs: entries.length,
      describe: entries.map((e) => `${e.kind} at ${e.path}`).join('; '),
      request: () => jsonPost('/api/leads/batch', JSON.stringify({ entries: entries.map((e) => e.body) })),
      check: (status, body) => {
        if (status !== 200)
          return `expected 200 with per-entry results, got ${status} ${JSON.stringify(body).slice(0, 200)}`
        const results =
          (body as { results?: { outcome: string; error?: { fields?: Record<string, string> } }[] }).results ?? []
        if (results.length !== entries.length) return `expected ${entries.length} results, got ${results.length}`
        for (const [i, r] of results.entries()) {
          if (r.outcome !== 'rejected')
            return `entry ${i} (${entries[i]!.kind} at ${entries[i]!.path}) was ${r.outcome}`
          if (!names(r.error?.fields, entries[i]!.path))
            return `entry ${i} does not name "${entries[i]!.path}": ${JSON.stringify(r.error?.fields)}`
        }
        return null
      },
    }
  })
}

function envelopeCases(): Case[] {
  const one = () => submissionOf('quote')
  const raw: [string, string, string][] = [
    ['entries not an array', JSON.stringify({ entries: one() }), 'entries'],
    ['no entries', JSON.stringify({ entries: [] }), 'entries'],
    ['51 entries', JSON.stringify({ entries: Array.from({ length: 51 }, one) }), 'entries'],
    ['own __proto__ key', `{"__proto__":{"x":1},"entries":[${JSON.stringify(one())}]}`, '__proto__'],
    ['constructor key', `{"constructor":1,"entries":[${JSON.stringify(one())}]}`, 'constructor'],
  ]
  for (const [, body] of raw) {
    const entries = (JSON.parse(body) as { entries: unknown }).entries
    for (const e of Array.isArray(entries) ? entries : [entries]) generatedLeadIds.push((e as { id: string }).id)
  }
  return raw.map(([what, body, field]) => ({
    route: 'POST /api/leads/batch',
    describe: what,
    request: () => jsonPost('/api/leads/batch', body),
    check: expect400Naming(field),
  }))
}

function authBodyCases(n: number, seed: number): Case[] {
  const signIn = mutationOf({ email: 'someone@example.test', password: 'A-password-1' }).filter(
    (m) => !signInBodySchema.safeParse(m.body).success,
  )
  const signOut = mutationOf({ scope: 'local' }).filter((m) => !signOutBodySchema.safeParse(m.body).success)
  return [
    ...fc.sample(signIn, { numRuns: Math.round(n * 0.75), seed }).map((m) => ({
      route: 'POST /api/auth/sign-in',
      describe: `${m.kind} at ${m.path}`,
      request: () => jsonPost('/api/auth/sign-in', JSON.stringify(m.body)),
      check: expect400Naming(m.path),
    })),
    ...fc.sample(signOut, { numRuns: Math.round(n * 0.25), seed: seed + 1 }).map((m) => ({
      route: 'POST /api/auth/sign-out',
      describe: `${m.kind} at ${m.path}`,
      request: () => jsonPost('/api/auth/sign-out', JSON.stringify(m.body)),
      check: expect400Naming(m.path),
    })),
  ]
}

function queryCases(n: number, seed: number): Case[] {
  const value = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(...BAD_CHARS).map((c) => `O${c}N`),
    fc.integer({ min: 41, max: 300 }).map((k) => 'x'.repeat(k)),
    fc.constantFrom(
      '-1',
      '0',
      '366',
      '1e3',
      '5.5',
      ' ',
      '9999999',
      'NaN',
      '5 year',
      'fixed',
      'variable',
      'Conventional',
    ),
  )
  const param = fc.option(value, { nil: undefined })
  const query = (keys: string[]) =>
    fc
      .tuple(fc.tuple(...keys.map(() => param)), fc.option(fc.tuple(unknownKey, value), { nil: undefined }))
      .map(([values, extra]) => {
        const q: Record<string, string> = {}
        keys.forEach((k, i) => {
          if (values[i] !== undefined) q[k] = values[i]
        })
        if (extra) q[extra[0]] = extra[1]
        return q
      })
  // As the server receives it: a URL cannot carry a lone surrogate (it travels as U+FFFD).
  const sent = (q: Record<string, string>) => Object.fromEntries(new URLSearchParams(new URLSearchParams(q).toString()))
  const history = query(['province', 'term', 'rateType', 'mortgageType', 'days']).filter(
    (q) => refusedParams(rateHistoryQuerySchema, sent(q)).length > 0,
  )
  const rates = query(['province']).filter((q) => refusedParams(ratesQuerySchema, sent(q)).length > 0)
  const toCase = (path: string, schema: z.ZodMiniType, q: Record<string, string>): Case => ({
    route: `GET ${path}`,
    describe: JSON.stringify(q),
    request: () => ({
      path: `${path}?${new URLSearchParams(q).toString()}`,
      init: { headers: { [TEST_CLIENT_IP_HEADER]: nextIp() } },
    }),
    check: (status, body) => {
      if (status !== 400) return `expected 400, got ${status}`
      const fields = (body as ErrorBody).error?.fields ?? {}
      const missing = refusedParams(schema, sent(q)).filter((p) => !Object.hasOwn(fields, p))
      return missing.length === 0 ? null : `400 does not name ${missing.join(', ')}: ${JSON.stringify(fields)}`
    },
  })
  return [
    ...fc
      .sample(history, { numRuns: Math.round(n / 2), seed })
      .map((q) => toCase('/api/rates/history', rateHistoryQuerySchema, q)),
    ...fc
      .sample(rates, { numRuns: Math.round(n / 2), seed: seed + 1 })
      .map((q) => toCase('/api/rates', ratesQuerySchema, q)),
  ]
}

function headerCases(n: number, seed: number): Case[] {
  const valid = () => JSON.stringify(submissionOf('newsletter'))
  const arb = fc.oneof(
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonp',
        'text/json',
        '',
      )
      .map((type) => ({
        what: `Content-Type "${type}"`,
        headers: { 'Content-Type': type } as Record<string, string>,
        raw: valid(),
        expected: [415],
      })),
    fc.webUrl().map((url) => ({
      what: `Origin ${new URL(url).origin}`,
      headers: { Origin: new URL(url).origin },
      raw: valid(),
      expected: [403],
    })),
    fc.constant({
      what: 'Sec-Fetch-Site cross-site, no Origin',
      headers: { Origin: '', 'Sec-Fetch-Site': 'cross-site' },
      raw: valid(),
      expected: [403],
    }),
    fc
      .string({ maxLength: 60 })
      .map((s) => ({ what: 'malformed JSON', headers: {}, raw: `{"id":${JSON.stringify(s)},`, expected: [400] })),
    fc.integer({ min: 65 * 1024, max: 200 * 1024 }).map((size) => ({
      what: `${size}-byte body`,
      headers: {},
      raw: JSON.stringify({ pad: 'x'.repeat(size) }),
      expected: [413],
    })),
    fc.string({ maxLength: 80 }).map((s) => ({
      what: 'garbage Authorization on a public route',
      headers: { Authorization: `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}` },
      raw: JSON.stringify({ entries: 'x' }),
      expected: [400],
    })),
  )
  const samples = fc.sample(arb, { numRuns: Math.round(n * 0.8), seed })
  const cookies = fc.sample(fc.string({ maxLength: 120 }), { numRuns: Math.round(n * 0.2), seed: seed + 1 })
  return [
    ...samples.map(
      (s): Case => ({
        route: s.what.includes('Authorization') ? 'POST /api/leads/batch' : 'POST /api/leads',
        describe: s.what,
        request: () => {
          const base = jsonPost(s.what.includes('Authorization') ? '/api/leads/batch' : '/api/leads', s.raw)
          const headers: Record<string, string> = { ...(base.init.headers as Record<string, string>), ...s.headers }
          for (const [k, v] of Object.entries(headers)) if (v === '') delete headers[k]
          return { path: base.path, init: { ...base.init, headers } }
        },
        check: (status) =>
          (s.expected as number[]).includes(status) ? null : `expected ${s.expected.join(' or ')}, got ${status}`,
      }),
    ),
    ...cookies.map(
      (junk): Case => ({
        route: 'POST /api/auth/refresh',
        describe: 'garbage refresh cookie',
        request: () => ({
          path: '/api/auth/refresh',
          init: {
            method: 'POST',
            headers: {
              Origin: origin(),
              Cookie: `__Secure-rt=${encodeURIComponent(junk)}`,
              [TEST_CLIENT_IP_HEADER]: nextIp(),
            },
          },
        }),
        check: (status) => (status === 401 ? null : `expected 401, got ${status}`),
      }),
    ),
  ]
}

// ---------------------------------------------------------------------------------------------

describe('generated invalid requests to the public routes', () => {
  it('more than 10,000: never a 5xx, a 400 names the field, nothing is stored', async () => {
    const before = await counts()
    const cases = [
      ...leadCases(1500, SEED),
      ...batchCases(800, SEED + 10),
      ...envelopeCases(),
      ...authBodyCases(2000, SEED + 20),
      ...queryCases(1600, SEED + 30),
      ...headerCases(1300, SEED + 40),
    ]
    const inputs = cases.reduce((n, c) => n + (c.inputs ?? 1), 0)
    console.log(
      `abuse: ${inputs} generated invalid inputs in ${cases.length} requests (seed ${SEED}; ABUSE_SEED=<n> to change it)`,
    )
    expect(inputs).toBeGreaterThanOrEqual(10_000)

    const { failures, statuses, resent } = await run(cases)
    console.log('abuse: answers by route and status', statuses, `(${resent} sent again after a 503 for load)`)
    expect(failures.slice(0, 20), `${failures.length} of ${cases.length} requests failed`).toEqual([])

    // Nothing stored: no generated lead, no new lead, user or session anywhere.
    // (Only a UUID could have become a row; a broken id would not even reach sqld as a query.)
    const storable = generatedLeadIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id))
    expect(storable.length).toBeGreaterThan(3000)
    const stored = await db.select({ n: count() }).from(leads).where(inArray(leads.id, storable))
    expect(stored[0]?.n).toBe(0)
    expect(await counts()).toEqual(before)
  }, 600_000)
})

async function counts() {
  const [[l], [u], [r]] = await Promise.all([
    db.select({ n: count() }).from(leads),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(refreshTokens),
  ])
  return { leads: l?.n, users: u?.n, refreshTokens: r?.n }
}
