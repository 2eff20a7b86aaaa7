import type { Context, MiddlewareHandler } from 'hono'
import { createDb, type Db } from '#worker/db/client.ts'
import {
  DatabaseUnavailableError,
  type GuardedFetch,
  guardedFetch,
  REQUEST_DB_BUDGET_MS,
  withDbDeadline,
} from '#worker/db/request-gate.ts'
import type { AppEnv } from '#worker/env.ts'

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
 * Refuses a request at once (503 with Retry-After, through the error middleware) when the
 * isolate's database gate is so backed up that its first call could not be served within the
 * request's database budget (worker/db/request-gate.ts, the test the gate makes of every call
 * before it queues it): the same requests are refused as before, but before the body is read,
 * validated or rate-limited, so a burst's refusals cost the isolate next to nothing.
 */
export const refuseWhenBusy: MiddlewareHandler<AppEnv> = async (c, next) => {
  if ((dbs.get(c.env.DATABASE_URL)?.gate.waitMs() ?? 0) > REQUEST_DB_BUDGET_MS)
    throw new DatabaseUnavailableError('busy', 'The database is too busy to answer in time')
  await next()
}
