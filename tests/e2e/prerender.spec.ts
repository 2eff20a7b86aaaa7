/**
 * Prerendered public pages (docs/decisions/039 and 040): every static public route of
 * the route tree is complete HTML without JavaScript, hydrates in Chromium without a warning,
 * and the worker answers app routes with the shell, unknown paths with a real 404, and
 * generates robots.txt and sitemap.xml.
 */

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { type ConsoleMessage, expect, type Page, test } from '@playwright/test'
import { isPrerenderedPath, UNLISTED_PATHS } from '#app/lib/public-routes.ts'
import { BRAND } from '#shared/config/brand.ts'

/** The route tree's full paths, read from the generated file (new routes are picked up). */
function routeTreePaths(): string[] {
  const gen = readFileSync(path.join(import.meta.dirname, '../../app/route-tree.gen.ts'), 'utf8')
  const block = gen.slice(
    gen.indexOf('export interface FileRoutesByFullPath'),
    gen.indexOf('export interface FileRoutesByTo'),
  )
  const paths = [...block.matchAll(/^\s+'([^']+)':/gm)].map((m) => m[1]!.replace(/(.)\/$/, '$1'))
  return [...new Set(paths)]
}

const PUBLIC = routeTreePaths().filter(isPrerenderedPath)

/** Key pages and the text their HTML must carry before any script runs. */
const KEY_TEXT: Record<string, string[]> = {
  '/': ['Your AI mortgage companion for buying, renewing and refinancing in Ontario', 'Best Rate Today'],
  '/rates': ['Today&#x27;s Mortgage Rates', 'Rates by province'],
  '/mortgage-calculator': ['<h1'],
  '/renewal-calculator': ['Mortgage Renewal and Penalty Calculator', 'Get my renewal quote'],
  '/about': ['About Us', 'Who we are'],
  // The regulators' pages: the handler and the response times, the privacy officer, the policy.
  '/complaints': ['Complaints', 'Priya Raman, Principal Broker', 'within 2 business days', 'within 30 days'],
  '/privacy': ['Privacy Policy', 'credit bureaus', 'Priya Raman, Privacy Officer', 'at least 6 years'],
  '/accessibility': ['Accessibility', 'WCAG', 'Accessible formats on request'],
}

test('every static public route of the route tree is served as complete HTML, without JavaScript', async ({
  request,
}) => {
  expect(PUBLIC.length).toBeGreaterThan(10)
  for (const p of [
    '/',
    '/rates',
    '/mortgage-calculator',
    '/affordability-calculator',
    '/renewal-calculator',
    '/about',
    '/contact',
    '/complaints',
    '/privacy',
    '/accessibility',
  ])
    expect(PUBLIC).toContain(p)
  for (const p of PUBLIC) {
    const res = await request.get(p, { maxRedirects: 0 })
    expect(res.status(), p).toBe(200)
    expect(res.headers()['content-type'], p).toContain('text/html')
    const html = await res.text()
    const root = html.slice(html.indexOf('<div id="root">'))
    // Rendered by the build: the page's heading inside <main>, and the router state to hydrate with.
    expect(root, `${p} has no rendered <main>`).toMatch(/<main id="main"[^>]*>[\s\S]*<h1/)
    expect(html, p).toContain('id="prerendered-router-state"')
    // The CSP allows no inline script: the only executable script is the start module, which
    // loads the app after the first paint (nothing of the app is requested before it).
    expect(html.match(/<script(?![^>]*type="application\/json")[^>]*>/g) ?? [], p).toEqual([
      expect.stringMatching(/src="\/assets\/start-[\w-]+\.js"/),
    ])
    expect(html, p).not.toContain('modulepreload')
    for (const text of KEY_TEXT[p] ?? []) expect(root, p).toContain(text)
  }
})

async function collectConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (m: ConsoleMessage) => {
    // A resource another test stored (a news image on a fixture server's port) may fail to
    // load: that is the data, not the page; hydration and CSP problems are what this catches.
    if ((m.type() === 'error' || m.type() === 'warning') && !m.text().startsWith('Failed to load resource'))
      problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  // Tag the server's <h1> once parsing ends (before any module runs): hydration must adopt it.
  // Awaited: a navigation that starts before the script is registered would not tag the first
  // page (it failed that way on a busy machine, the heading looking replaced).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const h1 = document.querySelector('main h1') as (HTMLElement & { __server?: boolean }) | null
      if (document.readyState === 'interactive' && h1) h1.__server = true
    })
  })
  return problems
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as { $_TSR?: { hydrated?: boolean } }).$_TSR?.hydrated === true)

test('public pages hydrate over the prerendered HTML with no warning', async ({ page }) => {
  const problems = await collectConsole(page)
  for (const p of PUBLIC) {
    await page.goto(p)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    // Anything React reported first (a hydration error says why a part was rendered again).
    expect(problems, p).toEqual([])
    // The server's heading is still in the document (adopted, not replaced by a client render).
    expect(
      await page.evaluate(() => (document.querySelector('main h1') as { __server?: boolean } | null)?.__server),
      p,
    ).toBe(true)
  }
})

test('a hydrated page is live: the header navigates on the client', async ({ page }) => {
  const problems = await collectConsole(page)
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Rates' }).click()
  await expect(page).toHaveURL(/\/rates$/)
  await expect(page.getByRole('heading', { level: 1, name: "Today's Mortgage Rates" })).toBeVisible()
  expect(problems).toEqual([])
})

test('the worker: the shell for app routes without HTML, a real 404, robots.txt and sitemap.xml', async ({
  request,
  page,
}) => {
  const shell = await request.get('/super-admin/leads')
  expect(shell.status()).toBe(200)
  const shellHtml = await shell.text()
  expect(shellHtml).toContain('<div id="root"></div>')
  expect(shellHtml).toContain('<meta name="robots" content="noindex">')

  const missing = await request.get('/no-such-page/at-all')
  expect(missing.status()).toBe(404)
  const missingHtml = await missing.text()
  expect(missingHtml).toContain('<h1')
  // Its own title in the served HTML and once the app runs, never the home page's.
  expect(missingHtml).toMatch(/<title>Page not found \| [^<]+<\/title>/)
  await page.goto('/no-such-page/at-all')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(/^Page not found \| /)

  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(robots.headers()['content-type']).toContain('text/plain')
  const robotsText = await robots.text()
  expect(robotsText).toContain('Disallow: /super-admin')
  expect(robotsText).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m)

  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  for (const p of PUBLIC.filter((p) => !UNLISTED_PATHS.includes(p)))
    expect(xml).toContain(`<loc>${new URL(p, sitemap.url()).href}</loc>`)
  expect(xml).not.toContain('/super-admin')
})

/** Reads the shared test database (the e2e run's sqld): what the pages must show. */
async function queryDb<T>(sql: string): Promise<T[]> {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  const client = createClient({ url: `http://127.0.0.1:${port}` })
  try {
    return (await client.execute(sql)).rows as unknown as T[]
  } finally {
    client.close()
  }
}

const metaContent = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1]
const decode = (s: string | undefined) =>
  s
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')

test("link previews: an agent's page and a blog post carry their own title, description, image and canonical URL in the served HTML", async ({
  request,
}) => {
  // An active agent with SEO settings and a slug, as stored (read only: other tests edit their own agent).
  const [agent] = await queryDb<{ id: string; profile_slug: string; seo_settings: string }>(
    "select id, profile_slug, seo_settings from agents where is_active = 1 and deleted_at is null and profile_slug is not null and json_extract(seo_settings, '$.meta_title') is not null order by created_at limit 1",
  )
  expect(agent).toBeDefined()
  const seo = JSON.parse(agent!.seo_settings) as { meta_title: string; meta_description: string }
  const res = await request.get(`/agents/${agent!.id}`)
  expect(res.status()).toBe(200)
  const html = await res.text()
  // What a link preview reads, before any script: the agent's own title (the brand after it) and description.
  expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1])).toBe(`${seo.meta_title} | ${BRAND.name}`)
  expect(decode(metaContent(html, 'property', 'og:title'))).toBe(`${seo.meta_title} | ${BRAND.name}`)
  expect(decode(metaContent(html, 'name', 'description'))?.slice(0, 100)).toBe(
    seo.meta_description.replace(/\s+/g, ' ').slice(0, 100),
  )
  expect(metaContent(html, 'property', 'og:image')).toMatch(/^https?:\/\//)
  expect(html).toContain(`<link rel="canonical" href="${new URL(`/agent/${agent!.profile_slug}`, res.url()).href}">`)
  expect(metaContent(html, 'name', 'robots')).toBe('index, follow')

  // An unknown agent: a real 404 that crawlers do not index; the app still shows its screen.
  const missing = await request.get('/agents/00000000-0000-7000-8000-00000000dead')
  expect(missing.status()).toBe(404)
  expect(metaContent(await missing.text(), 'name', 'robots')).toBe('noindex')

  // A published blog post.
  const [post] = await queryDb<{ slug: string; title: string; seo_settings: string }>(
    'select slug, title, seo_settings from blog_posts where is_published = 1 and deleted_at is null order by published_at desc limit 1',
  )
  expect(post).toBeDefined()
  const postSeo = JSON.parse(post!.seo_settings) as { meta_title?: string }
  const postRes = await request.get(`/blog/${post!.slug}`)
  expect(postRes.status()).toBe(200)
  const postHtml = await postRes.text()
  // The SEO title, else the post's own title (with the brand, clipped to 60 characters).
  expect(
    decode(metaContent(postHtml, 'property', 'og:title'))?.startsWith(
      (postSeo.meta_title?.trim() || post!.title).slice(0, 40),
    ),
  ).toBe(true)
  expect(postHtml).toContain(`<link rel="canonical" href="${new URL(`/blog/${post!.slug}`, postRes.url()).href}">`)
  expect((await request.get('/blog/no-such-post-at-all')).status()).toBe(404)

  // Both are in the sitemap, by their canonical URLs.
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toContain(`<loc>${new URL(`/agent/${agent!.profile_slug}`, res.url()).href}</loc>`)
  expect(xml).toContain(`<loc>${new URL(`/blog/${post!.slug}`, res.url()).href}</loc>`)
  expect(xml).not.toContain('/newsletter/unsubscribe')
})

test('services and products: their own title with the brand, a real 404 when unknown, in the sitemap', async ({
  request,
}) => {
  const [service] = await queryDb<{ id: string; name: string }>(
    'select id, name from mortgage_services where deleted_at is null order by created_at limit 1',
  )
  const [product] = await queryDb<{ id: string; name: string }>(
    'select id, name from products where deleted_at is null order by created_at limit 1',
  )
  expect(service).toBeDefined()
  expect(product).toBeDefined()
  for (const [path, name] of [
    [`/services/${service!.id}`, service!.name],
    [`/products/${product!.id}`, product!.name],
  ] as const) {
    const res = await request.get(path)
    expect(res.status()).toBe(200)
    expect(decode(/<title>([^<]*)<\/title>/.exec(await res.text())?.[1])).toBe(`${name} | ${BRAND.name}`)
  }
  for (const path of ['/services/no-such-service', '/products/no-such-product']) {
    const res = await request.get(path)
    expect(res.status()).toBe(404)
    expect(metaContent(await res.text(), 'name', 'robots')).toBe('noindex')
  }
  // The shell a signed-in page starts from carries the brand too.
  const shellTitle = /<title>([^<]*)<\/title>/.exec(await (await request.get('/super-admin/leads')).text())?.[1]
  expect(decode(shellTitle)).toContain(BRAND.name)
  expect(shellTitle).not.toContain('| Brokerage')
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/products/${product!.id}</loc>`))
  expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/services/${service!.id}</loc>`))
})

test("prerendered pages are served with their own title, description and share tags, not the home page's", async ({
  request,
}) => {
  const home = await (await request.get('/')).text()
  const homeTitle = decode(/<title>([^<]*)<\/title>/.exec(home)?.[1])
  for (const [path, title] of [
    ['/rates', "Today's Mortgage Rates"],
    ['/find-broker', 'Find An Agent'],
    ['/blog', 'Blog'],
  ] as const) {
    const html = await (await request.get(path)).text()
    const served = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1])
    expect(served).toBe(`${title} | ${BRAND.name}`)
    expect(served).not.toBe(homeTitle)
    expect(decode(metaContent(html, 'property', 'og:title'))).toBe(served)
    const description = decode(metaContent(html, 'name', 'description'))
    expect(description).toBeTruthy()
    expect(description).not.toBe(decode(metaContent(home, 'name', 'description')))
    expect(decode(metaContent(html, 'property', 'og:description'))).toBe(description)
  }
})
