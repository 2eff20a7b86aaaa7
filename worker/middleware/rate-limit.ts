import type { Context, MiddlewareHandler } from 'hono'
import { withDbDeadline } from '#worker/db/request-gate.ts'
import { createDbCounterStore, pruneExpiredBuckets } from '#worker/domain/auth/counter-store.ts'
import type { AppEnv } from '#worker/env.ts'
import { type CounterStore, normalizeIp } from '#worker/lib/auth/throttle.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { describeError, log } from '#worker/lib/log.ts'
import { afterResponse } from './context'

/**
 * Test seam: the client address a test claims to come from, so one test run can act as many
 * visitors (rate limits and the sign-in throttle count per address). Honoured only when
 * ENVIRONMENT is not 'production'; production ignores it.
 */
export const TEST_CLIENT_IP_HEADER = 'X-Test-Client-IP'

/**
 * The client address used for rate limits and the sign-in throttle (docs/decisions/022).
 *
 * - Production (`ENVIRONMENT=production`): only Cloudflare's `CF-Connecting-IP`, which its edge
 *   sets on every request, overwriting what the client sent. Nothing the client controls
 *   (`X-Forwarded-For`, the test header) is read. Without it (never behind Cloudflare) every
 *   such request shares one 'unknown' bucket.
 * - Elsewhere (npm start, tests): the test header when present, else `CF-Connecting-IP`, which
 *   wrangler dev fills with the socket's peer address, else 'local'.
 * `X-Forwarded-For` is never trusted.
 */
export function clientIp(c: Context<AppEnv>): string {
  const cf = c.req.header('cf-connecting-ip')?.trim()
  if (c.env?.ENVIRONMENT === 'production') return cf ? cf.slice(0, 64) : 'unknown'
  const claimed = c.req.header(TEST_CLIENT_IP_HEADER)?.trim()
  if (claimed) return claimed.slice(0, 64)
  return cf ? cf.slice(0, 64) : 'local'
}

export type RateLimitOptions = {
  /** Names the bucket family, e.g. 'leads'. Separate keys never share counts. */
  key: string
  /** Requests allowed per client address per window. */
  limit: number
  windowSeconds: number
  /** Message of the 429 (defaults to a generic one). */
  message?: string
  /** Counter store (tests); defaults to `rate_limit_buckets` through the request's db. */
  store?: (c: Context<AppEnv>) => CounterStore
}

const PRUNE_PROBABILITY = 0.01
const PRUNE_DB_BUDGET_MS = 5000

/**
 * Fixed-window rate limit per client address (IPv6 per /64), counted in `rate_limit_buckets`
 * with one upsert per request (see worker/domain/auth/counter-store.ts). Request n+1 in the
 * window → 429 `rate_limited` in the one error shape with `Retry-After` (seconds).
 *
 * Use it right after `allow(...)` on public form routes:
 *   .post('/', allow('public'), rateLimit({ key: 'leads', limit: 10, windowSeconds: 600 }), validate(...), handler)
 * Expired buckets are pruned now and then (1 % of requests, after the response).
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const { key, limit, windowSeconds } = options
  if (!/^[a-z0-9:_-]{1,40}$/i.test(key)) throw new TypeError('rateLimit key: 1-40 letters, digits, : _ -')
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('rateLimit limit must be a positive integer')
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1)
    throw new RangeError('rateLimit windowSeconds must be a positive integer')
  const message = options.message ?? 'Too many requests. Please wait a moment and try again.'
  return async (c, next) => {
    const now = new Date()
    const bucket = `rl:${key}:${normalizeIp(clientIp(c))}`
    const store = options.store ? options.store(c) : createDbCounterStore(c.get('db'))
    const { count, resetAt } = await store.hit(bucket, windowSeconds, now)
    if (!options.store && Math.random() < PRUNE_PROBABILITY) {
      const db = c.get('db')
      // After the response, with a database budget of its own (the request's may be spent).
      const prune = withDbDeadline(PRUNE_DB_BUDGET_MS, () => pruneExpiredBuckets(db, now)).catch((error) =>
        log.warn('rate-limit prune failed', { error: describeError(error) }),
      )
      afterResponse(c, prune)
    }
    c.header('RateLimit-Limit', String(limit))
    c.header('RateLimit-Remaining', String(Math.max(0, limit - count)))
    if (count > limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))
      throw new HttpError('rate_limited', message, undefined, { 'Retry-After': String(retryAfter) })
    }
    await next()
  }
}

/**
 * Honeypot: a form field real people never see or fill (`website` by default). When a bot
 * fills it, the route answers as if it succeeded (2xx) and stores nothing, so the bot learns
 * nothing. Two ways to use it:
 *
 * - Whole request (single-form routes): put `honeypot()` after `allow()` and before
 *   `validate()`. A filled field short-circuits with `respond(c)` (default 202 `{ ok: true }`).
 *   The field must then also be allowed (optional, `max(0)` or any string) by the route's
 *   strict schema, e.g. `honeypotSchema` from shared/schemas/leads.ts.
 * - Per entry (batch routes such as POST /api/leads/batch): `parseLeadBatch` in
 *   shared/schemas/leads.ts marks an entry with a filled `honeypot` as `trapped`; the route
 *   reports it as accepted and inserts nothing for it. Use `isHoneypotFilled` for other batches.
 */
export function isHoneypotFilled(body: unknown, field = 'website'): boolean {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, field)) return false
  const value = (body as Record<string, unknown>)[field]
  return value !== undefined && value !== null && value !== ''
}

export function honeypot(
  field = 'website',
  respond: (c: Context<AppEnv>) => Response | Promise<Response> = (c) => c.json({ ok: true }, 202),
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      let body: unknown
      try {
        body = await c.req.json()
      } catch {
        body = undefined // malformed JSON: the validator answers 400
      }
      if (isHoneypotFilled(body, field)) {
        log.info('honeypot filled; nothing stored', { requestId: c.get('requestId'), path: c.req.path })
        return respond(c)
      }
    }
    await next()
  }
}
