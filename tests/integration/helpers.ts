import { inject } from 'vitest'
import { nodeDb } from '#scripts/lib/db.ts'

export const baseUrl = () => inject('baseUrl')

/** fetch against the worker under test; `path` starts with /api/... */
export function call(path: string, init: RequestInit = {}) {
  return fetch(`${baseUrl()}${path}`, init)
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
