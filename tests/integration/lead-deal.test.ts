import { and, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import type { LeadStatusChangeResponse, LeadStatusConflict } from '#shared/schemas/sync.ts'
import { parseCsv } from '#tests/support/csv-parse.ts'
import { leadActivities, leads, lenders, syncMutations } from '#worker/db/schema/index.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())

const origin = () => new URL(baseUrl()).origin

let agent: SignedIn
let admin: SignedIn
let superAdmin: SignedIn
let lenderId: string
const lenderName = `Deal Test Bank ${uuidv7().slice(-6)}`
beforeAll(async () => {
  ;[agent, admin, superAdmin] = await Promise.all([signInAs('agent'), signInAs('admin'), signInAs('super_admin')])
  lenderId = uuidv7()
  await db.insert(lenders).values({ id: lenderId, name: lenderName })
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

const dealEntries = (leadId: string) =>
  db
    .select()
    .from(leadActivities)
    .where(and(eq(leadActivities.leadId, leadId), eq(leadActivities.kind, 'deal')))

type Deal = {
  amount: number | null
  lenderId: string | null
  ratePct: number | null
  termMonths: number | null
  closingOn: string | null
  maturityOn: string | null
}
const deal = (over: Partial<Deal> = {}): Deal => ({
  amount: 450_000,
  lenderId,
  ratePct: 4.79,
  termMonths: 60,
  closingOn: '2026-12-15',
  maturityOn: null,
  ...over,
})

function changeDeal(who: SignedIn, leadId: string, body: { id: string; deal: unknown; baseVersion: number }) {
  return call(`/api/leads/${leadId}/deal`, {
    method: 'PATCH',
    headers: { ...who.authHeaders, 'Idempotency-Key': body.id },
    body: JSON.stringify(body),
  })
}

describe('PATCH /api/leads/:id/deal', () => {
  it("stores the agent's deal on their own lead, maturity closing + term, and one timeline entry", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const res = await changeDeal(agent, id, { id: uuidv7(), deal: deal(), baseVersion: 1 })
    expect(res.status).toBe(200)
    const body = (await res.json()) as LeadStatusChangeResponse
    expect(body).toMatchObject({ id, outcome: 'ok' })
    expect(body.row).toMatchObject({
      dealAmount: 450_000,
      dealLenderId: lenderId,
      dealLenderName: lenderName,
      dealRatePct: 4.79,
      dealTermMonths: 60,
      dealClosingOn: '2026-12-15',
      dealMaturityOn: '2031-12-15',
      version: 2,
    })
    const entries = await dealEntries(id)
    expect(entries).toHaveLength(1)
    expect(entries[0]?.toLabel).toBe(
      `Amount: $450,000.00 (was none); Lender: ${lenderName} (was none); Rate: 4.79% (was none); Term: 5 years (was none); Closing date: Dec 15, 2026 (was none); Maturity date: Dec 15, 2031 (was none)`,
    )
    expect(entries[0]?.actorUserId).toBe(agent.session.user.id)
  })

  it('an edited maturity is kept; a change names only what changed', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    expect((await changeDeal(agent, id, { id: uuidv7(), deal: deal(), baseVersion: 1 })).status).toBe(200)
    const res = await changeDeal(agent, id, {
      id: uuidv7(),
      deal: deal({ amount: 460_000, maturityOn: '2031-12-01' }),
      baseVersion: 2,
    })
    expect(res.status).toBe(200)
    expect((await leadRow(id)).dealMaturityOn).toBe('2031-12-01')
    const labels = (await dealEntries(id)).map((e) => e.toLabel)
    expect(labels).toContain('Amount: $460,000.00 (was $450,000.00); Maturity date: Dec 1, 2031 (was Dec 15, 2031)')
  })

  it('the same mutation id: the same deal is a duplicate, another deal a 409; one entry', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const mutation = { id: uuidv7(), deal: deal(), baseVersion: 1 }
    expect((await changeDeal(agent, id, mutation)).status).toBe(200)
    const replay = await changeDeal(agent, id, mutation)
    expect(replay.status).toBe(200)
    expect(((await replay.json()) as LeadStatusChangeResponse).outcome).toBe('duplicate')
    const other = await changeDeal(agent, id, { ...mutation, deal: deal({ amount: 1 }) })
    expect(other.status).toBe(409)
    expect(await dealEntries(id)).toHaveLength(1)
    expect((await leadRow(id)).version).toBe(2)
    const [stored] = await db.select().from(syncMutations).where(eq(syncMutations.id, mutation.id))
    expect(stored).toMatchObject({ kind: 'lead-deal', userId: agent.session.user.id })
  })

  it('a stale base version is a 409 with the current row; nothing is written', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    expect((await changeDeal(agent, id, { id: uuidv7(), deal: deal(), baseVersion: 1 })).status).toBe(200)
    const res = await changeDeal(agent, id, { id: uuidv7(), deal: deal({ amount: 500_000 }), baseVersion: 1 })
    expect(res.status).toBe(409)
    const body = (await res.json()) as LeadStatusConflict
    expect(body.current).toMatchObject({ id, version: 2, dealAmount: 450_000 })
    expect(await dealEntries(id)).toHaveLength(1)
  })

  it("another agent's lead, or an admin's agent record that is not the lead's, is a 404", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.marcus)
    expect((await changeDeal(agent, id, { id: uuidv7(), deal: deal(), baseVersion: 1 })).status).toBe(404)
    expect((await changeDeal(admin, id, { id: uuidv7(), deal: deal(), baseVersion: 1 })).status).toBe(404)
    const row = await leadRow(id)
    expect(row.dealAmount).toBeNull()
    expect(row.version).toBe(1)
  })

  it('the super admin changes any lead (the drawer), and may clear the deal', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.marcus)
    expect((await changeDeal(superAdmin, id, { id: uuidv7(), deal: deal(), baseVersion: 1 })).status).toBe(200)
    const empty = { amount: null, lenderId: null, ratePct: null, termMonths: null, closingOn: null, maturityOn: null }
    expect((await changeDeal(superAdmin, id, { id: uuidv7(), deal: empty, baseVersion: 2 })).status).toBe(200)
    const row = await leadRow(id)
    expect(row).toMatchObject({ dealAmount: null, dealLenderId: null, dealLenderName: null, dealMaturityOn: null })
    expect(await dealEntries(id)).toHaveLength(2)
  })

  it.each([
    [{ amount: 0 }, 'deal.amount'],
    [{ amount: 50_000_001 }, 'deal.amount'],
    [{ amount: 100.005 }, 'deal.amount'],
    [{ ratePct: 25.5 }, 'deal.ratePct'],
    [{ ratePct: -1 }, 'deal.ratePct'],
    [{ termMonths: 0 }, 'deal.termMonths'],
    [{ termMonths: 121 }, 'deal.termMonths'],
    [{ closingOn: '2026-02-30' }, 'deal.closingOn'],
    [{ maturityOn: '2026-12-15' }, 'deal.maturityOn'],
    [{ lenderId: uuidv7() }, 'deal.lenderId'],
  ] as [Partial<Deal>, string][])('refuses %j with a 400 naming %s', async (over, field) => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const res = await changeDeal(agent, id, { id: uuidv7(), deal: deal(over), baseVersion: 1 })
    expect(res.status).toBe(400)
    const body = (await res.json()) as ApiErrorBody
    expect(Object.keys(body.error.fields ?? {})).toEqual([field])
    expect((await leadRow(id)).version).toBe(1)
  })

  it('a lender deleted later keeps its name on the lead, and the deal can still be saved', async () => {
    const gone = uuidv7()
    await db.insert(lenders).values({ id: gone, name: 'Closed Trust Co.' })
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    expect((await changeDeal(agent, id, { id: uuidv7(), deal: deal({ lenderId: gone }), baseVersion: 1 })).status).toBe(
      200,
    )
    await db.update(lenders).set({ deletedAt: new Date() }).where(eq(lenders.id, gone))
    const res = await changeDeal(agent, id, {
      id: uuidv7(),
      deal: deal({ lenderId: gone, ratePct: 5 }),
      baseVersion: 2,
    })
    expect(res.status).toBe(200)
    expect(await leadRow(id)).toMatchObject({ dealLenderName: 'Closed Trust Co.', dealRatePct: 5 })
  })

  it('the deal reaches the CSV as labelled, formatted columns', async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    expect((await changeDeal(agent, id, { id: uuidv7(), deal: deal(), baseVersion: 1 })).status).toBe(200)
    const row = await leadRow(id)
    const source = row.source
    const res = await call(`/api/admin/leads/export.csv?q=${encodeURIComponent(row.clientEmail)}&source=${source}`, {
      headers: superAdmin.authHeaders,
    })
    expect(res.status).toBe(200)
    const records = parseCsv((await res.text()).replace(/^\uFEFF/, ''))
    const header = records[0] ?? []
    const line = records.find((r) => r.includes(id)) ?? []
    const cell = (name: string) => line[header.indexOf(name)]
    expect(cell('Deal: Amount')).toBe('$450,000.00')
    expect(cell('Deal: Lender')).toBe(lenderName)
    expect(cell('Deal: Rate')).toBe('4.79%')
    expect(cell('Deal: Term')).toBe('5 years')
    expect(cell('Deal: Closing date')).toBe('Dec 15, 2026')
    expect(cell('Deal: Maturity date')).toBe('Dec 15, 2031')
  })
})

describe('GET /api/admin/leads/renewals', () => {
  it("lists every agent's funded leads maturing from today, soonest first; others are left out", async () => {
    const funded = await newLeadOf(DEMO_IDS.agents.marcus)
    const notFunded = await newLeadOf(DEMO_IDS.agents.sarah)
    for (const id of [funded, notFunded])
      expect((await changeDeal(superAdmin, id, { id: uuidv7(), deal: deal(), baseVersion: 1 })).status).toBe(200)
    await db.update(leads).set({ status: 'funded' }).where(eq(leads.id, funded))
    const res = await call('/api/admin/leads/renewals', { headers: superAdmin.authHeaders })
    expect(res.status).toBe(200)
    const { renewals } = (await res.json()) as {
      renewals: { id: string; agentName: string | null; dealMaturityOn: string }[]
    }
    const ids = renewals.map((r) => r.id)
    expect(ids).toContain(funded)
    expect(ids).not.toContain(notFunded)
    expect(renewals.find((r) => r.id === funded)).toMatchObject({
      agentName: 'Marcus Thompson',
      dealMaturityOn: '2031-12-15',
    })
    const days = renewals.map((r) => r.dealMaturityOn)
    expect(days).toEqual([...days].sort())
    expect((await call('/api/admin/leads/renewals', { headers: agent.authHeaders })).status).toBe(403)
  })
})
