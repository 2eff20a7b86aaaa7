/**
 * The app's one device database and outbox, opened once on first use and shared by every form
 * and cache. Resolves to null where IndexedDB is unavailable (private browsing): callers then
 * send online only, and the status indicator shows a notice.
 */
import { openDeviceDb, type DeviceDb } from './db'
import { createHttpTransport, createOutbox, type Outbox } from './outbox'

export type OfflineClient = { db: DeviceDb; outbox: Outbox }

let authHeader: () => string | null | Promise<string | null> = () => null

/** Set by the sign-in feature: returns `Bearer <access token>` at send time (never stored). */
export function setAuthHeaderProvider(provider: () => string | null | Promise<string | null>) {
  authHeader = provider
}

let ready: Promise<OfflineClient | null> | null = null

export function getOfflineClient(): Promise<OfflineClient | null> {
  ready ??= (async () => {
    if (typeof indexedDB === 'undefined') return null
    const db = await openDeviceDb()
    if (!db) return null
    const outbox = createOutbox({
      db,
      transport: createHttpTransport({ baseUrl: '/api', getAuthHeader: () => authHeader() }),
    })
    return { db, outbox }
  })()
  return ready
}
