/**
 * Sign-in throttling without lockout (ASVS 6.3.1; OWASP's authentication guidance), over an
 * injected fixed-window counter store.
 *
 * Three limits, none of which can shut an account's owner out:
 *   - per account and address pair: 5 attempts per 15 minutes (the guesser at one address);
 *   - per address: 20 attempts per 15 minutes, whatever the accounts (a spray from one address);
 *   - per account, across addresses: after 5 failures in 15 minutes each further attempt from an
 *     address that has already tried this account waits a growing delay (1 s, 2 s, 4 s … 60 s)
 *     for the account's next turn; a turn is claimed atomically, so a parallel flood gets one.
 *     An address's first attempt at the account is not delayed, so the owner, from an address
 *     that has not failed, signs in with the right password however long a flood goes on.
 *
 * Flow for a sign-in route:
 *   1. `consumeSignInAttempt(store, { email, ip }, now)` BEFORE checking the password. The pair
 *      and address counters are incremented first (atomic increment, then compare), so a
 *      parallel burst cannot slip past a check-then-record gap, and a refused attempt never
 *      runs scrypt: it answers at once. Not allowed → 429 with `Retry-After`.
 *   2. Wrong password or unknown email → `recordSignInFailure(store, { email }, now)` and 401
 *      (same body either way).
 *   3. Success → `recordSignInSuccess(store, { email, ip })` clears the account's failures, its
 *      turn and this pair. The address counter is not cleared, so a success on one account does
 *      not reset a spray across many; its limit is sized so an office behind one address is
 *      never near it (sessions last days, sign-ins are rare).
 *
 * Keys use the e-mail whether or not the account exists, so unknown and known e-mails behave
 * alike: `acct:<email trimmed, lowercased>` (failures), `acct-turn:<email>` (the next turn),
 * `pair:<email>|<address>` and `ip:<address>` (IPv6 collapsed to its /64, IPv4-mapped IPv6 to
 * IPv4, since one client usually controls a whole /64).
 */

export interface CounterStore {
  /**
   * Atomically add one to the counter for `key` and return the new count and the end of its
   * window; a counter whose window has ended starts again at 1 with resetAt = now + window.
   * (`rate_limit_buckets`: one INSERT … ON CONFLICT DO UPDATE … RETURNING.)
   */
  hit(key: string, windowSeconds: number, now: Date): Promise<{ count: number; resetAt: Date }>
  /** The count of `key` in its current window (0 when there is none or it has ended). */
  peek(key: string, now: Date): Promise<number>
  /**
   * Take the turn `key` guards when its time has come (no row, or `resetAt` passed): the next
   * turn is then `waitSeconds` away. Atomic: of parallel callers exactly one takes a free turn.
   * Otherwise answers when the next turn comes.
   */
  claim(key: string, waitSeconds: number, now: Date): Promise<{ claimed: true } | { claimed: false; resetAt: Date }>
  reset(key: string): Promise<void>
}

export type ThrottleRule = { readonly limit: number; readonly windowSeconds: number }

/** How an account's attempts slow down once it has failed `freeFailures` times in a window. */
export type AccountDelayRule = {
  readonly freeFailures: number
  readonly windowSeconds: number
  readonly firstDelaySeconds: number
  readonly maxDelaySeconds: number
}

/** The policy, as data. */
export const SIGN_IN_THROTTLE = Object.freeze({
  /** Attempts per account and address (a success clears it). */
  pair: Object.freeze({ limit: 5, windowSeconds: 15 * 60 }),
  /** Attempts per client address, across all accounts. */
  ip: Object.freeze({ limit: 20, windowSeconds: 15 * 60 }),
  /** Growing delays per account, across addresses (never a lock). */
  account: Object.freeze({ freeFailures: 5, windowSeconds: 15 * 60, firstDelaySeconds: 1, maxDelaySeconds: 60 }),
}) satisfies { pair: ThrottleRule; ip: ThrottleRule; account: AccountDelayRule }

/** TOTP code attempts per user (6 digits: keep guesses far below 10^6 / window). */
export const TOTP_THROTTLE: ThrottleRule = Object.freeze({ limit: 5, windowSeconds: 15 * 60 })

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; scopes: string[] }

export type ThrottleCheck = { scope: string; key: string; rule: ThrottleRule }

function normalEmail(email: string): string {
  return email.trim().toLowerCase().slice(0, 320)
}

export function accountKey(email: string): string {
  return `acct:${normalEmail(email)}`
}

export function accountTurnKey(email: string): string {
  return `acct-turn:${normalEmail(email)}`
}

export function pairKey(email: string, ip: string | null | undefined): string {
  return `pair:${normalEmail(email)}|${normalizeIp(ip)}`
}

export function ipKey(ip: string | null | undefined): string {
  return `ip:${normalizeIp(ip)}`
}

export function totpKey(userId: string): string {
  return `totp:${userId}`
}

function secondsUntil(when: Date, now: Date): number {
  return Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 1000))
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
      retryAfterSeconds = Math.max(retryAfterSeconds, secondsUntil(resetAt, now))
    }
  })
  return scopes.length === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds, scopes }
}

/** The wait before an account's next turn after `failures` failures in its window. */
export function accountDelaySeconds(failures: number, rule: AccountDelayRule = SIGN_IN_THROTTLE.account): number {
  if (failures < rule.freeFailures) return 0
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** (failures - rule.freeFailures))
}

export async function consumeSignInAttempt(
  store: CounterStore,
  input: { email: string; ip: string | null | undefined },
  now: Date,
  policy: typeof SIGN_IN_THROTTLE = SIGN_IN_THROTTLE,
): Promise<ThrottleDecision> {
  const [pair, ip] = await Promise.all([
    store.hit(pairKey(input.email, input.ip), policy.pair.windowSeconds, now),
    store.hit(ipKey(input.ip), policy.ip.windowSeconds, now),
  ])
  const scopes: string[] = []
  let retryAfterSeconds = 0
  for (const [scope, hit, rule] of [
    ['pair', pair, policy.pair],
    ['ip', ip, policy.ip],
  ] as const) {
    if (hit.count > rule.limit) {
      scopes.push(scope)
      retryAfterSeconds = Math.max(retryAfterSeconds, secondsUntil(hit.resetAt, now))
    }
  }
  if (scopes.length > 0) return { allowed: false, retryAfterSeconds, scopes }
  // An address's first try at this account is never delayed: the owner always gets in.
  if (pair.count === 1) return { allowed: true }
  const failures = await store.peek(accountKey(input.email), now)
  const delay = accountDelaySeconds(failures, policy.account)
  if (delay === 0) return { allowed: true }
  const turn = await store.claim(accountTurnKey(input.email), delay, now)
  if (turn.claimed) return { allowed: true }
  return { allowed: false, retryAfterSeconds: secondsUntil(turn.resetAt, now), scopes: ['account'] }
}

/** A wrong password or an unknown e-mail: one more failure on the account. */
export async function recordSignInFailure(
  store: CounterStore,
  input: { email: string },
  now: Date,
  policy: typeof SIGN_IN_THROTTLE = SIGN_IN_THROTTLE,
): Promise<void> {
  await store.hit(accountKey(input.email), policy.account.windowSeconds, now)
}

export async function recordSignInSuccess(
  store: CounterStore,
  input: { email: string; ip: string | null | undefined },
): Promise<void> {
  await Promise.all([
    store.reset(accountKey(input.email)),
    store.reset(accountTurnKey(input.email)),
    store.reset(pairKey(input.email, input.ip)),
  ])
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
