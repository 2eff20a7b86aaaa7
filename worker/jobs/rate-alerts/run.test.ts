import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { generateVapidKeys } from '#scripts/lib/vapid.ts'
import { type CreateRateAlertInput, newDeviceSecret, type RateAlertPush } from '#shared/schemas/rate-alerts.ts'
import {
  alertRequest,
  type FixtureSubscription,
  type PushServiceFixture,
  startPushServiceFixture,
} from '#tests/support/push-service-fixture.ts'
import { createTestDb, insertRates, rateSheet } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { mortgageRates, pushSubscriptions, rateAlerts } from '#worker/db/schema/index.ts'
import type { Device } from '#worker/domain/push-devices.ts'
import { createRateAlert, listRateAlerts } from '#worker/domain/rate-alerts.ts'
import type { VapidKeys } from '#worker/lib/web-push.ts'
import { type RunRateAlertsOptions, runRateAlerts } from './run'

const NOW = new Date('2026-03-10T15:00:00.000Z')
const TODAY = new Date('2026-03-10T10:15:00.000Z')
// rateSheet: Ontario 5-year fixed Conventional 4.78; its 3-year 4.68.

let db: Db
let close: () => void
let vapid: VapidKeys
// TEST SEAM: the local push service (tests/support/push-service-fixture.ts), called in process. It
// decrypts every message with the subscription's private key and checks the VAPID JWT.
let push: PushServiceFixture
let clock: Date

beforeAll(async () => {
  const keys = await generateVapidKeys()
  vapid = { ...keys, subject: 'mailto:alerts@lakeshore-mortgage.ca' }
  push = await startPushServiceFixture({ vapidPublicKey: keys.publicKey })
})
afterAll(() => push.close())
beforeEach(async () => {
  ;({ db, close } = await createTestDb())
  await insertRates(db, rateSheet(TODAY, { active: true }))
  clock = NOW
  vi.spyOn(console, 'log').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  close()
  vi.restoreAllMocks()
})

const run = (over: Partial<RunRateAlertsOptions> = {}) =>
  runRateAlerts(db, { trigger: 'cron', vapid, allowPrivate: true, now: () => clock, fetchImpl: push.fetch, ...over })

async function subscribeAlert(target: CreateRateAlertInput['target'], over: Partial<CreateRateAlertInput> = {}) {
  const sub = push.subscribe()
  const device: Device = { id: crypto.randomUUID(), secret: newDeviceSecret() }
  const input = alertRequest(sub, { target, ...over })
  await createRateAlert(db, input, device, { allowPrivate: true, now: clock })
  return { sub, device, id: input.id }
}

const deliveredTo = (sub: FixtureSubscription) => push.deliveries.filter((d) => d.subscriptionId === sub.id)

describe('runRateAlerts', () => {
  it('a matching alert is delivered once, encrypted for the device, with the rate and a link to /rates; a second run the same day sends nothing', async () => {
    const { sub, device, id } = await subscribeAlert({ kind: 'target', rate: 4.8 })
    const first = await run()
    expect(first).toMatchObject({ attempted: 1, sent: 1, gone: 0, failed: 0 })
    const [delivery, ...more] = deliveredTo(sub)
    expect(more).toEqual([])
    expect(delivery!.payload).toEqual({
      v: 1,
      type: 'rate-alert',
      alertId: id,
      title: 'Rate alert: 5-year fixed at 4.78%',
      body: "Ontario, Conventional: today's 5-year fixed rate is at or below your target of 4.80%. Tap to see today's rates.",
      url: '/rates?province=ON&tab=fixed',
      tag: `rate-alert-${id}`,
      rate: 4.78,
      date: '2026-03-10',
    } satisfies RateAlertPush)
    expect(delivery!.headers).toMatchObject({
      ttl: String(12 * 3600),
      topic: id.replaceAll('-', ''),
      urgency: 'normal',
    })
    expect(await listRateAlerts(db, device)).toMatchObject([
      { id, state: 'sent', lastSentAt: NOW.toISOString(), lastSentRate: 4.78 },
    ])

    clock = new Date(NOW.getTime() + 3 * 3600_000)
    expect(await run()).toMatchObject({ attempted: 0, sent: 0 })
    expect(deliveredTo(sub)).toHaveLength(1)
  })

  it('an alert that does not match is not sent; an any-drop alert is sent when the rate falls below its baseline', async () => {
    const high = await subscribeAlert({ kind: 'target', rate: 4.5 })
    const drop = await subscribeAlert({ kind: 'any-drop' }, { term: '3 year' })
    expect(await run()).toMatchObject({ attempted: 0 })
    expect(deliveredTo(high.sub)).toEqual([])

    const [row] = (await db.select().from(mortgageRates)).filter(
      (r) =>
        r.province === 'Ontario' && r.term === '3 year' && r.rateType === 'fixed' && r.mortgageType === 'Conventional',
    )
    await db.update(mortgageRates).set({ ourRate: 4.49 }).where(eq(mortgageRates.id, row!.id))
    expect(await run()).toMatchObject({ attempted: 1, sent: 1 })
    expect(deliveredTo(drop.sub)[0]!.payload).toMatchObject({
      title: 'Rate alert: 3-year fixed at 4.49%',
      body: "Ontario, Conventional: today's 3-year fixed rate is down from 4.68%. Tap to see today's rates.",
    })
    expect(deliveredTo(high.sub)).toEqual([])
  })

  it('404 or 410 from the push service deletes the subscription and all its alerts', async () => {
    for (const status of [404, 410]) {
      const { sub, device } = await subscribeAlert({ kind: 'target', rate: 6 })
      await createRateAlert(
        db,
        {
          id: crypto.randomUUID(),
          subscription: { endpoint: sub.endpoint, keys: sub.keys },
          province: 'BC',
          term: '1 year',
          rateType: 'variable',
          mortgageType: 'Refinance',
          target: { kind: 'target', rate: 1 },
        },
        device,
        { allowPrivate: true, now: clock },
      )
      push.respondWith(sub.id, status)
      expect(await run(), String(status)).toMatchObject({ gone: 1 })
      expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))).toEqual([])
      expect(await db.select().from(rateAlerts).where(eq(rateAlerts.subscriptionId, device.id))).toEqual([])
    }
  })

  it('another failure (500) leaves the alert for the next run, without retrying it in the same run', async () => {
    const { sub, device, id } = await subscribeAlert({ kind: 'target', rate: 6 })
    push.respondWith(sub.id, 500)
    const before = push.requests
    expect(await run()).toMatchObject({ attempted: 1, failed: 1, sent: 0 })
    expect(push.requests - before).toBe(1)
    expect(await listRateAlerts(db, device)).toMatchObject([{ id, state: 'retrying', lastSentAt: null }])

    push.respondWith(sub.id, 201)
    clock = new Date(NOW.getTime() + 60_000)
    expect(await run()).toMatchObject({ attempted: 1, sent: 1 })
    expect(await listRateAlerts(db, device)).toMatchObject([{ id, state: 'sent' }])
  })

  it('works in batches up to the per-run cap; the rest is due on the next run', async () => {
    const subs = []
    for (let i = 0; i < 7; i++) subs.push(await subscribeAlert({ kind: 'target', rate: 6 }))
    expect(await run({ batchSize: 3, maxPerRun: 5 })).toMatchObject({ attempted: 5, sent: 5 })
    expect(await run({ batchSize: 3, maxPerRun: 5 })).toMatchObject({ attempted: 2, sent: 2 })
    expect(subs.map((s) => deliveredTo(s.sub).length)).toEqual([1, 1, 1, 1, 1, 1, 1])
  })

  it('an alert claimed by an overlapping run is not sent twice', async () => {
    const { sub, id } = await subscribeAlert({ kind: 'target', rate: 6 })
    await db
      .update(rateAlerts)
      .set({ claimedUntil: new Date(NOW.getTime() + 5 * 60_000) })
      .where(eq(rateAlerts.id, id))
    expect(await run()).toMatchObject({ attempted: 0 })
    expect(deliveredTo(sub)).toEqual([])
  })

  it('two runs at the same time send each alert once', async () => {
    const alerts = []
    for (let i = 0; i < 4; i++) alerts.push(await subscribeAlert({ kind: 'target', rate: 6 }))
    const [a, b] = await Promise.all([run(), run()])
    expect(a.sent + b.sent).toBe(4)
    expect(alerts.map((x) => deliveredTo(x.sub).length)).toEqual([1, 1, 1, 1])
  })

  it('outside the non-production allowance a loopback endpoint is not sent to (and stays for later)', async () => {
    const { sub, device } = await subscribeAlert({ kind: 'target', rate: 6 })
    expect(await run({ allowPrivate: false })).toMatchObject({ attempted: 1, failed: 1 })
    expect(deliveredTo(sub)).toEqual([])
    expect(await listRateAlerts(db, device)).toMatchObject([{ state: 'retrying' }])
  })
})
