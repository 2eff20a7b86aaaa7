import type { Context, MiddlewareHandler } from 'hono'
import { createDb, type Db } from '#worker/db/client.ts'
import {
  DB_RETRY_AFTER_SECONDS,
  type GuardedFetch,
  guardedFetch,
  markLetIn,
  REQUEST_DB_BUDGET_MS,
  withDbDeadline,
} from '#worker/db/request-gate.ts'
import type { AppEnv, Bindings } from '#worker/env.ts'
import { log } from '#worker/lib/log.ts'
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors'
import { API_SECURITY_HEADERS } from './security'

/** One database handle per isolate and URL, with the gate its calls go through. */
const dbs = new Map<string, { db: Db; gate: GuardedFetch }>()

/**
 * Request id and the database handle (one libSQL HTTP client per isolate and URL). The rest of
 * the request runs under its database budget: every call it makes, waits included, ends within
 * REQUEST_DB_BUDGET_MS of its start (worker/db/request-gate.ts).
 */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID())
  const key = c.env.DATABASE_URL
  let entry = dbs.get(key)
  if (!entry) {
    const gate = guardedFetch()
    entry = { db: createDb(key, c.env.DATABASE_AUTH_TOKEN, gate), gate }
    dbs.set(key, entry)
  }
  c.set('db', entry.db)
  await withDbDeadline(REQUEST_DB_BUDGET_MS, next, waitUntilOf(c))
}

/**
 * The worker's own share of a lead answer's time (the burst bench reports it beside the
 * client's), on the public lead routes only: no other answer carries its timing, so a sign-in
 * for an unknown account and one with a wrong password stay alike to the byte. workerd's clock
 * moves only across I/O, so an answer that made none (a refusal) reads 0: its CPU is not in it.
 */
function tellWorkerTime(c: Context<AppEnv>, started: number): void {
  c.res.headers.set('Server-Timing', `worker;dur=${Date.now() - started}`)
}

/**
 * Work that goes on after the response (the request's waitUntil). Without an execution context
 * (Node unit tests) the promise simply runs.
 */
export function afterResponse(c: Context<AppEnv>, work: Promise<unknown>): void {
  waitUntilOf(c)?.(work)
}

/** The request's waitUntil, when there is an execution context (not in Node unit tests). */
export function waitUntilOf(c: Context<AppEnv>): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx
    return (promise) => ctx.waitUntil(promise)
  } catch {
    return undefined
  }
}

/**
 * Whether the lead door is busy (`GuardedFetch.busy`): work that can wait (the after-answer
 * groups) holds off while it is, so requests let in keep the write slots (decision 258).
 */
export function databaseBusy(c: Context<AppEnv>): () => boolean {
  const gate = dbs.get(c.env.DATABASE_URL)?.gate
  return gate ? gate.busy : () => false
}

/** Refusals since the last line logged about them. */
const refusals = { count: 0, loggedAt: 0 }

/** Counts a refusal at the lead door: one line a second at most, with the count, never one per refusal. */
function noteRefusal(): void {
  refusals.count += 1
  const now = Date.now()
  if (now - refusals.loggedAt >= 1000) {
    log.warn('lead admission refused', { refused: refusals.count })
    refusals.count = 0
    refusals.loggedAt = now
  }
}

/**
 * The door's 503, as the app's error path answers a busy database (the error middleware's body
 * and Retry-After, the API's security headers, no-store, JSON): built from constants, so a
 * refusal costs next to nothing. A same-origin page reads it as is (the API grants no CORS).
 */
const REFUSAL_BODY = JSON.stringify({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } })
const REFUSAL_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...API_SECURITY_HEADERS,
  'Cache-Control': 'no-store',
  'Content-Type': 'application/json',
  'Retry-After': String(DB_RETRY_AFTER_SECONDS),
})
function doorRefusal(started: number): Response {
  noteRefusal()
  return new Response(REFUSAL_BODY, {
    status: 503,
    headers: { ...REFUSAL_HEADERS, 'Server-Timing': `worker;dur=${Date.now() - started}` },
  })
}

/** The public lead routes the door stands at (their POST): `refuseWhenBusy` is first on each. */
const LEAD_DOOR_PATHS: ReadonlySet<string> = new Set(['/api/leads', '/api/leads/batch'])

/**
 * A lead submission the door refuses, answered before the app runs (worker/index.ts): in a burst
 * most requests are refused, and every middleware run for one (the request context, the
 * security checks, the body limit, the router) is CPU that the requests let in wait for in the
 * same isolate. Same test as `refuseWhenBusy` (`GuardedFetch.refuses`: no place taken), same
 * answer; nothing read, stored or called. Null when the request is not a lead submission or the
 * door is open: the app runs and `refuseWhenBusy` admits it (or refuses it, the door having
 * shut meanwhile).
 */
export function refusedAtTheDoor(request: Request, env: Bindings): Response | null {
  const started = Date.now()
  if (request.method !== 'POST') return null
  const gate = dbs.get(env.DATABASE_URL)?.gate
  if (!gate || !LEAD_DOOR_PATHS.has(new URL(request.url).pathname)) return null
  return gate.refuses(REQUEST_DB_BUDGET_MS) ? doorRefusal(started) : null
}

/**
 * Admission to the database path of a public lead route (decision 229), decided before the body
 * is read, validated or rate-limited, so a burst's refusals cost the isolate next to nothing:
 * - no more requests in it at once than the isolate's write slots can serve within a request's
 *   database budget at their measured pace (`admit`, worker/db/request-gate.ts); a request let
 *   in keeps its place until it has answered, so work under way finishes;
 * - and none whose first call, the rate-limit counter (a write), could not be served within the
 *   budget (the test the gate makes of every call before it queues it).
 * A request let in is marked so (`markLetIn`): its calls wait for a slot until its deadline,
 * never refused again on the queue's estimate (decision 258).
 * Beyond that, 503 with Retry-After at once (`doorRefusal`): no error thrown, no call made. The
 * worker answers most refusals before the app runs (`refusedAtTheDoor`); this one is for a
 * request that found the door open there and shut here, and for the app run on its own (tests).
 */
export const refuseWhenBusy: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now()
  const gate = dbs.get(c.env.DATABASE_URL)?.gate
  // Without the request context's gate (a route mounted without it): nothing to bound.
  const release = !gate ? () => undefined : gate.admit(REQUEST_DB_BUDGET_MS)
  if (!release) return doorRefusal(started)
  markLetIn()
  try {
    await next()
  } finally {
    release()
  }
  tellWorkerTime(c, started)
}
