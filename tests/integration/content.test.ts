import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { buildDemoData, DEMO_IDS } from '#scripts/seed-data.ts'
import type { AgentOptionsResponse, HomeTestimonialsResponse, LendersResponse } from '#shared/schemas/content.ts'
import { agents, lenders, testimonials } from '#worker/db/schema/index.ts'
import { call, FRESH, getJson, testDb } from './helpers'

const { db, client } = testDb()
afterAll(() => client.close())

/** The demo data exactly as seeded for this run (hashes only matter for users). */
const demo = buildDemoData(new Date(inject('seededAt')), { superAdmin: 'x', admin: 'x', agent: 'x' })

/** Rows a test adds, removed again whatever happens. */
async function withExtraRows<T>(
  rows: {
    agents?: (typeof agents.$inferInsert)[]
    lenders?: (typeof lenders.$inferInsert)[]
    testimonials?: (typeof testimonials.$inferInsert)[]
  },
  run: () => Promise<T>,
): Promise<T> {
  if (rows.agents?.length) await db.insert(agents).values(rows.agents)
  if (rows.lenders?.length) await db.insert(lenders).values(rows.lenders)
  if (rows.testimonials?.length) await db.insert(testimonials).values(rows.testimonials)
  try {
    return await run()
  } finally {
    if (rows.testimonials?.length)
      await db.delete(testimonials).where(
        inArray(
          testimonials.id,
          rows.testimonials.map((r) => r.id!),
        ),
      )
    if (rows.lenders?.length)
      await db.delete(lenders).where(
        inArray(
          lenders.id,
          rows.lenders.map((r) => r.id!),
        ),
      )
    if (rows.agents?.length)
      await db.delete(agents).where(
        inArray(
          agents.id,
          rows.agents.map((r) => r.id!),
        ),
      )
  }
}

describe('GET /api/content/agents/options', () => {
  it('lists the active agents (id, name only) ordered by name, cacheable', async () => {
    const { res, body } = await getJson<AgentOptionsResponse>('/api/content/agents/options', FRESH)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    // Every active agent in the database (other test files add agents to the shared database),
    // the seeded ones included.
    const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
    const stored = await db
      .select({ id: agents.id, name: agents.name, isActive: agents.isActive, deletedAt: agents.deletedAt })
      .from(agents)
    const expected = stored
      .filter((a) => a.isActive !== false && !a.deletedAt)
      .map((a) => ({ id: a.id, name: a.name }))
      .sort(byName)
    expect(body.agents).toEqual(expected)
    const seeded = demo.agents
      .filter((a) => a.isActive !== false && !a.deletedAt)
      .map((a) => ({ id: a.id!, name: a.name }))
    expect(body.agents).toEqual(expect.arrayContaining(seeded))
    expect(seeded.length).toBeGreaterThanOrEqual(4)
    for (const agent of body.agents) expect(Object.keys(agent).sort()).toEqual(['id', 'name'])
  })

  it('never lists an inactive or deleted agent', async () => {
    const { body: before } = await getJson<AgentOptionsResponse>('/api/content/agents/options', FRESH)
    expect(before.agents.map((a) => a.id)).not.toContain(DEMO_IDS.agents.jennifer)

    const inactive = {
      id: uuidv7(),
      name: 'Aaron Inactive',
      email: 'aaron.inactive@demo.brokerage.test',
      isActive: false,
    }
    const deleted = {
      id: uuidv7(),
      name: 'Abby Deleted',
      email: 'abby.deleted@demo.brokerage.test',
      isActive: true,
      deletedAt: new Date(),
    }
    const fresh = {
      id: uuidv7(),
      name: 'Aaliyah Newcomer',
      email: 'aaliyah.newcomer@demo.brokerage.test',
      isActive: true,
    }
    await withExtraRows({ agents: [inactive, deleted, fresh] }, async () => {
      const { body } = await getJson<AgentOptionsResponse>('/api/content/agents/options', FRESH)
      const ids = body.agents.map((a) => a.id)
      expect(ids).not.toContain(inactive.id)
      expect(ids).not.toContain(deleted.id)
      // The active newcomer sorts first by name: proves the list is live and ordered.
      expect(body.agents[0]).toEqual({ id: fresh.id, name: fresh.name })
    })
  })
})

describe('GET /api/content/lenders', () => {
  it('returns the active lenders in two groups, each ordered by display_order', async () => {
    const { res, body } = await getJson<LendersResponse>('/api/content/lenders')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    const group = (type: 'a_lender' | 'alternate_lender') =>
      demo.lenders
        .filter((l) => l.type === type && l.isActive !== false && !l.deletedAt)
        .sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0))
        .map((l) => ({ id: l.id!, name: l.name, logoUrl: l.logoUrl ?? null, type }))
    // Other files add lenders of their own (the admin Lenders tab's tests): compare the seeded ones.
    const seeded = new Set(demo.lenders.map((l) => l.id))
    expect(body.aLenders.filter((l) => seeded.has(l.id))).toEqual(group('a_lender'))
    expect(body.alternateLenders.filter((l) => seeded.has(l.id))).toEqual(group('alternate_lender'))
    expect(body.aLenders.length).toBeGreaterThan(0)
    expect(body.alternateLenders.length).toBeGreaterThan(0)
    // The demo's inactive lender is hidden.
    const inactiveSeeded = demo.lenders.filter((l) => l.isActive === false)
    expect(inactiveSeeded.length).toBeGreaterThan(0)
    const shown = [...body.aLenders, ...body.alternateLenders].map((l) => l.id)
    for (const l of inactiveSeeded) expect(shown).not.toContain(l.id)
  })

  it('never shows an inactive or deleted lender; a new active one takes its display_order place', async () => {
    const inactive = {
      id: uuidv7(),
      name: 'Inactive Trust',
      type: 'a_lender' as const,
      isActive: false,
      displayOrder: -5,
    }
    const deleted = {
      id: uuidv7(),
      name: 'Deleted Bank',
      type: 'alternate_lender' as const,
      isActive: true,
      displayOrder: -5,
      deletedAt: new Date(),
    }
    const first = {
      id: uuidv7(),
      name: 'Zeta Credit Union',
      logoUrl: 'https://cdn.example.com/zeta.svg',
      type: 'alternate_lender' as const,
      isActive: true,
      displayOrder: -1,
    }
    await withExtraRows({ lenders: [inactive, deleted, first] }, async () => {
      const { body } = await getJson<LendersResponse>('/api/content/lenders', FRESH)
      const shown = [...body.aLenders, ...body.alternateLenders].map((l) => l.id)
      expect(shown).not.toContain(inactive.id)
      expect(shown).not.toContain(deleted.id)
      expect(body.alternateLenders[0]).toEqual({
        id: first.id,
        name: first.name,
        logoUrl: first.logoUrl,
        type: 'alternate_lender',
      })
      expect(body.aLenders.every((l) => l.type === 'a_lender')).toBe(true)
    })
  })
})

describe('GET /api/content/testimonials/home', () => {
  it('returns the 6 newest approved admin-written testimonials, newest first', async () => {
    const { res, body } = await getJson<HomeTestimonialsResponse>('/api/content/testimonials/home')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    // Compared with the database, not the seed: other files (the admin Testimonials tests) add
    // admin-written testimonials to the shared test database.
    const rows = await db
      .select()
      .from(testimonials)
      .where(and(eq(testimonials.isApproved, true), isNotNull(testimonials.adminId), isNull(testimonials.deletedAt)))
    const expected = rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 6)
      .map((t) => ({
        id: t.id,
        clientName: t.clientName,
        content: t.content,
        rating: t.rating,
        createdAt: t.createdAt.toISOString(),
      }))
    // The demo alone has more than 6 such testimonials, so the limit is exercised.
    expect(demo.testimonials.filter((t) => t.isApproved && t.adminId).length).toBeGreaterThan(6)
    expect(body.testimonials).toEqual(expected)
  })

  it('never shows an agent-written or unapproved testimonial', async () => {
    const { body } = await getJson<HomeTestimonialsResponse>('/api/content/testimonials/home', FRESH)
    const ids = new Set(body.testimonials.map((t) => t.id))
    const agentWritten = demo.testimonials.filter((t) => t.adminId == null)
    const unapproved = demo.testimonials.filter((t) => !t.isApproved)
    expect(agentWritten.length).toBeGreaterThan(0)
    expect(unapproved.length).toBeGreaterThan(0)
    for (const t of [...agentWritten, ...unapproved]) expect(ids.has(t.id!)).toBe(false)
  })

  it('filters newer rows too: unapproved admin, approved agent and deleted admin testimonials stay hidden', async () => {
    const now = Date.now()
    const base = { content: 'Great service from start to finish.', rating: 5 }
    const unapprovedAdmin = {
      ...base,
      id: uuidv7(),
      clientName: 'Pending Admin',
      adminId: DEMO_IDS.users.superAdmin,
      isApproved: false,
      createdAt: new Date(now),
    }
    const approvedAgent = {
      ...base,
      id: uuidv7(),
      clientName: 'Agent Client',
      agentId: DEMO_IDS.agents.sarah,
      isApproved: true,
      createdAt: new Date(now),
    }
    const deletedAdmin = {
      ...base,
      id: uuidv7(),
      clientName: 'Deleted Admin',
      adminId: DEMO_IDS.users.superAdmin,
      isApproved: true,
      createdAt: new Date(now),
      deletedAt: new Date(now),
    }
    const visible = {
      ...base,
      id: uuidv7(),
      clientName: 'Newest Admin',
      adminId: DEMO_IDS.users.superAdmin,
      isApproved: true,
      createdAt: new Date(now - 1000),
    }
    await withExtraRows({ testimonials: [unapprovedAdmin, approvedAgent, deletedAdmin, visible] }, async () => {
      const { body } = await getJson<HomeTestimonialsResponse>('/api/content/testimonials/home', FRESH)
      const ids = body.testimonials.map((t) => t.id)
      expect(ids).not.toContain(unapprovedAdmin.id)
      expect(ids).not.toContain(approvedAgent.id)
      expect(ids).not.toContain(deletedAdmin.id)
      expect(body.testimonials[0]).toMatchObject({ id: visible.id, clientName: 'Newest Admin', rating: 5 })
      expect(body.testimonials).toHaveLength(6)
    })
  })
})

describe('content routes', () => {
  it('are public: no sign-in needed, and only GET is routed', async () => {
    for (const path of ['/api/content/agents/options', '/api/content/lenders', '/api/content/testimonials/home']) {
      expect((await call(path)).status).toBe(200)
      expect(
        (await call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
      ).toBe(404)
    }
  })
})
