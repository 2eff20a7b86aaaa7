import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import {
  isLeadTombstone,
  type LeadChange,
  type LeadChangesResponse,
  type LeadStatusChangeResponse,
  type LeadStatusConflict,
  type SyncedLead,
} from '#shared/schemas/sync.ts'
import { leadActivities, leadDepartures, leads, syncMutations } from '#worker/db/schema/index.ts'
import { leadStamp } from '#worker/domain/leads.ts'
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

/** A fresh lead of the given agent, created through the public API. */
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

function changeStatus(
  who: SignedIn | null,
  leadId: string,
  body: { id: string; status: string; baseVersion: number; lostReason?: string; lostNote?: string },
  headers: Record<string, string> = {},
) {
  return call(`/api/leads/${leadId}/status`, {
    method: 'PATCH',
    headers: {
      ...(who ? who.authHeaders : { Origin: origin(), 'Content-Type': 'application/json' }),
      'Idempotency-Key': body.id,
      ...headers,
    },
    body: JSON.stringify(body),
  })
}

function pull(who: SignedIn | null, query: string) {
  return call(`/api/sync/leads${query}`, { headers: who ? { Authorization: who.authHeaders.Authorization } : {} })
}

/** Pulls every page from `since`; returns the changes in order and the final cursor. */
async function pullAll(who: SignedIn, since: string | null, limit: number) {
  const changes: LeadChange[] = []
  let cursor = since
  let pages = 0
  for (;;) {
    const q = new URLSearchParams({ limit: String(limit) })
    if (cursor) q.set('since', cursor)
    const res = await pull(who, `?${q}`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as LeadChangesResponse
    pages++
    expect(body.changes.length).toBeLessThanOrEqual(limit)
    changes.push(...body.changes)
    cursor = body.nextCursor
    if (!body.hasMore) break
    expect(body.changes).toHaveLength(limit)
  }
  return { changes, cursor, pages }
}

describe('PATCH /api/leads/:id/status', () => {
  it("applies the agent's change at the base version, bumps version and updated_at", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const before = await leadRow(id)
    const mutation = { id: uuidv7(), status: 'contacted', baseVersion: before.version }
    const res = await changeStatus(agent, id, mutation)
    expect(res.status).toBe(200)
    const body = (await res.json()) as LeadStatusChangeResponse
    expect(body).toMatchObject({ id, outcome: 'ok', status: 'contacted' })
    expect(body.row).toMatchObject({ id, status: 'contacted', version: before.version + 1 })
    const after = await leadRow(id)
    expect(after.status).toBe('contacted')
    expect(after.version).toBe(before.version + 1)
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime())
    const [stored] = await db.select().from(syncMutations).where(eq(syncMutations.id, mutation.id))
    expect(stored).toMatchObject({ userId: agent.session.user.id, kind: 'lead-status', status: 200 })
  })

  it('a replay of the same mutation id returns the stored result and changes nothing', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const mutation = { id: uuidv7(), status: 'application', baseVersion: 1 }
    expect((await changeStatus(agent, id, mutation)).status).toBe(200)
    const afterFirst = await leadRow(id)
    const replay = await changeStatus(agent, id, mutation)
    expect(replay.status).toBe(200)
    const body = (await replay.json()) as LeadStatusChangeResponse
    expect(body).toMatchObject({ id, outcome: 'duplicate', status: 'application' })
    expect(body.row?.version).toBe(2)
    const afterReplay = await leadRow(id)
    expect(afterReplay.version).toBe(afterFirst.version)
    expect(afterReplay.updatedAt.getTime()).toBe(afterFirst.updatedAt.getTime())
  })

  it('a replay still answers duplicate after someone else changed the lead', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const first = { id: uuidv7(), status: 'contacted', baseVersion: 1 }
    await changeStatus(agent, id, first)
    await changeStatus(agent, id, { id: uuidv7(), status: 'funded', baseVersion: 2 })
    const body = (await (await changeStatus(agent, id, first)).json()) as LeadStatusChangeResponse
    expect(body).toMatchObject({ outcome: 'duplicate', status: 'contacted' })
    expect(body.row).toMatchObject({ status: 'funded', version: 3 })
  })

  it("writes the agent's stage change to the lead's timeline once, with who, and refuses Lost without a reason", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const noReason = await changeStatus(agent, id, { id: uuidv7(), status: 'lost', baseVersion: 1 })
    expect(noReason.status).toBe(400)
    expect(((await noReason.json()) as { error: { fields: Record<string, string> } }).error.fields.lostReason).toBe(
      'Choose why the lead was lost',
    )
    const lost = { id: uuidv7(), status: 'lost', lostReason: 'not_ready', lostNote: 'Next spring', baseVersion: 1 }
    expect((await changeStatus(agent, id, lost)).status).toBe(200)
    expect((await changeStatus(agent, id, lost)).status).toBe(200) // a replay
    expect(await leadRow(id)).toMatchObject({ status: 'lost', lostReason: 'not_ready', lostNote: 'Next spring' })
    // Beside the routing row that gave the lead its agent, one stage change (not two: a replay).
    const timeline = (await db.select().from(leadActivities).where(eq(leadActivities.leadId, id))).filter(
      (a) => a.kind !== 'assignment',
    )
    expect(timeline).toHaveLength(1)
    expect(timeline[0]).toMatchObject({
      kind: 'status',
      actorUserId: agent.session.user.id,
      fromValue: 'new',
      toValue: 'lost',
      toLabel: 'Not ready to buy or renew: Next spring',
    })
    // The same id with other content is not a replay.
    expect((await changeStatus(agent, id, { ...lost, lostNote: 'Other words' })).status).toBe(409)
  })

  it("accepts a legacy status still queued on a device: 'closed' is Lost (other), 'qualified' is Application", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    expect((await changeStatus(agent, id, { id: uuidv7(), status: 'qualified', baseVersion: 1 })).status).toBe(200)
    expect(await leadRow(id)).toMatchObject({ status: 'application' })
    expect((await changeStatus(agent, id, { id: uuidv7(), status: 'closed', baseVersion: 2 })).status).toBe(200)
    expect(await leadRow(id)).toMatchObject({ status: 'lost', lostReason: 'other' })
  })

  it('a stale base version → 409 with the current row, nothing changed', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    await changeStatus(agent, id, { id: uuidv7(), status: 'contacted', baseVersion: 1 })
    const res = await changeStatus(agent, id, { id: uuidv7(), status: 'funded', baseVersion: 1 })
    expect(res.status).toBe(409)
    const body = (await res.json()) as LeadStatusConflict
    expect(body.error.code).toBe('conflict')
    expect(body.current).toMatchObject({ id, status: 'contacted', version: 2 })
    expect(await leadRow(id)).toMatchObject({ status: 'contacted', version: 2 })
  })

  it("another agent's lead, a deleted lead and an unknown lead → 404, unchanged", async () => {
    const marcus = await newLeadOf(DEMO_IDS.agents.marcus)
    const unassigned = await newLeadOf(null)
    const deleted = await newLeadOf(DEMO_IDS.agents.sarah)
    await db
      .update(leads)
      .set({ deletedAt: new Date(), version: 2, updatedAt: leadStamp() })
      .where(eq(leads.id, deleted))
    for (const [id, base] of [
      [marcus, 1],
      [unassigned, 1],
      [deleted, 2],
      [uuidv7(), 1],
    ] as const) {
      const res = await changeStatus(agent, id, { id: uuidv7(), status: 'funded', baseVersion: base })
      expect(res.status).toBe(404)
    }
    expect(await leadRow(marcus)).toMatchObject({ status: 'new', version: 1 })
    expect(await leadRow(unassigned)).toMatchObject({ status: 'new', version: 1 })
  })

  it("an admin acts on their own agent record's leads only; super_admin on any lead", async () => {
    const priyas = await newLeadOf(DEMO_IDS.agents.priya)
    const sarahs = await newLeadOf(DEMO_IDS.agents.sarah)
    expect((await changeStatus(admin, sarahs, { id: uuidv7(), status: 'funded', baseVersion: 1 })).status).toBe(404)
    expect((await changeStatus(admin, priyas, { id: uuidv7(), status: 'funded', baseVersion: 1 })).status).toBe(200)
    expect(
      (await changeStatus(superAdmin, sarahs, { id: uuidv7(), status: 'application', baseVersion: 1 })).status,
    ).toBe(200)
    expect(await leadRow(sarahs)).toMatchObject({ status: 'application', version: 2 })
  })

  it('signed out → 401; bad bodies → 400 naming the field', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    expect((await changeStatus(null, id, { id: uuidv7(), status: 'funded', baseVersion: 1 })).status).toBe(401)
    const bad = await changeStatus(agent, id, { id: uuidv7(), status: 'won', baseVersion: 1 })
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as ApiErrorBody).error.fields ?? {})).toEqual(['status'])
    const notV7 = await changeStatus(agent, id, { id: crypto.randomUUID(), status: 'funded', baseVersion: 1 })
    expect(notV7.status).toBe(400)
    const mismatch = await changeStatus(
      agent,
      id,
      { id: uuidv7(), status: 'funded', baseVersion: 1 },
      { 'Idempotency-Key': uuidv7() },
    )
    expect(mismatch.status).toBe(400)
    const badParam = await call('/api/leads/not-a-uuid/status', {
      method: 'PATCH',
      headers: agent.authHeaders,
      body: JSON.stringify({ id: uuidv7(), status: 'funded', baseVersion: 1 }),
    })
    expect(badParam.status).toBe(400)
    expect(await leadRow(id)).toMatchObject({ status: 'new', version: 1 })
  })

  it('the same mutation sent 5 times at once is applied once', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const mutation = { id: uuidv7(), status: 'contacted', baseVersion: 1 }
    const responses = await Promise.all(Array.from({ length: 5 }, () => changeStatus(agent, id, mutation)))
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const outcomes = (await Promise.all(responses.map((r) => r.json() as Promise<LeadStatusChangeResponse>))).map(
      (b) => b.outcome,
    )
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1)
    expect(await leadRow(id)).toMatchObject({ status: 'contacted', version: 2 })
  })

  it('different changes racing from the same base version: exactly one wins, the rest get 409', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const statuses = ['contacted', 'application', 'funded', 'contacted', 'application']
    const responses = await Promise.all(
      statuses.map((status) => changeStatus(agent, id, { id: uuidv7(), status, baseVersion: 1 })),
    )
    const codes = responses.map((r) => r.status).sort()
    expect(codes).toEqual([200, 409, 409, 409, 409])
    expect((await leadRow(id)).version).toBe(2)
  })
})

describe('GET /api/sync/leads', () => {
  it("pages through exactly the agent's own leads, ordered by (updatedAt, id)", async () => {
    const { changes, pages } = await pullAll(agent, null, 7)
    const own = await db.select({ id: leads.id }).from(leads).where(eq(leads.agentId, DEMO_IDS.agents.sarah))
    // Leads reassigned away from her (admin leads workspace) come as tombstones too.
    const departed = await db
      .select({ id: leadDepartures.leadId })
      .from(leadDepartures)
      .where(eq(leadDepartures.agentId, DEMO_IDS.agents.sarah))
    const ownIds = new Set(own.map((r) => r.id))
    const expected = [...ownIds, ...departed.map((r) => r.id).filter((id) => !ownIds.has(id))]
    expect(pages).toBeGreaterThan(1)
    expect(changes.map((c) => c.id).sort()).toEqual(expected.sort())
    const keys = changes.map((c) => [c.updatedAt, c.id] as const)
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
    expect(keys).toEqual(sorted)
    for (const c of changes) if (!isLeadTombstone(c)) expect(c.agentId).toBe(DEMO_IDS.agents.sarah)
  })

  it('returns full rows as devices cache them', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const { changes } = await pullAll(agent, null, 500)
    const row = changes.find((c) => c.id === id) as SyncedLead
    const stored = await leadRow(id)
    expect(row).toMatchObject({
      id,
      agentId: DEMO_IDS.agents.sarah,
      clientName: stored.clientName,
      clientEmail: stored.clientEmail,
      type: 'rate_quote',
      source: 'mortgage_calculator',
      status: 'new',
      version: 1,
      createdAt: stored.createdAt.toISOString(),
      updatedAt: stored.updatedAt.toISOString(),
    })
    expect(row.metadata).toEqual(stored.metadata)
  })

  it('from a saved cursor: nothing new → empty and the same cursor; then new leads, status changes and tombstones', async () => {
    const { cursor } = await pullAll(agent, null, 500)
    const empty = (await (await pull(agent, `?since=${cursor}`)).json()) as LeadChangesResponse
    expect(empty).toEqual({ changes: [], nextCursor: cursor, hasMore: false })

    const created = await newLeadOf(DEMO_IDS.agents.sarah)
    const othersLead = await newLeadOf(DEMO_IDS.agents.marcus)
    const changed = await newLeadOf(DEMO_IDS.agents.sarah)
    const removed = await newLeadOf(DEMO_IDS.agents.sarah)
    const mid = await pullAll(agent, cursor, 500)
    expect(mid.changes.map((c) => c.id)).toEqual([created, changed, removed])

    await changeStatus(agent, changed, { id: uuidv7(), status: 'application', baseVersion: 1 })
    await db
      .update(leads)
      .set({ deletedAt: new Date(), version: sql`${leads.version} + 1`, updatedAt: leadStamp() })
      .where(eq(leads.id, removed))
    const next = await pullAll(agent, mid.cursor, 500)
    expect(next.changes.map((c) => c.id)).toEqual([changed, removed])
    expect(next.changes[0]).toMatchObject({ id: changed, status: 'application', version: 2 })
    const tombstone = next.changes[1] as LeadChange
    expect(isLeadTombstone(tombstone)).toBe(true)
    expect(Object.keys(tombstone).sort()).toEqual(['deleted', 'deletedAt', 'id', 'updatedAt'])
    expect(next.changes.some((c) => c.id === othersLead)).toBe(false)
  })

  it('an admin pulls the leads of their own agent record', async () => {
    const { changes } = await pullAll(admin, null, 500)
    const own = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.agentId, DEMO_IDS.agents.priya)))
    expect(changes.map((c) => c.id).sort()).toEqual(own.map((r) => r.id).sort())
  })

  it('never skips a row committed while pages are being read', async () => {
    const { cursor: start } = await pullAll(agent, null, 500)
    const seen = new Set<string>()
    let cursor = start
    let writing = true
    const writes = (async () => {
      const ids: string[] = []
      for (let round = 0; round < 6; round++) {
        ids.push(...(await Promise.all(Array.from({ length: 5 }, () => newLeadOf(DEMO_IDS.agents.sarah)))))
      }
      writing = false
      return ids
    })()
    while (writing) {
      const res = await pull(agent, `?since=${cursor}&limit=3`)
      const body = (await res.json()) as LeadChangesResponse
      for (const c of body.changes) seen.add(c.id)
      cursor = body.nextCursor ?? cursor
    }
    const written = await writes
    const rest = await pullAll(agent, cursor, 50)
    for (const c of rest.changes) seen.add(c.id)
    expect(written.filter((id) => !seen.has(id))).toEqual([])
  })

  it('bad cursors and limits → 400 naming the field', async () => {
    for (const [query, field] of [
      ['?since=%21%21', 'since'],
      [`?since=${btoa('nonsense')}`, 'since'],
      ['?limit=0', 'limit'],
      ['?limit=501', 'limit'],
      ['?limit=abc', 'limit'],
      ['?foo=1', 'foo'],
    ] as const) {
      const res = await pull(agent, query)
      expect(res.status, query).toBe(400)
      expect(Object.keys(((await res.json()) as ApiErrorBody).error.fields ?? {}), query).toContain(field)
    }
  })

  it('signed out → 401; super_admin (no device copy) → 403', async () => {
    expect((await pull(null, '')).status).toBe(401)
    expect((await pull(superAdmin, '')).status).toBe(403)
  })

  it('answers with Cache-Control: no-store', async () => {
    const res = await pull(agent, '?limit=1')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('leaves leads of other agents out even when they change', async () => {
    const { cursor } = await pullAll(agent, null, 500)
    const [other] = await db
      .select({ id: leads.id, version: leads.version })
      .from(leads)
      .where(and(ne(leads.agentId, DEMO_IDS.agents.sarah), isNull(leads.deletedAt)))
      .limit(1)
    if (!other) throw new Error('seed has leads of other agents')
    await db
      .update(leads)
      .set({ notes: 'changed', version: other.version + 1, updatedAt: leadStamp() })
      .where(eq(leads.id, other.id))
    const next = await pullAll(agent, cursor, 500)
    expect(next.changes).toEqual([])
  })
})
