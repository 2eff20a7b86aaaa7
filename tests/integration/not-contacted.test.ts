/**
 * Leads not contacted in time, through the running worker (workerd + sqld): the super admin sets
 * the threshold in the lead routing settings (checked, a 400 naming the field); the five-minute
 * cron tells every super admin once about each lead that reached it with no first contact, in the
 * inbox and with one push delivery per enabled device, however often the cron runs, two runs at
 * once included; a contacted, a recent, a long-past or a newsletter lead
 * tells nobody.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { LeadRoutingSettings } from '#shared/leads/routing.ts'
import { type PushServiceFixture, startPushServiceFixture } from '#tests/support/push-service-fixture.ts'
import { leads, staffNotifications, staffPushDeliveries, staffPushSubscriptions } from '#worker/db/schema/index.ts'
import { jsonInit, type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'

const { db, client } = testDb()
let push: PushServiceFixture
let superAdmin: SignedIn
let before: LeadRoutingSettings
const MIN = 60_000

const routing = (body?: unknown) =>
  call('/api/admin/lead-routing', {
    ...(body === undefined ? {} : jsonInit('PUT', body)),
    headers: superAdmin.authHeaders,
  })

async function fireCron() {
  const res = await fetch(`${baseUrl()}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
  expect(await res.text()).toBe('Ran scheduled event')
}

/** Turns notifications on for a new device of the super admin; its id. */
async function turnOn(): Promise<string> {
  const sub = push.subscribe()
  const deviceId = crypto.randomUUID()
  const body = { subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys } }
  const res = await call(`/api/staff-notifications/devices/${deviceId}`, {
    ...jsonInit('PUT', body),
    headers: superAdmin.authHeaders,
  })
  expect(res.status).toBe(200)
  return deviceId
}

/** A lead stored `ago` ms before now, contacted `contactedAfter` ms after arriving (null: not). */
async function leadOf(name: string, ago: number, contactedAfter: number | null, submissionKind = 'quote') {
  const at = Date.now() - ago
  const id = uuidv7()
  await db.insert(leads).values({
    id,
    clientName: `${name} Waiting`,
    clientEmail: 'waiting@example.ca',
    type: 'rate_quote',
    source: 'website',
    submissionKind,
    createdAt: new Date(at),
    updatedAt: new Date(at),
    firstContactAt: contactedAfter === null ? null : new Date(at + contactedAfter),
  })
  return id
}

beforeAll(async () => {
  push = await startPushServiceFixture({ vapidPublicKey: inject('vapidPublicKey'), tls: inject('pushFixtureTls') })
  superAdmin = await signInAs('super_admin', { fresh: true })
  before = (await (await routing()).json()) as LeadRoutingSettings
})

afterAll(async () => {
  try {
    await routing({ rule: before.rule, notContactedMinutes: before.notContactedMinutes })
    const subs = await db
      .select({ id: staffPushSubscriptions.id })
      .from(staffPushSubscriptions)
      .where(eq(staffPushSubscriptions.userId, superAdmin.session.user.id))
    await db.delete(staffPushDeliveries).where(
      inArray(
        staffPushDeliveries.subscriptionId,
        subs.map((s) => s.id),
      ),
    )
    await db.delete(staffPushSubscriptions).where(eq(staffPushSubscriptions.userId, superAdmin.session.user.id))
  } finally {
    client.close()
    await push.close()
  }
})

describe('the not-contacted threshold', () => {
  it('reads 15 minutes by default; is saved with the rule; out of 5–1440 or not whole is a 400 naming it', async () => {
    expect(before.notContactedMinutes).toBe(15)
    for (const bad of [4, 1441, 7.5, '30']) {
      const res = await routing({ rule: before.rule, notContactedMinutes: bad })
      expect(res.status, String(bad)).toBe(400)
      expect(JSON.stringify(await res.json())).toContain('notContactedMinutes')
    }
    const saved = await routing({ rule: before.rule, notContactedMinutes: 30 })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ rule: before.rule, notContactedMinutes: 30 })
    // Saving the rule alone keeps the threshold.
    expect(await (await routing({ rule: before.rule })).json()).toMatchObject({ notContactedMinutes: 30 })
  })
})

describe('the alert', () => {
  it('each super admin once per lead, inbox and push, even when the cron runs twice at once and again', async () => {
    expect((await routing({ rule: before.rule, notContactedMinutes: 20 })).status).toBe(200)
    const deviceId = await turnOn()
    const tag = `Nc${Date.now().toString(36)}`
    const late = await leadOf(tag, 25 * MIN, null)
    const quiet = [
      await leadOf(`${tag}b`, 25 * MIN, 3 * MIN), // contacted in time
      await leadOf(`${tag}c`, 10 * MIN, null), // not yet at the threshold
      await leadOf(`${tag}d`, 2 * 86_400_000, null), // past the day looked back at
      await leadOf(`${tag}e`, 25 * MIN, null, 'newsletter'), // not a client's request
    ]

    await Promise.all([fireCron(), fireCron()])
    await fireCron()

    const rows = await db
      .select({
        userId: staffNotifications.userId,
        leadId: staffNotifications.leadId,
        title: staffNotifications.title,
        url: staffNotifications.url,
      })
      .from(staffNotifications)
      .where(and(eq(staffNotifications.kind, 'not-contacted'), inArray(staffNotifications.leadId, [late, ...quiet])))
    const users = rows.map((r) => r.userId)
    expect(new Set(users).size).toBe(users.length)
    expect(users).toContain(superAdmin.session.user.id)
    for (const r of rows)
      expect(r).toMatchObject({
        leadId: late,
        title: `Not contacted yet: ${tag}`,
        url: `/super-admin/leads?lead=${late}`,
      })

    // The push: one delivery for the enabled device, which the pushes job of the same cron sends
    // (tests/integration/staff-notifications.test.ts follows deliveries to the push service).
    const deliveries = await db
      .select({ notificationId: staffPushDeliveries.notificationId })
      .from(staffPushDeliveries)
      .innerJoin(staffNotifications, eq(staffNotifications.id, staffPushDeliveries.notificationId))
      .where(and(eq(staffPushDeliveries.subscriptionId, deviceId), eq(staffNotifications.leadId, late)))
    expect(deliveries).toHaveLength(1)
  })
})
