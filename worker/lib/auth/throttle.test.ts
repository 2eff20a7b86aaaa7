import { describe, expect, it } from 'vitest'
import { createMemoryCounterStore } from '#tests/support/auth-memory-stores.ts'
import {
  accountKey,
  consumeSignInAttempt,
  consumeTotpAttempt,
  ipKey,
  normalizeIp,
  recordSignInSuccess,
  recordTotpSuccess,
  SIGN_IN_THROTTLE,
  TOTP_THROTTLE,
} from './throttle'

const T0 = new Date('2026-03-01T12:00:00Z')
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)

describe('policy', () => {
  it('is 5 per account and 20 per IP per 15 minutes; 5 TOTP codes per user per 15 minutes', () => {
    expect(SIGN_IN_THROTTLE).toEqual({
      account: { limit: 5, windowSeconds: 900 },
      ip: { limit: 20, windowSeconds: 900 },
    })
    expect(TOTP_THROTTLE).toEqual({ limit: 5, windowSeconds: 900 })
  })

  it('keys accounts by trimmed lower-case email and addresses by IP', () => {
    expect(accountKey('  Jane.Doe@Example.CA ')).toBe('acct:jane.doe@example.ca')
    expect(ipKey('203.0.113.7')).toBe('ip:203.0.113.7')
  })
})

describe('sign-in throttling', () => {
  it('blocks failure N+1 on one account even from a new IP, with Retry-After', async () => {
    const store = createMemoryCounterStore()
    for (let i = 1; i <= 5; i++) {
      const d = await consumeSignInAttempt(store, { email: 'jane@example.ca', ip: `198.51.100.${i}` }, at(i * 10))
      expect(d, `attempt ${i}`).toEqual({ allowed: true })
    }
    const blocked = await consumeSignInAttempt(store, { email: 'JANE@example.ca', ip: '203.0.113.250' }, at(60))
    expect(blocked).toEqual({ allowed: false, retryAfterSeconds: 850, scopes: ['account'] }) // window 10→910 s
    // Another account from the same new IP is unaffected.
    expect(await consumeSignInAttempt(store, { email: 'bob@example.ca', ip: '203.0.113.250' }, at(61))).toEqual({
      allowed: true,
    })
  })

  it('unlocks when the window ends, and Retry-After counts down', async () => {
    const store = createMemoryCounterStore()
    for (let i = 0; i < 5; i++)
      await consumeSignInAttempt(store, { email: 'jane@example.ca', ip: '198.51.100.1' }, at(0))
    expect(await consumeSignInAttempt(store, { email: 'jane@example.ca', ip: '198.51.100.1' }, at(600))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 300,
    })
    expect(
      await consumeSignInAttempt(store, { email: 'jane@example.ca', ip: '198.51.100.1' }, at(899.5)),
    ).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    })
    expect(await consumeSignInAttempt(store, { email: 'jane@example.ca', ip: '198.51.100.1' }, at(900))).toEqual({
      allowed: true,
    })
  })

  it('a success resets the account counter', async () => {
    const store = createMemoryCounterStore()
    const attempt = (s: number) =>
      consumeSignInAttempt(store, { email: 'jane@example.ca', ip: `198.51.100.${s}` }, at(s))
    for (let i = 1; i <= 4; i++) expect((await attempt(i)).allowed).toBe(true) // four wrong passwords
    expect((await attempt(5)).allowed).toBe(true) // the right one
    await recordSignInSuccess(store, { email: 'Jane@Example.ca' })
    for (let i = 6; i <= 10; i++) expect((await attempt(i)).allowed, `attempt ${i}`).toBe(true)
    expect((await attempt(11)).allowed).toBe(false)
  })

  it('without a success the counter keeps counting (control for the reset test)', async () => {
    const store = createMemoryCounterStore()
    const attempt = (s: number) =>
      consumeSignInAttempt(store, { email: 'jane@example.ca', ip: `198.51.100.${s}` }, at(s))
    for (let i = 1; i <= 5; i++) expect((await attempt(i)).allowed).toBe(true)
    expect((await attempt(6)).allowed).toBe(false)
  })

  it('limits one IP across many accounts', async () => {
    const store = createMemoryCounterStore()
    for (let i = 1; i <= 20; i++) {
      expect(
        (await consumeSignInAttempt(store, { email: `user${i}@example.ca`, ip: '192.0.2.9' }, at(i))).allowed,
      ).toBe(true)
    }
    expect(await consumeSignInAttempt(store, { email: 'user21@example.ca', ip: '192.0.2.9' }, at(30))).toEqual({
      allowed: false,
      retryAfterSeconds: 871, // window 1→901 s, now 30 s
      scopes: ['ip'],
    })
    // A success on one account does not clear the IP counter.
    await recordSignInSuccess(store, { email: 'user1@example.ca' })
    expect((await consumeSignInAttempt(store, { email: 'user1@example.ca', ip: '192.0.2.9' }, at(31))).allowed).toBe(
      false,
    )
    // Other addresses are unaffected.
    expect((await consumeSignInAttempt(store, { email: 'user22@example.ca', ip: '192.0.2.10' }, at(32))).allowed).toBe(
      true,
    )
  })

  it('counts a whole IPv6 /64 as one client', async () => {
    const store = createMemoryCounterStore()
    for (let i = 1; i <= 20; i++) {
      const ip = `2001:db8:abcd:12:${i.toString(16)}::${i}`
      expect((await consumeSignInAttempt(store, { email: `u${i}@example.ca`, ip }, at(i))).allowed).toBe(true)
    }
    const d = await consumeSignInAttempt(
      store,
      { email: 'u99@example.ca', ip: '2001:db8:abcd:12:ffff:ffff:ffff:ffff' },
      at(25),
    )
    expect(d).toMatchObject({ allowed: false, scopes: ['ip'] })
  })

  it('reports both scopes and the longer wait when both are over', async () => {
    const store = createMemoryCounterStore()
    for (let i = 0; i < 20; i++)
      await consumeSignInAttempt(store, { email: `u${i}@example.ca`, ip: '192.0.2.1' }, at(0))
    for (let i = 0; i < 5; i++)
      await consumeSignInAttempt(store, { email: 'jane@example.ca', ip: '192.0.2.2' }, at(100))
    expect(await consumeSignInAttempt(store, { email: 'jane@example.ca', ip: '192.0.2.1' }, at(200))).toEqual({
      allowed: false,
      retryAfterSeconds: 800, // account window started at 100 → ends at 1000
      scopes: ['account', 'ip'],
    })
  })

  it('a parallel burst on one account lets exactly the limit through', async () => {
    const store = createMemoryCounterStore()
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        consumeSignInAttempt(store, { email: 'jane@example.ca', ip: `198.51.100.${i}` }, at(0)),
      ),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(SIGN_IN_THROTTLE.account.limit)
  })
})

describe('TOTP throttling', () => {
  it('blocks the 6th code attempt per user; a success resets', async () => {
    const store = createMemoryCounterStore()
    for (let i = 0; i < 5; i++) expect((await consumeTotpAttempt(store, 'user-1', at(i))).allowed).toBe(true)
    expect(await consumeTotpAttempt(store, 'user-1', at(10))).toEqual({
      allowed: false,
      retryAfterSeconds: 890,
      scopes: ['totp'],
    })
    expect((await consumeTotpAttempt(store, 'user-2', at(10))).allowed).toBe(true)
    await recordTotpSuccess(store, 'user-1')
    expect((await consumeTotpAttempt(store, 'user-1', at(11))).allowed).toBe(true)
  })
})

describe('normalizeIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['[2001:db8::1]', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    ['not-an-ip', 'unknown'],
    ['256.1.1.1', 'unknown'],
    ['01.2.3.4', 'unknown'],
    ['1.2.3', 'unknown'],
    ['1:2:3:4:5:6:7', 'unknown'],
    ['1:2:3:4:5:6:7:8:9', 'unknown'],
    ['1::2::3', 'unknown'],
    ['12345::1', 'unknown'],
    ['1:2:3:4:5:6:7::8', 'unknown'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeIp(input)).toBe(expected)
  })
})
