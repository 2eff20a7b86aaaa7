/**
 * The admin Analytics tab's API (docs/decisions/084): totals, the top 5 agents by
 * leads, leads per week and by source, with the period (all, 30d, 7d) applied. Other files
 * share the database and add rows while this runs, so totals are checked as "grew by at least
 * what this test added"; what is exactly this test's own (its agent, its lead source) is
 * checked exactly, including that the period leaves out its older rows.
 */
import { eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LeadSourceId } from '#shared/leads/sources.ts'
import type { AdminAnalytics } from '#shared/schemas/admin-analytics.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import { agents, analyticsEvents, blogPosts, leads, testimonials } from '#worker/db/schema/index.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()
let superAdmin: SignedIn
let agent: SignedIn

const run = uuidv7().slice(-10)
const agentId = uuidv7()
/** Not one of the registry's sources: this test's leads alone (the column is text). */
const SOURCE = `analytics-test-${run}` as LeadSourceId
const DAY = 86_400_000
/** Many leads, so this agent is in the top 5 whatever other files add. */
const NEW_LEADS = 300
const OLD_LEADS = 120

beforeAll(async () => {
  ;[superAdmin, agent] = await Promise.all([signInAs('super_admin'), signInAs('agent')])
})
afterAll(async () => {
  await db.delete(leads).where(eq(leads.source, SOURCE))
  await db.delete(agents).where(eq(agents.id, agentId))
  client.close()
})

async function analytics(period?: string): Promise<AdminAnalytics> {
  const res = await call(`/api/admin/analytics${period ? `?period=${period}` : ''}`, {
    headers: superAdmin.authHeaders,
  })
  expect(res.status).toBe(200)
  return (await res.json()) as AdminAnalytics
}

describe('GET /api/admin/analytics', () => {
  it('counts what is added, and the period leaves out older rows', async () => {
    const before = { all: await analytics('all'), d30: await analytics('30d'), d7: await analytics('7d') }
    const now = Date.now()
    const recent = new Date(now - 2 * DAY)
    const old = new Date(now - 60 * DAY)

    await db
      .insert(agents)
      .values({ id: agentId, name: `Analytics Agent ${run}`, email: `analytics.${run}@example.com`, isActive: true })
    const lead = (i: number, createdAt: Date) => ({
      id: uuidv7(),
      agentId,
      clientName: `Analytics Lead ${run} ${i}`,
      clientEmail: `lead.${i}.${run}@example.com`,
      type: 'contact' as const,
      // The older leads' source in capitals: one source whatever its case ('Website', 'website').
      source: createdAt === old ? (SOURCE.toUpperCase() as LeadSourceId) : SOURCE,
      createdAt,
    })
    const rows = [
      ...Array.from({ length: NEW_LEADS }, (_, i) => lead(i, recent)),
      ...Array.from({ length: OLD_LEADS }, (_, i) => lead(NEW_LEADS + i, old)),
    ]
    for (let i = 0; i < rows.length; i += 100) await db.insert(leads).values(rows.slice(i, i + 100))
    // A deleted lead is never counted.
    await db.insert(leads).values({ ...lead(9999, recent), deletedAt: new Date() })
    await db.insert(testimonials).values([
      { agentId, clientName: `T ${run} 1`, content: 'Great', rating: 5, isApproved: true, createdAt: recent },
      { agentId, clientName: `T ${run} 2`, content: 'Great', rating: 5, isApproved: true, createdAt: recent },
      { agentId, clientName: `T ${run} 3`, content: 'Pending', rating: 4, isApproved: false, createdAt: recent },
      { agentId, clientName: `T ${run} 4`, content: 'Old', rating: 5, isApproved: true, createdAt: old },
    ])
    await db.insert(analyticsEvents).values([
      ...Array.from({ length: 3 }, () => ({
        agentId,
        eventType: 'page_view',
        path: `/agents/${agentId}`,
        createdAt: recent,
      })),
      ...Array.from({ length: 2 }, () => ({
        agentId,
        eventType: 'page_view',
        path: `/agents/${agentId}`,
        createdAt: old,
      })),
      { agentId, eventType: 'something_else', path: null, createdAt: recent },
    ])
    await db.insert(blogPosts).values([
      { agentId, title: `Post ${run} 1`, slug: `post-${run}-1`, content: 'x', isPublished: true, publishedAt: recent },
      { agentId, title: `Post ${run} 2`, slug: `post-${run}-2`, content: 'x', isPublished: false },
      { agentId, title: `Post ${run} 3`, slug: `post-${run}-3`, content: 'x', isPublished: true, publishedAt: old },
    ])

    const after = { all: await analytics('all'), d30: await analytics('30d'), d7: await analytics('7d') }
    const grew = (p: keyof typeof after, key: keyof AdminAnalytics['totals']) =>
      after[p].totals[key] - before[p].totals[key]

    // Totals grew by at least this test's rows, old ones only for all time.
    expect(grew('all', 'activeAgents')).toBeGreaterThanOrEqual(1)
    expect(grew('all', 'approvedTestimonials')).toBeGreaterThanOrEqual(3)
    expect(grew('d7', 'approvedTestimonials')).toBeGreaterThanOrEqual(2)
    expect(grew('all', 'pageViews')).toBeGreaterThanOrEqual(5)
    expect(grew('d30', 'pageViews')).toBeGreaterThanOrEqual(3)
    expect(grew('all', 'publishedPosts')).toBeGreaterThanOrEqual(2)
    expect(grew('d7', 'publishedPosts')).toBeGreaterThanOrEqual(1)
    expect(grew('all', 'leads')).toBeGreaterThanOrEqual(NEW_LEADS + OLD_LEADS)
    // Active agents are a state: the same whatever the period.
    expect(after.d7.totals.activeAgents).toBe(after.all.totals.activeAgents)
    for (const key of ['approvedTestimonials', 'pageViews', 'publishedPosts', 'leads'] as const) {
      expect(after.all.totals[key], key).toBeGreaterThanOrEqual(after.d30.totals[key])
      expect(after.d30.totals[key], key).toBeGreaterThanOrEqual(after.d7.totals[key])
    }

    // This test's own source and agent: exact, and the older leads only in all time.
    const sourceOf = (a: AdminAnalytics) => a.leadsBySource.find((s) => s.source === SOURCE)?.leads
    expect([sourceOf(after.all), sourceOf(after.d30), sourceOf(after.d7)]).toEqual([
      NEW_LEADS + OLD_LEADS,
      NEW_LEADS,
      NEW_LEADS,
    ])
    const mine = (a: AdminAnalytics) => a.topAgents.find((t) => t.agentId === agentId)
    expect(mine(after.all)).toEqual({ agentId, name: `Analytics Agent ${run}`, leads: NEW_LEADS + OLD_LEADS })
    expect(mine(after.d7)?.leads).toBe(NEW_LEADS)
    for (const a of [after.all, after.d30, after.d7]) {
      expect(a.topAgents.length).toBeLessThanOrEqual(5)
      expect(a.topAgents.map((t) => t.leads)).toEqual([...a.topAgents.map((t) => t.leads)].sort((x, y) => y - x))
    }

    // Leads per week: consecutive Mondays ending with this week; this test's recent leads are in them.
    for (const a of [after.all, after.d30, after.d7]) {
      const weeks = a.leadsPerWeek.map((w) => Date.parse(`${w.week}T00:00:00Z`))
      expect(weeks.length).toBeGreaterThan(0)
      expect(weeks.length).toBeLessThanOrEqual(26)
      for (const t of weeks) expect(new Date(t).getUTCDay()).toBe(1)
      for (let i = 1; i < weeks.length; i++) expect(weeks[i]! - weeks[i - 1]!).toBe(7 * DAY)
      expect(now - weeks.at(-1)!).toBeLessThan(7 * DAY)
      expect(a.leadsPerWeek.reduce((n, w) => n + w.leads, 0)).toBeGreaterThanOrEqual(NEW_LEADS)
    }
    expect(after.d7.leadsPerWeek.length).toBeLessThanOrEqual(2)
    expect(after.d7.since).not.toBeNull()
    expect(after.all.since).toBeNull()

    await db.delete(testimonials).where(eq(testimonials.agentId, agentId))
    await db.delete(analyticsEvents).where(eq(analyticsEvents.agentId, agentId))
    await db.delete(blogPosts).where(inArray(blogPosts.slug, [`post-${run}-1`, `post-${run}-2`, `post-${run}-3`]))
  })

  it('answers all time without a period; refuses an unknown period with 400 naming the field, and non super admins', async () => {
    expect((await analytics()).period).toBe('all')
    for (const q of ['period=90d', 'period=', 'period=all&extra=1']) {
      const res = await call(`/api/admin/analytics?${q}`, { headers: superAdmin.authHeaders })
      expect(res.status, q).toBe(400)
      const body = (await res.json()) as ApiErrorBody
      expect(Object.keys(body.error.fields ?? {}).length, q).toBeGreaterThan(0)
      if (q.startsWith('period=9')) expect(body.error.fields).toHaveProperty('period')
    }
    expect((await call('/api/admin/analytics', { headers: agent.authHeaders })).status).toBe(403)
    expect((await call('/api/admin/analytics')).status).toBe(401)
  })
})
