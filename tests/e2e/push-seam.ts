/**
 * TEST SEAM for the specs that need a push subscription: Chromium here cannot reach a real push
 * service, so the page's `PushManager.subscribe` is replaced (addInitScript) by one that returns
 * a subscription made by tests/support/push-service-fixture.ts (a local push service over https,
 * trusted by workerd: playwright.config.ts). Permission requests and unsubscribes are counted.
 */
import type { BrowserContext } from '@playwright/test'
import type { FixtureSubscription } from '#tests/support/push-service-fixture.ts'

/** The seam: this page's push subscription is the fixture's; permission requests are counted. */
export async function installPushSeam(context: BrowserContext, sub: FixtureSubscription, serverKey: string) {
  await context.addInitScript(
    ({ sub, serverKey }) => {
      const w = window as unknown as { __permissionRequests: number; __unsubscribed: number }
      w.__permissionRequests = 0
      w.__unsubscribed = 0
      const request = Notification.requestPermission.bind(Notification)
      Notification.requestPermission = (() => {
        w.__permissionRequests++
        return request()
      }) as typeof Notification.requestPermission
      const b64 = serverKey.replaceAll('-', '+').replaceAll('_', '/')
      const key = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0)).buffer
      let current: unknown = null
      const make = () => ({
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { applicationServerKey: key, userVisibleOnly: true },
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        unsubscribe: async () => {
          w.__unsubscribed++
          current = null
          return true
        },
      })
      PushManager.prototype.subscribe = async () => {
        current = make()
        return current as PushSubscription
      }
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null
    },
    { sub, serverKey },
  )
}
