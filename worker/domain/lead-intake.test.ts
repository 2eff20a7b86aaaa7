import { eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubmission, parsedEntries } from '#tests/support/lead-submissions.ts'
import { createTestDb } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, leadActivities, leadInquiries, leads, users } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { intakeLeads } from './lead-intake'

/**
 * The door every lead comes through, against a real SQLite (libSQL in memory, the project's
 * migrations): what happened to which lead, returning clients attached exactly once.
 */
let db: Db
let close = () => {}

const admin: Actor = { id: uuidv7(), role: 'super_admin', aal: 'aal2', sessionId: 's' } as Actor
const sarah = uuidv7()
const omar = uuidv7()

beforeAll(async () => {
  ;({ db, close } = await createTestDb())
  await db.insert(users).values({ id: admin.id, email: 'boss@example.com', passwordHash: 'x' })
  await db.insert(agents).values([
    { id: sarah, name: 'Sarah Agent', email: 'sarah@example.com' },
    { id: omar, name: 'Omar Agent', email: 'omar@example.com' },
  ])
})
afterAll(() => close())

let n = 0
function quote(email: string, phone: string, agentId: string | null = null) {
  n += 1
  return {
    id: uuidv7(),
    kind: 'quote',
    payload: {
      type: 'rate_quote',
      source: 'mortgage_calculator',
      client_name: `Client ${n}`,
      client_email: email,
      client_phone: phone,
      agent_id: agentId,
      metadata: {
        price: 500000 + n,
        downPayment: 100000,
        location: 'Ontario',
        amortization: 25,
        mortgageRate: 3.94,
        paymentFrequency: 'monthly',
        calculations: {
          cmhcInsurance: 0,
          totalMortgage: 400000 + n,
          periodicPayment: 2000,
          totalPayments: 600000,
          totalInterest: 200000,
          payoffYears: 25,
        },
      },
    },
  }
}

const submit = (...subs: unknown[]) => intakeLeads(db, { kind: 'submissions', entries: parsedEntries(...subs) })
const lead = async (id: string) => (await db.select().from(leads).where(eq(leads.id, id)))[0]

describe('intakeLeads: submissions', () => {
  it('a new client is a created lead; a replay is nothing', async () => {
    const s = quote('new.client@example.com', '416-555-1001', sarah)
    const first = await submit(s)
    expect(first.intakes).toEqual([
      { happened: 'created', lead: { id: s.id, agentId: sarah, status: 'new' }, submissionId: s.id },
    ])
    const again = await submit(s)
    expect(again.results[0]?.outcome).toBe('duplicate')
    expect(again.intakes).toEqual([])
  })

  it('the same e-mail (any case) joins the open lead as an inquiry, once, keeping its agent', async () => {
    const first = quote('Returning.One@Example.com', '416-555-1002', sarah)
    await submit(first)
    const before = await lead(first.id)
    // Named another agent this time: the lead keeps Sarah.
    const back = quote('  returning.one@example.COM ', '905-555-1002', omar)
    const outcome = await submit(back, back)
    expect(outcome.results.map((r) => r.outcome)).toEqual(['ok', 'duplicate'])
    expect(outcome.intakes).toEqual([
      { happened: 'returning', lead: { id: first.id, agentId: sarah, status: 'new' }, submissionId: back.id },
    ])
    expect(outcome.inserted).toEqual([expect.objectContaining({ id: back.id, leadId: first.id })])
    expect(await lead(back.id)).toBeUndefined()
    const after = await lead(first.id)
    expect(after?.agentId).toBe(sarah)
    expect(after?.returningAt).not.toBeNull()
    expect(after?.version).toBe((before?.version ?? 0) + 1)
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0)

    // The outbox delivers it again later: still one inquiry, one timeline entry.
    const replay = await submit(back)
    expect(replay.results[0]).toMatchObject({ id: back.id, outcome: 'duplicate', status: 'new' })
    expect(replay.intakes).toEqual([])
    const inquiries = await db.select().from(leadInquiries).where(eq(leadInquiries.leadId, first.id))
    expect(inquiries).toHaveLength(1)
    expect(inquiries[0]).toMatchObject({
      id: back.id,
      clientEmail: '  returning.one@example.COM '.trim(),
      agentId: omar,
      metadata: back.payload.metadata,
    })
    // The timeline: the routing row of the first lead (its agent's page), then one inquiry.
    const timeline = await db.select().from(leadActivities).where(eq(leadActivities.leadId, first.id))
    expect(timeline.map((e) => [e.kind, e.toValue]).sort()).toEqual([
      ['assignment', sarah],
      ['inquiry', back.id],
    ])
  })

  it('the same phone in another format joins too', async () => {
    const first = quote('phone.one@example.com', '(416) 555-1003')
    await submit(first)
    const back = quote('other.address@example.com', '+1 416 555 1003')
    expect((await submit(back)).intakes[0]).toMatchObject({ happened: 'returning', lead: { id: first.id } })
  })

  it('a funded, lost or deleted lead is not joined: the client gets a new lead', async () => {
    for (const close of [{ status: 'funded' as const }, { status: 'lost' as const }, { deletedAt: new Date() }]) {
      const first = quote(`closed.${uuidv7()}@example.com`, '416-555-1099')
      await submit(first)
      await db.update(leads).set(close).where(eq(leads.id, first.id))
      const back = quote(first.payload.client_email, '613-555-2000')
      expect((await submit(back)).intakes[0]).toMatchObject({ happened: 'created', lead: { id: back.id } })
      // The next one joins the new open lead.
      await db.update(leads).set({ status: 'lost' }).where(eq(leads.id, back.id))
    }
  })

  it('a newsletter sign-up with a known e-mail stays a lead of its own', async () => {
    const first = quote('reader.client@example.com', '416-555-1004')
    await submit(first)
    const signup = newsletterSubmission('reader.client@example.com')
    expect((await submit(signup)).intakes[0]).toMatchObject({ happened: 'created', lead: { id: signup.id } })
  })
})

describe('intakeLeads: assignments', () => {
  it('an admin reassignment reports each lead that changed hands, from whom', async () => {
    const a = quote('assign.a@example.com', '416-555-1005', sarah)
    const b = quote('assign.b@example.com', '416-555-1006', null)
    const c = quote('assign.c@example.com', '416-555-1007', omar)
    await submit(a, b, c)
    const { changed, intakes } = await intakeLeads(db, {
      kind: 'staff-change',
      ids: [a.id, b.id, c.id],
      change: { agentId: omar },
      actor: admin,
    })
    expect(changed).toBe(2)
    expect(intakes).toEqual(
      expect.arrayContaining([
        { happened: 'reassigned', lead: { id: a.id, agentId: omar, status: 'new' }, fromAgentId: sarah },
        { happened: 'reassigned', lead: { id: b.id, agentId: omar, status: 'new' }, fromAgentId: null },
      ]),
    )
    expect(intakes).toHaveLength(2)
    const statusOnly = await intakeLeads(db, {
      kind: 'staff-change',
      ids: [a.id],
      change: { status: 'contacted' },
      actor: admin,
    })
    expect(statusOnly).toEqual({ changed: 1, intakes: [] })
  })

  it('deleting an agent reports every lead moved where the admin chose', async () => {
    const leaving = uuidv7()
    await db.insert(agents).values({ id: leaving, name: 'Leaving Agent', email: 'leaving@example.com' })
    const a = quote('leaving.a@example.com', '416-555-1008', leaving)
    await submit(a)
    const { intakes } = await intakeLeads(db, { kind: 'agent-deleted', agentId: leaving, leadsTo: sarah, actor: admin })
    expect(intakes).toEqual([
      { happened: 'reassigned', lead: { id: a.id, agentId: sarah, status: 'new' }, fromAgentId: leaving },
    ])
    expect((await lead(a.id))?.agentId).toBe(sarah)
  })
})

describe('intakeLeads: after the answer, while the door is busy (decision 258)', () => {
  const assignments = async (leadId: string) =>
    (await db.select().from(leadActivities).where(eq(leadActivities.leadId, leadId))).filter(
      (a) => a.kind === 'assignment',
    ).length

  it('holds the announcement while busy says so, then routes the lead once', async () => {
    const s = quote('held.client@example.com', '416-555-1077', sarah)
    let busy = true
    let looked = 0
    const after: Promise<unknown>[] = []
    const { results } = await intakeLeads(db, { kind: 'submissions', entries: parsedEntries(s) }, new Date(), {
      afterAnswer: (work) => after.push(work),
      busy: () => {
        looked += 1
        return busy
      },
    })
    expect(results[0]?.outcome).toBe('ok')
    // The lead is stored; its announcement waits while the door stays busy.
    for (let i = 0; i < 100 && looked < 3; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(looked).toBeGreaterThanOrEqual(3)
    expect(await lead(s.id)).toBeDefined()
    expect(await assignments(s.id)).toBe(0)
    busy = false
    await Promise.all(after)
    expect(await assignments(s.id)).toBe(1)
  })
})
