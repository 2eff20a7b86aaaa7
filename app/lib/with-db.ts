/**
 * Reconnecting after the browser dropped the IndexedDB connection. Kept apart from
 * app/offline/db.ts (which imports Dexie): the public pages' data modules use `withDb` on their
 * first render, and Dexie stays out of what a first visit loads before the page is interactive.
 */
import type { DeviceDb } from '#app/offline/db.ts'

const RECONNECTABLE = new Set(['DatabaseClosedError', 'InvalidStateError'])

/** True for the errors seen when the browser dropped the connection (iOS, Dexie#2008). */
export function isConnectionLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, message, inner } = error as { name?: unknown; message?: unknown; inner?: unknown }
  if (typeof name === 'string' && RECONNECTABLE.has(name)) return true
  if (name === 'UnknownError' && typeof message === 'string' && /connection/i.test(message)) return true
  return inner !== undefined && inner !== error && isConnectionLost(inner)
}

/**
 * Runs `fn` against the database; when it fails because the connection was dropped
 * (DatabaseClosedError / InvalidStateError), reopens once and runs it again. `fn` must be
 * safe to repeat: one transaction, or idempotent writes (puts by id).
 */
export async function withDb<T>(db: DeviceDb, fn: (db: DeviceDb) => Promise<T>): Promise<T> {
  try {
    return await fn(db)
  } catch (error) {
    if (!isConnectionLost(error)) throw error
    db.close({ disableAutoOpen: false })
    await db.open()
    return fn(db)
  }
}
