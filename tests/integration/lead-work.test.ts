import { and, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { LeadWorkResponse } from '#shared/leads/lead-work.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import type { LeadChangesResponse, SyncedLead } from '#shared/schemas/sync.ts'
import { leadActivities, leads, leadTasks, syncMutations } from '#worker/db/schema/index.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())

const origin = () => new URL(baseUrl()).origin

let agent: SignedIn
let admin: SignedIn
let superAdmin: SignedIn
beforeAll(async () => {
  ;[agent, admin, superAdmin] = await Promise.all([signInAs('agent'), signInAs('admin'), signInAs('super_admin')])
})

async function newLeadOf(agentId: string | null): Promise<string> {
  const s = submissionOf('quote', validPayload('quote', { agentId }))
  const res = await call('/api/leads', postInit(s, origin()))
  expect(res.status).toBe(201)
  return s.id
}

async function leadRow(id: string) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id))
  if (!row) throw new Error(`lead ${id} missing`)
  return row
}

const entriesOf = (leadId: string, kind: 'note' | 'task') =>
  db
    .select()
    .from(leadActivities)
    .where(and(eq(leadActivities.leadId, leadId), eq(leadActivities.kind, kind)))

function post(who: SignedIn, path: string, body: unknown, key?: string) {
  return call(path, {
    method: 'POST',
    headers: { ...who.authHeaders, ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  })
}
const note = (who: SignedIn, leadId: string, body: { id: string; note: string }) =>
  post(who, `/api/leads/${leadId}/notes`, body, body.id)
const task = (who: SignedIn, leadId: string, action: Record<string, unknown>, id = uuidv7()) =>
  post(who, `/api/leads/${leadId}/tasks`, { id, action }, id)
const addTask = (who: SignedIn, leadId: string, dueOn: string, title = 'Call the client') => {
  const taskId = uuidv7()
  return task(who, leadId, { kind: 'add', taskId, title, dueOn, dueTime: null }).then((res) => ({ res, taskId }))
}

async function pullAll(who: SignedIn): Promise<Map<string, SyncedLead>> {
  const byId = new Map<string, SyncedLead>()
  let since: string | null = null
  for (;;) {
    const res = await call(`/api/sync/leads?limit=500${since ? `&since=${since}` : ''}`, {
      headers: { Authorization: who.authHeaders.Authorization },
    })
    expect(res.status).toBe(200)
    const page = (await res.json()) as LeadChangesResponse
    for (const c of page.changes) if (!('deleted' in c)) byId.set(c.id, c as SyncedLead)
    since = page.nextCursor
    if (!page.hasMore) break
  }
  return byId
}

describe('POST /api/leads/:id/notes', () => {
  it("an agent's note on their own lead: one timeline entry under the mutation id, with who; a replay is a duplicate", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const body = { id: uuidv7(), note: '  Prefers a call after 5 pm  ' }
    const res = await note(agent, id, body)
    expect(res.status).toBe(200)
    expect(((await res.json()) as LeadWorkResponse).outcome).toBe('ok')
    const replay = await note(agent, id, body)
    expect(((await replay.json()) as LeadWorkResponse).outcome).toBe('duplicate')
    const entries = await entriesOf(id, 'note')
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      id: body.id,
      note: 'Prefers a call after 5 pm',
      actorUserId: agent.session.user.id,
    })
    expect(entries[0]?.actorName).toBeTruthy()
    // A note changes none of the lead's fields: a stage change queued meanwhile still applies.
    expect((await leadRow(id)).version).toBe(1)
  })

  it('the same id with another note is a 409 and writes nothing', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const body = { id: uuidv7(), note: 'First' }
    expect((await note(agent, id, body)).status).toBe(200)
    expect((await note(agent, id, { ...body, note: 'Second' })).status).toBe(409)
    const other = await newLeadOf(DEMO_IDS.agents.sarah)
    expect((await note(agent, other, body)).status).toBe(409)
    expect((await entriesOf(id, 'note')).map((e) => e.note)).toEqual(['First'])
    expect(await entriesOf(other, 'note')).toHaveLength(0)
  })

  it("another agent's lead is a 404 for an agent and for an admin working as an agent; nothing is stored", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.marcus)
    const body = { id: uuidv7(), note: 'Not mine' }
    expect((await note(agent, id, body)).status).toBe(404)
    expect((await note(admin, id, { id: uuidv7(), note: 'Not mine' })).status).toBe(404)
    expect(await entriesOf(id, 'note')).toHaveLength(0)
    expect(await db.select().from(syncMutations).where(eq(syncMutations.id, body.id))).toHaveLength(0)
  })

  it('refuses an empty note and a header that is not the body id, naming the field', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const empty = await note(agent, id, { id: uuidv7(), note: '   ' })
    expect(empty.status).toBe(400)
    expect(Object.keys(((await empty.json()) as ApiErrorBody).error.fields ?? {})).toEqual(['note'])
    const mismatch = await post(agent, `/api/leads/${id}/notes`, { id: uuidv7(), note: 'x' }, uuidv7())
    expect(mismatch.status).toBe(400)
  })
})

describe('POST /api/leads/:id/tasks', () => {
  it('keeps the follow-up day as the earliest open task through add, complete, reopen and delete', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const later = await addTask(agent, id, '2026-12-10')
    expect(later.res.status).toBe(200)
    expect((await leadRow(id)).nextFollowUpOn).toBe('2026-12-10')
    const sooner = await addTask(agent, id, '2026-12-02', 'Send the rate sheet')
    const body = (await sooner.res.json()) as LeadWorkResponse
    expect(body.tasks.map((t) => t.dueOn)).toEqual(['2026-12-02', '2026-12-10'])
    expect(body.tasks[0]).toMatchObject({ assigneeAgentId: DEMO_IDS.agents.sarah, doneAt: null })
    expect((await leadRow(id)).nextFollowUpOn).toBe('2026-12-02')

    expect((await task(agent, id, { kind: 'complete', taskId: sooner.taskId })).status).toBe(200)
    expect((await leadRow(id)).nextFollowUpOn).toBe('2026-12-10')
    const [done] = await db.select().from(leadTasks).where(eq(leadTasks.id, sooner.taskId))
    expect(done?.doneAt).toBeInstanceOf(Date)
    expect(done?.doneByUserId).toBe(agent.session.user.id)

    expect((await task(agent, id, { kind: 'reopen', taskId: sooner.taskId })).status).toBe(200)
    expect((await leadRow(id)).nextFollowUpOn).toBe('2026-12-02')
    expect((await task(agent, id, { kind: 'delete', taskId: sooner.taskId })).status).toBe(200)
    expect((await task(agent, id, { kind: 'delete', taskId: later.taskId })).status).toBe(200)
    expect((await leadRow(id)).nextFollowUpOn).toBeNull()

    const entries = await entriesOf(id, 'task')
    expect(entries.map((e) => e.fromValue).sort()).toEqual(['add', 'add', 'complete', 'delete', 'delete', 'reopen'])
    expect(entries.find((e) => e.fromValue === 'complete')).toMatchObject({
      toValue: sooner.taskId,
      toLabel: 'Send the rate sheet',
      fromLabel: '2026-12-02',
    })
    expect((await leadRow(id)).version).toBe(1)
  })

  it('a replay is a duplicate; the same id with another change is a 409; a task already done is answered ok, unchanged', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const { taskId } = await addTask(agent, id, '2026-12-03')
    const mutation = uuidv7()
    expect((await task(agent, id, { kind: 'complete', taskId }, mutation)).status).toBe(200)
    const replay = await task(agent, id, { kind: 'complete', taskId }, mutation)
    expect(((await replay.json()) as LeadWorkResponse).outcome).toBe('duplicate')
    expect((await task(agent, id, { kind: 'reopen', taskId }, mutation)).status).toBe(409)
    const again = await task(agent, id, { kind: 'complete', taskId })
    expect(((await again.json()) as LeadWorkResponse).outcome).toBe('ok')
    expect((await entriesOf(id, 'task')).filter((e) => e.fromValue === 'complete')).toHaveLength(1)
  })

  it("another agent's lead is a 404 and stores no task", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.marcus)
    const { res, taskId } = await addTask(agent, id, '2026-12-03')
    expect(res.status).toBe(404)
    expect(await db.select().from(leadTasks).where(eq(leadTasks.id, taskId))).toHaveLength(0)
    const theirs = await addTask(superAdmin, id, '2026-12-04')
    expect(theirs.res.status).toBe(200)
    expect((await task(agent, id, { kind: 'complete', taskId: theirs.taskId })).status).toBe(404)
    expect((await task(agent, id, { kind: 'delete', taskId: theirs.taskId })).status).toBe(404)
    expect(await db.select().from(leadTasks).where(eq(leadTasks.id, theirs.taskId))).toHaveLength(1)
  })

  it.each([
    [{ dueOn: '2026-02-30' }, 'action.dueOn'],
    [{ title: '  ' }, 'action.title'],
    [{ dueTime: '25:00' }, 'action.dueTime'],
  ])('refuses %j with a 400 naming %s', async (over, field) => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const res = await task(agent, id, {
      kind: 'add',
      taskId: uuidv7(),
      title: 'Call',
      dueOn: '2026-12-03',
      dueTime: null,
      ...over,
    })
    expect(res.status).toBe(400)
    expect(Object.keys(((await res.json()) as ApiErrorBody).error.fields ?? {})).toEqual([field])
  })
})

describe('notes and tasks reach both sides', () => {
  it("the agent's delta pull carries the admin's task and note on the agent's lead, with who", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    await pullAll(agent)
    const { taskId } = await addTask(superAdmin, id, '2026-12-05', 'Ask for the pay stubs')
    const adminNote = await note(superAdmin, id, { id: uuidv7(), note: 'Client called the office' })
    expect(adminNote.status).toBe(200)
    const lead = (await pullAll(agent)).get(id)
    expect(lead?.tasks?.map((t) => t.id)).toEqual([taskId])
    expect(lead?.nextFollowUpOn).toBe('2026-12-05')
    const kinds = lead?.activity?.map((a) => a.kind)
    expect(kinds).toContain('note')
    expect(kinds).toContain('task')
    expect(lead?.activity?.find((a) => a.kind === 'note')?.actorName).toBeTruthy()
  })

  it("the admin drawer's timeline lists the agent's note and tasks", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    await note(agent, id, { id: uuidv7(), note: 'Met at the open house' })
    const { taskId } = await addTask(agent, id, '2026-12-06')
    const res = await call(`/api/admin/leads/${id}/activity`, { headers: superAdmin.authHeaders })
    const body = (await res.json()) as { entries: { kind: string; note: string | null }[]; tasks: { id: string }[] }
    expect(body.entries.find((e) => e.kind === 'note')?.note).toBe('Met at the open house')
    expect(body.tasks.map((t) => t.id)).toEqual([taskId])
  })

  it("the drawer's follow-up day becomes a 'Follow up' task; clearing it marks the open tasks done", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const patch = (nextFollowUpOn: string | null) =>
      call(`/api/admin/leads/${id}`, {
        method: 'PATCH',
        headers: superAdmin.authHeaders,
        body: JSON.stringify({ nextFollowUpOn }),
      })
    expect((await patch('2026-12-07')).status).toBe(200)
    const [made] = await db.select().from(leadTasks).where(eq(leadTasks.leadId, id))
    expect(made).toMatchObject({ title: 'Follow up', dueOn: '2026-12-07', assigneeAgentId: DEMO_IDS.agents.sarah })
    expect((await leadRow(id)).nextFollowUpOn).toBe('2026-12-07')
    expect((await patch(null)).status).toBe(200)
    expect((await leadRow(id)).nextFollowUpOn).toBeNull()
    const [after] = await db.select().from(leadTasks).where(eq(leadTasks.leadId, id))
    expect(after?.doneAt).toBeInstanceOf(Date)
  })
})
