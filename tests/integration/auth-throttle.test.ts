/**
 * Sign-in throttling (ASVS 6.3.1; docs/decisions/005): 5 attempts per account and 20 per client
 * address per 15 minutes, counted before the password check.
 *
 * Client address: in production only Cloudflare's CF-Connecting-IP counts (clients cannot forge
 * it; tests/integration/production-mode.test.ts proves spoofed headers do not help). Outside
 * production the test seam X-Test-Client-IP is honoured; these tests act as many clients with it.
 */
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
})

describe('per-account throttle', () => {
  it('failure 6 on one account → 429 with Retry-After, even from a new address and with the right password', async () => {
    const user = await createTestUser('agent')
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `Wrong-${i}-password`, freshIp())).status).toBe(401)
    for (const password of ['Wrong-again-1', user.password]) {
      const res = await signIn(user.email, password, freshIp())
      expect(res.status).toBe(429)
      const retryAfter = Number(res.headers.get('Retry-After'))
      expect(retryAfter).toBeGreaterThan(800)
      expect(retryAfter).toBeLessThanOrEqual(900)
      expect(await res.json()).toEqual({ error: { code: 'rate_limited', message: TOO_MANY_ATTEMPTS_MESSAGE } })
    }
    // The email is matched case-insensitively, so changing its case does not escape the limit.
    expect((await signIn(user.email.toUpperCase(), user.password, freshIp())).status).toBe(429)
    // When the window ends the account signs in again (window moved into the past here).
    await db.delete(rateLimitBuckets)
    expect((await signIn(user.email, user.password, freshIp())).status).toBe(200)
  })

  it('an unknown email is throttled exactly like a real one', async () => {
    const email = `ghost-${crypto.randomUUID()}@it.brokerage.test`
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await signIn(email, 'Wrong-password-1', freshIp())).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('a success clears the account counter', async () => {
    const user = await createTestUser('agent')
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, 'Wrong-password-1', freshIp())).status).toBe(401)
    expect((await signIn(user.email, user.password, freshIp())).status).toBe(200)
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, 'Wrong-password-1', freshIp())).status).toBe(401)
    expect((await signIn(user.email, 'Wrong-password-1', freshIp())).status).toBe(429)
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
    // The same account from another address is fine (its own counter was only at 1).
    expect((await signIn(user.email, user.password, freshIp())).status).toBe(200)
  })
})
