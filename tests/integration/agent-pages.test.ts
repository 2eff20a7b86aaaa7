/**
 * The public agent page's data (GET /api/agents/:identifier): by id and by slug, only
 * active agents, approved testimonials of this agent, newest first, at most 6.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublicAgentPage } from '#shared/schemas/agent-page.ts'
import { agents, testimonials } from '#worker/db/schema/index.ts'
import { createAgentAccount } from '#worker/domain/users.ts'
import { call as callThroughCache, FRESH, testDb } from './helpers'

const { db, client } = testDb()

/** Reads past the edge cache: these tests change rows straight in the database (no purge). */
const call = (path: string, init: RequestInit = {}) =>
  callThroughCache(path, {
    ...init,
    headers: { ...FRESH.headers, ...(init.headers as Record<string, string> | undefined) },
  })
afterAll(() => client.close())

let agentId = ''
let slug = ''
let otherId = ''
beforeAll(async () => {
  const a = await createAgentAccount(db as never, {
    fullName: 'Page Agent',
    email: `page-${crypto.randomUUID().slice(0, 8)}@it.brokerage.test`,
    password: `Pw-${crypto.randomUUID()}`,
  })
  const b = await createAgentAccount(db as never, {
    fullName: 'Other Agent',
    email: `other-${crypto.randomUUID().slice(0, 8)}@it.brokerage.test`,
    password: `Pw-${crypto.randomUUID()}`,
  })
  agentId = a.agentId
  slug = a.profileSlug
  otherId = b.agentId
  await db
    .update(agents)
    .set({
      phone: '+14165550199',
      contactDetails: { location: 'Oakville, ON' },
      socialLinks: { facebook: 'https://facebook.com/page', linkedin: 'https://linkedin.com/in/page' },
      applicationLinks: { apply: 'https://apply.example.com/page', scheduler: 'https://s.example.com' },
    })
    .where(eq(agents.id, agentId))
  const base = Date.now() - 100_000
  await db.insert(testimonials).values([
    ...Array.from({ length: 7 }, (_, i) => ({
      agentId,
      clientName: `Client ${i}`,
      content: `Review ${i}`,
      rating: 5,
      isApproved: true,
      createdAt: new Date(base + i * 1000),
    })),
    {
      agentId,
      clientName: 'Pending',
      content: 'Not yet',
      rating: 3,
      isApproved: false,
      createdAt: new Date(base + 60_000),
    },
    {
      agentId: otherId,
      clientName: 'Other',
      content: 'Other agent',
      rating: 4,
      isApproved: true,
      createdAt: new Date(base + 70_000),
    },
  ])
})

describe('GET /api/agents/:identifier', () => {
  it('answers by id and by slug with the page data, default title and the public links only', async () => {
    const byId = await call(`/api/agents/${agentId}`)
    expect(byId.status).toBe(200)
    expect(byId.headers.get('cache-control')).toBe('public, max-age=60')
    const page = (await byId.json()) as PublicAgentPage
    expect(page).toMatchObject({
      id: agentId,
      name: 'Page Agent',
      phone: '+14165550199',
      title: 'Your Trusted Mortgage Broker',
      location: 'Oakville, ON',
      social: { facebook: 'https://facebook.com/page', youtube: null, instagram: null, website: null },
      links: { apply: 'https://apply.example.com/page', newsletter: null },
    })
    const bySlug = (await (await call(`/api/agents/${slug}`)).json()) as PublicAgentPage
    expect(bySlug.id).toBe(agentId)
  })

  it('lists this agent’s approved testimonials only, newest first, at most 6', async () => {
    const page = (await (await call(`/api/agents/${agentId}`)).json()) as PublicAgentPage
    expect(page.testimonials.map((t) => t.clientName)).toEqual([
      'Client 6',
      'Client 5',
      'Client 4',
      'Client 3',
      'Client 2',
      'Client 1',
    ])
    const other = (await (await call(`/api/agents/${otherId}`)).json()) as PublicAgentPage
    expect(other.testimonials.map((t) => t.clientName)).toEqual(['Other'])
  })

  it('is 404 "Agent not found" for an unknown, inactive or deleted agent, and for a malformed identifier', async () => {
    await db.update(agents).set({ isActive: false }).where(eq(agents.id, otherId))
    try {
      for (const id of [otherId, crypto.randomUUID(), 'nosuchagent', 'Bad Slug!', '..%2F..%2Fetc']) {
        const res = await call(`/api/agents/${id}`)
        expect(res.status, id).toBe(404)
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Agent not found')
      }
    } finally {
      await db.update(agents).set({ isActive: true }).where(eq(agents.id, otherId))
    }
  })
})
