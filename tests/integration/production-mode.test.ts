/**
 * The worker as production runs it (ENVIRONMENT=production, STAFF_MFA_REQUIRED on, as
 * wrangler.toml deploys it): a second worker in workerd on the same database as the suite.
 *
 * - Client address: only CF-Connecting-IP counts (Cloudflare's edge sets it; here wrangler dev
 *   fills it with the socket's address, 127.0.0.1, playing the edge). A client that varies the
 *   headers it controls (the test seam X-Test-Client-IP, X-Forwarded-For) stays one client for
 *   the lead rate limit and the sign-in throttle (docs/decisions/022).
 * - Staff second factor (docs/decisions/005): super_admin and admin reach nothing but sign-in,
 *   enrolment and verification until they pass a TOTP factor; agents are not affected.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort } from '#scripts/lib/processes.ts'
import { startWorker, type WorkerHandle } from '#scripts/lib/worker.ts'
import {
  type ChallengeResponse,
  type EnrolFactorResponse,
  LAST_FACTOR_REQUIRED_MESSAGE,
  MFA_SETUP_REQUIRED_MESSAGE,
  type SessionResponse,
  STEP_UP_REQUIRED_MESSAGE,
} from '#shared/schemas/auth.ts'
import { rateLimitBuckets } from '#worker/db/schema/index.ts'
import { totpCode } from '#worker/lib/auth/totp.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { createTestUser, DEMO_ACCOUNTS, deleteTestAccounts } from './auth-helpers'
import { TEST_JWT_SECRET } from './global-setup'
import { testDb } from './helpers'
import { submissionOf } from './leads-fixtures'

const { db, client } = testDb()
let worker: WorkerHandle
let dir: string

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'brokerage-prod-'))
  // The PWA build when this run made one (npm test), else a one-page folder: only the API is used.
  const built = process.env.BUILD_OUT_DIR
  let assetsDir = path.join(dir, 'assets')
  if (built && existsSync(built)) assetsDir = built
  else {
    mkdirSync(assetsDir)
    writeFileSync(path.join(assetsDir, 'index.html'), '<!doctype html><title>test</title>')
  }
  worker = await startWorker({
    port: await freePort(),
    persistTo: path.join(dir, 'wrangler'),
    assetsDir,
    vars: {
      DATABASE_URL: inject('dbUrl'),
      JWT_SECRET: TEST_JWT_SECRET,
      ENVIRONMENT: 'production',
      STAFF_MFA_REQUIRED: 'true',
    },
  })
}, 120_000)

afterAll(async () => {
  await worker?.stop()
  client.close()
  rmSync(dir, { recursive: true, force: true })
  await deleteTestAccounts()
})

/** A request to the production-mode worker as a browser on its site would send it. */
function send(pathname: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Origin: worker.url, ...init.headers }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  return fetch(`${worker.url}${pathname}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
}

/** Headers a client controls, different on every request. */
function spoofed(i: number): Record<string, string> {
  return { [TEST_CLIENT_IP_HEADER]: `10.77.0.${i}`, 'X-Forwarded-For': `203.0.113.${i}, 10.0.0.1` }
}

/** The loopback client's counters (what wrangler dev's CF-Connecting-IP is here). */
const LOOPBACK_KEYS = ['rl:leads:127.0.0.1', 'ip:127.0.0.1']

describe('client address in production: spoofed headers do not make a new client', () => {
  beforeAll(async () => {
    await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, LOOPBACK_KEYS))
  })

  it('the lead rate limit (20 per 10 minutes) holds however the headers change', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 23; i++) {
      const res = await send('/api/leads', { body: submissionOf('newsletter'), headers: spoofed(i) })
      await res.body?.cancel()
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201))
    expect(statuses.slice(20)).toEqual([429, 429, 429])
    const [bucket] = await db
      .select()
      .from(rateLimitBuckets)
      .where(inArray(rateLimitBuckets.key, ['rl:leads:127.0.0.1']))
    expect(bucket?.count).toBe(23)
  })

  it('the sign-in throttle (20 per address per 15 minutes) holds however the headers change', async () => {
    // Arrange 18 attempts already made from this address (each real one costs a password hash).
    await db
      .insert(rateLimitBuckets)
      .values({ key: 'ip:127.0.0.1', count: 18, resetAt: new Date(Date.now() + 15 * 60_000) })
      .onConflictDoUpdate({ target: rateLimitBuckets.key, set: { count: 18 } })
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await send('/api/auth/sign-in', {
        body: { email: `nobody-${i}-${crypto.randomUUID()}@it.brokerage.test`, password: 'Wrong-password-1' },
        headers: spoofed(i),
      })
      await res.body?.cancel()
      statuses.push(res.status)
    }
    expect(statuses).toEqual([401, 401, 429, 429])
  })
})

// ---------------------------------------------------------------------------------------------
// Staff second factor
// ---------------------------------------------------------------------------------------------

type Session = { body: SessionResponse; token: string; cookie: string }

async function signIn(email: string, password: string): Promise<Session> {
  // A fresh address per sign-in (production honours only CF-Connecting-IP, so clear its bucket).
  await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, ['ip:127.0.0.1']))
  const res = await send('/api/auth/sign-in', { body: { email, password } })
  expect(res.status, await res.clone().text()).toBe(200)
  const body = (await res.json()) as SessionResponse
  const cookie =
    res.headers
      .getSetCookie()
      .map((l) => l.split(';')[0]!)
      .find((p) => p.startsWith('__Secure-rt=')) ?? ''
  return { body, token: body.accessToken, cookie }
}

const auth = (s: Session) => ({ Authorization: `Bearer ${s.token}` })

async function errorOf(res: Response) {
  return {
    status: res.status,
    body: (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } },
  }
}

/** Enrol a factor and pass it: the session steps up to aal2. */
async function enrolAndVerify(s: Session): Promise<{ session: Session; factor: EnrolFactorResponse }> {
  const enrol = await send('/api/auth/mfa/factors', { body: { friendlyName: 'Phone' }, headers: auth(s) })
  expect(enrol.status, await enrol.clone().text()).toBe(201)
  const factor = (await enrol.json()) as EnrolFactorResponse
  const challenge = (await (
    await send(`/api/auth/mfa/factors/${factor.id}/challenge`, { method: 'POST', headers: auth(s) })
  ).json()) as ChallengeResponse
  const verify = await send(`/api/auth/mfa/factors/${factor.id}/verify`, {
    body: { challengeId: challenge.challengeId, code: await totpCode(factor.secret, new Date()) },
    headers: auth(s),
  })
  expect(verify.status, await verify.clone().text()).toBe(200)
  const body = (await verify.json()) as SessionResponse
  return { session: { body, token: body.accessToken, cookie: s.cookie }, factor }
}

describe('staff second factor required (STAFF_MFA_REQUIRED, on in production)', () => {
  it('the demo admin and super admin sign in with a password and are told to set up a factor; admin routes answer 403', async () => {
    for (const role of ['super_admin', 'admin'] as const) {
      const account = DEMO_ACCOUNTS.find((a) => a.role === role)!
      const s = await signIn(account.email, account.password)
      expect(s.body.user.aal).toBe('aal1')
      expect(s.body.mfa).toEqual({ required: false, factors: [], setupRequired: true })
      const route = role === 'super_admin' ? '/api/admin/users/agents' : '/api/sync/leads'
      const refused = await errorOf(await send(route, { headers: auth(s) }))
      expect(refused).toEqual({
        status: 403,
        body: {
          error: { code: 'forbidden', message: MFA_SETUP_REQUIRED_MESSAGE, fields: { aal: 'Set up a second factor' } },
        },
      })
      // What the second step needs stays reachable.
      expect((await send('/api/auth/me', { headers: auth(s) })).status).toBe(200)
      expect((await send('/api/auth/mfa/factors', { headers: auth(s) })).status).toBe(200)
    }
  })

  it('agents are not affected', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === 'agent')!
    const s = await signIn(account.email, account.password)
    expect(s.body.mfa.setupRequired).toBe(false)
    expect((await send('/api/sync/leads', { headers: auth(s) })).status).toBe(200)
  })

  it('a super admin who enrols and passes a factor reaches the admin routes; signing in again asks for the code', async () => {
    const user = await createTestUser('super_admin')
    const first = await signIn(user.email, user.password)
    expect(first.body.mfa.setupRequired).toBe(true)
    const { session, factor } = await enrolAndVerify(first)
    expect(session.body.user.aal).toBe('aal2')
    expect(session.body.mfa.setupRequired).toBe(false)
    expect((await send('/api/admin/users/agents', { headers: auth(session) })).status).toBe(200)

    const again = await signIn(user.email, user.password)
    expect(again.body.mfa).toEqual({
      required: true,
      factors: [{ id: factor.id, factorType: 'totp', friendlyName: 'Phone' }],
      setupRequired: false,
    })
    const stepUp = await errorOf(await send('/api/admin/users/agents', { headers: auth(again) }))
    expect(stepUp.status).toBe(403)
    expect(stepUp.body.error.message).toBe(STEP_UP_REQUIRED_MESSAGE)
    // Enrolling another factor is not a way around the first one.
    expect((await send('/api/auth/mfa/factors', { body: {}, headers: auth(again) })).status).toBe(403)
  })

  it('the last verified factor of an admin cannot be removed (409); with a second one it can', async () => {
    const user = await createTestUser('admin')
    const { session, factor } = await enrolAndVerify(await signIn(user.email, user.password))
    const refused = await errorOf(
      await send(`/api/auth/mfa/factors/${factor.id}`, { method: 'DELETE', headers: auth(session) }),
    )
    expect(refused).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: LAST_FACTOR_REQUIRED_MESSAGE } },
    })

    // An unverified second factor does not count; once verified, the first may go.
    const second = (await (
      await send('/api/auth/mfa/factors', { body: { friendlyName: 'Tablet' }, headers: auth(session) })
    ).json()) as EnrolFactorResponse
    expect(
      (await send(`/api/auth/mfa/factors/${factor.id}`, { method: 'DELETE', headers: auth(session) })).status,
    ).toBe(409)
    const challenge = (await (
      await send(`/api/auth/mfa/factors/${second.id}/challenge`, { method: 'POST', headers: auth(session) })
    ).json()) as ChallengeResponse
    const verified = await send(`/api/auth/mfa/factors/${second.id}/verify`, {
      body: { challengeId: challenge.challengeId, code: await totpCode(second.secret, new Date()) },
      headers: auth(session),
    })
    expect(verified.status).toBe(200)
    const stepped = (await verified.json()) as SessionResponse
    expect(
      (
        await send(`/api/auth/mfa/factors/${factor.id}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${stepped.accessToken}` },
        })
      ).status,
    ).toBe(204)
  })
})
