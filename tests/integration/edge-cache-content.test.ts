/**
 * The edge cache of the public pages' content reads (docs/decisions/110): services, products,
 * the blog, the agent directory and the public agent page are answered from the Cache API with
 * an ETag, a 304 for a matching If-None-Match, and re-keyed by every write that changes them —
 * an admin's (catalog, blog, agents) and an agent's own (dashboard) — so the very next public
 * read shows the change. A bad parameter is a 4xx before the cache and never stored. Rows have unique names; other files
 * share the database.
 */
import { eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminPostResponse } from '#shared/schemas/admin-blog.ts'
import type { AdminProductResponse, AdminServiceResponse } from '#shared/schemas/admin-catalog.ts'
import type { PublicAgentPage } from '#shared/schemas/agent-page.ts'
import type {
  AgentDirectoryResponse,
  BlogListResponse,
  BlogPost,
  Product,
  Service,
  ServicesResponse,
} from '#shared/schemas/public-content.ts'
import { licenseAgent } from '#tests/support/agent-licence.ts'
import { agents, blogPosts, mortgageServices, products, users } from '#worker/db/schema/index.ts'
import { createAgentAccount } from '#worker/domain/users.ts'
import { jsonInit, type SignedIn, signInAs, signInWith } from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()
const made = {
  products: [] as string[],
  services: [] as string[],
  posts: [] as string[],
  agents: [] as string[],
  users: [] as string[],
}
let superAdmin: SignedIn
beforeAll(async () => {
  superAdmin = await signInAs('super_admin')
})
afterAll(async () => {
  if (made.posts.length) await db.delete(blogPosts).where(inArray(blogPosts.id, made.posts))
  if (made.products.length) await db.delete(products).where(inArray(products.id, made.products))
  if (made.services.length) await db.delete(mortgageServices).where(inArray(mortgageServices.id, made.services))
  for (const id of made.agents) await db.update(agents).set({ isActive: false }).where(eq(agents.id, id))
  if (made.users.length) await db.update(users).set({ isActive: false }).where(inArray(users.id, made.users))
  client.close()
})

const unique = (label: string) => `${label} ${uuidv7().slice(-10)}`
const send = (method: string, path: string, who: SignedIn, body?: unknown) =>
  call(path, jsonInit(method, body, who.authHeaders))

/** Reads a public path twice: a miss, then a hit with the same ETag and body; a 304 for that ETag. */
async function expectCached(path: string) {
  const first = await call(path)
  expect(first.status, path).toBe(200)
  expect(['miss', 'hit'], path).toContain(first.headers.get('x-edge-cache'))
  const etag = first.headers.get('etag')
  expect(etag, path).toMatch(/^W\/"[\w-]+"$/)
  expect(first.headers.get('cache-control'), path).toContain('public')
  const body = await first.text()
  const second = await call(path)
  expect(second.headers.get('x-edge-cache'), path).toBe('hit')
  expect(second.headers.get('etag'), path).toBe(etag)
  expect(await second.text(), path).toBe(body)
  const notModified = await call(path, { headers: { 'If-None-Match': etag! } })
  expect(notModified.status, path).toBe(304)
}

/** The next public read after a write: a miss (the scope was re-keyed), parsed. */
async function nextRead<T>(path: string): Promise<T> {
  const res = await call(path)
  expect(res.status, path).toBe(200)
  expect(res.headers.get('x-edge-cache'), path).toBe('miss')
  return (await res.json()) as T
}

describe('services and products', () => {
  it('the list and a service are cached; an admin edit is in the next read of both', async () => {
    const created = await send('POST', '/api/admin/services', superAdmin, {
      name: unique('Cached service'),
      description: 'Before',
      content: null,
      imageUrl: null,
      features: '["One"]',
    })
    expect(created.status).toBe(201)
    const service = ((await created.json()) as AdminServiceResponse).service
    made.services.push(service.id)
    await expectCached('/api/content/services')
    await expectCached(`/api/content/services/${service.id}`)

    const renamed = unique('Renamed service')
    const put = await send('PUT', `/api/admin/services/${service.id}`, superAdmin, {
      name: renamed,
      description: 'After',
      content: null,
      imageUrl: null,
      features: '["One"]',
    })
    expect(put.status).toBe(200)
    expect((await nextRead<Service>(`/api/content/services/${service.id}`)).name).toBe(renamed)
    expect((await nextRead<ServicesResponse>('/api/content/services')).services.map((s) => s.name)).toContain(renamed)
  })

  it('a product is cached; an admin price change is in the next read', async () => {
    const body = { name: unique('Cached product'), description: 'A product', imageUrl: null, price: 100, content: null }
    const created = await send('POST', '/api/admin/products', superAdmin, body)
    expect(created.status).toBe(201)
    const product = ((await created.json()) as AdminProductResponse).product
    made.products.push(product.id)
    await expectCached(`/api/content/products/${product.id}`)

    expect((await send('PUT', `/api/admin/products/${product.id}`, superAdmin, { ...body, price: 250.5 })).status).toBe(
      200,
    )
    expect((await nextRead<Product>(`/api/content/products/${product.id}`)).price).toBe(250.5)
  })

  it('a bad id is a 400 before the cache, never stored; an unknown one is a 404, not stored either', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await call('/api/content/services/a.b')
      expect(bad.status).toBe(400)
      expect(bad.headers.get('x-edge-cache')).toBeNull()
    }
    const unknown = uuidv7()
    for (let i = 0; i < 2; i++) {
      const res = await call(`/api/content/products/${unknown}`)
      expect(res.status).toBe(404)
      expect(res.headers.get('x-edge-cache')).toBeNull()
    }
  })
})

describe('the blog', () => {
  it('the list and a post are cached; publishing and editing are in the next read', async () => {
    const title = unique('Cached post')
    const created = await send('POST', '/api/admin/blog', superAdmin, {
      title,
      slug: title,
      excerpt: 'Before the edit',
      content: 'The body.',
      featuredImageUrl: null,
      metaTitle: null,
      metaDescription: null,
      isPublished: false,
    })
    expect(created.status).toBe(201)
    const post = ((await created.json()) as AdminPostResponse).post
    made.posts.push(post.id)
    await expectCached('/api/content/blog')
    expect((await call(`/api/content/blog/${post.slug}`)).status).toBe(404)

    expect(
      (await send('PATCH', `/api/admin/blog/${post.id}/publication`, superAdmin, { isPublished: true })).status,
    ).toBe(200)
    expect((await nextRead<BlogListResponse>('/api/content/blog')).posts.map((p) => p.id)).toContain(post.id)
    await expectCached(`/api/content/blog/${post.slug}`)

    const put = await send('PUT', `/api/admin/blog/${post.id}`, superAdmin, {
      title,
      slug: post.slug,
      excerpt: 'After the edit',
      content: 'The new body.',
      featuredImageUrl: null,
      metaTitle: null,
      metaDescription: null,
      isPublished: true,
    })
    expect(put.status).toBe(200)
    expect((await nextRead<BlogPost>(`/api/content/blog/${post.slug}`)).content).toBe('The new body.')
  })
})

describe('agents', () => {
  async function newAgent() {
    const email = `edge-${crypto.randomUUID().slice(0, 8)}@it.brokerage.test`
    const password = `Pw-${crypto.randomUUID()}`
    const created = await createAgentAccount(db as never, { fullName: unique('Edge Agent'), email, password })
    await licenseAgent(db, created.agentId)
    made.agents.push(created.agentId)
    made.users.push(created.userId)
    return { ...created, session: await signInWith(email, password) }
  }

  it("the page and the directory are cached; the agent's own profile edit is in the next read of both", async () => {
    const agent = await newAgent()
    const page = `/api/agents/${agent.agentId}`
    // Created straight in the database (no purge): the first reads fill the cache from it.
    await call('/api/content/agents', { headers: { 'Cache-Control': 'no-cache' } })
    await expectCached(page)
    await expectCached('/api/content/agents')

    const renamed = unique('Renamed Agent')
    const res = await call(
      '/api/agent/profile',
      jsonInit(
        'PUT',
        { name: renamed, phone: '416 555 0142', bio: 'New bio', calendlyLink: null, title: null },
        { Authorization: agent.session.authHeaders.Authorization },
      ),
    )
    expect(res.status).toBe(200)
    const after = await nextRead<PublicAgentPage>(page)
    expect(after).toMatchObject({ name: renamed, bio: 'New bio' })
    expect((await nextRead<AgentDirectoryResponse>('/api/content/agents')).agents.map((a) => a.name)).toContain(renamed)
  })

  it("an admin's deactivation takes the agent off the page and the directory at once", async () => {
    const agent = await newAgent()
    const page = `/api/agents/${agent.agentId}`
    await call('/api/content/agents', { headers: { 'Cache-Control': 'no-cache' } })
    await expectCached(page)
    expect((await call(`/api/agents/${agent.agentId}`)).headers.get('x-edge-cache')).toBe('hit')

    expect((await send('POST', `/api/admin/users/${agent.userId}/deactivate`, superAdmin)).status).toBe(204)
    const gone = await call(page)
    expect(gone.status).toBe(404)
    expect((await nextRead<AgentDirectoryResponse>('/api/content/agents')).agents.map((a) => a.id)).not.toContain(
      agent.agentId,
    )
  })

  it('a signed-in read of a public page bypasses the cache', async () => {
    const res = await call('/api/content/services', { headers: superAdmin.authHeaders })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-edge-cache')).toBeNull()
  })
})
