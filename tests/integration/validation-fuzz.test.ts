/**
 * Generated invalid inputs (ASVS 2.2): wrong types, unknown keys
 * (`__proto__` and `constructor` included), oversize strings and bad emails sent to the auth and
 * admin endpoints → 400 naming the field, never 5xx. Generated valid inputs → 2xx.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import {
  bearer,
  createTestUser,
  deleteTestAccounts,
  freshIp,
  jsonInit,
  type SignedIn,
  signInAs,
  signInWith,
} from './auth-helpers'
import { call } from './helpers'

afterAll(deleteTestAccounts)

let superAdmin: SignedIn
let agent: SignedIn
beforeAll(async () => {
  superAdmin = await signInAs('super_admin')
  const user = await createTestUser('agent')
  agent = await signInWith(user.email, user.password)
})

type Endpoint = {
  name: string
  method: string
  path: () => string
  headers: () => Record<string, string>
  /** A valid body; each mutation breaks exactly one field of it. */
  valid: Record<string, unknown>
  /** Bound per string field (oversize = bound + 1 … bound + 500). */
  maxLength: Record<string, number>
  emailFields: string[]
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'sign-in',
    method: 'POST',
    path: () => '/api/auth/sign-in',
    headers: () => ({ [TEST_CLIENT_IP_HEADER]: freshIp() }),
    valid: { email: 'someone@example.test', password: 'A-password-1' },
    maxLength: { email: 254, password: 1024 },
    emailFields: ['email'],
  },
  {
    name: 'create agent',
    method: 'POST',
    path: () => '/api/admin/users/agents',
    headers: () => superAdmin.authHeaders,
    valid: { fullName: 'Fuzz Agent', email: 'fuzz@example.test', password: 'A-password-1' },
    maxLength: { fullName: 200, email: 254, password: 128 },
    emailFields: ['email'],
  },
  {
    name: 'admin password reset',
    method: 'POST',
    path: () => `/api/admin/users/${crypto.randomUUID()}/password`,
    headers: () => superAdmin.authHeaders,
    valid: { password: 'A-password-1' },
    maxLength: { password: 128 },
    emailFields: [],
  },
  {
    name: 'update me',
    method: 'PATCH',
    path: () => '/api/auth/me',
    headers: () => agent.authHeaders,
    valid: { fullName: 'Fuzz Person', currentPassword: 'whatever-1', newPassword: 'A-password-1' },
    maxLength: { fullName: 200, currentPassword: 1024, newPassword: 128 },
    emailFields: [],
  },
  {
    name: 'enrol factor',
    method: 'POST',
    path: () => '/api/auth/mfa/factors',
    headers: () => agent.authHeaders,
    valid: { friendlyName: 'Phone' },
    maxLength: { friendlyName: 100 },
    emailFields: [],
  },
  {
    name: 'verify factor',
    method: 'POST',
    path: () => `/api/auth/mfa/factors/${crypto.randomUUID()}/verify`,
    headers: () => agent.authHeaders,
    valid: { challengeId: crypto.randomUUID(), code: '123456' },
    maxLength: { code: 20 },
    emailFields: [],
  },
  {
    name: 'sign-out',
    method: 'POST',
    path: () => '/api/auth/sign-out',
    headers: () => ({}),
    valid: { scope: 'others' },
    maxLength: {},
    emailFields: [],
  },
]

/** Send a raw JSON text to an endpoint with its headers (Origin + JSON content type). */
function send(ep: Endpoint, raw: string) {
  return call(ep.path(), { ...jsonInit(ep.method, {}, ep.headers()), body: raw })
}

type Mutation = { kind: string; field: string; body: Record<string, unknown> }

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
)
const unknownKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'isActive', 'userId', 'aal'),
  fc.stringMatching(/^[a-zA-Z_$][a-zA-Z0-9_$]{0,20}$/),
)
const badEmail = fc.oneof(
  fc.constantFrom(
    'plainaddress',
    '@no-local.test',
    'no-at.example.test',
    'two@@example.test',
    'a@b',
    'a b@c.test',
    'x@.test',
  ),
  fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !s.includes('@')),
)

function mutations(ep: Endpoint): fc.Arbitrary<Mutation> {
  const fields = Object.keys(ep.valid)
  const options: fc.Arbitrary<Mutation>[] = [
    fc
      .tuple(fc.constantFrom(...fields), wrongType)
      .map(([field, value]) => ({ kind: 'wrong type', field, body: { ...ep.valid, [field]: value } })),
    fc
      .tuple(
        unknownKey.filter((k) => !fields.includes(k)),
        fc.jsonValue(),
      )
      .map(([field, value]) => {
        const body = { ...ep.valid }
        Object.defineProperty(body, field, { value, enumerable: true, configurable: true, writable: true })
        return { kind: 'unknown key', field, body }
      }),
  ]
  const bounded = Object.keys(ep.maxLength)
  if (bounded.length) {
    options.push(
      fc.tuple(fc.constantFrom(...bounded), fc.integer({ min: 1, max: 500 })).map(([field, extra]) => ({
        kind: 'oversize',
        field,
        body: { ...ep.valid, [field]: 'x'.repeat(ep.maxLength[field]! + extra) },
      })),
    )
  }
  if (ep.emailFields.length) {
    options.push(
      fc
        .tuple(fc.constantFrom(...ep.emailFields), badEmail)
        .map(([field, value]) => ({ kind: 'bad email', field, body: { ...ep.valid, [field]: value } })),
    )
  }
  return fc.oneof(...options)
}

describe.each(ENDPOINTS)('$name: generated invalid inputs', (ep) => {
  it('→ 400 naming the field, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(mutations(ep), async (m) => {
        const res = await send(ep, JSON.stringify(m.body))
        const text = await res.text()
        const where = `${ep.name} ${m.kind} ${m.field}: ${res.status} ${text.slice(0, 300)}`
        expect(res.status, where).toBe(400)
        const body = JSON.parse(text) as { error: { code: string; fields?: Record<string, string> } }
        expect(body.error.code, where).toBe('validation_failed')
        expect(Object.hasOwn(body.error.fields ?? {}, m.field), where).toBe(true)
      }),
      { numRuns: 40 },
    )
  }, 120_000)
})

describe('JSON that is not an object', () => {
  it.each(['[]', '"x"', '42', 'null', 'true'])('%s → 400, never 5xx', async (raw) => {
    for (const ep of ENDPOINTS) {
      const res = await send(ep, raw)
      expect(res.status, `${ep.name} ${raw}`).toBe(400)
    }
  })

  it('malformed JSON → 400 bad_request', async () => {
    const res = await call('/api/auth/sign-in', {
      method: 'POST',
      headers: jsonInit('POST', {}).headers,
      body: '{"email": ',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'bad_request' } })
  })

  it('bad ids in the path are named', async () => {
    for (const path of ['/api/auth/mfa/factors/not-an-id/challenge', "/api/auth/mfa/factors/1'%20OR%201=1/challenge"]) {
      const res = await call(path, jsonInit('POST', undefined, agent.authHeaders))
      expect(res.status, path).toBe(400)
      expect(((await res.json()) as { error: { fields: object } }).error.fields).toHaveProperty('id')
    }
  })
})

describe('generated valid inputs', () => {
  it('PATCH /api/auth/me with any valid full name → 200 and stored trimmed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim().length > 0),
        async (fullName) => {
          const res = await call('/api/auth/me', jsonInit('PATCH', { fullName }, bearer(agent.accessToken)))
          expect(res.status).toBe(200)
          expect(((await res.json()) as { user: { fullName: string } }).user.fullName).toBe(fullName.trim())
        },
      ),
      { numRuns: 25 },
    )
  })

  it('POST /api/auth/mfa/factors with any valid name (or none) → 201', async () => {
    const user = await createTestUser('agent')
    const s = await signInWith(user.email, user.password)
    await fc.assert(
      fc.asyncProperty(
        fc.option(
          fc.string({ minLength: 1, maxLength: 100 }).filter((x) => x.trim().length > 0),
          { nil: undefined },
        ),
        async (friendlyName) => {
          const res = await call(
            '/api/auth/mfa/factors',
            jsonInit('POST', friendlyName === undefined ? {} : { friendlyName }, s.authHeaders),
          )
          expect(res.status).toBe(201)
          const f = (await res.json()) as { id: string }
          // Keep under the per-user factor cap.
          expect(
            (await call(`/api/auth/mfa/factors/${f.id}`, jsonInit('DELETE', undefined, s.authHeaders))).status,
          ).toBe(204)
        },
      ),
      { numRuns: 15 },
    )
  })
})
