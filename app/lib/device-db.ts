import type { DeviceDb } from '#app/offline/db.ts'

/**
 * The app's device database, loaded on first use; null without IndexedDB (private browsing,
 * storage off) or when it cannot open. rates.ts and device-cache.ts have the same two helpers
 * inline (left as they are to keep this change small; they can switch to these).
 */
export const loadDeviceDb = (): Promise<DeviceDb | null> =>
  import('#app/offline/client.ts').then(
    (m) => m.getOfflineClient().then((client) => client?.db ?? null),
    () => null,
  )

/** `getDb()`, never throwing: null when the database cannot be had. */
export async function safeDb(getDb: () => Promise<DeviceDb | null>): Promise<DeviceDb | null> {
  try {
    return await getDb()
  } catch {
    return null
  }
}
