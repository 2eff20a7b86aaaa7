/**
 * The content pages the worker renders with their data through the pages worker
 * (worker/pages/rendered.ts, pages-worker/): the served HTML holds the page's content before any
 * script runs, its own head, and the data it was rendered with; the rendered page is kept and an
 * admin edit shows on the next request; a page asked with a query string is the prerendered one.
 * Needs the built PWA and pages worker (npm test builds both into BUILD_OUT_DIR).
 */
import http from 'node:http'
import { inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_DATA_ID, type PageQuery } from '#app/lib/page-data.ts'
import { BRAND } from '#shared/config/brand.ts'
import { FALLBACK_NEWS } from '#shared/content/fallback-news.ts'
import type { AdminServiceResponse } from '#shared/schemas/admin-catalog.ts'
import type { HomeTestimonialsResponse, LendersResponse } from '#shared/schemas/content.ts'
import type { NewsListResponse } from '#shared/schemas/news.ts'
import type {
  AgentDirectoryResponse,
  BlogListResponse,
  ProductsResponse,
  ServicesResponse,
} from '#shared/schemas/public-content.ts'
import type { RatesResponse } from '#shared/schemas/rates.ts'
import { mortgageServices } from '#worker/db/schema/index.ts'
import { PAGE_SECURITY_HEADERS } from '#worker/middleware/security.ts'
import { jsonInit, type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'

const { db, client } = testDb()
let superAdmin: SignedIn
const made: string[] = []
beforeAll(async () => {
  superAdmin = await signInAs('super_admin')
})
afterAll(async () => {
  if (made.length) await db.delete(mortgageServices).where(inArray(mortgageServices.id, made))
  client.close()
})

/** The text of HTML as a reader sees it (React escapes quotes and ampersands). */
const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * A page visit as a browser makes it (`Sec-Fetch-Mode: navigate`). Node's fetch sends
 * `Sec-Fetch-Mode: cors` whatever it is given, the mark of a script's fetch, which is not
 * rendered: node:http sends the headers as given.
 */
function visit(pathname: string): Promise<{ res: { status: number; headers: Headers }; html: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      new URL(pathname, baseUrl()),
      { headers: { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' } },
      (res) => {
        let html = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          html += chunk
        })
        res.on('end', () => {
          const headers = new Headers()
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(name, value)
          resolve({ res: { status: res.statusCode ?? 0, headers }, html })
        })
      },
    )
    req.on('error', reject)
  })
}

async function page(pathname: string) {
  const { res, html } = await visit(pathname)
  const root =
    /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="prerendered-router-state">/.exec(html)?.[1]
  const data = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(html)?.[1]
  return {
    res,
    html,
    text: decode(root ?? ''),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    queries: data ? (JSON.parse(data) as PageQuery[]) : null,
  }
}

const json = async <T>(path: string) => (await (await call(path)).json()) as T

describe('content pages rendered with their data', () => {
  it('/blog holds the published posts, its own head and the posts it was rendered with', async () => {
    const { posts } = await json<BlogListResponse>('/api/content/blog')
    expect(posts.length).toBeGreaterThan(0)
    const blog = await page('/blog')
    expect(blog.res.status).toBe(200)
    expect(blog.res.headers.get('content-type')).toContain('text/html')
    for (const post of posts) expect(blog.text).toContain(post.title)
    expect(blog.text).not.toContain('Loading posts')
    expect(blog.title).toBe(`Blog | ${BRAND.name}`)
    expect(blog.canonical).toBe(new URL('/blog', baseUrl()).href)
    expect(blog.queries).toEqual([{ api: '/api/content/blog', key: ['public-content', 'blog'], data: { posts } }])
  })

  it('/services holds every service, /find-broker every listed agent and /products every product', async () => {
    const { services } = await json<ServicesResponse>('/api/content/services')
    const servicesPage = await page('/services')
    expect(services.length).toBeGreaterThan(0)
    for (const s of services) expect(servicesPage.text).toContain(s.name)
    expect(servicesPage.title).toContain('Services')
    expect(servicesPage.canonical).toBe(new URL('/services', baseUrl()).href)

    const { agents } = await json<AgentDirectoryResponse>('/api/content/agents')
    const brokers = await page('/find-broker')
    expect(agents.length).toBeGreaterThan(0)
    for (const a of agents) expect(brokers.text).toContain(a.name)
    expect(brokers.queries?.[0]?.data).toEqual({ agents })

    const { products } = await json<ProductsResponse>('/api/content/products')
    const productsPage = await page('/products')
    expect(products.length).toBeGreaterThan(0)
    for (const p of products) expect(productsPage.text).toContain(p.name)
    expect(productsPage.canonical).toBe(new URL('/products', baseUrl()).href)
  })

  it('/mortgage-news holds the first page of the news, carried as the first page of its query', async () => {
    const news = await json<NewsListResponse>('/api/news')
    const newsPage = await page('/mortgage-news')
    expect(newsPage.res.status).toBe(200)
    // No news stored yet: the app's fallback articles, as the app shows them.
    const articles = news.source === 'fallback' ? FALLBACK_NEWS : news.articles
    expect(articles.length).toBeGreaterThan(0)
    for (const a of articles) expect(newsPage.text).toContain(a.title)
    expect(newsPage.title).toContain('News')
    const carried = newsPage.queries?.[0] as { key: unknown; data: { pages: { articles: unknown[] }[] } }
    expect(carried.key).toEqual(['news', 'list', ''])
    expect(carried.data.pages[0]!.articles).toEqual(articles)
  })

  it('keeps the rendered page, and an admin edit shows on the next request', async () => {
    const send = (method: string, path: string, body?: unknown) =>
      call(path, jsonInit(method, body, superAdmin.authHeaders))
    const name = `Rendered service ${uuidv7().slice(-10)}`
    const body = { name, description: 'Help with renewals', content: null, imageUrl: null, features: '' }
    const created = await send('POST', '/api/admin/services', body)
    expect(created.status).toBe(201)
    const { service } = (await created.json()) as AdminServiceResponse
    made.push(service.id)

    const first = await page('/services')
    expect(first.text).toContain(name)
    const again = await page('/services')
    expect(again.res.headers.get('x-edge-cache')).toBe('hit')
    expect(again.text).toContain(name)

    const renamed = `${name} renamed`
    expect((await send('PUT', `/api/admin/services/${service.id}`, { ...body, name: renamed })).status).toBe(200)
    const after = await page('/services')
    expect(after.res.headers.get('x-edge-cache')).toBe('miss')
    expect(after.text).toContain(renamed)
  })

  it('each post, service, product and agent page holds its item, under the head it had, carried for hydration', async () => {
    const { posts } = await json<BlogListResponse>('/api/content/blog')
    const { services } = await json<ServicesResponse>('/api/content/services')
    const { products } = await json<ProductsResponse>('/api/content/products')
    const { agents } = await json<AgentDirectoryResponse>('/api/content/agents')
    const slug = posts[0]!.slug
    const agent = agents[0]!
    const agentSlug = agent.profileSlug ?? agent.id
    // An agent's page also carries the site's parts it shows: today's rates and the lenders.
    const siteParts = [
      ['rates', 'list', 'ON'],
      ['content', 'lenders'],
    ]
    const cases: {
      path: string
      api: string
      key: unknown[]
      text: (data: Record<string, unknown>) => string
      also?: unknown[][]
    }[] = [
      {
        path: `/blog/${slug}`,
        api: `/api/content/blog/${slug}`,
        key: ['public-content', 'blog', slug],
        text: (d) => String(d.content).trim().split('\n')[0]!,
      },
      {
        path: `/services/${services[0]!.id}`,
        api: `/api/content/services/${services[0]!.id}`,
        key: ['public-content', 'services', services[0]!.id],
        text: (d) => String(d.name),
      },
      {
        path: `/products/${products[0]!.id}`,
        api: `/api/content/products/${products[0]!.id}`,
        key: ['public-content', 'products', products[0]!.id],
        text: (d) => String(d.name),
      },
      {
        path: `/agents/${agent.id}`,
        api: `/api/agents/${agent.id}`,
        key: ['agent-page', agent.id],
        text: (d) => String(d.name),
        also: siteParts,
      },
      {
        path: `/agent/${agentSlug}`,
        api: `/api/agents/${agentSlug}`,
        key: ['agent-page', agentSlug],
        text: (d) => String(d.name),
        also: siteParts,
      },
    ]
    for (const { path, api, key, text, also = [] } of cases) {
      const data = await json<Record<string, unknown>>(api)
      const rendered = await page(path)
      expect(rendered.res.status, path).toBe(200)
      expect(rendered.text, path).toContain(text(data))
      expect(rendered.queries?.[0], path).toEqual({ api, key, data })
      expect(
        rendered.queries?.slice(1).map((q) => q.key),
        path,
      ).toEqual(also)
      // What they carry is in the HTML: a rate in the rates table.
      if (also.length) expect(rendered.text, path).toMatch(/\d\.\d\d(<!-- -->)?%/)
      // The head is the one served without a render (the shell's, asked with a query string), but
      // for the scripts: the rendered page starts the app after its first paint (one small module,
      // no preloads), the shell at once.
      const scripts = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g
      const head = (html: string) => /<head>[\s\S]*<\/head>/.exec(html)?.[0]
      const shell = await visit(`${path}?utm_source=test`)
      expect(shell.html, path).not.toContain(`id="${PAGE_DATA_ID}"`)
      expect(head(rendered.html)?.replace(scripts, ''), path).toBe(head(shell.html)?.replace(scripts, ''))
      expect(head(rendered.html)?.match(scripts), path).toEqual([
        expect.stringMatching(/src="\/assets\/start-[\w-]+\.js"/),
      ])
      expect(head(shell.html)?.match(scripts)?.length, path).toBeGreaterThan(1)
      // The worker's page carries the pages' security headers, like the assets'.
      for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
        expect(rendered.res.headers.get(name), `${path} ${name}`).toBe(value)
      expect(rendered.title, path).toContain(BRAND.name)
      // An agent's canonical page is the one at its profile slug.
      expect(rendered.canonical, path).toMatch(new RegExp(`^${baseUrl()}/(blog|services|products|agent)/`))
    }
  })

  it("home holds today's rates, the best rate, the lenders, the testimonials and the news, carried", async () => {
    const rates = await json<RatesResponse>('/api/rates?province=ON')
    const { aLenders } = await json<LendersResponse>('/api/content/lenders')
    const { testimonials } = await json<HomeTestimonialsResponse>('/api/content/testimonials/home')
    const home = await page('/')
    expect(home.res.status).toBe(200)
    expect(home.res.headers.get('x-edge-cache')).toMatch(/^(hit|miss)$/)
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
      expect(home.res.headers.get(name), name).toBe(value)
    expect(home.title).toContain(BRAND.name)
    expect(home.canonical).toBe(new URL('/', baseUrl()).href)
    expect(home.text).toMatch(/Rates as of (<!-- -->)?[A-Z][a-z]+day, /)
    expect(home.text).toMatch(/\d\.\d\d(<!-- -->)?%/)
    expect(aLenders.length).toBeGreaterThan(0)
    for (const lender of aLenders) expect(home.text).toContain(lender.name)
    expect(testimonials.length).toBeGreaterThan(0)
    for (const t of testimonials) expect(home.text).toContain(t.clientName)
    expect(home.queries?.map((q) => q.key)).toEqual([
      ['rates', 'list', 'ON'],
      ['rates', 'best'],
      ['content', 'lenders'],
      ['content', 'testimonials', 'home'],
      ['news', 'list', ''],
    ])
    expect(home.queries?.[0]).toMatchObject({ data: { ...rates, stale: false, offline: false } })
  })

  it("/rates holds today's rates as the app's read gives them: the server's, not a saved copy", async () => {
    const rates = await json<RatesResponse>('/api/rates?province=ON')
    expect(rates.rates.length).toBeGreaterThan(0)
    const ratesPage = await page('/rates')
    expect(ratesPage.text).toMatch(/Rates as of (<!-- -->)?[A-Z][a-z]+day, /)
    expect(ratesPage.text).toMatch(/\d\.\d\d%/)
    expect(ratesPage.queries?.map((q) => q.key)).toEqual([['rates', 'list', 'ON']])
    expect(ratesPage.queries?.[0]).toMatchObject({
      api: '/api/rates?province=ON',
      data: { ...rates, stale: false, offline: false },
    })
    expect(ratesPage.title).toContain(BRAND.name)
    expect(ratesPage.canonical).toBe(new URL('/rates', baseUrl()).href)
  })

  it('an unknown post, service, product or agent is still the 404 shell, never rendered', async () => {
    for (const path of [
      '/blog/no-such-post',
      `/services/${uuidv7()}`,
      `/products/${uuidv7()}`,
      `/agents/${uuidv7()}`,
      '/agent/no-such-agent',
    ]) {
      const missing = await page(path)
      expect(missing.res.status, path).toBe(404)
      expect(missing.queries, path).toBeNull()
    }
  })

  it('an admin edit of a service shows on its own page on the next request', async () => {
    const send = (method: string, path: string, body?: unknown) =>
      call(path, jsonInit(method, body, superAdmin.authHeaders))
    const name = `Rendered detail ${uuidv7().slice(-10)}`
    const body = { name, description: 'Help with switching', content: null, imageUrl: null, features: '' }
    const created = await send('POST', '/api/admin/services', body)
    expect(created.status).toBe(201)
    const { service } = (await created.json()) as AdminServiceResponse
    made.push(service.id)
    const path = `/services/${service.id}`
    expect((await page(path)).text).toContain(name)
    const again = await page(path)
    expect(again.res.headers.get('x-edge-cache')).toBe('hit')

    const renamed = `${name} renamed`
    expect((await send('PUT', `/api/admin/services/${service.id}`, { ...body, name: renamed })).status).toBe(200)
    const after = await page(path)
    expect(after.res.headers.get('x-edge-cache')).toBe('miss')
    expect(after.text).toContain(renamed)
    expect(after.title).toContain(renamed)
  })

  it("no rendered page carries a style attribute: the pages' CSP refuses it before the app starts", async () => {
    const { posts } = await json<BlogListResponse>('/api/content/blog')
    const { agents } = await json<AgentDirectoryResponse>('/api/content/agents')
    const withImage = posts.find((p) => p.featuredImageUrl)
    expect(withImage, 'a published post with an image (the seeded demo has them)').toBeDefined()
    const paths = ['/', '/rates', '/blog', '/services', '/products', '/find-broker', '/mortgage-news']
    paths.push(`/blog/${withImage!.slug}`, `/agents/${agents[0]!.id}`)
    for (const path of paths) {
      const rendered = await page(path)
      expect(rendered.res.headers.get('x-edge-cache'), path).toMatch(/^(hit|miss)$/)
      expect(rendered.html, path).not.toMatch(/<[^>]+\sstyle="/)
    }
  })

  it('never serves the module of the pages worker as an asset', async () => {
    const res = await call('/_pages-worker/index.js')
    expect(res.status).toBe(404)
    expect(await res.text()).not.toContain('renderToString')
  })

  it('answers a fetch of a page that is not a visit with the prerendered file (the precache keeps it)', async () => {
    const html = await (await call('/services', { headers: { 'Sec-Fetch-Mode': 'same-origin' } })).text()
    expect(html).not.toContain(`id="${PAGE_DATA_ID}"`)
    expect(html).toContain('Loading services')
  })

  it('answers a page asked with a query string with the prerendered file (the app applies it)', async () => {
    const blog = await page('/blog?utm_source=newsletter')
    expect(blog.res.status).toBe(200)
    expect(blog.text).toContain('Loading posts')
    expect(blog.queries).toBeNull()
    expect(blog.title).toBe(`Blog | ${BRAND.name}`)
  })
})
