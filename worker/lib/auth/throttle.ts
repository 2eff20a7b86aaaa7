/**
 * Sign-in throttling policy (ASVS 6.3.1), over an injected fixed-window counter store.
 *
 * Flow for a sign-in route:
 *   1. `consumeSignInAttempt(store, { email, ip }, now)` BEFORE checking the password.
 *      Counting first (atomic increment, then compare) means a burst of parallel requests
 *      cannot slip past a check-then-record gap, and a blocked attempt never runs scrypt, so
 *      the attacker learns nothing about the password on attempt N+1.
 *      Not allowed → 429 with `Retry-After: retryAfterSeconds`.
 *   2. Wrong password or unknown email → 401 (same body either way; nothing else to record:
 *      the attempt was already counted).
 *   3. Success → `recordSignInSuccess(store, { email })` clears the account counter.
 *      The per-IP counter is not cleared, so a successful sign-in to one account does not
 *      reset a spray across many; the IP limit is sized so an office behind one address is
 *      never near it (sessions last days, sign-ins are rare).
 *
 * Keys: `acct:<email trimmed, lowercased>` (whether or not the account exists, so unknown and
 * known emails behave alike) and `ip:<address>` (IPv6 collapsed to its /64, IPv4-mapped IPv6
 * to IPv4, since one client usually controls a whole /64).
 */

export interface CounterStore {
  /**
   * Atomically add one to the counter for `key` and return the new count and the end of its
   * window; a counter whose window has ended starts again at 1 with resetAt = now + window.
   * (`rate_limit_buckets`: one INSERT … ON CONFLICT DO UPDATE … RETURNING.)
   */
  hit(key: string, windowSeconds: number, now: Date): Promise<{ count: number; resetAt: Date }>
  reset(key: string): Promise<void>
}

export type ThrottleRule = { readonly limit: number; readonly windowSeconds: number }

/** The policy, as data. */
export const SIGN_IN_THROTTLE = Object.freeze({
  /** Attempts per account (failures; a success clears it). */
  account: Object.freeze({ limit: 5, windowSeconds: 15 * 60 }),
  /** Attempts per client address, across all accounts. */
  ip: Object.freeze({ limit: 20, windowSeconds: 15 * 60 }),
}) satisfies Record<'account' | 'ip', ThrottleRule>

/** TOTP code attempts per user (6 digits: keep guesses far below 10^6 / window). */
export const TOTP_THROTTLE: ThrottleRule = Object.freeze({ limit: 5, windowSeconds: 15 * 60 })

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; scopes: string[] }

export type ThrottleCheck = { scope: string; key: string; rule: ThrottleRule }

export function accountKey(email: string): string {
  return `acct:${email.trim().toLowerCase().slice(0, 320)}`
}

export function ipKey(ip: string | null | undefined): string {
  return `ip:${normalizeIp(ip)}`
}

export function totpKey(userId: string): string {
  return `totp:${userId}`
}

/** Count one attempt against every check; blocked when any counter is over its limit. */
export async function consumeAttempt(
  store: CounterStore,
  checks: ThrottleCheck[],
  now: Date,
): Promise<ThrottleDecision> {
  const hits = await Promise.all(checks.map((c) => store.hit(c.key, c.rule.windowSeconds, now)))
  let retryAfterSeconds = 0
  const scopes: string[] = []
  checks.forEach((check, i) => {
    const { count, resetAt } = hits[i] as { count: number; resetAt: Date }
    if (count > check.rule.limit) {
      scopes.push(check.scope)
      retryAfterSeconds = Math.max(
        retryAfterSeconds,
        Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
      )
    }
  })
  return scopes.length === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds, scopes }
}

export function consumeSignInAttempt(
  store: CounterStore,
  input: { email: string; ip: string | null | undefined },
  now: Date,
  policy: typeof SIGN_IN_THROTTLE = SIGN_IN_THROTTLE,
): Promise<ThrottleDecision> {
  return consumeAttempt(
    store,
    [
      { scope: 'account', key: accountKey(input.email), rule: policy.account },
      { scope: 'ip', key: ipKey(input.ip), rule: policy.ip },
    ],
    now,
  )
}

export function recordSignInSuccess(store: CounterStore, input: { email: string }): Promise<void> {
  return store.reset(accountKey(input.email))
}

export function consumeTotpAttempt(
  store: CounterStore,
  userId: string,
  now: Date,
  rule: ThrottleRule = TOTP_THROTTLE,
): Promise<ThrottleDecision> {
  return consumeAttempt(store, [{ scope: 'totp', key: totpKey(userId), rule }], now)
}

export function recordTotpSuccess(store: CounterStore, userId: string): Promise<void> {
  return store.reset(totpKey(userId))
}

// ---- address normalisation ----

function parseIpv4(s: string): number[] | null {
  const parts = s.split('.')
  if (parts.length !== 4) return null
  const out: number[] = []
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null
    const n = Number(part)
    if (n > 255) return null
    out.push(n)
  }
  return out
}

function parseIpv6(input: string): number[] | null {
  let s = input
  const lastColon = s.lastIndexOf(':')
  if (lastColon === -1) return null
  const last = s.slice(lastColon + 1)
  if (last.includes('.')) {
    const v4 = parseIpv4(last)
    if (!v4) return null
    const [a, b, c, d] = v4 as [number, number, number, number]
    s = `${s.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = s.split('::')
  if (halves.length > 2) return null
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  const head = groups(halves[0])
  const tail = groups(halves[1])
  if (![...head, ...tail].every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return null
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0
  if (halves.length === 2 ? fill < 1 : head.length !== 8) return null
  return [...head, ...Array<string>(fill).fill('0'), ...tail].map((g) => parseInt(g, 16))
}

/** Canonical form for throttling keys: IPv4 as is, IPv6 as its /64, anything else 'unknown'. */
export function normalizeIp(ip: string | null | undefined): string {
  if (!ip) return 'unknown'
  let s = ip.trim()
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1)
  const zone = s.indexOf('%')
  if (zone !== -1) s = s.slice(0, zone)
  const v4 = parseIpv4(s)
  if (v4) return v4.join('.')
  const v6 = parseIpv6(s)
  if (!v6) return 'unknown'
  const [g0, g1, g2, g3, g4, g5, g6, g7] = v6 as [number, number, number, number, number, number, number, number]
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.')
  }
  return `${[g0, g1, g2, g3].map((g) => g.toString(16)).join(':')}::/64`
}
