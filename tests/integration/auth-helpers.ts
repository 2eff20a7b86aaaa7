/**
 * Signing in from integration tests (real worker, demo accounts from scripts/seed-data.ts).
 *
 *   const admin = await signInAs('super_admin')
 *   await call('/api/admin/users/agents', jsonInit('POST', body, admin.authHeaders))
 *
 * Sign-ins are cached per test file (scrypt costs ~0.4 s in workerd); pass `{ fresh: true }`
 * for a session of your own (e.g. before signing it out). Every sign-in comes from its own
 * made-up client address (the test seam `X-Test-Client-IP`, honoured outside production only:
 * worker/middleware/rate-limit.ts), so the per-IP sign-in throttle never trips across the
 * suite; tests of the throttle choose theirs.
 */

import { like } from 'drizzle-orm'
import { DEMO_ACCOUNTS } from '#scripts/seed-data.ts'
import type { SessionResponse } from '#shared/schemas/auth.ts'
import { agents, users } from '#worker/db/schema/index.ts'
import { createUser } from '#worker/domain/users.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { baseUrl, call, testDb } from './helpers'

export type DemoRole = 'super_admin' | 'admin' | 'agent'

export type AuthHeaders = { Authorization: string; Origin: string; 'Content-Type': string }

export type SignedIn = {
  accessToken: string
  /** Bearer token, this site's Origin and JSON content type: enough for any API call. */
  authHeaders: AuthHeaders
  /** `__Secure-rt=<token>` for a `Cookie` header (refresh / sign-out). */
  cookie: string
  session: SessionResponse
  email: string
  password: string
}

/** The Origin a browser on this site sends. */
export function siteOrigin(): string {
  return new URL(baseUrl()).origin
}

/**
 * A fresh made-up client address, random in 10.0.0.0/8. Random per call, not a counter per
 * file: the throttle buckets live in the one database of the whole run, and a counter that
 * restarts in each file (from a random start in a small range) once handed auth.test.ts the
 * address auth-throttle.test.ts had just used up (→ 429).
 */
export function freshIp(): string {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1))
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`
}

/** RequestInit for a JSON call with this site's Origin; `body` undefined sends no body. */
export function jsonInit(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: {
      Origin: siteOrigin(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }
}

/** The refresh cookie pair (`name=value`) from a response, or null. */
export function refreshCookieFrom(res: Response): string | null {
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? ''
    if (pair.startsWith('__Secure-rt=') && pair.length > '__Secure-rt='.length) return pair
  }
  return null
}

/** Sign in with any email/password; throws unless 200. */
export async function signInWith(email: string, password: string, ip = freshIp()): Promise<SignedIn> {
  const res = await call('/api/auth/sign-in', jsonInit('POST', { email, password }, { [TEST_CLIENT_IP_HEADER]: ip }))
  if (res.status !== 200) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`)
  const session = (await res.json()) as SessionResponse
  const cookie = refreshCookieFrom(res)
  if (!cookie) throw new Error('sign-in set no refresh cookie')
  return {
    accessToken: session.accessToken,
    authHeaders: bearer(session.accessToken),
    cookie,
    session,
    email,
    password,
  }
}

/** Authorization + Origin + JSON content type for an access token. */
export function bearer(accessToken: string): AuthHeaders {
  return { Authorization: `Bearer ${accessToken}`, Origin: siteOrigin(), 'Content-Type': 'application/json' }
}

const cache = new Map<DemoRole, Promise<SignedIn>>()

/** Sign in as a demo account (cached per file unless `fresh`). */
export function signInAs(role: DemoRole, options: { fresh?: boolean } = {}): Promise<SignedIn> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)
  if (!account) throw new Error(`no demo account for ${role}`)
  if (options.fresh) return signInWith(account.email, account.password)
  let pending = cache.get(role)
  if (!pending) {
    pending = signInWith(account.email, account.password)
    pending.catch(() => cache.delete(role))
    cache.set(role, pending)
  }
  return pending
}

export { DEMO_ACCOUNTS }

/**
 * A throwaway account written straight to the test database (for tests that sign out
 * globally, change passwords, deactivate or enrol factors, so demo accounts stay untouched).
 */
export async function createTestUser(
  role: 'super_admin' | 'admin' | 'agent' | 'other',
  options: { password?: string; fullName?: string } = {},
): Promise<{ userId: string; email: string; password: string }> {
  const email = `${role.replace('_', '-')}-${crypto.randomUUID().slice(0, 8)}@it.brokerage.test`
  const password = options.password ?? `Pw-${crypto.randomUUID()}`
  const { db, client } = testDb()
  try {
    const result = await createUser(db as never, {
      email,
      password,
      role,
      fullName: options.fullName ?? `Test ${role}`,
    })
    if (!result.ok) throw new Error(result.message)
    return { userId: result.userId, email, password }
  } finally {
    client.close()
  }
}

/** Decode a JWT's payload (no verification; tests only). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
}

/** GET /api/auth/me with a token: the status tells whether the session is alive. */
export async function meStatus(accessToken: string): Promise<number> {
  const res = await call('/api/auth/me', { headers: { Authorization: `Bearer ${accessToken}` } })
  await res.body?.cancel()
  return res.status
}

/** POST /api/auth/refresh with a cookie pair. */
export function refreshWith(cookie: string): Promise<Response> {
  return call('/api/auth/refresh', { method: 'POST', headers: { Origin: siteOrigin(), Cookie: cookie } })
}

/** Domain of every account these helpers and the auth tests create. */
export const TEST_EMAIL_DOMAIN = 'it.brokerage.test'

/**
 * Delete the accounts (and agent records) the auth tests created, so later files see only the
 * demo data. Call from `afterAll` in files that create accounts.
 */
export async function deleteTestAccounts(): Promise<void> {
  const { db, client } = testDb()
  try {
    await db.delete(agents).where(like(agents.email, `%@${TEST_EMAIL_DOMAIN}`))
    await db.delete(users).where(like(users.email, `%@${TEST_EMAIL_DOMAIN}`))
  } finally {
    client.close()
  }
}
