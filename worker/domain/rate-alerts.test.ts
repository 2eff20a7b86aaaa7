import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CreateRateAlertInput, newDeviceSecret } from '#shared/schemas/rate-alerts.ts'
import { alertRequest, type PushServiceFixture, startPushServiceFixture } from '#tests/support/push-service-fixture.ts'
import { eachTestDb, insertRates, RATES_CLOCK, rateSheet } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { mortgageRates, pushSubscriptions, rateAlerts } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { type Device, removeDevice } from './push-devices'
import { createRateAlert, findDueAlerts, listRateAlerts, removeRateAlert } from './rate-alerts'

const { afternoon: NOW, today: TODAY, yesterday: YESTERDAY } = RATES_CLOCK
// rateSheet: Ontario, 5 year, fixed, Conventional → our rate 4.78.
const ON_5Y = 4.78
const opts = { allowPrivate: true, now: NOW }

let db: Db
// TEST SEAM: the local push service makes browser-like subscriptions (real P-256 keys).
let push: PushServiceFixture
beforeAll(async () => {
  push = await startPushServiceFixture({ vapidPublicKey: 'unused' })
})
afterAll(() => push.close())
eachTestDb(async (fresh) => {
  db = fresh
  await insertRates(db, [...rateSheet(TODAY, { active: true }), ...rateSheet(YESTERDAY, { active: false, shift: 0.2 })])
})

const newDevice = (): Device => ({ id: crypto.randomUUID(), secret: newDeviceSecret() })

const alertInput = (sub = push.subscribe(), over: Partial<CreateRateAlertInput> = {}) => alertRequest(sub, over)

async function rejection(p: Promise<unknown>): Promise<HttpError> {
  try {
    await p
  } catch (error) {
    if (error instanceof HttpError) return error
    throw error
  }
  throw new Error('expected an HttpError')
}

describe('createRateAlert', () => {
  it('stores the subscription (the secret only as a hash) and the alert with the current rate as its baseline', async () => {
    const device = newDevice()
    const input = alertInput()
    const { alert, created } = await createRateAlert(db, input, device, opts)
    expect(created).toBe(true)
    expect(alert).toEqual({
      id: input.id,
      province: 'ON',
      term: '5 year',
      rateType: 'fixed',
      mortgageType: 'Conventional',
      target: { kind: 'target', rate: 4.5 },
      baselineRate: ON_5Y,
      state: 'watching',
      createdAt: NOW.toISOString(),
      lastSentAt: null,
      lastSentRate: null,
      url: '/rates?province=ON&tab=fixed',
    })
    const [sub] = await db.select().from(pushSubscriptions)
    expect(sub).toMatchObject({
      id: device.id,
      endpoint: input.subscription.endpoint,
      p256dh: input.subscription.keys.p256dh,
      auth: input.subscription.keys.auth,
    })
    expect(sub!.secretHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(sub)).not.toContain(device.secret)
    expect(await db.select().from(rateAlerts)).toHaveLength(1)
  })

  it('is idempotent on the alert id: a retry returns the stored alert and adds nothing', async () => {
    const device = newDevice()
    const input = alertInput()
    await createRateAlert(db, input, device, opts)
    const again = await createRateAlert(db, { ...input }, device, opts)
    expect(again).toMatchObject({ created: false, alert: { id: input.id, target: { kind: 'target', rate: 4.5 } } })
    expect(await db.select().from(rateAlerts)).toHaveLength(1)
  })

  it('a retry of the alert id with other settings → 409 naming them; the stored alert is unchanged', async () => {
    const device = newDevice()
    const input = alertInput()
    await createRateAlert(db, input, device, opts)
    const error = await rejection(
      createRateAlert(db, { ...input, term: '3 year', target: { kind: 'target', rate: 3 } }, device, opts),
    )
    expect(error.code).toBe('conflict')
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['target', 'term'])
    const [row] = await db.select().from(rateAlerts).where(eq(rateAlerts.id, input.id))
    expect(row).toMatchObject({ term: input.term, targetRate: 4.5 })
  })

  it('a second alert on the device updates a renewed subscription; several alerts per device', async () => {
    const device = newDevice()
    await createRateAlert(db, alertInput(), device, opts)
    const renewed = push.subscribe()
    await createRateAlert(db, alertInput(renewed, { target: { kind: 'any-drop' }, rateType: 'variable' }), device, {
      ...opts,
      now: new Date(NOW.getTime() + 1000),
    })
    const subs = await db.select().from(pushSubscriptions)
    expect(subs).toHaveLength(1)
    expect(subs[0]).toMatchObject({ endpoint: renewed.endpoint, p256dh: renewed.keys.p256dh })
    expect((await listRateAlerts(db, device)).map((a) => a.target.kind)).toEqual(['target', 'any-drop'])
  })

  it('the device id with another secret → 403, and nothing is added', async () => {
    const device = newDevice()
    await createRateAlert(db, alertInput(), device, opts)
    const error = await rejection(createRateAlert(db, alertInput(), { id: device.id, secret: newDeviceSecret() }, opts))
    expect(error.status).toBe(403)
    expect(await db.select().from(rateAlerts)).toHaveLength(1)
  })

  it('an endpoint registered to another device → 409; an alert id of another device → 409', async () => {
    const sub = push.subscribe()
    const first = alertInput(sub)
    await createRateAlert(db, first, newDevice(), opts)
    expect((await rejection(createRateAlert(db, alertInput(sub), newDevice(), opts))).status).toBe(409)
    expect((await rejection(createRateAlert(db, { ...alertInput(), id: first.id }, newDevice(), opts))).status).toBe(
      409,
    )
    expect(await db.select().from(pushSubscriptions)).toHaveLength(1)
  })

  it('at most 10 alerts per device', async () => {
    const device = newDevice()
    const sub = push.subscribe()
    for (let i = 0; i < 10; i++) await createRateAlert(db, alertInput(sub), device, opts)
    const error = await rejection(createRateAlert(db, alertInput(sub), device, opts))
    expect(error).toMatchObject({
      status: 409,
      message: 'This device already has 10 rate alerts. Remove one to add another.',
    })
  })

  it('"any drop" needs a current rate to compare with (400 naming target)', async () => {
    await db.update(mortgageRates).set({ isActive: false }).where(eq(mortgageRates.province, 'Yukon'))
    const error = await rejection(
      createRateAlert(db, alertInput(undefined, { province: 'YT', target: { kind: 'any-drop' } }), newDevice(), opts),
    )
    expect(error.status).toBe(400)
    expect(error.fields).toEqual({
      target: 'There is no current rate for this product to compare with: choose a target rate',
    })
    // A target alert does not need one.
    const { alert } = await createRateAlert(db, alertInput(undefined, { province: 'YT' }), newDevice(), opts)
    expect(alert.baselineRate).toBeNull()
  })

  it('refuses endpoints that are not known push services in production, and keys that are not P-256 points (400 naming the field)', async () => {
    const loopback = await rejection(createRateAlert(db, alertInput(), newDevice(), { ...opts, allowPrivate: false }))
    expect(loopback.fields).toEqual({ 'subscription.endpoint': 'A loopback address cannot be a push service' })
    const sub = push.subscribe()
    const offCurve = `B${'A'.repeat(86)}`
    const bad = await rejection(
      createRateAlert(db, alertInput({ ...sub, keys: { ...sub.keys, p256dh: offCurve } }), newDevice(), opts),
    )
    expect(bad.fields).toEqual({ 'subscription.keys.p256dh': 'Not a P-256 public key' })
    expect(await db.select().from(pushSubscriptions)).toHaveLength(0)
  })
})

describe('list and remove: only with the device secret', () => {
  it('a wrong secret lists nothing and removes nothing (404, like an unknown alert)', async () => {
    const device = newDevice()
    const input = alertInput()
    await createRateAlert(db, input, device, opts)
    const thief = { id: device.id, secret: newDeviceSecret() }
    expect(await listRateAlerts(db, thief)).toEqual([])
    expect((await rejection(removeRateAlert(db, input.id, thief))).status).toBe(404)
    expect(await removeDevice(db, thief)).toBe(0)
    expect(await listRateAlerts(db, device)).toHaveLength(1)
    // Another device's own secret does not reach this device's alert either.
    const other = newDevice()
    await createRateAlert(db, alertInput(), other, opts)
    expect((await rejection(removeRateAlert(db, input.id, other))).status).toBe(404)
  })

  it('removing the last alert forgets the push subscription too', async () => {
    const device = newDevice()
    const a = alertInput()
    const b = alertInput(undefined, { term: '3 year' })
    await createRateAlert(db, a, device, opts)
    await createRateAlert(db, { ...b, subscription: a.subscription }, device, opts)
    expect(await removeRateAlert(db, a.id, device)).toEqual({ remaining: 1 })
    expect(await db.select().from(pushSubscriptions)).toHaveLength(1)
    expect(await removeRateAlert(db, b.id, device)).toEqual({ remaining: 0 })
    expect(await db.select().from(pushSubscriptions)).toHaveLength(0)
    expect(await listRateAlerts(db, device)).toEqual([])
  })

  it('removeDevice deletes every alert and the subscription', async () => {
    const device = newDevice()
    const a = alertInput()
    await createRateAlert(db, a, device, opts)
    await createRateAlert(db, { ...alertInput(), subscription: a.subscription }, device, opts)
    expect(await removeDevice(db, device)).toBe(2)
    expect(await db.select().from(rateAlerts)).toHaveLength(0)
    expect(await db.select().from(pushSubscriptions)).toHaveLength(0)
  })
})

describe('findDueAlerts', () => {
  async function setOntario5y(ourRate: number) {
    const rows = await db.select().from(mortgageRates).where(eq(mortgageRates.isActive, true))
    const row = rows.find(
      (r) =>
        r.province === 'Ontario' && r.term === '5 year' && r.rateType === 'fixed' && r.mortgageType === 'Conventional',
    )!
    await db.update(mortgageRates).set({ ourRate }).where(eq(mortgageRates.id, row.id))
  }
  const due = async (now = NOW) =>
    (await findDueAlerts(db, { now, limit: 50, exclude: [] })).map((d) => ({
      id: d.alert.id,
      rate: d.rate,
      reference: d.reference,
    }))

  it('target: due when today’s rate is at or below it (exactly equal included), not above', async () => {
    const device = newDevice()
    const at = alertInput(undefined, { target: { kind: 'target', rate: ON_5Y } })
    const below = alertInput(undefined, { target: { kind: 'target', rate: 4.77 } })
    await createRateAlert(db, at, device, opts)
    await createRateAlert(db, { ...below, subscription: at.subscription }, device, opts)
    expect(await due()).toEqual([{ id: at.id, rate: ON_5Y, reference: null }])
  })

  it('any drop: due only below the baseline, then only below the last notified rate', async () => {
    const input = alertInput(undefined, { target: { kind: 'any-drop' } })
    await createRateAlert(db, input, newDevice(), opts)
    expect(await due()).toEqual([])
    await setOntario5y(4.7)
    expect(await due()).toEqual([{ id: input.id, rate: 4.7, reference: ON_5Y }])
    // Notified yesterday at 4.70: 4.70 today is no drop; 4.65 is.
    await db
      .update(rateAlerts)
      .set({ state: 'sent', lastSentAt: YESTERDAY, lastSentRate: 4.7 })
      .where(eq(rateAlerts.id, input.id))
    expect(await due()).toEqual([])
    await setOntario5y(4.65)
    expect(await due()).toEqual([{ id: input.id, rate: 4.65, reference: 4.7 }])
  })

  it('at most once per UTC day; a target already announced waits for a lower rate', async () => {
    const input = alertInput(undefined, { target: { kind: 'target', rate: 5 } })
    await createRateAlert(db, input, newDevice(), opts)
    await db
      .update(rateAlerts)
      .set({ state: 'sent', lastSentAt: TODAY, lastSentRate: 4.7 })
      .where(eq(rateAlerts.id, input.id))
    await setOntario5y(4.5)
    expect(await due()).toEqual([])
    // The next day: lower than the last announcement → due; the same rate again → not.
    const tomorrow = new Date('2026-03-11T12:00:00.000Z')
    await db
      .update(mortgageRates)
      .set({ scrapedAt: new Date('2026-03-11T10:15:00.000Z') })
      .where(eq(mortgageRates.isActive, true))
    expect(await due(tomorrow)).toEqual([{ id: input.id, rate: 4.5, reference: 4.7 }])
    await db.update(rateAlerts).set({ lastSentAt: YESTERDAY, lastSentRate: 4.5 }).where(eq(rateAlerts.id, input.id))
    expect(await due(tomorrow)).toEqual([])
  })

  it('only today’s active rates count: none today (refresh not run yet) → nothing is due', async () => {
    const input = alertInput(undefined, { target: { kind: 'target', rate: 9 } })
    await createRateAlert(db, input, newDevice(), opts)
    expect((await due()).map((d) => d.id)).toEqual([input.id])
    await db.update(mortgageRates).set({ scrapedAt: YESTERDAY }).where(eq(mortgageRates.isActive, true))
    expect(await due()).toEqual([])
  })

  it('claimed alerts and excluded ids are left out', async () => {
    const a = alertInput(undefined, { target: { kind: 'target', rate: 9 } })
    const b = alertInput(undefined, { target: { kind: 'target', rate: 9 }, term: '3 year' })
    await createRateAlert(db, a, newDevice(), opts)
    await createRateAlert(db, b, newDevice(), opts)
    await db
      .update(rateAlerts)
      .set({ claimedUntil: new Date(NOW.getTime() + 60_000) })
      .where(eq(rateAlerts.id, a.id))
    expect((await due()).map((d) => d.id)).toEqual([b.id])
    expect(await findDueAlerts(db, { now: NOW, limit: 50, exclude: [b.id] })).toEqual([])
    // An expired claim (a run that died) no longer holds it.
    expect(
      (await findDueAlerts(db, { now: new Date(NOW.getTime() + 120_000), limit: 50, exclude: [] }))
        .map((d) => d.alert.id)
        .sort(),
    ).toEqual([a.id, b.id].sort())
  })
})
