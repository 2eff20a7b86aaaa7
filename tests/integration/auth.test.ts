import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  INVALID_CREDENTIALS_MESSAGE,
  type MeResponse,
  MISSING_CREDENTIALS_MESSAGE,
  type SessionResponse,
} from '#shared/schemas/auth.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import { refreshTokens, users } from '#worker/db/schema/index.ts'
import { hashToken } from '#worker/lib/auth/refresh-token.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import {
  bearer,
  createTestUser,
  DEMO_ACCOUNTS,
  deleteTestAccounts,
  freshIp,
  jsonInit,
  jwtPayload,
  meStatus,
  refreshCookieFrom,
  refreshWith,
  signInAs,
  signInWith,
  siteOrigin,
} from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()
afterAll(() => client.close())
afterAll(deleteTestAccounts)

const COOKIE_RE = /^__Secure-rt=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/api\/auth; HttpOnly; Secure; SameSite=Strict$/
const CLEARED = '__Secure-rt=; Max-Age=0; Path=/api/auth; HttpOnly; Secure; SameSite=Strict'

const signIn = (body: unknown, ip = freshIp()) =>
  call('/api/auth/sign-in', jsonInit('POST', body, { [TEST_CLIENT_IP_HEADER]: ip }))
const tokenOf = (cookie: string) => cookie.slice('__Secure-rt='.length)

describe('POST /api/auth/sign-in', () => {
  it.each(DEMO_ACCOUNTS)(
    'signs in $role with the contract shape, an aal1 token and the refresh cookie',
    async (account) => {
      const res = await signIn({ email: account.email.toUpperCase(), password: account.password })
      expect(res.status).toBe(200)
      const body = (await res.json()) as SessionResponse
      expect(body).toMatchObject({
        tokenType: 'bearer',
        expiresIn: 600,
        user: { email: account.email, role: account.role, fullName: account.fullName, aal: 'aal1' },
        mfa: { required: false, factors: [], setupRequired: false },
      })
      expect(body.user.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(body.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(590)
      const claims = jwtPayload(body.accessToken)
      expect(claims).toMatchObject({ sub: body.user.id, role: account.role, aal: 'aal1', ver: 1, mfa: false })
      expect((claims.exp as number) - (claims.iat as number)).toBe(600)
      // Exactly one Set-Cookie, with exactly the attributes of decision 005.
      const cookies = res.headers.getSetCookie()
      expect(cookies).toHaveLength(1)
      expect(cookies[0]).toMatch(COOKIE_RE)
      // A new session is a new refresh family; its hash (never the token) is stored.
      const token = tokenOf(refreshCookieFrom(res)!)
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, await hashToken(token)))
      expect(row).toMatchObject({
        userId: body.user.id,
        familyId: claims.sid,
        parentId: null,
        aal: 'aal1',
        usedAt: null,
        revokedAt: null,
      })
      expect(JSON.stringify(row)).not.toContain(token)
    },
  )

  it('bad credentials → 401 with the spec message', async () => {
    const res = await signIn({ email: DEMO_ACCOUNTS[2].email, password: 'Not-The-Password-1' })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: INVALID_CREDENTIALS_MESSAGE } })
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it.each([
    ['no email', { password: 'x' }],
    ['no password', { email: 'a@b.test' }],
    ['empty email', { email: '  ', password: 'x' }],
    ['empty password', { email: 'a@b.test', password: '' }],
    ['nothing', {}],
    ['null email', { email: null, password: 'x' }],
  ])('%s → 400 with the auth layer message', async (_name, body) => {
    const res = await signIn(body)
    expect(res.status).toBe(400)
    const json = (await res.json()) as ApiErrorBody
    expect(json.error.code).toBe('validation_failed')
    expect(json.error.message).toBe(MISSING_CREDENTIALS_MESSAGE)
  })

  it('an unknown extra field is refused and named (strict body)', async () => {
    const res = await signIn({ email: 'a@b.test', password: 'x', role: 'super_admin' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      role: 'Unknown field',
    })
  })
})

describe('POST /api/auth/refresh', () => {
  it('rotates: new access token and cookie for the same family; the old cookie is spent', async () => {
    const session = await signInAs('agent', { fresh: true })
    const res = await refreshWith(session.cookie)
    expect(res.status).toBe(200)
    const body = (await res.json()) as SessionResponse
    expect(body.user).toMatchObject({ email: DEMO_ACCOUNTS[2].email, role: 'agent', aal: 'aal1' })
    expect(jwtPayload(body.accessToken).iat).toBeGreaterThanOrEqual(jwtPayload(session.accessToken).iat as number)
    expect(jwtPayload(body.accessToken).sid).toBe(jwtPayload(session.accessToken).sid)
    const cookies = res.headers.getSetCookie()
    expect(cookies).toHaveLength(1)
    // Max-Age counts down from the same family's 7-day idle limit (≥ 604790 s here).
    const maxAge = Number(/Max-Age=(\d+);/.exec(cookies[0]!)?.[1])
    expect(maxAge).toBeGreaterThan(604_790)
    expect(cookies[0]!.replace(/Max-Age=\d+/, 'Max-Age=604800')).toMatch(COOKIE_RE)
    expect(refreshCookieFrom(res)).not.toBe(session.cookie)
    expect(await meStatus(body.accessToken)).toBe(200)
    // Both access tokens belong to the live family, so both still work until they expire.
    expect(await meStatus(session.accessToken)).toBe(200)
  })

  it('rotate 3×, replay the first → 401 (cookie cleared) and the newest is dead too', async () => {
    const first = await signInAs('agent', { fresh: true })
    let cookie = first.cookie
    let latest: SessionResponse | null = null
    for (let i = 0; i < 3; i++) {
      const res = await refreshWith(cookie)
      expect(res.status).toBe(200)
      latest = (await res.json()) as SessionResponse
      cookie = refreshCookieFrom(res)!
    }
    // The first token was rotated a moment ago; move that past the 5 s race grace.
    await db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, await hashToken(tokenOf(first.cookie))))
    const replay = await refreshWith(first.cookie)
    expect(replay.status).toBe(401)
    expect(replay.headers.getSetCookie()).toEqual([CLEARED])
    // The whole family is revoked: the newest cookie and every access token of it are dead.
    const newest = await refreshWith(cookie)
    expect(newest.status).toBe(401)
    expect(await meStatus(latest!.accessToken)).toBe(401)
    expect(await meStatus(first.accessToken)).toBe(401)
    const family = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, String(jwtPayload(first.accessToken).sid)))
    expect(family).toHaveLength(4)
    expect(family.every((r) => r.revokedAt !== null)).toBe(true)
  })

  it('two concurrent refreshes mint one child; the loser gets 409 and nothing is revoked', async () => {
    const session = await signInAs('admin', { fresh: true })
    const results = await Promise.all([refreshWith(session.cookie), refreshWith(session.cookie)])
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409])
    const loser = results.find((r) => r.status === 409)!
    expect(await loser.json()).toMatchObject({ error: { code: 'conflict' } })
    expect(loser.headers.getSetCookie()).toEqual([])
    const [parent] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, await hashToken(tokenOf(session.cookie))))
    const children = await db.select().from(refreshTokens).where(eq(refreshTokens.parentId, parent!.id))
    expect(children).toHaveLength(1)
    // The client retries with the winner's cookie: it works.
    const winner = results.find((r) => r.status === 200)!
    expect((await refreshWith(refreshCookieFrom(winner)!)).status).toBe(200)
  })

  it("a deactivated account's cookie → 401, cookie cleared, its family revoked (the account read beside the claim)", async () => {
    const user = await createTestUser('agent')
    const session = await signInWith(user.email, user.password)
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.userId))
    const res = await refreshWith(session.cookie)
    expect(res.status).toBe(401)
    expect(res.headers.getSetCookie()).toEqual([CLEARED])
    const family = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, String(jwtPayload(session.accessToken).sid)))
    expect(family.length).toBeGreaterThan(0)
    expect(family.every((r) => r.revokedAt !== null)).toBe(true)
  })

  it('no cookie or an unknown one → 401 and the cookie is cleared', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { Cookie: '__Secure-rt=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      { Cookie: '__Secure-rt=garbage' },
    ]) {
      const res = await call('/api/auth/refresh', { method: 'POST', headers: { Origin: siteOrigin(), ...headers } })
      expect(res.status).toBe(401)
      expect(res.headers.getSetCookie()).toEqual([CLEARED])
      expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } })
    }
  })
})

describe('POST /api/auth/sign-out', () => {
  const signOut = (accessToken: string | null, scope: string | undefined, cookie?: string) =>
    call(
      '/api/auth/sign-out',
      jsonInit('POST', scope === undefined ? undefined : { scope }, {
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
        ...(cookie ? { Cookie: cookie } : {}),
      }),
    )

  it('others: every other session ends at once; this one continues and keeps its cookie', async () => {
    const user = await createTestUser('agent')
    const [a, b, c] = [
      await signInWith(user.email, user.password),
      await signInWith(user.email, user.password),
      await signInWith(user.email, user.password),
    ]
    const res = await signOut(a.accessToken, 'others')
    expect(res.status).toBe(204)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(await meStatus(a.accessToken)).toBe(200)
    expect(await meStatus(b.accessToken)).toBe(401)
    expect(await meStatus(c.accessToken)).toBe(401)
    expect((await refreshWith(b.cookie)).status).toBe(401)
    expect((await refreshWith(a.cookie)).status).toBe(200)
  })

  it('local (the default): this session ends, the cookie is cleared, other sessions continue', async () => {
    const user = await createTestUser('agent')
    const a = await signInWith(user.email, user.password)
    const b = await signInWith(user.email, user.password)
    const res = await signOut(a.accessToken, undefined, a.cookie)
    expect(res.status).toBe(204)
    expect(res.headers.getSetCookie()).toEqual([CLEARED])
    expect(await meStatus(a.accessToken)).toBe(401)
    expect((await refreshWith(a.cookie)).status).toBe(401)
    expect(await meStatus(b.accessToken)).toBe(200)
  })

  it('local with only the cookie (expired access token) still ends the session', async () => {
    const user = await createTestUser('agent')
    const a = await signInWith(user.email, user.password)
    const res = await signOut(null, 'local', a.cookie)
    expect(res.status).toBe(204)
    expect((await refreshWith(a.cookie)).status).toBe(401)
    expect(await meStatus(a.accessToken)).toBe(401)
  })

  it('global: every session ends and session_version is bumped', async () => {
    const user = await createTestUser('admin')
    const a = await signInWith(user.email, user.password)
    const b = await signInWith(user.email, user.password)
    const res = await signOut(a.accessToken, 'global')
    expect(res.status).toBe(204)
    expect(res.headers.getSetCookie()).toEqual([CLEARED])
    for (const s of [a, b]) {
      expect(await meStatus(s.accessToken)).toBe(401)
      expect((await refreshWith(s.cookie)).status).toBe(401)
    }
    const [row] = await db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, user.userId))
    expect(row?.v).toBe(2)
    const live = await db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, user.userId), isNull(refreshTokens.revokedAt)))
    expect(live).toEqual([])
    // Signing in again works and carries the new version.
    const again = await signInWith(user.email, user.password)
    expect(jwtPayload(again.accessToken).ver).toBe(2)
    expect(await meStatus(again.accessToken)).toBe(200)
  })

  it('an unknown scope is refused and named; anonymous sign-out is a harmless 204', async () => {
    const bad = await signOut(null, 'everyone')
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields)).toEqual(['scope'])
    const anon = await signOut(null, 'global')
    expect(anon.status).toBe(204)
  })
})

describe('GET and PATCH /api/auth/me', () => {
  it('GET returns the signed-in user; without a token 401', async () => {
    const agent = await signInAs('agent')
    const res = await call('/api/auth/me', { headers: agent.authHeaders })
    expect(res.status).toBe(200)
    expect(((await res.json()) as MeResponse).user).toEqual({
      id: agent.session.user.id,
      email: DEMO_ACCOUNTS[2].email,
      role: 'agent',
      fullName: DEMO_ACCOUNTS[2].fullName,
      aal: 'aal1',
    })
    expect((await call('/api/auth/me')).status).toBe(401)
  })

  it('PATCH updates the full name', async () => {
    const user = await createTestUser('agent')
    const s = await signInWith(user.email, user.password)
    const res = await call('/api/auth/me', jsonInit('PATCH', { fullName: '  New Name  ' }, s.authHeaders))
    expect(res.status).toBe(200)
    expect(((await res.json()) as MeResponse).user.fullName).toBe('New Name')
    const me = (await (await call('/api/auth/me', { headers: s.authHeaders })).json()) as MeResponse
    expect(me.user.fullName).toBe('New Name')
  })

  it('changing the password needs the current one, ends the other sessions and keeps this one', async () => {
    const user = await createTestUser('agent')
    const mine = await signInWith(user.email, user.password)
    const other = await signInWith(user.email, user.password)
    const patch = (body: unknown) => call('/api/auth/me', jsonInit('PATCH', body, mine.authHeaders))

    const without = await patch({ newPassword: 'A-brand-new-pass-1' })
    expect(without.status).toBe(400)
    expect(Object.keys(((await without.json()) as { error: { fields: object } }).error.fields)).toContain(
      'currentPassword',
    )

    const wrong = await patch({ currentPassword: 'wrong-password', newPassword: 'A-brand-new-pass-1' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      error: { fields: { currentPassword: 'Your current password is incorrect' } },
    })
    expect(await meStatus(other.accessToken)).toBe(200)

    const short = await patch({ currentPassword: user.password, newPassword: 'short' })
    expect(short.status).toBe(400)
    expect(Object.keys(((await short.json()) as { error: { fields: object } }).error.fields)).toEqual(['newPassword'])

    const ok = await patch({ currentPassword: user.password, newPassword: 'A-brand-new-pass-1' })
    expect(ok.status).toBe(200)
    expect(await meStatus(mine.accessToken)).toBe(200)
    expect(await meStatus(other.accessToken)).toBe(401)
    expect((await refreshWith(other.cookie)).status).toBe(401)
    expect((await refreshWith(mine.cookie)).status).toBe(200)

    expect((await signIn({ email: user.email, password: user.password })).status).toBe(401)
    expect((await signIn({ email: user.email, password: 'A-brand-new-pass-1' })).status).toBe(200)
  })

  it('a user without a factor reaches role routes at aal1 (bearer helper sanity)', async () => {
    const sa = await signInAs('super_admin')
    expect(sa.session.mfa).toEqual({ required: false, factors: [], setupRequired: false })
    const res = await call(
      `/api/admin/users/${crypto.randomUUID()}/activate`,
      jsonInit('POST', undefined, bearer(sa.accessToken)),
    )
    expect(res.status).toBe(404)
  })
})
