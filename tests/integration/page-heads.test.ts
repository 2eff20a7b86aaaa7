/**
 * Every public page's served HTML carries its own head: the title with the brand, the
 * description, the canonical URL from the request's origin, Open Graph and Twitter share tags.
 * The prerendered pages (the built assets, sent through the worker) and the pages the worker
 * serves itself (posts, services, products, agent pages); and the sitemap lists them all.
 * Needs the built PWA (npm test builds it into BUILD_OUT_DIR).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { UNLISTED_PATHS } from '#app/lib/public-routes.ts'
import { root } from '#scripts/lib/worker.ts'
import { BRAND } from '#shared/config/brand.ts'
import { canonicalAgentPath } from '#shared/content/agent-path.ts'
import { agents, blogPosts, mortgageServices, products } from '#worker/db/schema/index.ts'
import { publicAgentWhere } from '#worker/domain/content.ts'
import { baseUrl, call, testDb } from './helpers'

const { db, client } = testDb()
afterAll(() => client.close())

const decode = (s: string | undefined) =>
  s
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The head as a link preview or a crawler reads it, before any script runs. */
async function head(pathname: string) {
  const res = await call(pathname)
  const html = await res.text()
  const meta = (attr: 'name' | 'property', key: string) => {
    const all = [...html.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g'))]
    expect(all.length, `${pathname}: one ${key}`).toBeLessThanOrEqual(1)
    return decode(all[0]?.[1])
  }
  const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => decode(m[1]))
  expect(canonicals.length, `${pathname}: one canonical`).toBeLessThanOrEqual(1)
  return {
    status: res.status,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    description: meta('name', 'description'),
    canonical: canonicals[0],
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    robots: meta('name', 'robots'),
  }
}

/** What every page's head must hold, beside its own title and description. */
function expectShareTags(page: Awaited<ReturnType<typeof head>>, pathname: string) {
  const url = new URL(pathname, baseUrl()).href
  expect(page.canonical, pathname).toBe(url)
  expect(page.og('url'), pathname).toBe(url)
  expect(page.og('title'), pathname).toBe(page.title)
  expect(page.og('description'), pathname).toBe(page.description)
  expect(page.og('site_name'), pathname).toBe(BRAND.name)
  expect(page.og('type'), pathname).toBe('website')
  expect(page.twitter('title'), pathname).toBe(page.title)
  expect(page.twitter('description'), pathname).toBe(page.description)
  expect(page.twitter('card'), pathname).toBe(page.og('image') ? 'summary_large_image' : 'summary')
  expect(page.twitter('image'), pathname).toBe(page.og('image'))
}

const STATIC_PAGES = [
  '/',
  '/rates',
  '/blog',
  '/services',
  '/products',
  '/find-broker',
  '/mortgage-news',
  '/calculators',
  '/mortgage-calculator',
  '/affordability-calculator',
  '/renewal-calculator',
  '/mortgage-options',
  '/contact',
  '/about',
  '/why-broker',
  '/become-broker',
  '/newsletter',
  '/complaints',
  '/privacy',
  '/accessibility',
  '/app',
]

describe('page heads', () => {
  it('the built PWA is there (npm test builds it into BUILD_OUT_DIR)', () => {
    const assets = process.env.BUILD_OUT_DIR ?? path.join(root, 'dist')
    expect(existsSync(path.join(assets, 'index.html')), `no built PWA in ${assets}: run through \`npm test\``).toBe(
      true,
    )
  })

  it('each prerendered public page has its own title with the brand, its own description and share tags', async () => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const pathname of STATIC_PAGES) {
      const page = await head(pathname)
      expect(page.status, pathname).toBe(200)
      expect(page.title, pathname).toMatch(new RegExp(` \\| ${BRAND.name}$`))
      expect(page.description, pathname).toBeTruthy()
      expectShareTags(page, pathname)
      titles.add(page.title!)
      descriptions.add(page.description!)
    }
    expect(titles.size).toBe(STATIC_PAGES.length)
    expect(descriptions.size).toBe(STATIC_PAGES.length)
    // A trailing slash is the same page: its canonical names the one address.
    const slashed = await call('/rates/', { redirect: 'manual' })
    if (slashed.status === 200) expect(await slashed.text()).toContain(`href="${new URL('/rates', baseUrl()).href}"`)
    else expect(slashed.headers.get('location')).toMatch(/\/rates$/)
  })

  it('a post, a service, a product and an agent page: their own head with the brand, with the image where there is one', async () => {
    const [post] = await db
      .select({ slug: blogPosts.slug, title: blogPosts.title, image: blogPosts.featuredImageUrl })
      .from(blogPosts)
      .where(and(eq(blogPosts.isPublished, true), isNull(blogPosts.deletedAt)))
      .limit(1)
    const [service] = await db
      .select({ id: mortgageServices.id, name: mortgageServices.name })
      .from(mortgageServices)
      .where(isNull(mortgageServices.deletedAt))
      .limit(1)
    const [product] = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(isNull(products.deletedAt))
      .limit(1)
    const [agent] = await db
      .select({ id: agents.id, profileSlug: agents.profileSlug, name: agents.name })
      .from(agents)
      .where(publicAgentWhere)
      // The seed's first agent: other files' agents may carry an SEO title without their name.
      .orderBy(asc(agents.createdAt), asc(agents.id))
      .limit(1)
    expect(post && service && product && agent, 'the demo seed has one of each').toBeTruthy()
    const pages = [
      { pathname: `/blog/${post!.slug}`, name: post!.title.slice(0, 30) },
      { pathname: `/services/${service!.id}`, name: `${service!.name} | ${BRAND.name}` },
      { pathname: `/products/${product!.id}`, name: `${product!.name} | ${BRAND.name}` },
      { pathname: canonicalAgentPath(agent!), name: agent!.name },
    ]
    for (const { pathname, name } of pages) {
      const page = await head(pathname)
      expect(page.status, pathname).toBe(200)
      expect(page.title, pathname).toContain(name)
      // An author's or an agent's own SEO title is kept, and the brand follows it.
      expect(page.title, pathname).toMatch(new RegExp(`${BRAND.name}$`))
      expect(page.description, pathname).toBeTruthy()
      expect(page.robots, pathname).toBe('index, follow')
      expectShareTags(page, pathname)
    }
    if (post!.image) expect((await head(`/blog/${post!.slug}`)).og('image')).toMatch(/^https?:\/\//)
  })

  it('the sitemap lists every public page, post, service, product and agent page, with lastmod where known', async () => {
    const res = await call('/sitemap.xml')
    expect(res.status).toBe(200)
    const xml = await res.text()
    const entries = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [
        decode(m[1])!,
        m[2] ?? null,
      ]),
    )
    for (const pathname of STATIC_PAGES)
      expect(entries.has(new URL(pathname, baseUrl()).href), pathname).toBe(!UNLISTED_PATHS.includes(pathname))
    expect(entries.has(new URL('/app', baseUrl()).href)).toBe(false)
    const day = (d: Date) => d.toISOString().slice(0, 10)
    const dated = [
      ...(
        await db
          .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
          .from(blogPosts)
          .where(and(eq(blogPosts.isPublished, true), isNull(blogPosts.deletedAt)))
      ).map((r) => [`/blog/${r.slug}`, r.updatedAt] as const),
      ...(
        await db
          .select({ id: mortgageServices.id, updatedAt: mortgageServices.updatedAt })
          .from(mortgageServices)
          .where(isNull(mortgageServices.deletedAt))
      ).map((r) => [`/services/${r.id}`, r.updatedAt] as const),
      ...(
        await db
          .select({ id: products.id, updatedAt: products.updatedAt })
          .from(products)
          .where(isNull(products.deletedAt))
      ).map((r) => [`/products/${r.id}`, r.updatedAt] as const),
      ...(
        await db
          .select({ id: agents.id, profileSlug: agents.profileSlug, updatedAt: agents.updatedAt })
          .from(agents)
          .where(publicAgentWhere)
      ).map((r) => [canonicalAgentPath(r), r.updatedAt] as const),
    ]
    expect(dated.length).toBeGreaterThan(3)
    for (const [pathname, updatedAt] of dated)
      expect(entries.get(new URL(pathname, baseUrl()).href), pathname).toBe(day(updatedAt))
    // Not the signed-in areas, the sign-in page or a one-off e-mail link.
    for (const loc of entries.keys())
      expect(loc).not.toMatch(/\/(super-admin|agent-dashboard|admin|auth|applications)(\/|$)|unsubscribe/)
  })
})
