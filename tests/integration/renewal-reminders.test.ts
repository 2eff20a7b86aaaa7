/**
 * Renewal reminders through the running worker (workerd + sqld): the public routes, owned by the
 * rate alerts' device secret, and the daily cron's sends to the local push-service fixture
 * (tests/support/push-service-fixture.ts: it checks the VAPID JWT and decrypts each message).
 */
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import { newDeviceSecret } from '#shared/schemas/rate-alerts.ts'
import { daysBefore, type RenewalReminder, type RenewalReminderPush } from '#shared/schemas/renewal-reminders.ts'
import {
  type FixtureSubscription,
  type PushServiceFixture,
  startPushServiceFixture,
} from '#tests/support/push-service-fixture.ts'
import { pushSubscriptions, rateAlerts, renewalReminders } from '#worker/db/schema/index.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { freshIp, jsonInit } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'

const { db, client } = testDb()
let push: PushServiceFixture
const devices: string[] = []

type Device = { id: string; secret: string; ip: string }

function newDevice(): Device {
  const device = { id: crypto.randomUUID(), secret: newDeviceSecret(), ip: freshIp() }
  devices.push(device.id)
  return device
}

const headers = (d: Device) => ({ 'X-Alert-Device': d.id, 'X-Alert-Secret': d.secret, [TEST_CLIENT_IP_HEADER]: d.ip })
const today = () => new Date().toISOString().slice(0, 10)
/** The day `days` from today (UTC). */
const inDays = (days: number) => daysBefore(today(), -days)

function save(device: Device, sub: FixtureSubscription, maturityDate: string, id: string = crypto.randomUUID()) {
  const body = { id, subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }, maturityDate }
  return call('/api/renewal-reminders', jsonInit('POST', body, headers(device)))
}

async function list(device: Device) {
  const res = await call('/api/renewal-reminders', { headers: headers(device) })
  expect(res.status).toBe(200)
  return ((await res.json()) as { reminders: RenewalReminder[] }).reminders
}

const remove = (device: Device, id: string) =>
  call(`/api/renewal-reminders/${id}`, {
    method: 'DELETE',
    headers: { ...headers(device), Origin: new URL(baseUrl()).origin },
  })

async function fireCron() {
  const res = await fetch(`${baseUrl()}/__scheduled?cron=15+10+*+*+*`)
  expect(await res.text()).toBe('Ran scheduled event')
}

const deliveredTo = (sub: FixtureSubscription) => push.deliveries.filter((d) => d.subscriptionId === sub.id)

beforeAll(async () => {
  push = await startPushServiceFixture({ vapidPublicKey: inject('vapidPublicKey'), tls: inject('pushFixtureTls') })
})

afterAll(async () => {
  try {
    if (devices.length > 0) {
      await db.delete(renewalReminders).where(inArray(renewalReminders.subscriptionId, devices))
      await db.delete(rateAlerts).where(inArray(rateAlerts.subscriptionId, devices))
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, devices))
    }
  } finally {
    client.close()
    await push.close()
  }
})

describe('the routes', () => {
  it('save → 201 and listed with its next reminder; a retry is 200; only the device secret lists or removes it', async () => {
    const device = newDevice()
    const sub = push.subscribe()
    const id = crypto.randomUUID()
    const maturity = inDays(400)
    const res = await save(device, sub, maturity, id)
    expect(res.status).toBe(201)
    expect(((await res.json()) as { reminder: RenewalReminder }).reminder).toMatchObject({
      id,
      maturityDate: maturity,
      lastSentDays: null,
      nextOn: inDays(220),
    })
    expect((await save(device, sub, maturity, id)).status).toBe(200)
    // The same id with another date: 409 naming it, the stored reminder kept.
    const changed = await save(device, sub, inDays(500), id)
    expect(changed.status).toBe(409)
    expect(Object.keys(((await changed.json()) as ApiErrorBody).error.fields ?? {})).toEqual(['maturityDate'])
    expect(await list(device)).toMatchObject([{ id, maturityDate: maturity }])

    const thief = { ...device, secret: newDeviceSecret() }
    expect((await save(thief, sub, maturity)).status).toBe(403)
    expect(await list(thief)).toEqual([])
    expect((await remove(thief, id)).status).toBe(404)

    // One tap removes it; the device had nothing else, so the server forgets it.
    const gone = await remove(device, id)
    expect(gone.status).toBe(200)
    expect(await gone.json()).toEqual({ deleted: true, remaining: 0 })
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))).toEqual([])
    expect((await remove(device, id)).status).toBe(404)
  })

  it('a bad maturity date or endpoint is a 400 naming the field; nothing is stored', async () => {
    const device = newDevice()
    const sub = push.subscribe()
    const fieldsOf = async (res: Response) => {
      expect(res.status).toBe(400)
      return Object.keys(((await res.json()) as { error: { fields?: Record<string, string> } }).error.fields ?? {})
    }
    expect(await fieldsOf(await save(device, sub, today()))).toEqual(['maturityDate'])
    expect(await fieldsOf(await save(device, sub, inDays(365 * 11)))).toEqual(['maturityDate'])
    expect(await fieldsOf(await save(device, sub, '30/06/2027'))).toContain('maturityDate')
    const body = {
      id: crypto.randomUUID(),
      subscription: { endpoint: 'https://169.254.169.254/latest', keys: sub.keys },
      maturityDate: inDays(90),
    }
    expect(await fieldsOf(await call('/api/renewal-reminders', jsonInit('POST', body, headers(device))))).toEqual([
      'subscription.endpoint',
    ])
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))).toEqual([])
  })

  it("a device's rate alert keeps the subscription when its last reminder goes, and the other way round", async () => {
    const device = newDevice()
    const sub = push.subscribe()
    const reminder = crypto.randomUUID()
    expect((await save(device, sub, inDays(300), reminder)).status).toBe(201)
    const alert = crypto.randomUUID()
    const created = await call(
      '/api/rate-alerts',
      jsonInit(
        'POST',
        {
          id: alert,
          subscription: { endpoint: sub.endpoint, keys: sub.keys },
          province: 'ON',
          term: '5 year',
          rateType: 'fixed',
          mortgageType: 'Conventional',
          target: { kind: 'target', rate: 1 },
        },
        headers(device),
      ),
    )
    expect(created.status).toBe(201)
    const removed = await call(`/api/rate-alerts/${alert}`, {
      method: 'DELETE',
      headers: { ...headers(device), Origin: new URL(baseUrl()).origin },
    })
    // The reminder is still there: the app must not unsubscribe the browser.
    expect(await removed.json()).toEqual({ deleted: true, remaining: 1 })
    expect(await list(device)).toMatchObject([{ id: reminder }])
    expect(await (await remove(device, reminder)).json()).toEqual({ deleted: true, remaining: 0 })
  })
})

describe('the daily cron', () => {
  it('sends the reminder a milestone reached, once; a maturity further away waits', async () => {
    const device = newDevice()
    const sub = push.subscribe()
    const due = crypto.randomUUID()
    const maturity = inDays(30)
    expect((await save(device, sub, maturity, due)).status).toBe(201)
    const later = newDevice()
    const laterSub = push.subscribe()
    expect((await save(later, laterSub, inDays(200))).status).toBe(201)

    await fireCron()

    expect(push.rejections).toEqual([])
    const [delivery, ...more] = deliveredTo(sub)
    expect(more).toEqual([])
    expect(delivery!.payload as RenewalReminderPush).toEqual({
      v: 1,
      type: 'renewal-reminder',
      reminderId: due,
      title: 'Your mortgage renews in about a month',
      body: 'Your term ends soon: compare your renewal offer with switching before you sign. Tap to see the numbers.',
      url: `/renewal-calculator?maturity=${maturity}`,
      tag: `renewal-reminder-${due}`,
      days: 30,
    })
    expect(deliveredTo(laterSub)).toEqual([])
    expect(await list(device)).toMatchObject([{ id: due, lastSentDays: 30, nextOn: null }])

    await fireCron()
    expect(deliveredTo(sub)).toHaveLength(1)
  })
})
