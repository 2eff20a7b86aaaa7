import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { buildRateAlertPush } from '#shared/schemas/rate-alerts.ts'
import { buildRenewalReminderPush } from '#shared/schemas/renewal-reminders.ts'
import { buildStaffNotificationPush } from '#shared/schemas/staff-notifications.ts'

/**
 * app/public/sw-rate-alerts.js (imported by the generated service worker) run as the browser
 * runs it — a plain script — in a sandbox whose `self` records listeners, notifications and
 * window calls.
 */
const source = readFileSync(new URL('../../public/sw-rate-alerts.js', import.meta.url), 'utf8')
const ORIGIN = 'https://lakeshore.test'

type Client = {
  url: string
  focus: ReturnType<typeof vi.fn>
  navigate?: ReturnType<typeof vi.fn>
  postMessage: ReturnType<typeof vi.fn>
}
type Notification = {
  title: string
  options: { body: string; icon: string; tag: string; data: { kind: string; alertId: string; url: string } }
}

function loadWorker(windows: Client[] = []) {
  const listeners: Record<string, (event: unknown) => void> = {}
  const self = {
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
    location: { origin: ORIGIN },
    rateAlertNotification: undefined as unknown as (payload: unknown) => Notification,
  }
  runInNewContext(source, { self, URL })
  const fire = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve()
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) })
    await work
  }
  return { self, fire }
}

const client = (url: string, navigable = true): Client => ({
  url,
  focus: vi.fn(async () => undefined),
  postMessage: vi.fn(),
  ...(navigable ? { navigate: vi.fn(async () => null) } : {}),
})

const payload = buildRateAlertPush({
  alertId: '019b76da-a800-7fff-8fff-000000000001',
  province: 'ON',
  term: '5 year',
  rateType: 'fixed',
  mortgageType: 'Conventional',
  target: { kind: 'target', rate: 4.25 },
  rate: 4.19,
  reference: null,
  date: '2026-03-10',
})

describe('rateAlertNotification (pure)', () => {
  const { self } = loadWorker()

  it('shows the server’s title and body with the app icon, one notification per alert, opening the alert’s rates page', () => {
    expect(self.rateAlertNotification(payload)).toEqual({
      title: 'Rate alert: 5-year fixed at 4.19%',
      options: {
        body: "Ontario, Conventional: today's 5-year fixed rate is at or below your target of 4.25%. Tap to see today's rates.",
        icon: '/icons/icon-192.png',
        tag: 'rate-alert-019b76da-a800-7fff-8fff-000000000001',
        data: {
          kind: 'rate-alert',
          alertId: '019b76da-a800-7fff-8fff-000000000001',
          url: '/rates?province=ON&tab=fixed',
        },
      },
    })
  })

  it('a renewal reminder shows its own title and opens the renewal calculator with the maturity date', () => {
    const reminder = buildRenewalReminderPush({
      reminderId: '019b76da-a800-7fff-8fff-000000000002',
      maturityDate: '2027-06-30',
      days: 30,
    })
    const n = self.rateAlertNotification(reminder)
    expect(n.title).toBe('Your mortgage renews in about a month')
    expect(n.options.tag).toBe('renewal-reminder-019b76da-a800-7fff-8fff-000000000002')
    expect(n.options.data.url).toBe('/renewal-calculator?maturity=2027-06-30')
    expect(self.rateAlertNotification({ ...reminder, url: '//evil.example/' }).options.data.url).toBe(
      '/renewal-calculator',
    )
  })

  it('a staff notification shows its words as sent and opens the lead in the app', () => {
    const push = buildStaffNotificationPush({
      id: '019b76da-a800-7fff-8fff-000000000003',
      title: 'New lead: Maya',
      body: 'Quote · $600,000 price',
      url: '/agent-dashboard/leads?lead=019b76da-a800-7fff-8fff-000000000004',
    })
    const n = self.rateAlertNotification(push)
    expect(n.title).toBe('New lead: Maya')
    expect(n.options.body).toBe('Quote · $600,000 price')
    expect(n.options.tag).toBe('staff-019b76da-a800-7fff-8fff-000000000003')
    expect(n.options.data.url).toBe('/agent-dashboard/leads?lead=019b76da-a800-7fff-8fff-000000000004')
    expect(self.rateAlertNotification({ ...push, url: 'https://evil.example/' }).options.data.url).toBe(
      '/agent-dashboard/leads',
    )
  })

  it('only ever opens a same-origin path', () => {
    for (const url of [
      'https://evil.example/rates',
      '//evil.example/rates',
      'javascript:alert(1)',
      '/\\evil.example',
      42,
      `/${'a'.repeat(400)}`,
    ]) {
      expect(self.rateAlertNotification({ ...payload, url }).options.data.url, String(url)).toBe('/rates')
    }
  })

  it('an unknown or broken message still gives a plain notification to the rates page; long texts are cut', () => {
    for (const p of [null, 'text', { type: 'other', title: 'x' }]) {
      const n = self.rateAlertNotification(p)
      expect(n, JSON.stringify(p)).toMatchObject({
        title: 'Rate alert',
        options: { body: "Today's rates have changed. Tap to see them.", data: { url: '/rates' } },
      })
    }
    expect(self.rateAlertNotification({ ...payload, title: 7 })).toMatchObject({
      title: 'Rate alert',
      options: { data: { url: '/rates?province=ON&tab=fixed' } },
    })
    expect(self.rateAlertNotification({ ...payload, title: 'x'.repeat(500) }).title).toHaveLength(120)
  })
})

describe('the service worker events', () => {
  it('push → the notification is shown and open windows are told', async () => {
    const open = client(`${ORIGIN}/`)
    const { self, fire } = loadWorker([open])
    await fire('push', { data: { json: () => payload } })
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'Rate alert: 5-year fixed at 4.19%',
      expect.objectContaining({ tag: payload.tag, icon: '/icons/icon-192.png' }),
    )
    expect(open.postMessage).toHaveBeenCalledWith({ type: 'rate-alert-received', alertId: payload.alertId })
  })

  it('a push whose data is not JSON still shows a notification', async () => {
    const { self, fire } = loadWorker()
    await fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('bad')
        },
      },
    })
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'Rate alert',
      expect.objectContaining({ data: expect.objectContaining({ url: '/rates' }) }),
    )
  })

  const click = (url: string) => {
    const notification = { data: { kind: 'rate-alert', alertId: 'a', url }, close: vi.fn() }
    return { notification }
  }

  it('click with a window already on the page → it is focused', async () => {
    const there = client(`${ORIGIN}/rates?province=ON&tab=fixed`)
    const elsewhere = client(`${ORIGIN}/`)
    const { self, fire } = loadWorker([elsewhere, there])
    const event = click('/rates?province=ON&tab=fixed')
    await fire('notificationclick', event)
    expect(event.notification.close).toHaveBeenCalled()
    expect(there.focus).toHaveBeenCalled()
    expect(elsewhere.navigate).not.toHaveBeenCalled()
    expect(self.clients.openWindow).not.toHaveBeenCalled()
  })

  it('click with another window of the app → it goes to the page and is focused', async () => {
    const elsewhere = client(`${ORIGIN}/calculators`)
    const { self, fire } = loadWorker([elsewhere])
    await fire('notificationclick', click('/rates?province=BC&tab=variable'))
    expect(elsewhere.navigate).toHaveBeenCalledWith(`${ORIGIN}/rates?province=BC&tab=variable`)
    expect(elsewhere.focus).toHaveBeenCalled()
    expect(self.clients.openWindow).not.toHaveBeenCalled()
  })

  it('click with no window (or one that cannot be navigated) → a new window on the page', async () => {
    const { self, fire } = loadWorker([])
    await fire('notificationclick', click('/rates?province=BC&tab=variable'))
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/rates?province=BC&tab=variable`)

    const stuck = client(`${ORIGIN}/`)
    stuck.navigate = vi.fn(async () => {
      throw new TypeError('not controlled')
    })
    const second = loadWorker([stuck])
    await second.fire('notificationclick', click('https://evil.example/'))
    expect(second.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/rates`)
  })

  it('other notifications are left alone', async () => {
    const { self, fire } = loadWorker([])
    const event = { notification: { data: { kind: 'something-else' }, close: vi.fn() } }
    await fire('notificationclick', event)
    expect(event.notification.close).not.toHaveBeenCalled()
    expect(self.clients.openWindow).not.toHaveBeenCalled()
  })
})
