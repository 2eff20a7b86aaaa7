/**
 * The inbox behind the bell through the running worker (workerd + sqld): a 'Mark all read' queued
 * on a device and sent later leaves what arrived after it unread, and the same request sent twice
 * (the outbox's retry after a lost answer) changes nothing the second time. Tasks falling due
 * reach their agent's inbox and devices once, however often the five-minute job runs (TEST SEAM:
 * tests/support/push-service-fixture.ts receives and decrypts the pushes).
 */
import { and, eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { StaffInbox, StaffNotificationPush } from '#shared/schemas/staff-notifications.ts'
import { addDays, torontoDay } from '#shared/time/toronto-time.ts'
import { type PushServiceFixture, startPushServiceFixture } from '#tests/support/push-service-fixture.ts'
import { agents, leadTasks, staffNotifications, staffPushSubscriptions } from '#worker/db/schema/index.ts'
import { createTestUser, jsonInit, type SignedIn, signInWith } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
const origin = () => new URL(baseUrl()).origin
let push: PushServiceFixture
const madeAgents: string[] = []

beforeAll(async () => {
  push = await startPushServiceFixture({ vapidPublicKey: inject('vapidPublicKey'), tls: inject('pushFixtureTls') })
})
afterAll(async () => {
  try {
    if (madeAgents.length > 0) {
      const rows = await db.select({ userId: agents.userId }).from(agents).where(inArray(agents.id, madeAgents))
      const users = rows.flatMap((r) => (r.userId ? [r.userId] : []))
      if (users.length > 0) await db.delete(staffPushSubscriptions).where(inArray(staffPushSubscriptions.userId, users))
      await db.update(agents).set({ deletedAt: new Date() }).where(inArray(agents.id, madeAgents))
    }
  } finally {
    client.close()
    await push.close()
  }
})

async function newAgent(): Promise<{ agentId: string; userId: string; session: SignedIn }> {
  const user = await createTestUser('agent', { fullName: 'Inbox Agent' })
  const [row] = await db
    .insert(agents)
    .values({ userId: user.userId, name: 'Inbox Agent', email: user.email, profileSlug: `inbox${uuidv7().slice(-12)}` })
    .returning({ id: agents.id })
  madeAgents.push(row!.id)
  return { agentId: row!.id, userId: user.userId, session: await signInWith(user.email, user.password) }
}

const inboxOf = async (session: SignedIn) => {
  const res = await call('/api/staff-notifications', { headers: session.authHeaders })
  expect(res.status).toBe(200)
  return (await res.json()) as StaffInbox
}
const markRead = (session: SignedIn, body: unknown, key = uuidv7()) =>
  call('/api/staff-notifications/read', {
    method: 'POST',
    headers: { ...session.authHeaders, 'Idempotency-Key': key },
    body: JSON.stringify(body),
  })

describe('marking read from a device', () => {
  it('a queued mark-all reads only what was shown; sent twice, the second changes nothing', async () => {
    const a = await newAgent()
    const first = submissionOf('quote', validPayload('quote', { agentId: a.agentId }))
    expect((await call('/api/leads', postInit(first, origin()))).status).toBe(201)
    // The notification is written right after the answer (decision 196).
    await expect.poll(async () => (await inboxOf(a.session)).unread).toBe(1)
    const shown = await inboxOf(a.session)
    const until = shown.notifications[0]!.createdAt
    // A second lead arrives while the device is offline with its 'Mark all read' queued.
    const second = submissionOf('quote', validPayload('quote', { agentId: a.agentId }))
    expect((await call('/api/leads', postInit(second, origin()))).status).toBe(201)
    await expect.poll(async () => (await inboxOf(a.session)).unread).toBe(2)
    const key = uuidv7()
    const sent = await markRead(a.session, { all: true, until }, key)
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({ unread: 1 })
    const [read] = await db
      .select({ version: staffNotifications.version, readAt: staffNotifications.readAt })
      .from(staffNotifications)
      .where(eq(staffNotifications.id, shown.notifications[0]!.id))
    expect(read!.readAt).not.toBeNull()
    // The retry of the same entry: same answer, the row untouched.
    expect(await (await markRead(a.session, { all: true, until }, key)).json()).toEqual({ unread: 1 })
    const [again] = await db
      .select({ version: staffNotifications.version, readAt: staffNotifications.readAt })
      .from(staffNotifications)
      .where(eq(staffNotifications.id, shown.notifications[0]!.id))
    expect(again).toEqual(read)
    const after = await inboxOf(a.session)
    expect(after.notifications.map((n) => [n.leadId, n.readAt === null])).toEqual([
      [second.id, true],
      [first.id, false],
    ])
    const bad = await markRead(a.session, { all: true, until: 'yesterday' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('until')
  })
})

describe('tasks falling due', () => {
  async function fireCron() {
    const res = await fetch(`${baseUrl()}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
    expect(await res.text()).toBe('Ran scheduled event')
  }

  it("tell the lead's agent once, in the inbox and by push, however often the job runs", async () => {
    const a = await newAgent()
    const sub = push.subscribe()
    const on = await call(`/api/staff-notifications/devices/${crypto.randomUUID()}`, {
      ...jsonInit('PUT', { subscription: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys } }),
      headers: a.session.authHeaders,
    })
    expect(on.status).toBe(200)
    const lead = submissionOf('quote', { ...validPayload('quote', { agentId: a.agentId }), client_name: 'Tomas Ruiz' })
    expect((await call('/api/leads', postInit(lead, origin()))).status).toBe(201)
    // Its new-lead notification is written after the answer (the request's waitUntil).
    await expect.poll(async () => (await inboxOf(a.session)).unread).toBe(1)
    const today = torontoDay(new Date())
    const task = (title: string, dueOn: string, doneAt: Date | null = null) => ({
      id: uuidv7(),
      leadId: lead.id,
      title,
      dueOn,
      dueTime: null,
      createdAt: new Date(),
      doneAt,
    })
    const fallen = task('Call back', addDays(today, -1))
    const later = task('Send the rates', addDays(today, 2))
    const done = task('Already done', addDays(today, -1), new Date())
    const stale = task('Long overdue', addDays(today, -9))
    await db.insert(leadTasks).values([fallen, later, done, stale])

    await fireCron()
    await fireCron()
    const dueNotes = await db
      .select({ causeKey: staffNotifications.causeKey, title: staffNotifications.title })
      .from(staffNotifications)
      .where(and(eq(staffNotifications.userId, a.userId), eq(staffNotifications.kind, 'task-due')))
    expect(dueNotes).toEqual([
      { causeKey: `task-due:${fallen.id}:${fallen.dueOn}T08:00`, title: 'Follow up today: Tomas' },
    ])
    const inbox = await inboxOf(a.session)
    expect(inbox.notifications.map((n) => n.kind)).toEqual(['task-due', 'new-lead'])
    const pushes = () =>
      push.deliveries.filter(
        (d) => d.subscriptionId === sub.id && (d.payload as StaffNotificationPush).title === 'Follow up today: Tomas',
      )
    await expect.poll(() => pushes().length).toBe(1)
    await fireCron()
    expect(pushes()).toHaveLength(1)
  })
})
