import { createClient } from '@libsql/client/web'
import { drizzle } from 'drizzle-orm/libsql/web'
import * as schema from './schema'

export function createDb(url: string, authToken?: string) {
  // No client-side queue: the client is shared by every request of an isolate, and libSQL's
  // default limit (20 in flight) parks request B on a promise that request A's I/O resolves,
  // which workerd cancels as a hung request (seen as 500s under 50 concurrent lead posts).
  // sqld/Turso do their own queueing.
  const client = createClient({ url, authToken, concurrency: Number.MAX_SAFE_INTEGER })
  return drizzle(client, { schema, casing: 'snake_case' })
}

export type Db = ReturnType<typeof createDb>
export { schema }
