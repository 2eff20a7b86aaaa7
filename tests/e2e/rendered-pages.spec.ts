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

/** What each page must show from its data, read from the public API as the page was rendered. */
const FIRST_ITEM: Record<string, (request: Page['request']) => Promise<string>> = {
  '/blog': async (r) =>
    ((await (await r.get('/api/content/blog')).json()) as { posts: { title: string }[] }).posts[0]!.title,
  '/services': async (r) =>
    ((await (await r.get('/api/content/services')).json()) as { services: { name: string }[] }).services[0]!.name,
  '/find-broker': async (r) =>
    ((await (await r.get('/api/content/agents')).json()) as { agents: { name: string }[] }).agents[0]!.name,
  '/products': async (r) =>
    ((await (await r.get('/api/content/products')).json()) as { products: { name: string }[] }).products[0]!.name,
  // No news stored yet: the app's fallback articles.
  '/mortgage-news': async (r) => {
    const news = (await (await r.get('/api/news')).json()) as { articles: { title: string }[]; source: string }
    return (news.source === 'fallback' ? FALLBACK_NEWS : news.articles)[0]!.title
  },
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as { $_TSR?: { hydrated?: boolean } }).$_TSR?.hydrated === true)

test('each rendered page hydrates with the data it carried on a first visit: no second request for it, no warning', async ({
  browser,
  baseURL,
}) => {
  expect(Object.keys(FIRST_ITEM).sort()).toEqual(Object.keys(RENDERED_PAGES).sort())
  for (const [path, rendered] of Object.entries(RENDERED_PAGES)) {
    // A first visit: no service worker yet (once it controls the site, its precache answers).
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
    const item = await FIRST_ITEM[path]!(page.request)
    await page.goto(path)
    await expect(page.getByText(item, { exact: true }).first()).toBeVisible()
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    expect(
      apiCalls.filter((p) => rendered.reads.includes(p)),
      path,
    ).toEqual([])
    expect(problems, path).toEqual([])
    await context.close()
  }
})

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
  for (const path of Object.keys(RENDERED_PAGES)) {
    const item = await FIRST_ITEM[path]!(page.request)
    await page.goto(path)
    await expect(page.getByText(item, { exact: true }).first(), path).toBeVisible()
  }
  await context.close()
})

test('a rendered page seen once opens offline with its data (the carried answer kept for the service worker)', async ({
  page,
  context,
}) => {
  const title = await FIRST_ITEM['/blog']!(page.request)
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
