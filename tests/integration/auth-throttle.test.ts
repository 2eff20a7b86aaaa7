/**
 * Sign-in throttling without lockout (ASVS 6.3.1; docs/decisions/151): 5 attempts per account
 * and address pair and 20 per address per 15 minutes, counted before the password check; an
 * account failing from many addresses makes repeat attempts wait growing delays, while an
 * address's first attempt at it is never delayed, so its owner still signs in.
 *
 * Client address: in production only Cloudflare's CF-Connecting-IP counts (clients cannot forge
 * it; tests/integration/production-mode.test.ts proves spoofed headers do not help). Outside
 * production the test seam X-Test-Client-IP is honoured; these tests act as many clients with it.
 */
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '#shared/schemas/auth.ts'
import { rateLimitBuckets } from '#worker/db/schema/index.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { createTestUser, deleteTestAccounts, freshIp, jsonInit } from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()
afterAll(() => client.close())
afterAll(deleteTestAccounts)

const signIn = (email: string, password: string, ip: string) =>
  call('/api/auth/sign-in', jsonInit('POST', { email, password }, { [TEST_CLIENT_IP_HEADER]: ip }))

/** The parts of a response an attacker can see, minus the Date header. */
async function observable(res: Response) {
  const headers = Object.fromEntries([...res.headers].filter(([k]) => k !== 'date'))
  return { status: res.status, headers, body: await res.text() }
}

/** A sign-in and how long its answer took (headers and body). */
async function attempt(email: string, password: string, ip: string) {
  const res = await signIn(email, password, ip)
  const body = await res.text()
  return { status: res.status, res, body }
}

describe('sign-in responses do not reveal whether an account exists', () => {
  it('unknown email and wrong password: same status, headers and body', async () => {
    const user = await createTestUser('agent')
    const wrong = await observable(await signIn(user.email, 'Wrong-Password-1', freshIp()))
    const unknown = await observable(
      await signIn(`nobody-${crypto.randomUUID()}@it.brokerage.test`, 'Wrong-Password-1', freshIp()),
    )
    expect(wrong.status).toBe(401)
    expect(JSON.parse(wrong.body)).toEqual({ error: { code: 'unauthorized', message: INVALID_CREDENTIALS_MESSAGE } })
    expect(unknown).toEqual(wrong)
  })
  // That both take as long (both run the password hash) is a timing: `npm run bench --
  // sign-in-flood` measures it; worker/lib/auth/password.test.ts shows the dummy check derives once.
})

describe('per account and address', () => {
  it('attempt 6 from one address → 429 with Retry-After, even with the right password; another address signs in', async () => {
    const user = await createTestUser('agent')
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `Wrong-${i}-password`, ip)).status).toBe(401)
    for (const password of ['Wrong-again-1', user.password]) {
      const res = await signIn(user.email, password, ip)
      expect(res.status).toBe(429)
      const retryAfter = Number(res.headers.get('Retry-After'))
      expect(retryAfter).toBeGreaterThan(800)
      expect(retryAfter).toBeLessThanOrEqual(900)
      expect(await res.json()).toEqual({ error: { code: 'rate_limited', message: TOO_MANY_ATTEMPTS_MESSAGE } })
    }
    // The email is matched case-insensitively, so changing its case does not escape the limit.
    expect((await signIn(user.email.toUpperCase(), user.password, ip)).status).toBe(429)
    // No lockout: the owner at another address signs in.
    expect((await signIn(user.email, user.password, freshIp())).status).toBe(200)
  })

  it('an unknown email is throttled exactly like a real one', async () => {
    const email = `ghost-${crypto.randomUUID()}@it.brokerage.test`
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await signIn(email, 'Wrong-password-1', ip)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('a success clears the pair', async () => {
    const user = await createTestUser('agent')
    const ip = freshIp()
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, 'Wrong-password-1', ip)).status).toBe(401)
    expect((await signIn(user.email, user.password, ip)).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, 'Wrong-password-1', ip)).status).toBe(401)
    expect((await signIn(user.email, 'Wrong-password-1', ip)).status).toBe(429)
  })
})

describe('a flood against one account from many addresses', () => {
  it('slows repeat attempts with growing delays, refuses them before any password check, and the owner still signs in', async () => {
    const user = await createTestUser('agent')
    const ips = Array.from({ length: 8 }, freshIp)
    for (const ip of ips) {
      const r = await attempt(user.email, 'Wrong-password-1', ip)
      expect(r.status).toBe(401)
    }
    // 8 failures: a repeat attempt takes the account's turn, the next one waits 8 s, then 16 s.
    const turnKey = `acct-turn:${user.email.toLowerCase()}`
    const waits: number[] = []
    for (let round = 0; round < 2; round++) {
      expect((await signIn(user.email, 'Wrong-password-1', ips[0]!)).status).toBe(401)
      // The right password, refused all the same: while it waits its turn, no password is checked.
      const refused = await attempt(user.email, user.password, ips[1]!)
      expect(refused.status).toBe(429)
      expect(JSON.parse(refused.body)).toEqual({ error: { code: 'rate_limited', message: TOO_MANY_ATTEMPTS_MESSAGE } })
      waits.push(Number(refused.res.headers.get('Retry-After')))
      // Let the turn come (as if the wait had passed).
      await db
        .update(rateLimitBuckets)
        .set({ resetAt: new Date(Date.now() - 1000) })
        .where(eq(rateLimitBuckets.key, turnKey))
    }
    expect(waits[0]).toBeGreaterThanOrEqual(7)
    expect(waits[0]).toBeLessThanOrEqual(8)
    expect(waits[1]).toBeGreaterThanOrEqual(15)
    expect(waits[1]).toBeLessThanOrEqual(16)
    // The owner, from an address that has not failed, signs in with the right password at once.
    expect((await signIn(user.email, user.password, freshIp())).status).toBe(200)
  })
})

describe('per-address throttle', () => {
  it('attempt 21 from one address → 429 whatever the account; other addresses are unaffected', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) {
      expect((await signIn(`spray-${i}-${crypto.randomUUID()}@it.brokerage.test`, 'Wrong-password-1', ip)).status).toBe(
        401,
      )
    }
    const user = await createTestUser('agent')
    const blocked = await signIn(user.email, user.password, ip)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await signIn(user.email, user.password, freshIp())).status).toBe(200)
  })
})
