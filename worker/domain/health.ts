import { sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client.ts'
import { databaseUnavailableReason, withDbDeadline } from '#worker/db/request-gate.ts'
import { describeError, log } from '#worker/lib/log.ts'

/** How long the health check waits for the database. */
export const HEALTH_DB_TIMEOUT_MS = 2000

export type DatabaseCheck = 'ok' | 'unavailable' | 'error'

/**
 * One trivial query: 'ok', 'unavailable' (unreachable, slow or busy) or 'error' (it answered
 * with an error: credentials, a broken database). The cause is logged, never returned.
 */
export async function checkDatabase(db: Db): Promise<DatabaseCheck> {
  try {
    await withDbDeadline(HEALTH_DB_TIMEOUT_MS, () => db.run(sql`select 1`))
    return 'ok'
  } catch (error) {
    const reason = databaseUnavailableReason(error)
    log.warn('health: database check failed', { reason: reason ?? 'error', error: describeError(error) })
    return reason ? 'unavailable' : 'error'
  }
}
