/**
 * Rate alerts through the running worker (workerd + sqld): the public routes, and the sends of
 * the cron (/__scheduled) and of an admin's rate change, to a LOCAL PUSH-SERVICE FIXTURE — the
 * test seam standing in for FCM / Mozilla / Apple (tests/support/push-service-fixture.ts). It
 * listens with TLS on 127.0.0.1 (workerd trusts its certificate through NODE_EXTRA_CA_CERTS,
 * see global-setup.ts), checks the VAPID JWT against the worker's key and DECRYPTS each message
 * with the private key of the subscription it made, so the encryption is checked, not mocked.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { JobRunsResponse } from '#shared/schemas/jobs.ts'
import { newDeviceSecret, type RateAlert, type RateAlertPush } from '#shared/schemas/rate-alerts.ts'
import {
  type FixtureSubscription,
  type PushServiceFixture,
  startPushServiceFixture,
} from '#tests/support/push-service-fixture.ts'
import { mortgageRates, pushSubscriptions, rateAlerts } from '#worker/db/schema/index.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { freshIp, jsonInit, signInAs } from './auth-helpers'
import { baseUrl, call, getJson, testDb } from './helpers'

const { db, client } = testDb()
let push: PushServiceFixture
const devices: string[] = []
let restoreRates: (() => Promise<void>) | undefined

type Device = { id: string; secret: string; ip: string }

function newDevice(): Device {
  const device = { id: crypto.randomUUID(), secret: newDeviceSecret(), ip: freshIp() }
  devices.push(device.id)
  return device
}

const deviceHeaders = (d: Device) => ({
  'X-Alert-Device': d.id,
  'X-Alert-Secret': d.secret,
  [TEST_CLIENT_IP_HEADER]: d.ip,
})

type Product = {
  province: 'ON' | 'BC'
  term: '1 year' | '3 year' | '5 year'
  rateType: 'fixed' | 'variable'
  mortgageType: 'Conventional' | 'High-Ratio'
}
const ON_5Y: Product = { province: 'ON', term: '5 year', rateType: 'fixed', mortgageType: 'Conventional' }
const ON_3Y: Product = { province: 'ON', term: '3 year', rateType: 'fixed', mortgageType: 'Conventional' }
const BC_5Y: Product = { province: 'BC', term: '5 year', rateType: 'fixed', mortgageType: 'Conventional' }

function createAlert(
  device: Device,
  sub: FixtureSubscription,
  product: Product,
  target: unknown,
  id: string = crypto.randomUUID(),
) {
  const body = {
    id,
    subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys },
    ...product,
    target,
  }
  return call('/api/rate-alerts', jsonInit('POST', body, deviceHeaders(device)))
}

async function listAlerts(device: Device) {
  const res = await call('/api/rate-alerts', { headers: deviceHeaders(device) })
  expect(res.status).toBe(200)
  return ((await res.json()) as { alerts: RateAlert[] }).alerts
}

/** Today's rate of a product, as the send run reads it (lowest our rate of today's active rows). */
async function todayRate(p: Product) {
  const names = { ON: 'Ontario', BC: 'British Columbia' } as const
  const rows = await db
    .select()
    .from(mortgageRates)
    .where(
      and(
        eq(mortgageRates.isActive, true),
        eq(mortgageRates.province, names[p.province]),
        eq(mortgageRates.term, p.term),
        eq(mortgageRates.rateType, p.rateType),
        eq(mortgageRates.mortgageType, p.mortgageType),
      ),
    )
  const today = new Date().toISOString().slice(0, 10)
  const current = rows
    .filter((r) => r.scrapedAt.toISOString().slice(0, 10) === today)
    .sort((a, b) => a.ourRate - b.ourRate)
  expect(current.length, `today's ${p.province} ${p.term} ${p.rateType} rate`).toBeGreaterThan(0)
  return current[0]!
}

async function fireCron() {
  const res = await fetch(`${baseUrl()}/__scheduled?cron=15+10+*+*+*`)
  expect(await res.text()).toBe('Ran scheduled event')
}

const deliveredTo = (sub: FixtureSubscription) => push.deliveries.filter((d) => d.subscriptionId === sub.id)

beforeAll(async () => {
  push = await startPushServiceFixture({ vapidPublicKey: inject('vapidPublicKey'), tls: inject('pushFixtureTls') })
  // The daily refresh makes sure today's rates exist (it carries the latest ones forward).
  await fireCron()
})

afterAll(async () => {
  try {
    await restoreRates?.()
    if (devices.length > 0) {
      await db.delete(rateAlerts).where(inArray(rateAlerts.subscriptionId, devices))
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, devices))
    }
  } finally {
    client.close()
    await push.close()
  }
})

describe('the routes', () => {
  it('GET /api/rate-alerts/vapid-public-key gives the key the browser subscribes with', async () => {
    const res = await call('/api/rate-alerts/vapid-public-key')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ publicKey: inject('vapidPublicKey') })
  })

  it('create → 201, listed for the device; a retry is 200; only the device secret lists or removes it', async () => {
    const device = newDevice()
    const sub = push.subscribe()
    const id = crypto.randomUUID()
    const created = await createAlert(device, sub, BC_5Y, { kind: 'target', rate: 3.5 }, id)
    expect(created.status).toBe(201)
    const { alert } = (await created.json()) as { alert: RateAlert }
    expect(alert).toMatchObject({
      id,
      province: 'BC',
      term: '5 year',
      rateType: 'fixed',
      target: { kind: 'target', rate: 3.5 },
      state: 'watching',
      url: '/rates?province=BC&tab=fixed',
    })
    expect((await createAlert(device, sub, BC_5Y, { kind: 'target', rate: 3.5 }, id)).status).toBe(200)
    expect((await listAlerts(device)).map((a) => a.id)).toEqual([id])

    const thief = { ...device, secret: newDeviceSecret() }
    expect(await listAlerts(thief)).toEqual([])
    const stolen = await call(`/api/rate-alerts/${id}`, jsonInit('DELETE', undefined, deviceHeaders(thief)))
    expect(stolen.status).toBe(404)
    expect((await createAlert(thief, push.subscribe(), BC_5Y, { kind: 'any-drop' })).status).toBe(403)
    expect((await listAlerts(device)).map((a) => a.id)).toEqual([id])

    const removed = await call(`/api/rate-alerts/${id}`, jsonInit('DELETE', undefined, deviceHeaders(device)))
    expect(removed.status).toBe(200)
    expect(await removed.json()).toEqual({ deleted: true, remaining: 0 })
    expect(await listAlerts(device)).toEqual([])
    // The last alert gone, nothing of the device is kept.
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))).toEqual([])
  })

  it('DELETE /api/rate-alerts removes everything the device has', async () => {
    const device = newDevice()
    const sub = push.subscribe()
    expect((await createAlert(device, sub, BC_5Y, { kind: 'target', rate: 3 })).status).toBe(201)
    expect((await createAlert(device, sub, ON_3Y, { kind: 'any-drop' })).status).toBe(201)
    const res = await call('/api/rate-alerts', jsonInit('DELETE', undefined, deviceHeaders(device)))
    expect(await res.json()).toEqual({ deleted: 2 })
    expect(await db.select().from(rateAlerts).where(eq(rateAlerts.subscriptionId, device.id))).toEqual([])
  })

  it('bad input → 400 naming the field, and nothing is stored', async () => {
    const device = newDevice()
    const sub = push.subscribe()
    const good = {
      id: crypto.randomUUID(),
      subscription: { endpoint: sub.endpoint, keys: sub.keys },
      ...BC_5Y,
      target: { kind: 'target', rate: 3.5 },
    }
    const cases: [unknown, string][] = [
      [{ ...good, name: 'Jane' }, 'name'],
      [
        { ...good, subscription: { ...good.subscription, endpoint: `http://127.0.0.1:1/push/${sub.id}` } },
        'subscription.endpoint',
      ],
      [
        { ...good, subscription: { ...good.subscription, endpoint: 'https://169.254.169.254/latest' } },
        'subscription.endpoint',
      ],
      [{ ...good, subscription: { ...good.subscription, endpoint: `${sub.endpoint}\u0000` } }, 'subscription.endpoint'],
      [{ ...good, subscription: { ...good.subscription, keys: { ...sub.keys, auth: 'x' } } }, 'subscription.keys.auth'],
      [
        { ...good, subscription: { ...good.subscription, keys: { ...sub.keys, p256dh: `B${'A'.repeat(86)}` } } },
        'subscription.keys.p256dh',
      ],
      [{ ...good, target: { kind: 'target', rate: 99 } }, 'target.rate'],
      [{ ...good, term: '5 year\u202e' }, 'term'],
      [{ ...good, province: 'Ontario<script>' }, 'province'],
    ]
    for (const [body, field] of cases) {
      const res = await call('/api/rate-alerts', jsonInit('POST', body, deviceHeaders(device)))
      expect(res.status, field).toBe(400)
      const error = ((await res.json()) as { error: { code: string; fields: Record<string, string> } }).error
      expect(error.code, field).toBe('validation_failed')
      expect(Object.keys(error.fields), field).toContain(field)
    }
    const noHeaders = await call(
      '/api/rate-alerts',
      jsonInit('POST', good, { 'X-Alert-Device': 'me', [TEST_CLIENT_IP_HEADER]: device.ip }),
    )
    expect(noHeaders.status).toBe(400)
    expect(
      Object.keys(((await noHeaders.json()) as { error: { fields: Record<string, string> } }).error.fields).sort(),
    ).toEqual(['x-alert-device', 'x-alert-secret'])
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))).toEqual([])
  })

  it('creating is rate-limited per client address (20 per 10 minutes)', async () => {
    const device = newDevice()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++)
      statuses.push((await call('/api/rate-alerts', jsonInit('POST', {}, deviceHeaders(device)))).status)
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})

describe('sending to the push-service fixture', () => {
  it('after the cron, a matching alert is delivered once with the right payload, a non-matching one is not; a second run the same day sends nothing', async () => {
    const rate = (await todayRate(ON_5Y)).ourRate
    const device = newDevice()
    const sub = push.subscribe()
    const match = crypto.randomUUID()
    expect(
      (await createAlert(device, sub, ON_5Y, { kind: 'target', rate: Math.round((rate + 0.25) * 100) / 100 }, match))
        .status,
    ).toBe(201)
    const quiet = newDevice()
    const quietSub = push.subscribe()
    expect(
      (await createAlert(quiet, quietSub, ON_5Y, { kind: 'target', rate: Math.round((rate - 0.5) * 100) / 100 }))
        .status,
    ).toBe(201)

    await fireCron()

    expect(push.rejections).toEqual([])
    const [delivery, ...more] = deliveredTo(sub)
    expect(more).toEqual([])
    expect(delivery!.claims).toMatchObject({ aud: push.origin, sub: 'mailto:alerts@lakeshore-mortgage.ca' })
    expect(delivery!.headers.contentEncoding).toBe('aes128gcm')
    const payload = delivery!.payload as RateAlertPush
    expect(payload).toMatchObject({
      v: 1,
      type: 'rate-alert',
      alertId: match,
      title: `Rate alert: 5-year fixed at ${rate.toFixed(2)}%`,
      url: '/rates?province=ON&tab=fixed',
      tag: `rate-alert-${match}`,
      rate,
      date: new Date().toISOString().slice(0, 10),
    })
    expect(payload.body).toMatch(/^Ontario, Conventional: today's 5-year fixed rate is at or below your target of /)
    expect(deliveredTo(quietSub)).toEqual([])
    expect(await listAlerts(device)).toMatchObject([{ id: match, state: 'sent', lastSentRate: rate }])
    expect(await listAlerts(quiet)).toMatchObject([{ state: 'watching', lastSentAt: null }])

    await fireCron()
    expect(deliveredTo(sub)).toHaveLength(1)
    expect(deliveredTo(quietSub)).toEqual([])
  })

  it('410 from the push service removes the subscription and its alerts; 500 leaves the alert for the next run', async () => {
    const rate = (await todayRate(BC_5Y)).ourRate
    const target = { kind: 'target', rate: Math.round((rate + 0.5) * 100) / 100 }
    const gone = newDevice()
    const goneSub = push.subscribe()
    push.respondWith(goneSub.id, 410)
    expect((await createAlert(gone, goneSub, BC_5Y, target)).status).toBe(201)
    const flaky = newDevice()
    const flakySub = push.subscribe()
    push.respondWith(flakySub.id, 500)
    expect((await createAlert(flaky, flakySub, BC_5Y, target)).status).toBe(201)

    await fireCron()

    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, gone.id))).toEqual([])
    expect(await db.select().from(rateAlerts).where(eq(rateAlerts.subscriptionId, gone.id))).toEqual([])
    expect(await listAlerts(gone)).toEqual([])
    expect(await listAlerts(flaky)).toMatchObject([{ state: 'retrying', lastSentAt: null }])
    expect(deliveredTo(flakySub).map((d) => d.status)).toEqual([500])

    push.respondWith(flakySub.id, 201)
    await fireCron()
    expect(deliveredTo(flakySub).map((d) => d.status)).toEqual([500, 201])
    expect(await listAlerts(flaky)).toMatchObject([{ state: 'sent' }])
  })

  it("an admin's rate change sends the alerts it triggers, after the response", async () => {
    const row = await todayRate(ON_3Y)
    const device = newDevice()
    const sub = push.subscribe()
    expect((await createAlert(device, sub, ON_3Y, { kind: 'any-drop' })).status).toBe(201)
    expect(await listAlerts(device)).toMatchObject([{ baselineRate: row.ourRate }])

    const admin = (await signInAs('super_admin')).authHeaders
    const latestAlertRun = async () => {
      const { body } = await getJson<JobRunsResponse>('/api/admin/jobs/runs?limit=1', { headers: admin })
      return body.jobs.find((j) => j.job === 'rate-alerts')?.runs[0]
    }
    const before = (await latestAlertRun())?.id
    const lowered = Math.round((row.ourRate - 0.1) * 1000) / 1000
    restoreRates = async () => {
      await db.update(mortgageRates).set({ ourRate: row.ourRate }).where(eq(mortgageRates.id, row.id))
    }
    const res = await call(
      `/api/admin/rates/${row.id}`,
      jsonInit('PATCH', { version: row.version, ourRate: lowered }, admin),
    )
    expect(res.status).toBe(200)

    // The run goes on in the background (waitUntil): wait for the push service to receive it.
    await expect.poll(() => deliveredTo(sub).length, { timeout: 10_000, interval: 100 }).toBeGreaterThan(0)
    const [delivery] = deliveredTo(sub)
    expect(delivery?.payload).toMatchObject({
      title: `Rate alert: 3-year fixed at ${lowered.toFixed(2)}%`,
      body: `Ontario, Conventional: today's 3-year fixed rate is down from ${row.ourRate.toFixed(2)}%. Tap to see today's rates.`,
      url: '/rates?province=ON&tab=fixed',
    })
    // The background run is recorded like a scheduled one, with the admin as its trigger.
    await expect.poll(async () => (await latestAlertRun())?.id).not.toBe(before)
    await expect.poll(async () => (await latestAlertRun())?.finishedAt).toBeTruthy()
    const run = await latestAlertRun()
    expect(run).toMatchObject({ trigger: 'admin', schedule: null, outcome: 'succeeded' })
    expect(run!.counts.sent).toBeGreaterThanOrEqual(1)
  })
})
