import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChallengeResponse, EnrolFactorResponse, FactorsResponse, SessionResponse } from '#shared/schemas/auth.ts'
import { mfaFactors } from '#worker/db/schema/index.ts'
import { totpCode } from '#worker/lib/auth/totp.ts'
import {
  bearer,
  createTestUser,
  deleteTestAccounts,
  jsonInit,
  jwtPayload,
  meStatus,
  refreshCookieFrom,
  refreshWith,
  type SignedIn,
  signInWith,
} from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()
afterAll(() => client.close())
afterAll(deleteTestAccounts)

/** A super admin of its own (demo accounts must keep working without a factor). */
let account: { userId: string; email: string; password: string }
beforeAll(async () => {
  account = await createTestUser('super_admin')
})

const enrol = (s: SignedIn | string, body: unknown = { friendlyName: 'Phone' }) =>
  call('/api/auth/mfa/factors', jsonInit('POST', body, bearer(typeof s === 'string' ? s : s.accessToken)))
const challenge = (token: string, factorId: string) =>
  call(`/api/auth/mfa/factors/${factorId}/challenge`, jsonInit('POST', undefined, bearer(token)))
const verify = (token: string, factorId: string, body: unknown) =>
  call(`/api/auth/mfa/factors/${factorId}/verify`, jsonInit('POST', body, bearer(token)))
/** An admin-only route; a nonexistent target answers 404 once access is granted. */
const adminProbe = (token: string) =>
  call(`/api/admin/users/${crypto.randomUUID()}/activate`, jsonInit('POST', undefined, bearer(token)))

async function passChallenge(token: string, factorId: string, code: string) {
  const ch = (await (await challenge(token, factorId)).json()) as ChallengeResponse
  return verify(token, factorId, { challengeId: ch.challengeId, code })
}

const at = (offsetSeconds: number) => new Date(Date.now() + offsetSeconds * 1000)

describe('TOTP enrolment, challenge and verification', () => {
  let factor: EnrolFactorResponse
  let aal2: SessionResponse
  let aal2Cookie: string

  it('enrol → an unverified factor with a secret and otpauth URI; it does not count yet', async () => {
    const s = await signInWith(account.email, account.password)
    expect(s.session.mfa).toEqual({ required: false, factors: [], setupRequired: false })
    const res = await enrol(s)
    expect(res.status).toBe(201)
    factor = (await res.json()) as EnrolFactorResponse
    expect(factor).toMatchObject({ factorType: 'totp', friendlyName: 'Phone' })
    expect(factor.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(factor.uri).toMatch(
      /^otpauth:\/\/totp\/Lakeshore%20Mortgage%20Group:super-admin-[0-9a-f]{8}%40it\.brokerage\.test\?secret=[A-Z2-7]{32}&issuer=/,
    )
    const list = (await (await call('/api/auth/mfa/factors', { headers: s.authHeaders })).json()) as FactorsResponse
    expect(list.factors).toEqual([
      expect.objectContaining({ id: factor.id, factorType: 'totp', friendlyName: 'Phone', status: 'unverified' }),
    ])
    expect(JSON.stringify(list)).not.toContain(factor.secret)
    // Only verified factors count: aal1 still reaches the admin area and sign-in asks nothing.
    expect((await adminProbe(s.accessToken)).status).toBe(404)
    const again = await signInWith(account.email, account.password)
    expect(again.session.mfa.required).toBe(false)
  })

  it('a wrong code → 400; the right one → aal2 session (new family), factor verified', async () => {
    const s = await signInWith(account.email, account.password)
    const wrongCode = (Number(await totpCode(factor.secret, new Date())) + 1) % 1_000_000
    const wrong = await passChallenge(s.accessToken, factor.id, String(wrongCode).padStart(6, '0'))
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      error: { code: 'validation_failed', message: 'Invalid TOTP code entered' },
    })

    const res = await passChallenge(s.accessToken, factor.id, await totpCode(factor.secret, new Date()))
    expect(res.status).toBe(200)
    aal2 = (await res.json()) as SessionResponse
    aal2Cookie = refreshCookieFrom(res)!
    expect(aal2.user.aal).toBe('aal2')
    expect(aal2.mfa).toEqual({
      required: false,
      factors: [{ id: factor.id, factorType: 'totp', friendlyName: 'Phone' }],
      setupRequired: false,
    })
    expect(jwtPayload(aal2.accessToken)).toMatchObject({ aal: 'aal2', mfa: true })
    expect(jwtPayload(aal2.accessToken).sid).not.toBe(jwtPayload(s.accessToken).sid)
    // The aal1 session was replaced.
    expect(await meStatus(s.accessToken)).toBe(401)
    const [row] = await db.select().from(mfaFactors).where(eq(mfaFactors.id, factor.id))
    expect(row?.status).toBe('verified')
    expect((await adminProbe(aal2.accessToken)).status).toBe(404)
  })

  it('a replayed code is refused, even with a new challenge', async () => {
    const [row] = await db.select().from(mfaFactors).where(eq(mfaFactors.id, factor.id))
    const usedCode = await totpCode(factor.secret, new Date((row!.lastUsedStep as number) * 30_000))
    const res = await passChallenge(aal2.accessToken, factor.id, usedCode)
    expect(res.status).toBe(400)
  })

  it('with a verified factor, a new aal1 session must step up before the admin area', async () => {
    const s = await signInWith(account.email, account.password)
    expect(s.session.user.aal).toBe('aal1')
    expect(s.session.mfa).toEqual({
      required: true,
      factors: [{ id: factor.id, factorType: 'totp', friendlyName: 'Phone' }],
      setupRequired: false,
    })
    const denied = await adminProbe(s.accessToken)
    expect(denied.status).toBe(403)
    expect(await denied.json()).toMatchObject({ error: { code: 'forbidden', fields: { aal: 'aal2 required' } } })
    // What the step needs stays reachable at aal1.
    expect(await meStatus(s.accessToken)).toBe(200)
    expect((await call('/api/auth/mfa/factors', { headers: s.authHeaders })).status).toBe(200)
    // …but adding or removing a factor does not.
    expect((await enrol(s)).status).toBe(403)
    expect(
      (await call(`/api/auth/mfa/factors/${factor.id}`, jsonInit('DELETE', undefined, s.authHeaders))).status,
    ).toBe(403)
    // A code of the next 30 s step (inside the ±1 window, after the last used step).
    const stepped = await passChallenge(s.accessToken, factor.id, await totpCode(factor.secret, at(30)))
    expect(stepped.status).toBe(200)
    const body = (await stepped.json()) as SessionResponse
    expect(body.user.aal).toBe('aal2')
    expect((await adminProbe(body.accessToken)).status).toBe(404)
  })

  it('refreshing an aal2 session keeps aal2', async () => {
    const res = await refreshWith(aal2Cookie)
    expect(res.status).toBe(200)
    const body = (await res.json()) as SessionResponse
    expect(body.user.aal).toBe('aal2')
    expect(body.mfa.required).toBe(false)
    expect((await adminProbe(body.accessToken)).status).toBe(404)
  })

  it("another user's factor is not found; a bad challenge id is refused", async () => {
    const other = await createTestUser('agent')
    const s = await signInWith(other.email, other.password)
    expect((await challenge(s.accessToken, factor.id)).status).toBe(404)
    expect((await verify(s.accessToken, factor.id, { challengeId: crypto.randomUUID(), code: '123456' })).status).toBe(
      404,
    )
    expect(
      (await call(`/api/auth/mfa/factors/${factor.id}`, jsonInit('DELETE', undefined, s.authHeaders))).status,
    ).toBe(404)
    const bad = await verify(aal2.accessToken, factor.id, { challengeId: crypto.randomUUID(), code: '123456' })
    expect(bad.status).toBe(404)
  })

  it('deleting the factor at aal2 → 204; sign-in no longer asks for a code', async () => {
    const res = await call(
      `/api/auth/mfa/factors/${factor.id}`,
      jsonInit('DELETE', undefined, bearer(aal2.accessToken)),
    )
    expect(res.status).toBe(204)
    const s = await signInWith(account.email, account.password)
    expect(s.session.mfa).toEqual({ required: false, factors: [], setupRequired: false })
    expect((await adminProbe(s.accessToken)).status).toBe(404)
  })

  it('TOTP guesses are limited per user (6th attempt in the window → 429)', async () => {
    const user = await createTestUser('admin')
    const s = await signInWith(user.email, user.password)
    const f = (await (await enrol(s)).json()) as EnrolFactorResponse
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await passChallenge(s.accessToken, f.id, '000000')).status)
    // (000000 could be the real code once in a million; then the first attempt would be 200.)
    expect(statuses.slice(0, 5).every((x) => x === 400)).toBe(true)
    expect(statuses[5]).toBe(429)
  })
})
