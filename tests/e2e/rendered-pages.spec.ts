/**
 * The content pages the worker renders with their data (docs/decisions/210, 211): on a phone's
 * width the content is on screen before the app runs (without JavaScript too), the page hydrates
 * with the data it carried without asking the API for it again, with no warning, stays
 * interactive, and opens offline after one visit.
 */
import { type ConsoleMessage, expect, type Page, test } from '@playwright/test'
import { FALLBACK_NEWS } from '#shared/content/fallback-news.ts'
import { RENDERED_PAGES } from '#shared/content/rendered-pages.ts'
import { waitForServiceWorker } from './pwa-helpers'

test.use({ viewport: { width: 390, height: 844 } })

type Request = Page['request']
const read = async <T>(r: Request, api: string) => (await (await r.get(api)).json()) as T
type Item = { name: string; id: string }
/** The day of today's rates as the rates table says it ('Friday, November 27, 2026'). */
async function ratesDay(r: Request): Promise<string> {
  const { ratesDate } = await read<{ ratesDate: string }>(r, '/api/rates?province=ON')
  return new Date(`${ratesDate}T12:00:00Z`).toLocaleDateString('en-CA', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}
/**
 * A page of each rendered route: its address, the reads it carries and what it must show of them;
 * `agent`: an agent's page, whose view is counted by a request the browser keeps open after the
 * page has loaded (so the network is never idle): its page view, sent once the agent is on
 * screen in the app, is the sign that the app has settled.
 */
/** The site's parts of an agent's page (today's rates, the lenders), carried with the agent. */
const AGENT_PAGE_SITE_READS = ['/api/rates', '/api/content/lenders']
const PAGES: Record<string, (r: Request) => Promise<{ path: string; reads: string[]; item: string; agent?: true }>> = {
  // Home: today's rates, the best rate, lenders, testimonials and news (a lender's name shown).
  '/': async (r) => ({
    path: '/',
    reads: ['/api/rates', '/api/rates/best', '/api/content/lenders', '/api/content/testimonials/home', '/api/news'],
    item: (await read<{ aLenders: Item[] }>(r, '/api/content/lenders')).aLenders[0]!.name,
  }),
  // Today's rates: the day they are from, as the table says it.
  '/rates': async (r) => ({
    path: '/rates',
    reads: ['/api/rates'],
    item: `Rates as of ${await ratesDay(r)}`,
  }),
  '/blog': async (r) => ({
    path: '/blog',
    reads: ['/api/content/blog'],
    item: (await read<{ posts: { title: string }[] }>(r, '/api/content/blog')).posts[0]!.title,
  }),
  '/blog/$slug': async (r) => {
    const post = (await read<{ posts: { title: string; slug: string }[] }>(r, '/api/content/blog')).posts[0]!
    return { path: `/blog/${post.slug}`, reads: [`/api/content/blog/${post.slug}`], item: post.title }
  },
  '/services': async (r) => ({
    path: '/services',
    reads: ['/api/content/services'],
    item: (await read<{ services: Item[] }>(r, '/api/content/services')).services[0]!.name,
  }),
  '/services/$id': async (r) => {
    const service = (await read<{ services: Item[] }>(r, '/api/content/services')).services[0]!
    return { path: `/services/${service.id}`, reads: [`/api/content/services/${service.id}`], item: service.name }
  },
  '/products': async (r) => ({
    path: '/products',
    reads: ['/api/content/products'],
    item: (await read<{ products: Item[] }>(r, '/api/content/products')).products[0]!.name,
  }),
  '/products/$id': async (r) => {
    const product = (await read<{ products: Item[] }>(r, '/api/content/products')).products[0]!
    return { path: `/products/${product.id}`, reads: [`/api/content/products/${product.id}`], item: product.name }
  },
  '/find-broker': async (r) => ({
    path: '/find-broker',
    reads: ['/api/content/agents'],
    item: (await read<{ agents: Item[] }>(r, '/api/content/agents')).agents[0]!.name,
  }),
  '/agents/$id': async (r) => {
    const agent = (await read<{ agents: Item[] }>(r, '/api/content/agents')).agents[0]!
    return {
      path: `/agents/${agent.id}`,
      reads: [`/api/agents/${agent.id}`, ...AGENT_PAGE_SITE_READS],
      item: agent.name,
      agent: true,
    }
  },
  '/agent/$id': async (r) => {
    const agent = (await read<{ agents: (Item & { profileSlug: string | null })[] }>(r, '/api/content/agents'))
      .agents[0]!
    const slug = agent.profileSlug ?? agent.id
    return {
      path: `/agent/${slug}`,
      reads: [`/api/agents/${slug}`, ...AGENT_PAGE_SITE_READS],
      item: agent.name,
      agent: true,
    }
  },
  // No news stored yet: the app's fallback articles.
  '/mortgage-news': async (r) => {
    const news = await read<{ articles: { title: string }[]; source: string }>(r, '/api/news')
    return {
      path: '/mortgage-news',
      reads: ['/api/news'],
      item: (news.source === 'fallback' ? FALLBACK_NEWS : news.articles)[0]!.title,
    }
  },
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as { $_TSR?: { hydrated?: boolean } }).$_TSR?.hydrated === true)

test('a page of every rendered route is checked here', () => {
  expect(Object.keys(PAGES).sort()).toEqual(Object.keys(RENDERED_PAGES).sort())
})

for (const [route, pageOf] of Object.entries(PAGES)) {
  test(`${route} hydrates with the data it carried on a first visit: no second request for it, no warning`, async ({
    browser,
    baseURL,
  }) => {
    // A first visit: no service worker yet (once it controls the site, it asks the network first).
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (m: ConsoleMessage) => {
      if ((m.type() === 'error' || m.type() === 'warning') && !m.text().startsWith('Failed to load resource'))
        problems.push(`${m.type()}: ${m.text()}`)
    })
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
    const apiCalls: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname)
    })
    const { path, reads, item, agent } = await pageOf(page.request)
    const viewed = agent ? page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/views')) : null
    await page.goto(path)
    await expect(page.getByText(item, { exact: true }).first()).toBeVisible()
    await hydrated(page)
    await (viewed ?? page.waitForLoadState('networkidle'))
    expect(
      apiCalls.filter((p) => reads.includes(p)),
      path,
    ).toEqual([])
    expect(problems, path).toEqual([])
    await context.close()
  })
}

test('a rendered page stays interactive: its links navigate in the app', async ({ page }) => {
  await page.goto('/blog')
  await hydrated(page)
  const readMore = page.getByRole('link', { name: /^Read more: / }).first()
  const title = ((await readMore.getAttribute('aria-label')) ?? '').replace(/^Read more: /, '')
  await readMore.click()
  await expect(page).toHaveURL(/\/blog\/[^/]+$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})

test('without JavaScript the rendered pages already show their content', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL })
  const page = await context.newPage()
  for (const pageOf of Object.values(PAGES)) {
    const { path, item } = await pageOf(page.request)
    await page.goto(path)
    await expect(page.getByText(item, { exact: true }).first(), path).toBeVisible()
  }
  await context.close()
})

test('a rendered page seen once opens offline with its data (the carried answer kept for the service worker)', async ({
  page,
  context,
}) => {
  const { item: title } = await PAGES['/blog']!(page.request)
  await page.goto('/blog')
  await waitForServiceWorker(page)
  await expect
    .poll(() => page.evaluate(async () => Boolean(await (await caches.open('public-api')).match('/api/content/blog'))))
    .toBe(true)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible()
})

test('with the service worker in control, a rendered page comes from the network with its data; one never read opens offline from the shell', async ({
  page,
  context,
}) => {
  const { item: title } = await PAGES['/blog']!(page.request)
  await page.goto('/')
  await waitForServiceWorker(page)
  // Online: the worker's rendered page, not a stored file (its HTML already names the post).
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/blog'),
    page.goto('/blog'),
  ])
  expect(await response.text()).toContain(title)
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible()
  // Offline, a page never read: the precached shell renders it (its chunk is precached).
  await context.setOffline(true)
  await page.goto('/services')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible()
  expect(await page.evaluate(() => navigator.onLine)).toBe(false)
})
