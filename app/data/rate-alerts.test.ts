import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { testDeviceDbs } from '#app/offline/test-device-db.ts'
import type { RateAlert } from '#shared/schemas/rate-alerts.ts'
import {
  ensureDevice,
  type PushEnv,
  pushSupport,
  RateAlertError,
  readDevice,
  type SubscribeDeps,
  subscribeToAlert,
} from './rate-alerts'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const env = (over: Partial<PushEnv> = {}): PushEnv => ({
  userAgent: CHROME,
  displayModeStandalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  permission: 'default',
  ...over,
})

describe('pushSupport', () => {
  it('a desktop browser with push: ok, with the current permission', () => {
    expect(pushSupport(env())).toEqual({ ok: true, permission: 'default' })
    expect(pushSupport(env({ permission: 'granted' }))).toEqual({ ok: true, permission: 'granted' })
  })
  it('iPhone Safari in a tab: install first; the installed app: ok', () => {
    expect(pushSupport(env({ userAgent: IPHONE, hasPushManager: false }))).toEqual({ ok: false, reason: 'ios-install' })
    expect(pushSupport(env({ userAgent: IPHONE, standalone: true }))).toEqual({ ok: true, permission: 'default' })
    // iPadOS reports itself as a Mac with touch.
    expect(
      pushSupport(
        env({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 5 }),
      ),
    ).toEqual({ ok: false, reason: 'ios-install' })
  })
  it('no Push API or no notifications: unsupported; blocked: denied', () => {
    expect(pushSupport(env({ hasPushManager: false }))).toEqual({ ok: false, reason: 'unsupported' })
    expect(pushSupport(env({ hasNotification: false, permission: null }))).toEqual({ ok: false, reason: 'unsupported' })
    expect(pushSupport(env({ permission: 'denied' }))).toEqual({ ok: false, reason: 'denied' })
  })
})

const dbs = testDeviceDbs('alerts')

describe('device credentials', () => {
  it('are made once and kept', async () => {
    const db = dbs.create()
    const getDb = async () => db
    expect(await readDevice(getDb)).toBeNull()
    const first = await ensureDevice(getDb)
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await ensureDevice(getDb)).toEqual(first)
    expect(await readDevice(getDb)).toEqual(first)
  })
  it('without IndexedDB: a clear error, no alert', async () => {
    await expect(ensureDevice(async () => null)).rejects.toMatchObject({ reason: 'storage' })
  })
})

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM'
function fakeManager(opts: { existing?: { key: string } | null; subscribeFails?: boolean } = {}) {
  const unsubscribed: string[] = []
  const make = (name: string, key: string) => ({
    options: {
      applicationServerKey: Uint8Array.from(atob(`${key.replaceAll('-', '+').replaceAll('_', '/')}=`), (c) =>
        c.charCodeAt(0),
      ).buffer,
    },
    toJSON: () => ({ endpoint: `https://push.example/${name}`, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => {
      unsubscribed.push(name)
      return true
    }),
  })
  let current: ReturnType<typeof make> | null = opts.existing ? make('existing', opts.existing.key) : null
  const manager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      if (opts.subscribeFails) throw new DOMException('push service error', 'AbortError')
      current = make('new', KEY)
      return current
    }),
  }
  return { manager: manager as unknown as PushManager, unsubscribed, subscribe: manager.subscribe }
}
const CRITERIA = {
  province: 'ON',
  term: '5 year',
  rateType: 'fixed',
  mortgageType: 'Conventional',
  target: { kind: 'target', rate: 4.25 },
} as const
const device = { id: '7d3f0c8e-3b5a-4c1e-9f7a-2b6d8e4a1c90', secret: 'a'.repeat(43) }

function deps(over: Partial<SubscribeDeps> & { manager: PushManager }): Partial<SubscribeDeps> {
  return {
    requestPermission: async () => 'granted',
    vapidKey: async () => KEY,
    pushManager: async () => over.manager,
    device: async () => device,
    newId: () => 'id-1',
    ...over,
  }
}

describe('subscribeToAlert', () => {
  it('asks permission first (synchronously, in the tap), then subscribes and creates the alert', async () => {
    const calls: string[] = []
    const { manager, subscribe } = fakeManager()
    const create = vi.fn(async (_d, body) => {
      calls.push('create')
      return { id: body.id } as RateAlert
    })
    const promise = subscribeToAlert(
      CRITERIA,
      deps({
        manager,
        create,
        requestPermission: async () => {
          calls.push('permission')
          return 'granted'
        },
      }),
    )
    // The permission request already happened, before the first await of the flow.
    expect(calls).toEqual(['permission'])
    await promise
    expect(calls).toEqual(['permission', 'create'])
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }))
    expect(create.mock.calls[0]![1]).toMatchObject({
      id: 'id-1',
      province: 'ON',
      target: { kind: 'target', rate: 4.25 },
      subscription: { endpoint: 'https://push.example/new' },
    })
  })

  it('permission denied or dismissed: nothing is subscribed or saved', async () => {
    const { manager, subscribe } = fakeManager()
    const create = vi.fn()
    await expect(
      subscribeToAlert(CRITERIA, deps({ manager, create, requestPermission: async () => 'denied' })),
    ).rejects.toMatchObject({ reason: 'denied' })
    await expect(
      subscribeToAlert(CRITERIA, deps({ manager, create, requestPermission: async () => 'default' })),
    ).rejects.toMatchObject({ reason: 'dismissed' })
    expect(subscribe).not.toHaveBeenCalled()
    expect(create).not.toHaveBeenCalled()
  })

  it('the server refuses: the subscription this tap made is removed again, the field error is kept', async () => {
    const { manager, unsubscribed } = fakeManager()
    const create = vi.fn(async () => {
      throw Object.assign(new Error('Must be at most 25'), {
        status: 400,
        fields: { 'target.rate': 'Must be at most 25' },
      })
    })
    const error = await subscribeToAlert(CRITERIA, deps({ manager, create })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateAlertError)
    expect(error).toMatchObject({ reason: 'refused', fields: { 'target.rate': 'Must be at most 25' } })
    expect(unsubscribed).toEqual(['new'])
  })

  it('an existing subscription of this server key is reused and kept when the server refuses', async () => {
    const { manager, unsubscribed, subscribe } = fakeManager({ existing: { key: KEY } })
    const create = vi.fn(async () => {
      throw Object.assign(new Error('This device already has 10 rate alerts.'), { status: 409 })
    })
    await expect(subscribeToAlert(CRITERIA, deps({ manager, create }))).rejects.toMatchObject({ reason: 'refused' })
    expect(subscribe).not.toHaveBeenCalled()
    expect(unsubscribed).toEqual([])
  })

  it('a subscription registered to a device key this browser lost: subscribes again and retries once', async () => {
    const { manager, unsubscribed, subscribe } = fakeManager({ existing: { key: KEY } })
    const create = vi.fn(async (_d, body) => {
      if (create.mock.calls.length === 1)
        throw Object.assign(
          new Error(
            'This push subscription is registered to another device key: unsubscribe, subscribe again and retry',
          ),
          { status: 409 },
        )
      return { id: body.id } as RateAlert
    })
    await subscribeToAlert(CRITERIA, deps({ manager, create }))
    expect(unsubscribed).toEqual(['existing'])
    expect(subscribe).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledTimes(2)
  })

  it('the push service cannot be reached: a clear error, nothing created', async () => {
    const { manager } = fakeManager({ subscribeFails: true })
    const create = vi.fn()
    await expect(subscribeToAlert(CRITERIA, deps({ manager, create }))).rejects.toMatchObject({ reason: 'push-failed' })
    expect(create).not.toHaveBeenCalled()
  })
})
