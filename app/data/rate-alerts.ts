/**
 * Rate alerts on this device (API in shared/schemas/rate-alerts.ts, server rules in
 * docs/decisions/034-rate-alerts.md, UI in 059-rate-alerts-ui.md).
 *
 * The device keeps its id and secret in IndexedDB (syncMeta 'rate-alerts:device'), made on the
 * first alert. Every call sends them as headers; the server keeps only a hash of the secret.
 *
 * `pushSupport()` tells the page whether this browser can receive alerts at all, and why not;
 * `subscribeToAlert` is the whole flow after the visitor's tap: permission (asked first, while
 * the tap still counts as a user action), the browser's push subscription, the alert. When the
 * server refuses, a push subscription this flow made is removed again: nothing is half-saved.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { decodeBase64Url } from 'hono/utils/encode'
import { api, segment, unwrap } from '#app/lib/api-client.ts'
import { loadDeviceDb } from '#app/lib/device-db.ts'
import { withDb } from '#app/lib/with-db.ts'
import type { DeviceDb } from '#app/offline/db.ts'
import type { MortgageType, ProvinceCode, RateType, Term } from '#shared/constants/rates.ts'
import { DEVICE_HEADERS, newDeviceSecret } from '#shared/rate-alerts/device.ts'
import type {
  AlertTarget,
  CreateRateAlertInput,
  PushSubscriptionInput,
  RateAlert,
} from '#shared/schemas/rate-alerts.ts'

export const RATE_ALERT_DEVICE_KEY = 'rate-alerts:device'

export type DeviceCredentials = { id: string; secret: string }

// ---------------------------------------------------------------------------------------
// Can this browser receive alerts?
// ---------------------------------------------------------------------------------------

export type PushSupport =
  | { ok: true; permission: NotificationPermission }
  /** iPhone/iPad outside the installed app: push works only from the home-screen app. */
  | { ok: false; reason: 'ios-install' }
  /** No service worker, no Push API or no notifications in this browser. */
  | { ok: false; reason: 'unsupported' }
  /** The visitor (or the browser) blocked notifications for this site. */
  | { ok: false; reason: 'denied' }

export type PushEnv = {
  userAgent: string
  platform?: string
  maxTouchPoints?: number
  standalone?: boolean
  displayModeStandalone: boolean
  hasServiceWorker: boolean
  hasPushManager: boolean
  hasNotification: boolean
  permission: NotificationPermission | null
}

export function browserPushEnv(): PushEnv {
  const nav = navigator as Navigator & { standalone?: boolean }
  const env: PushEnv = {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    displayModeStandalone: typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
    hasNotification: typeof Notification !== 'undefined',
    permission: typeof Notification !== 'undefined' ? Notification.permission : null,
  }
  if (nav.standalone !== undefined) env.standalone = nav.standalone
  return env
}

export function pushSupport(env: PushEnv): PushSupport {
  const ios = /iPad|iPhone|iPod/.test(env.userAgent) || (env.platform === 'MacIntel' && (env.maxTouchPoints ?? 0) > 1)
  const installed = env.standalone === true || env.displayModeStandalone
  const capable = env.hasServiceWorker && env.hasPushManager && env.hasNotification
  // iOS 16.4+ offers push only to a home-screen app; Safari in a tab has no PushManager.
  if (ios && !installed) return { ok: false, reason: 'ios-install' }
  if (!capable) return { ok: false, reason: 'unsupported' }
  if (env.permission === 'denied') return { ok: false, reason: 'denied' }
  return { ok: true, permission: env.permission ?? 'default' }
}

// ---------------------------------------------------------------------------------------
// Device credentials
// ---------------------------------------------------------------------------------------

const defaultGetDb = loadDeviceDb

function isCredentials(value: unknown): value is DeviceCredentials {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.id === 'string' &&
    /^[0-9a-f-]{36}$/i.test(v.id) &&
    typeof v.secret === 'string' &&
    /^[A-Za-z0-9_-]{43}$/.test(v.secret)
  )
}

/** This device's credentials, or null when it never made an alert (or has no IndexedDB). */
export async function readDevice(
  getDb: () => Promise<DeviceDb | null> = defaultGetDb,
): Promise<DeviceCredentials | null> {
  const db = await getDb().catch(() => null)
  if (!db) return null
  const row = await withDb(db, (d) => d.syncMeta.get(RATE_ALERT_DEVICE_KEY))
  return row && isCredentials(row.value) ? row.value : null
}

/** The device's credentials, made and saved on first use. Throws when they cannot be kept. */
export async function ensureDevice(getDb: () => Promise<DeviceDb | null> = defaultGetDb): Promise<DeviceCredentials> {
  const db = await getDb().catch(() => null)
  if (!db)
    throw new RateAlertError(
      'storage',
      'This browser cannot keep the alert’s key (private browsing or storage turned off).',
    )
  return withDb(db, (d) =>
    d.transaction('rw', d.syncMeta, async () => {
      const row = await d.syncMeta.get(RATE_ALERT_DEVICE_KEY)
      if (row && isCredentials(row.value)) return row.value
      const created: DeviceCredentials = { id: crypto.randomUUID(), secret: newDeviceSecret() }
      await d.syncMeta.put({ key: RATE_ALERT_DEVICE_KEY, value: created, updatedAt: Date.now() })
      return created
    }),
  )
}

export const headersOf = (device: DeviceCredentials) => ({
  [DEVICE_HEADERS.id]: device.id,
  [DEVICE_HEADERS.secret]: device.secret,
})

// ---------------------------------------------------------------------------------------
// Queries and calls
// ---------------------------------------------------------------------------------------

export const rateAlertKeys = { all: ['rate-alerts'] as const, list: () => [...rateAlertKeys.all, 'list'] as const }

export async function listAlerts(device: DeviceCredentials | null): Promise<RateAlert[]> {
  if (!device) return []
  const body = await unwrap(await api['rate-alerts'].$get({ header: headersOf(device) }))
  return body.alerts
}

export const rateAlertsQueryOptions = () =>
  queryOptions({
    queryKey: rateAlertKeys.list(),
    queryFn: async () => listAlerts(await readDevice()),
    staleTime: 30_000,
  })

export function useRateAlerts(enabled = true) {
  return useQuery({ ...rateAlertsQueryOptions(), enabled })
}

export class RateAlertError extends Error {
  override name = 'RateAlertError'
  constructor(
    readonly reason: 'denied' | 'dismissed' | 'unsupported' | 'unavailable' | 'push-failed' | 'storage' | 'refused',
    message: string,
    /** For 'refused': the field the server named, if any. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
  }
}

export type AlertCriteria = {
  province: ProvinceCode
  term: Term
  rateType: RateType
  mortgageType: MortgageType
  target: AlertTarget
}

export type SubscribeDeps = {
  requestPermission: () => Promise<NotificationPermission>
  pushManager: () => Promise<PushManager>
  vapidKey: () => Promise<string>
  device: () => Promise<DeviceCredentials>
  create: (device: DeviceCredentials, body: CreateRateAlertInput) => Promise<RateAlert>
  newId: () => string
}

const defaultSubscribeDeps: SubscribeDeps = {
  requestPermission: () => Notification.requestPermission(),
  pushManager: async () => (await navigator.serviceWorker.ready).pushManager,
  vapidKey: async () => {
    const res = await api['rate-alerts']['vapid-public-key'].$get()
    if ((res.status as number) === 503)
      throw new RateAlertError('unavailable', 'Rate alerts are not available right now. Please try again later.')
    return (await unwrap(res)).publicKey
  },
  device: () => ensureDevice(),
  create: async (device, body) =>
    (await unwrap(await api['rate-alerts'].$post({ header: headersOf(device), json: body }))).alert,
  newId: () => crypto.randomUUID(),
}

/** The same key (the browser's subscription was made for this server's key). */
function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false
  const x = new Uint8Array(a)
  return x.length === b.length && x.every((v, i) => v === b[i])
}

/**
 * The flow after the visitor's tap. The permission prompt is asked FIRST, synchronously in the
 * tap's handler (browsers ignore a prompt that no longer follows a user action).
 */
export async function subscribeToAlert(criteria: AlertCriteria, deps: Partial<SubscribeDeps> = {}): Promise<RateAlert> {
  const d = { ...defaultSubscribeDeps, ...deps }
  return withPushSubscription((device, subscription, id) => d.create(device, { id, subscription, ...criteria }), d)
}

/**
 * Permission, the browser's push subscription for this server's key, the device's credentials,
 * then `save` (the server call that registers the subscription with what it saves: a rate alert,
 * a renewal reminder). A subscription this flow made and the server did not take is dropped.
 */
export async function withPushSubscription<T>(
  save: (device: DeviceCredentials, subscription: PushSubscriptionInput, id: string) => Promise<T>,
  deps: Partial<Omit<SubscribeDeps, 'create'>> = {},
  words: { what: string } = { what: 'The alert' },
): Promise<T> {
  const d = { ...defaultSubscribeDeps, ...deps }
  const permission = d.requestPermission()
  const granted = await permission
  if (granted === 'denied')
    throw new RateAlertError('denied', 'Notifications are blocked for this site, so alerts cannot reach you.')
  if (granted !== 'granted')
    throw new RateAlertError('dismissed', 'Alerts need your permission to show notifications. Nothing was saved.')

  const [publicKey, manager] = await Promise.all([d.vapidKey(), d.pushManager()])
  const key = decodeBase64Url(publicKey)
  const device = await d.device()
  const id = d.newId()
  for (let attempt = 0; ; attempt++) {
    let subscription = await manager.getSubscription()
    let madeHere = false
    if (subscription && (attempt > 0 || !sameKey(subscription.options.applicationServerKey, key))) {
      // Made for another server key (the keys were renewed), or registered to a device key this
      // browser no longer has (its storage was cleared): start again with a new subscription.
      await subscription.unsubscribe().catch(() => false)
      subscription = null
    }
    if (!subscription) {
      try {
        subscription = await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
        madeHere = true
      } catch {
        throw new RateAlertError(
          'push-failed',
          'This browser could not connect to its push service. Please try again in a moment.',
        )
      }
    }
    try {
      return await save(device, subscription.toJSON() as PushSubscriptionInput, id)
    } catch (error) {
      const failure = error as { status?: number; message?: string; fields?: Record<string, string> }
      if (attempt === 0 && !madeHere && failure.status === 409 && /another device key/.test(failure.message ?? ''))
        continue
      // Nothing half-saved: a subscription this tap made and the server did not take is dropped.
      if (madeHere) await subscription.unsubscribe().catch(() => false)
      if (failure.status === 503)
        throw new RateAlertError('unavailable', 'Rate alerts are not available right now. Please try again later.')
      if (typeof failure.status === 'number')
        throw new RateAlertError(
          'refused',
          failure.message ?? `${words.what} could not be saved.`,
          failure.fields ?? {},
        )
      throw new RateAlertError('refused', `${words.what} could not be saved (you may be offline). Please try again.`)
    }
  }
}

/** Removes one alert; the browser's push subscription too when it was the device's last one. */
export async function removeAlert(
  id: string,
  deps: { device?: DeviceCredentials | null; pushManager?: () => Promise<PushManager | null> } = {},
): Promise<number> {
  const device = deps.device === undefined ? await readDevice() : deps.device
  if (!device) return 0
  const res = await api['rate-alerts'][':id'].$delete({ param: { id: segment(id) }, header: headersOf(device) })
  const { remaining } = await unwrap(res)
  if (remaining === 0) await unsubscribeBrowser(deps.pushManager)
  return remaining
}

/** 'Remove all my alerts': every alert of the device and its push subscription. */
export async function removeAllAlerts(
  deps: { device?: DeviceCredentials | null; pushManager?: () => Promise<PushManager | null> } = {},
): Promise<number> {
  const device = deps.device === undefined ? await readDevice() : deps.device
  if (!device) return 0
  const { deleted } = await unwrap(await api['rate-alerts'].$delete({ header: headersOf(device) }))
  await unsubscribeBrowser(deps.pushManager)
  return deleted
}

export async function unsubscribeBrowser(pushManager?: () => Promise<PushManager | null>) {
  try {
    const manager = pushManager
      ? await pushManager()
      : 'serviceWorker' in navigator
        ? (await navigator.serviceWorker.ready).pushManager
        : null
    const sub = await manager?.getSubscription()
    await sub?.unsubscribe()
  } catch {
    /* the server has forgotten it already; the browser's copy expires unused */
  }
}
