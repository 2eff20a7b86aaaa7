/**
 * Speed to lead through the running worker (workerd + sqld): staff turn new-lead notifications on
 * per device, and a lead that arrives or changes hands is pushed to each enabled device of whoever
 * has it now, once, to the local push-service fixture (TEST SEAM:
 * tests/support/push-service-fixture.ts checks the VAPID JWT and decrypts each message).
 */
import { and, eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { StaffInbox, StaffNotificationPush } from '#shared/schemas/staff-notifications.ts'
import { addDays, torontoDay } from '#shared/time/toronto-time.ts'
import {
  type FixtureSubscription,
  type PushServiceFixture,
  startPushServiceFixture,
} from '#tests/support/push-service-fixture.ts'
import {
  agents,
  leads,
  staffNotifications,
  staffPushDeliveries,
  staffPushSubscriptions,
} from '#worker/db/schema/index.ts'
import { createTestUser, jsonInit, type SignedIn, signInAs, signInWith } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
let push: PushServiceFixture
const origin = () => new URL(baseUrl()).origin

type TestAgent = { agentId: string; userId: string; session: SignedIn }
let superAdmin: SignedIn
const madeAgents: string[] = []

async function newAgent(): Promise<TestAgent> {
  const user = await createTestUser('agent', { fullName: 'Push Agent' })
  const [row] = await db
    .insert(agents)
    .values({ userId: user.userId, name: 'Push Agent', email: user.email, profileSlug: `push${uuidv7().slice(-12)}` })
    .returning({ id: agents.id })
  madeAgents.push(row!.id)
  return { agentId: row!.id, userId: user.userId, session: await signInWith(user.email, user.password) }
}

const devicePath = (id: string) => `/api/staff-notifications/devices/${id}`

async function turnOn(session: SignedIn): Promise<{ deviceId: string; sub: FixtureSubscription }> {
  const sub = push.subscribe()
  const deviceId = crypto.randomUUID()
  const body = { subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys } }
  const res = await call(devicePath(deviceId), { ...jsonInit('PUT', body), headers: session.authHeaders })
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ enabled: true })
  return { deviceId, sub }
}

const pushesFor = (sub: FixtureSubscription, leadId: string) =>
  push.deliveries.filter(
    (d) => d.subscriptionId === sub.id && (d.payload as StaffNotificationPush).url.endsWith(`lead=${leadId}`),
  )

async function fireCron() {
  const res = await fetch(`${baseUrl()}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
  expect(await res.text()).toBe('Ran scheduled event')
}

beforeAll(async () => {
  push = await startPushServiceFixture({ vapidPublicKey: inject('vapidPublicKey'), tls: inject('pushFixtureTls') })
  superAdmin = await signInAs('super_admin', { fresh: true })
})

afterAll(async () => {
  try {
    const subs = await db
      .select({ id: staffPushSubscriptions.id })
      .from(staffPushSubscriptions)
      .where(inArray(staffPushSubscriptions.userId, [superAdmin.session.user.id]))
    await db.delete(staffPushDeliveries).where(
      inArray(
        staffPushDeliveries.subscriptionId,
        subs.map((s) => s.id),
      ),
    )
    await db.delete(staffPushSubscriptions).where(eq(staffPushSubscriptions.userId, superAdmin.session.user.id))
    if (madeAgents.length > 0)
      await db.update(agents).set({ deletedAt: new Date() }).where(inArray(agents.id, madeAgents))
  } finally {
    client.close()
    await push.close()
  }
})

describe('turning new-lead notifications on and off, per device', () => {
  it('on for this user and session only; off on one device leaves the other; another user cannot touch it', async () => {
    const a = await newAgent()
    const phone = await turnOn(a.session)
    const laptop = await turnOn(a.session)
    const status = (id: string, s: SignedIn) => call(devicePath(id), { headers: s.authHeaders })
    expect(await (await status(phone.deviceId, a.session)).json()).toEqual({ enabled: true })
    // Another user sees it off and cannot turn it off.
    const other = await newAgent()
    expect(await (await status(phone.deviceId, other.session)).json()).toEqual({ enabled: false })
    await call(devicePath(phone.deviceId), { method: 'DELETE', headers: other.session.authHeaders })
    expect(await (await status(phone.deviceId, a.session)).json()).toEqual({ enabled: true })
    // Off on the phone alone.
    const off = await call(devicePath(phone.deviceId), { method: 'DELETE', headers: a.session.authHeaders })
    expect(await off.json()).toEqual({ enabled: false })
    expect(await (await status(phone.deviceId, a.session)).json()).toEqual({ enabled: false })
    expect(await (await status(laptop.deviceId, a.session)).json()).toEqual({ enabled: true })
    // A lead now reaches the laptop only.
    const lead = submissionOf('quote', validPayload('quote', { agentId: a.agentId }))
    expect((await call('/api/leads', postInit(lead, origin()))).status).toBe(201)
    await expect.poll(() => pushesFor(laptop.sub, lead.id).length).toBe(1)
    expect(pushesFor(phone.sub, lead.id)).toHaveLength(0)
  })

  it("a bad subscription is a 400 naming the field; anonymous is 401; another user's device id is refused", async () => {
    const a = await newAgent()
    const bad = { subscription: { endpoint: 'http://push.example/x', keys: { p256dh: 'B', auth: 'x' } } }
    const res = await call(devicePath(crypto.randomUUID()), { ...jsonInit('PUT', bad), headers: a.session.authHeaders })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('subscription')
    const anon = await call(devicePath(crypto.randomUUID()), jsonInit('PUT', bad))
    expect(anon.status).toBe(401)
    // A device id another user holds is refused (409), theirs unchanged.
    const mine = await turnOn(a.session)
    const other = await newAgent()
    const sub = push.subscribe()
    const taken = await call(devicePath(mine.deviceId), {
      ...jsonInit('PUT', { subscription: { endpoint: sub.endpoint, keys: sub.keys } }),
      headers: other.session.authHeaders,
    })
    expect(taken.status).toBe(409)
    const [row] = await db.select().from(staffPushSubscriptions).where(eq(staffPushSubscriptions.id, mine.deviceId))
    expect(row?.userId).toBe(a.userId)
  })

  it('signing out of the device ends its notifications', async () => {
    const a = await newAgent()
    const device = await turnOn(a.session)
    const out = await call(
      '/api/auth/sign-out',
      jsonInit(
        'POST',
        { scope: 'local' },
        { Authorization: `Bearer ${a.session.accessToken}`, Cookie: a.session.cookie },
      ),
    )
    expect(out.status).toBe(204)
    const lead = submissionOf('quote', validPayload('quote', { agentId: a.agentId }))
    expect((await call('/api/leads', postInit(lead, origin()))).status).toBe(201)
    await fireCron()
    expect(pushesFor(device.sub, lead.id)).toHaveLength(0)
    const rows = await db.select().from(staffPushSubscriptions).where(eq(staffPushSubscriptions.id, device.deviceId))
    expect(rows).toHaveLength(0)
  })
})

describe('a lead in, a push out', () => {
  it('exactly one push per enabled device, even when the same submission is retried; only first name, kind, figure', async () => {
    const a = await newAgent()
    const [one, two] = [await turnOn(a.session), await turnOn(a.session)]
    const lead = submissionOf('quote', {
      ...validPayload('quote', { agentId: a.agentId }),
      client_name: 'Maya Van Der Berg',
    })
    expect((await call('/api/leads', postInit(lead, origin()))).status).toBe(201)
    // The outbox delivers it again, alone and in a batch.
    expect((await call('/api/leads', postInit(lead, origin()))).status).toBe(200)
    expect((await call('/api/leads/batch', postInit({ entries: [lead] }, origin()))).status).toBe(200)
    await expect.poll(() => pushesFor(one.sub, lead.id).length).toBe(1)
    await expect.poll(() => pushesFor(two.sub, lead.id).length).toBe(1)
    await fireCron()
    expect(pushesFor(one.sub, lead.id)).toHaveLength(1)
    expect(pushesFor(two.sub, lead.id)).toHaveLength(1)
    const payload = pushesFor(one.sub, lead.id)[0]!.payload as StaffNotificationPush
    expect(payload).toMatchObject({
      v: 1,
      type: 'staff-notification',
      title: 'New lead: Maya',
      body: 'Quote · $600,000 price',
      url: `/agent-dashboard/leads?lead=${lead.id}`,
    })
    const text = JSON.stringify(payload)
    const p = lead.payload as { client_email: string; client_phone: string }
    for (const secret of ['Van Der Berg', p.client_email, p.client_phone]) expect(text).not.toContain(secret)
    // One inbox row for the agent.
    const inbox = await db
      .select()
      .from(staffNotifications)
      .where(and(eq(staffNotifications.userId, a.userId), eq(staffNotifications.leadId, lead.id)))
    expect(inbox).toHaveLength(1)
    expect(inbox[0]).toMatchObject({ kind: 'new-lead', readAt: null })
  })

  it("a returning client's inquiry tells the lead's agent", async () => {
    const a = await newAgent()
    const device = await turnOn(a.session)
    const first = submissionOf('quote', validPayload('quote', { agentId: a.agentId }))
    expect((await call('/api/leads', postInit(first, origin()))).status).toBe(201)
    const email = (first.payload as { client_email: string }).client_email
    const back = submissionOf('contact', { ...validPayload('contact', { agentId: null }), client_email: email })
    expect((await call('/api/leads', postInit(back, origin()))).status).toBe(201)
    await expect.poll(() => pushesFor(device.sub, first.id).length).toBe(2)
    const titles = pushesFor(device.sub, first.id).map((d) => (d.payload as StaffNotificationPush).title)
    expect(titles.some((t) => t.startsWith('Returning client: '))).toBe(true)
  })

  it("an admin's reassignment pushes the new agent (not the old one)", async () => {
    const [from, to] = [await newAgent(), await newAgent()]
    const [fromDevice, toDevice] = [await turnOn(from.session), await turnOn(to.session)]
    const lead = submissionOf('quote', validPayload('quote', { agentId: from.agentId }))
    expect((await call('/api/leads', postInit(lead, origin()))).status).toBe(201)
    await expect.poll(() => pushesFor(fromDevice.sub, lead.id).length).toBe(1)
    const res = await call(`/api/admin/leads/${lead.id}`, {
      method: 'PATCH',
      headers: superAdmin.authHeaders,
      body: JSON.stringify({ agentId: to.agentId }),
    })
    expect(res.status).toBe(200)
    await expect.poll(() => pushesFor(toDevice.sub, lead.id).length).toBe(1)
    expect((pushesFor(toDevice.sub, lead.id)[0]!.payload as StaffNotificationPush).title).toMatch(
      /^Lead reassigned to you: /,
    )
    expect(pushesFor(fromDevice.sub, lead.id)).toHaveLength(1)
  })

  it("an unassigned lead goes to the super admin's devices, opening the admin's drawer", async () => {
    const device = await turnOn(superAdmin)
    const lead = submissionOf('contact', validPayload('contact', { agentId: null }))
    expect((await call('/api/leads', postInit(lead, origin()))).status).toBe(201)
    await expect.poll(() => pushesFor(device.sub, lead.id).length).toBe(1)
    expect((pushesFor(device.sub, lead.id)[0]!.payload as StaffNotificationPush).url).toBe(
      `/super-admin/leads?lead=${lead.id}`,
    )
    // The drawer it opens reads the one lead.
    const one = await call(`/api/admin/leads/${lead.id}`, { headers: superAdmin.authHeaders })
    expect(one.status).toBe(200)
    expect(((await one.json()) as { lead: { id: string; agentId: string | null } }).lead).toMatchObject({
      id: lead.id,
      agentId: null,
    })
    expect((await call(`/api/admin/leads/${crypto.randomUUID()}`, { headers: superAdmin.authHeaders })).status).toBe(
      404,
    )
  })

  it('a device the push service no longer knows (410) is removed; a failing one is retried by the cron', async () => {
    const a = await newAgent()
    const [gone, flaky] = [await turnOn(a.session), await turnOn(a.session)]
    push.respondWith(gone.sub.id, 410)
    push.respondWith(flaky.sub.id, 500)
    const lead = submissionOf('quote', validPayload('quote', { agentId: a.agentId }))
    expect((await call('/api/leads', postInit(lead, origin()))).status).toBe(201)
    await expect
      .poll(async () => {
        const rows = await db.select().from(staffPushSubscriptions).where(eq(staffPushSubscriptions.id, gone.deviceId))
        return rows.length
      })
      .toBe(0)
    await expect.poll(() => pushesFor(flaky.sub, lead.id).length).toBe(1)
    push.respondWith(flaky.sub.id, 201)
    await fireCron()
    // Other files' leads may retry it too before the cron: failures, then exactly one success.
    const statuses = pushesFor(flaky.sub, lead.id).map((d) => d.status)
    expect(statuses.at(-1)).toBe(201)
    expect(statuses.slice(0, -1).every((s) => s === 500)).toBe(true)
    await fireCron()
    expect(pushesFor(flaky.sub, lead.id)).toHaveLength(statuses.length)
  })
})

describe("the agents' maturity reminders", () => {
  it('the daily run reminds the agent once at the milestone reached, in the inbox and by push', async () => {
    const a = await newAgent()
    const device = await turnOn(a.session)
    const lead = submissionOf('quote', {
      ...validPayload('quote', { agentId: a.agentId }),
      client_name: 'Priya Raman',
    })
    expect((await call('/api/leads', postInit(lead, origin()))).status).toBe(201)
    await expect.poll(() => pushesFor(device.sub, lead.id).length).toBe(1)
    // 100 days left (Toronto): the 120-day reminder is due; the next milestone comes at 30 days.
    await db
      .update(leads)
      .set({ dealMaturityOn: addDays(torontoDay(new Date()), 100), dealAmount: 512000 })
      .where(eq(leads.id, lead.id))
    const daily = async () => {
      const res = await fetch(`${baseUrl()}/__scheduled?cron=${encodeURIComponent('15 10 * * *')}`)
      expect(await res.text()).toBe('Ran scheduled event')
    }
    await daily()
    const reminders = () =>
      pushesFor(device.sub, lead.id).filter((d) => (d.payload as StaffNotificationPush).title.includes('term ends'))
    expect(reminders()).toHaveLength(1)
    expect(reminders()[0]!.payload).toMatchObject({
      title: 'Priya’s term ends in about 4 months',
      body: 'Quote · $512,000 deal',
    })
    await daily()
    expect(reminders()).toHaveLength(1)
    const inbox = await db
      .select({ kind: staffNotifications.kind })
      .from(staffNotifications)
      .where(and(eq(staffNotifications.userId, a.userId), eq(staffNotifications.leadId, lead.id)))
    expect(inbox.map((r) => r.kind).sort()).toEqual(['maturity', 'new-lead'])
  })
})

describe('the inbox', () => {
  it('lists my own notifications newest first with the unread count; marking read is mine alone', async () => {
    const [a, b] = [await newAgent(), await newAgent()]
    const first = submissionOf('quote', validPayload('quote', { agentId: a.agentId }))
    const second = submissionOf('quote', validPayload('quote', { agentId: a.agentId }))
    const theirs = submissionOf('quote', validPayload('quote', { agentId: b.agentId }))
    for (const s of [first, second, theirs]) expect((await call('/api/leads', postInit(s, origin()))).status).toBe(201)
    const inbox = async (who: TestAgent) => {
      const res = await call('/api/staff-notifications', { headers: who.session.authHeaders })
      expect(res.status).toBe(200)
      return (await res.json()) as StaffInbox
    }
    // The notifications are written after each answer (the request's waitUntil).
    await expect.poll(async () => (await inbox(b)).unread).toBe(1)
    await expect.poll(async () => (await inbox(a)).unread).toBe(2)
    const mine = await inbox(a)
    expect(mine.notifications.map((n) => n.leadId)).toEqual([second.id, first.id])
    expect(mine.notifications[0]).toMatchObject({ kind: 'new-lead', readAt: null })
    const read = (who: TestAgent, body: unknown) =>
      call('/api/staff-notifications/read', {
        method: 'POST',
        headers: who.session.authHeaders,
        body: JSON.stringify(body),
      })
    // b cannot mark a's notification read.
    const other = await read(b, { ids: [mine.notifications[0]!.id] })
    expect(await other.json()).toEqual({ unread: 1 })
    expect((await inbox(a)).unread).toBe(2)
    // Opening one marks it read; then 'Mark all read'.
    expect(await (await read(a, { ids: [mine.notifications[0]!.id] })).json()).toEqual({ unread: 1 })
    const after = await inbox(a)
    expect(after.notifications[0]!.readAt).not.toBeNull()
    expect(after.notifications[1]!.readAt).toBeNull()
    expect(await (await read(a, { all: true })).json()).toEqual({ unread: 0 })
    expect((await inbox(b)).notifications.map((n) => n.leadId)).toEqual([theirs.id])
    const bad = await read(a, { ids: ['nope'] })
    expect(bad.status).toBe(400)
  })
})
