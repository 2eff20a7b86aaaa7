/**
 * Public reads of the content pages: services, products, blog, agent directory —
 * published posts and active agents only, the 'Admin' rule, not-found texts, bad params named.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_IDS, slugify } from '#scripts/seed-data.ts'
import type {
  AgentDirectoryResponse,
  BlogListResponse,
  BlogPost,
  ProductsResponse,
  ServicesResponse,
} from '#shared/schemas/public-content.ts'
import { products } from '#worker/db/schema/index.ts'
import { call as callThroughCache, FRESH, testDb } from './helpers'

const { db, client } = testDb()

/** Reads past the edge cache: these tests change rows straight in the database (no purge). */
const call = (path: string) => callThroughCache(path, FRESH)

async function getJson<T>(path: string): Promise<T> {
  const res = await call(path)
  expect(res.status).toBe(200)
  return (await res.json()) as T
}
afterAll(() => client.close())

describe('GET /api/content/* for the public pages', () => {
  it('the agent directory lists active agents by name with their public fields only', async () => {
    const res = await call('/api/content/agents')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    const { agents } = (await res.json()) as AgentDirectoryResponse
    const ids = agents.map((a) => a.id)
    expect(ids).toContain(DEMO_IDS.agents.sarah)
    expect(ids).not.toContain(DEMO_IDS.agents.jennifer)
    expect(agents.map((a) => a.name)).toEqual([...agents.map((a) => a.name)].sort((x, y) => x.localeCompare(y)))
    expect(Object.keys(agents[0] ?? {}).sort()).toEqual([
      'agentLogoUrl',
      'bannerImageUrl',
      'bio',
      'email',
      'id',
      'licenceNumber',
      'licenceTitle',
      'licensedName',
      'location',
      'name',
      'phone',
      'profileSlug',
      'title',
    ])
  })

  it('services: oldest first; one by id; an unknown id is 404 "Service not found."; a bad id is 400 naming id', async () => {
    const { services } = await getJson<ServicesResponse>('/api/content/services')
    expect(services.length).toBeGreaterThan(0)
    expect(services.map((s) => s.createdAt)).toEqual([...services.map((s) => s.createdAt)].sort())
    const first = services[0]!
    expect(await getJson(`/api/content/services/${first.id}`)).toEqual(first)
    const missing = await call(`/api/content/services/${DEMO_IDS.agents.sarah}`)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe('Service not found.')
    const bad = await call('/api/content/services/a.b')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('id')
  })

  it('blog list: published posts only, newest first; Admin (null author) when admin_created or no agent', async () => {
    const { posts } = await getJson<BlogListResponse>('/api/content/blog')
    const slugs = posts.map((p) => p.slug)
    expect(slugs).toContain(slugify('First-Time Buyers in Ontario: Nine Things to Sort Out Before You Make an Offer'))
    expect(slugs).not.toContain(slugify('Using a HELOC Wisely: Renovations, Not Vacations'))
    const dates = posts.map((p) => p.publishedAt ?? '')
    expect(dates).toEqual([...dates].sort().reverse())
    const byTitle = new Map(posts.map((p) => [p.title, p]))
    expect(byTitle.get('Fixed or Variable? How to Choose When Rates Keep Moving')?.author).toBeNull()
    expect(byTitle.get('Mortgage Renewal in 2026: Your 120-Day Game Plan')?.author).toBeNull()
    expect(
      byTitle.get('First-Time Buyers in Ontario: Nine Things to Sort Out Before You Make an Offer')?.author,
    ).toMatchObject({ id: DEMO_IDS.agents.sarah, name: 'Sarah Chen' })
    for (const p of posts) expect(p.preview.length).toBeLessThanOrEqual(303)
  })

  it('blog post by slug: the whole text; unpublished or unknown is 404 "Blog post not found."', async () => {
    const slug = slugify('First-Time Buyers in Ontario: Nine Things to Sort Out Before You Make an Offer')
    const post = await getJson<BlogPost>(`/api/content/blog/${slug}`)
    expect(post).toMatchObject({ slug, author: { name: 'Sarah Chen' } })
    expect(post.content).toContain('\n')
    for (const hidden of [slugify('Using a HELOC Wisely: Renovations, Not Vacations'), 'no-such-post']) {
      const res = await call(`/api/content/blog/${hidden}`)
      expect(res.status).toBe(404)
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Blog post not found.')
    }
  })

  it('products: every one not deleted, oldest first, with picture, price and apply link; each in the sitemap', async () => {
    const rows = await db
      .select({ id: products.id, createdAt: products.createdAt, deletedAt: products.deletedAt })
      .from(products)
    const live = rows
      .filter((r) => r.deletedAt === null)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    const body = await getJson<ProductsResponse>('/api/content/products')
    expect(body.products.map((p) => p.id)).toEqual(live.map((r) => r.id))
    const seeded = body.products.find((p) => p.name === 'MIC Second Mortgage')
    expect(seeded).toMatchObject({ price: 1495, applyUrl: null, imageUrl: '/demo/products/mic-second-mortgage.svg' })
    const sitemap = await (await call('/sitemap.xml')).text()
    for (const p of body.products) expect(sitemap).toContain(`/products/${p.id}</loc>`)
  })

  it('a product by id, or 404 "Product not found."', async () => {
    const [row] = await db
      .select({ id: products.id, name: products.name, price: products.price })
      .from(products)
      .limit(1)
    expect(await getJson(`/api/content/products/${row!.id}`)).toMatchObject({
      id: row!.id,
      name: row!.name,
      price: row!.price,
    })
    const missing = await call(`/api/content/products/${DEMO_IDS.agents.sarah}`)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe('Product not found.')
  })
})
