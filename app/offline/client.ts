/**
 * The app's one device database and outbox, opened once on first use and shared by every form
 * and cache. Resolves to null where IndexedDB is unavailable (private browsing): callers then
 * send online only, and the status indicator shows a notice.
 */
import { authedFetch } from '#app/lib/api-client.ts'
import { nextTask } from '#app/lib/idle.ts'
import { currentLeadContext } from '#app/lib/lead-context.ts'
import { type DeviceDb, openDeviceDb } from './db'
import { createHttpTransport, createOutbox, type Outbox } from './outbox'

export type OfflineClient = { db: DeviceDb; outbox: Outbox }

let ready: Promise<OfflineClient | null> | null = null

export function getOfflineClient(): Promise<OfflineClient | null> {
  ready ??= (async () => {
    if (typeof indexedDB === 'undefined') return null
    // Dexie's and this module's evaluation, the schema's set-up and the open each in a task of
    // their own rather than one long one (decision 090).
    await nextTask()
    const db = await openDeviceDb({ beforeOpen: nextTask })
    if (!db) return null
    // Staff changes go out signed in: the token is read when each is sent, never stored.
    const outbox = createOutbox({
      db,
      transport: createHttpTransport({ authedFetch }),
      leadContext: () => currentLeadContext(),
    })
    return { db, outbox }
  })()
  return ready
}
