/**
 * New-lead notifications on this device for the signed-in staff member (API in
 * shared/schemas/staff-notifications.ts, docs/decisions/158). The device's id lives in the device
 * database under the signed-in user's prefix, so signing out forgets it (and the server ends the
 * subscription with the session). The browser's push subscription is shared with the visitors'
 * rate alerts: turning this off leaves it alone.
 */
import { queryOptions } from '@tanstack/react-query'
import { authedApi, segment, unwrap } from '#app/lib/api-client.ts'
import { loadDeviceDb } from '#app/lib/device-db.ts'
import { withDb } from '#app/lib/with-db.ts'
import { RateAlertError, withPushSubscription } from './rate-alerts'

const devices = authedApi['staff-notifications'].devices

export const staffPushKeys = { status: ['staff-push', 'status'] as const }

async function readDeviceId(create: boolean): Promise<string | null> {
  const db = await loadDeviceDb().catch(() => null)
  if (!db) {
    if (create)
      throw new StaffPushError('This browser cannot keep the setting (private browsing or storage turned off).')
    return null
  }
  // Under the personal prefix, so signing out clears it; read from the database module loaded above.
  const DEVICE_KEY = `${(await import('#app/offline/db.ts')).AGENT_SYNC_PREFIX}staff-push:device`
  return withDb(db, (d) =>
    d.transaction('rw', d.syncMeta, async () => {
      const row = await d.syncMeta.get(DEVICE_KEY)
      if (typeof row?.value === 'string') return row.value
      if (!create) return null
      const id = crypto.randomUUID()
      await d.syncMeta.put({ key: DEVICE_KEY, value: id, updatedAt: Date.now() })
      return id
    }),
  )
}

/** Whether new-lead notifications are on for this device (false when it never turned them on). */
export async function staffPushEnabled(): Promise<boolean> {
  const id = await readDeviceId(false)
  if (!id) return false
  return (await unwrap(await devices[':id'].$get({ param: { id: segment(id) } }))).enabled
}

export const staffPushQueryOptions = () =>
  queryOptions({ queryKey: staffPushKeys.status, queryFn: staffPushEnabled, staleTime: 60_000 })

export class StaffPushError extends Error {
  override name = 'StaffPushError'
}

/** The words for why notifications could not be turned on. */
const WHY: Record<RateAlertError['reason'], string> = {
  denied: 'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
  dismissed: 'Notifications need your permission. Nothing was changed.',
  unsupported: 'This browser cannot show notifications.',
  unavailable: 'Notifications are not available right now. Please try again later.',
  'push-failed': 'This browser could not connect to its push service. Please try again in a moment.',
  storage: 'This browser cannot keep the setting (private browsing or storage turned off).',
  refused: 'Notifications could not be turned on. Please try again.',
}

/** After the tap: permission, the browser's push subscription, then this device on the server. */
export async function enableStaffPush(): Promise<void> {
  const id = await readDeviceId(true)
  if (!id) throw new StaffPushError(WHY.storage)
  try {
    await withPushSubscription(
      async (_device, subscription) => {
        await unwrap(await devices[':id'].$put({ param: { id: segment(id) }, json: { subscription } }))
      },
      { device: async () => ({ id, secret: '' }) },
      { what: 'The setting' },
    )
  } catch (error) {
    if (error instanceof RateAlertError) throw new StaffPushError(WHY[error.reason])
    throw error
  }
}

/** Off on this device only; the browser's subscription stays (the visitor's rate alerts use it). */
export async function disableStaffPush(): Promise<void> {
  const id = await readDeviceId(false)
  if (!id) return
  await unwrap(await devices[':id'].$delete({ param: { id: segment(id) } }))
}
