/**
 * The public agent page's data (GET /api/agents/:identifier): by id and by slug, only
 * active agents, approved testimonials of this agent, newest first, at most 6.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PublicAgentPage } from '#shared/schemas/agent-page.ts'
import type { AgentDirectoryResponse } from '#shared/schemas/public-content.ts'
import { licenseAgent } from '#tests/support/agent-licence.ts'
import { agents, testimonials } from '#worker/db/schema/index.ts'
import { createAgentAccount } from '#worker/domain/users.ts'
import { jsonInit, signInWith } from './auth-helpers'
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
      licensedName: 'Page A. Agent',
      licenceNumber: 'M12345678',
      licenceTitle: 'Mortgage Agent Level 2',
    })
    .where(eq(agents.id, agentId))
  await licenseAgent(db, otherId)
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
      licence: { licensedName: 'Page A. Agent', licenceNumber: 'M12345678', licenceTitle: 'Mortgage Agent Level 2' },
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

describe('a licence before the page is public', () => {
  const profile = { name: 'Unlicensed Agent', phone: null, bio: null, calendlyLink: null, title: null }

  it('keeps an agent without a complete licence off the directory and its page 404; the profile takes the three together', async () => {
    const email = `unlicensed-${crypto.randomUUID().slice(0, 8)}@it.brokerage.test`
    const password = `Pw-${crypto.randomUUID()}`
    const created = await createAgentAccount(db as never, { fullName: 'Unlicensed Agent', email, password })
    const session = await signInWith(email, password)
    const save = (body: object) =>
      call('/api/agent/profile', jsonInit('PUT', { ...profile, ...body }, session.authHeaders))
    const directoryIds = async () =>
      ((await (await call('/api/content/agents')).json()) as AgentDirectoryResponse).agents.map((a) => a.id)

    expect((await call(`/api/agents/${created.agentId}`)).status).toBe(404)
    expect((await call(`/api/agents/${created.profileSlug}`)).status).toBe(404)
    expect(await directoryIds()).not.toContain(created.agentId)

    // Some of the licence without the rest: 400 naming each missing field, nothing saved.
    const partial = await save({ licensedName: 'Unlicensed A. Agent' })
    expect(partial.status).toBe(400)
    const { error } = (await partial.json()) as { error: { fields: Record<string, string> } }
    expect(error.fields).toEqual({
      licenceNumber: 'Licence Number is required to publish your page',
      licenceTitle: 'Licence Title is required to publish your page',
    })
    const badTitle = await save({ licensedName: 'U', licenceNumber: 'M12345678', licenceTitle: 'Senior Agent' })
    expect(badTitle.status).toBe(400)
    expect(Object.keys(((await badTitle.json()) as { error: { fields: object } }).error.fields)).toEqual([
      'licenceTitle',
    ])
    const badNumber = await save({ licensedName: 'U', licenceNumber: 'M 1', licenceTitle: 'Mortgage Broker' })
    expect(Object.keys(((await badNumber.json()) as { error: { fields: object } }).error.fields)).toEqual([
      'licenceNumber',
    ])
    expect((await call(`/api/agents/${created.agentId}`)).status).toBe(404)

    // All three: the page and the card are public, and show the licence (the number as issued, upper case).
    const done = await save({
      licensedName: 'Unlicensed A. Agent',
      licenceNumber: 'm87654321',
      licenceTitle: 'Mortgage Broker',
    })
    expect(done.status).toBe(200)
    const page = await call(`/api/agents/${created.agentId}`)
    expect(page.status).toBe(200)
    expect(((await page.json()) as PublicAgentPage).licence).toEqual({
      licensedName: 'Unlicensed A. Agent',
      licenceNumber: 'M87654321',
      licenceTitle: 'Mortgage Broker',
    })
    const card = ((await (await call('/api/content/agents')).json()) as AgentDirectoryResponse).agents.find(
      (a) => a.id === created.agentId,
    )
    expect(card).toMatchObject({ licensedName: 'Unlicensed A. Agent', licenceNumber: 'M87654321' })

    // Leaving the licence out keeps it; clearing all three takes the page down again.
    expect((await save({ bio: 'Still licensed' })).status).toBe(200)
    expect((await call(`/api/agents/${created.agentId}`)).status).toBe(200)
    expect((await save({ licensedName: null, licenceNumber: null, licenceTitle: null })).status).toBe(200)
    expect((await call(`/api/agents/${created.agentId}`)).status).toBe(404)
    expect(await directoryIds()).not.toContain(created.agentId)
  })
})
