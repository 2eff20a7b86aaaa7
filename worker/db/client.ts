import { createClient } from '@libsql/client/http'
import { drizzle } from 'drizzle-orm/libsql/http'
import { guardedFetch } from './request-gate'
import * as schema from './schema'

/**
 * The HTTP client only (`libsql://` means https): every call then goes through guardedFetch, and
 * the WebSocket client, which would bypass it, stays out of the bundle.
 */
export function createDb(url: string, authToken?: string, fetch = guardedFetch()) {
  // libSQL's own queue stays off (its default, 20 in flight, parks request B on a promise only
  // request A's I/O resolves, with nothing pending in B: workerd cancelled B as hung, seen as
  // 500s under 50 concurrent lead posts). The bound, the queue and the timeouts live in
  // guardedFetch instead, whose waiters always hold a timer (worker/db/request-gate.ts).
  const client = createClient({ url, authToken, concurrency: Number.MAX_SAFE_INTEGER, fetch })
  return drizzle(client, { schema, casing: 'snake_case' })
}

export type Db = ReturnType<typeof createDb>
export { schema }
