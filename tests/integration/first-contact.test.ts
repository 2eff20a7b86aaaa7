/**
 * A lead's first contact through the running worker (workerd + sqld): the first note, quick
 * action or move to Contacted (or further) sets `leads.first_contact_at` in the same write, once;
 * a task, a move to Lost or a replay sets nothing; under concurrent events exactly one wins and
 * later ones leave it alone; an admin's change counts like the agent's.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { leadActivities, leads } from '#worker/db/schema/index.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())
const origin = () => new URL(baseUrl()).origin

let agent: SignedIn
let superAdmin: SignedIn
beforeAll(async () => {
  agent = await signInAs('agent')
  superAdmin = await signInAs('super_admin')
})

async function newLead(): Promise<string> {
  const s = submissionOf('quote', validPayload('quote', { agentId: DEMO_IDS.agents.sarah }))
  expect((await call('/api/leads', postInit(s, origin()))).status).toBe(201)
  return s.id
}
const post = (who: SignedIn, path: string, body: { id: string } & Record<string, unknown>) =>
  call(path, {
    method: 'POST',
    headers: { ...who.authHeaders, 'Idempotency-Key': body.id },
    body: JSON.stringify(body),
  })
const contact = (leadId: string, id = uuidv7()) => post(agent, `/api/leads/${leadId}/contacts`, { id, channel: 'call' })
const note = (leadId: string, id = uuidv7()) =>
  post(agent, `/api/leads/${leadId}/notes`, { id, note: 'Left a message' })
const stage = async (leadId: string, status: string, extra: Record<string, unknown> = {}) => {
  const [row] = await db.select({ version: leads.version }).from(leads).where(eq(leads.id, leadId))
  return call(`/api/leads/${leadId}/status`, {
    method: 'PATCH',
    headers: agent.authHeaders,
    body: JSON.stringify({ id: uuidv7(), status, baseVersion: row?.version, ...extra }),
  })
}
async function firstContactOf(leadId: string): Promise<number | null> {
  const [row] = await db.select({ at: leads.firstContactAt }).from(leads).where(eq(leads.id, leadId))
  return row?.at ? row.at.getTime() : null
}
const entriesOf = (leadId: string, kinds: ('note' | 'contact' | 'status')[]) =>
  db
    .select({ id: leadActivities.id, at: leadActivities.createdAt, kind: leadActivities.kind })
    .from(leadActivities)
    .where(and(eq(leadActivities.leadId, leadId), inArray(leadActivities.kind, kinds)))

describe('first contact', () => {
  it('a task and a move to Lost set nothing; a quick action sets it to its entry time; a replay and later events keep it', async () => {
    const id = await newLead()
    const taskId = uuidv7()
    const task = await post(agent, `/api/leads/${id}/tasks`, {
      id: taskId,
      action: { kind: 'add', taskId: uuidv7(), title: 'Call', dueOn: '2026-12-01', dueTime: null },
    })
    expect(task.status).toBe(200)
    expect((await stage(id, 'lost', { lostReason: 'not_ready' })).status).toBe(200)
    expect(await firstContactOf(id)).toBeNull()
    expect((await stage(id, 'new')).status).toBe(200)

    const mutation = uuidv7()
    expect((await contact(id, mutation)).status).toBe(200)
    const [entry] = await entriesOf(id, ['contact'])
    expect(await firstContactOf(id)).toBe(entry?.at.getTime())
    const first = await firstContactOf(id)

    // The same quick action replayed, then a note and a stage move: nothing moves it.
    expect((await contact(id, mutation)).status).toBe(200)
    expect((await note(id)).status).toBe(200)
    expect((await stage(id, 'contacted')).status).toBe(200)
    expect(await firstContactOf(id)).toBe(first)
  })

  it('a move to Contacted counts; so does a note, and a super admin’s change in the admin panel', async () => {
    const byStage = await newLead()
    expect((await stage(byStage, 'contacted')).status).toBe(200)
    const [moved] = await entriesOf(byStage, ['status'])
    expect(await firstContactOf(byStage)).toBe(moved?.at.getTime())

    const byNote = await newLead()
    expect((await note(byNote)).status).toBe(200)
    expect(await firstContactOf(byNote)).toEqual(expect.any(Number))

    const byAdmin = await newLead()
    const res = await call(`/api/admin/leads/${byAdmin}`, {
      method: 'PATCH',
      headers: superAdmin.authHeaders,
      body: JSON.stringify({ status: 'application' }),
    })
    expect(res.status).toBe(200)
    const [adminMove] = await entriesOf(byAdmin, ['status'])
    expect(await firstContactOf(byAdmin)).toBe(adminMove?.at.getTime())
  })

  it('concurrent events: one of them sets it, once, and it stays the time of one of their entries', async () => {
    const id = await newLead()
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => contact(id)),
      ...Array.from({ length: 6 }, () => note(id)),
    ])
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200))
    const entries = await entriesOf(id, ['note', 'contact'])
    expect(entries).toHaveLength(12)
    const at = await firstContactOf(id)
    expect(entries.map((e) => e.at.getTime())).toContain(at)
    // Whatever comes later leaves it where the first write put it.
    await Promise.all([contact(id), note(id), stage(id, 'contacted')])
    expect(await firstContactOf(id)).toBe(at)
  })
})
