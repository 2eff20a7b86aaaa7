import { describe, expect, it } from 'vitest'
import { at } from '#tests/support/auth-clock.ts'
import { createMemoryCounterStore, type MemoryCounterStore } from '#tests/support/auth-memory-stores.ts'
import {
  accountDelaySeconds,
  accountKey,
  accountTurnKey,
  consumeSignInAttempt,
  consumeTotpAttempt,
  ipKey,
  normalizeIp,
  pairKey,
  recordSignInFailure,
  recordSignInSuccess,
  recordTotpSuccess,
  SIGN_IN_THROTTLE,
  TOTP_THROTTLE,
} from './throttle'

describe('policy', () => {
  it('is 5 per account and address and 20 per address per 15 minutes, delays per account; 5 TOTP codes', () => {
    expect(SIGN_IN_THROTTLE).toEqual({
      pair: { limit: 5, windowSeconds: 900 },
      ip: { limit: 20, windowSeconds: 900 },
      account: { freeFailures: 5, windowSeconds: 900, firstDelaySeconds: 1, maxDelaySeconds: 60 },
    })
    expect(TOTP_THROTTLE).toEqual({ limit: 5, windowSeconds: 900 })
  })

  it('keys accounts by trimmed lower-case email and addresses by IP', () => {
    expect(accountKey('  Jane.Doe@Example.CA ')).toBe('acct:jane.doe@example.ca')
    expect(accountTurnKey('Jane.Doe@Example.CA')).toBe('acct-turn:jane.doe@example.ca')
    expect(pairKey(' Jane@Example.CA', '203.0.113.7')).toBe('pair:jane@example.ca|203.0.113.7')
    expect(ipKey('203.0.113.7')).toBe('ip:203.0.113.7')
  })

  it('delays double from the sixth failure and stop growing at a minute', () => {
    expect([0, 4, 5, 6, 7, 8, 10, 11, 12, 40].map((n) => accountDelaySeconds(n))).toEqual([
      0, 0, 1, 2, 4, 8, 32, 60, 60, 60,
    ])
  })
})

const jane = 'jane@example.ca'

/** One attempt that fails (the password check ran and was wrong), as the sign-in route does. */
async function failAttempt(store: MemoryCounterStore, ip: string, now: Date) {
  const d = await consumeSignInAttempt(store, { email: jane, ip }, now)
  if (d.allowed) await recordSignInFailure(store, { email: jane }, now)
  return d
}

describe('per account and address', () => {
  it('blocks attempt 6 from one address with Retry-After to the window end; another address is unaffected', async () => {
    const store = createMemoryCounterStore()
    for (let i = 1; i <= 5; i++) {
      const d = await consumeSignInAttempt(store, { email: jane, ip: '198.51.100.1' }, at(i * 10))
      expect(d, `attempt ${i}`).toEqual({ allowed: true })
    }
    expect(await consumeSignInAttempt(store, { email: 'JANE@example.ca', ip: '198.51.100.1' }, at(60))).toEqual({
      allowed: false,
      retryAfterSeconds: 850, // window 10→910 s
      scopes: ['pair'],
    })
    // The same account from a new address: its first attempt there.
    expect(await consumeSignInAttempt(store, { email: jane, ip: '203.0.113.250' }, at(61))).toEqual({ allowed: true })
  })

  it('unblocks when the window ends, and Retry-After counts down', async () => {
    const store = createMemoryCounterStore()
    for (let i = 0; i < 5; i++) await consumeSignInAttempt(store, { email: jane, ip: '198.51.100.1' }, at(0))
    expect(await consumeSignInAttempt(store, { email: jane, ip: '198.51.100.1' }, at(600))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 300,
    })
    expect(await consumeSignInAttempt(store, { email: jane, ip: '198.51.100.1' }, at(899.5))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    })
    expect(await consumeSignInAttempt(store, { email: jane, ip: '198.51.100.1' }, at(900))).toEqual({ allowed: true })
  })

  it('a success clears the pair; without it the pair keeps counting', async () => {
    const store = createMemoryCounterStore()
    const attempt = (s: number) => consumeSignInAttempt(store, { email: jane, ip: '198.51.100.1' }, at(s))
    for (let i = 1; i <= 5; i++) expect((await attempt(i)).allowed).toBe(true)
    await recordSignInSuccess(store, { email: 'Jane@Example.ca', ip: '198.51.100.1' })
    for (let i = 6; i <= 10; i++) expect((await attempt(i)).allowed, `attempt ${i}`).toBe(true)
    expect((await attempt(11)).allowed).toBe(false)
  })
})

describe('per address', () => {
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
    await recordSignInSuccess(store, { email: 'user1@example.ca', ip: '192.0.2.9' })
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
    for (let i = 0; i < 15; i++)
      await consumeSignInAttempt(store, { email: `u${i}@example.ca`, ip: '192.0.2.1' }, at(0))
    for (let i = 0; i < 5; i++) await consumeSignInAttempt(store, { email: jane, ip: '192.0.2.1' }, at(100))
    expect(await consumeSignInAttempt(store, { email: jane, ip: '192.0.2.1' }, at(200))).toEqual({
      allowed: false,
      retryAfterSeconds: 800, // the pair's window started at 100 → ends at 1000
      scopes: ['pair', 'ip'],
    })
  })
})

describe('an account under a flood from many addresses: growing delays, never a lock', () => {
  it("repeat attempts wait 1, 2, 4 … s for the account's turn after 5 failures; first attempts never wait", async () => {
    const store = createMemoryCounterStore()
    const ips = Array.from({ length: 8 }, (_, i) => `198.51.100.${i + 1}`)
    // Each address's first try: never delayed (8 failures).
    for (const ip of ips) expect(await failAttempt(store, ip, at(0))).toEqual({ allowed: true })
    // Repeat tries: failures 8 → the next turn 8 s later, then 16 s, then 32 s.
    let t = 0
    const waits: number[] = []
    for (let round = 0; round < 3; round++) {
      expect((await failAttempt(store, ips[0]!, at(t))).allowed, `round ${round}`).toBe(true)
      const refused = await failAttempt(store, ips[1]!, at(t))
      expect(refused).toMatchObject({ allowed: false, scopes: ['account'] })
      const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds
      waits.push(wait)
      t += wait
    }
    expect(waits).toEqual([8, 16, 32])
    // The owner, from an address that has not tried this account, is not delayed.
    expect(await consumeSignInAttempt(store, { email: jane, ip: '203.0.113.9' }, at(t))).toEqual({ allowed: true })
  })

  it('a success ends the delays', async () => {
    const store = createMemoryCounterStore()
    for (let i = 0; i < 10; i++) await failAttempt(store, `198.51.100.${i + 1}`, at(0))
    expect((await failAttempt(store, '198.51.100.1', at(1))).allowed).toBe(true)
    expect((await failAttempt(store, '198.51.100.2', at(1))).allowed).toBe(false)
    await recordSignInSuccess(store, { email: jane, ip: '203.0.113.9' })
    expect((await failAttempt(store, '198.51.100.2', at(2))).allowed).toBe(true)
  })

  it('a parallel burst of repeat attempts gets exactly one turn', async () => {
    const store = createMemoryCounterStore()
    const ips = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 1}`)
    for (const ip of ips) await failAttempt(store, ip, at(0))
    const results = await Promise.all(ips.map((ip) => consumeSignInAttempt(store, { email: jane, ip }, at(1))))
    expect(results.filter((r) => r.allowed)).toHaveLength(1)
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
