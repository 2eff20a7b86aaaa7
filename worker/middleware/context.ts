import type { Context, MiddlewareHandler } from 'hono'
import { createDb, type Db } from '#worker/db/client.ts'
import { REQUEST_DB_BUDGET_MS, withDbDeadline } from '#worker/db/request-gate.ts'
import type { AppEnv } from '#worker/env.ts'

const dbs = new Map<string, Db>()

/**
 * Request id and the database handle (one libSQL HTTP client per isolate and URL). The rest of
 * the request runs under its database budget: every call it makes, waits included, ends within
 * REQUEST_DB_BUDGET_MS of its start (worker/db/request-gate.ts).
 */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID())
  const key = c.env.DATABASE_URL
  let db = dbs.get(key)
  if (!db) {
    db = createDb(c.env.DATABASE_URL, c.env.DATABASE_AUTH_TOKEN)
    dbs.set(key, db)
  }
  c.set('db', db)
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
