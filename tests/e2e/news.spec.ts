/**
 * /mortgage-news and the home page's news, against news the worker really gathered: the TEST
 * SEAM is tests/support/news-fixture-server.ts, a local feed server standing in for the news
 * site. A super admin points the aggregator at it and runs 'Refresh now' through the API, so
 * the articles come through the real aggregator, database and GET /api/news.
 *
 * The feed's links are https (news.example.com) and every item has an image and a summary,
 * so no article page is fetched for Open Graph tags; the images point at a closed port, so
 * every card shows the placeholder image.
 */
import type { APIRequestContext } from '@playwright/test'
import { type NewsFixtureServer, startNewsFixtureServer } from '#tests/support/news-fixture-server.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { demoAccount, expect, test, testClientIp } from './fixtures'
import { waitForServiceWorker } from './pwa-helpers'
import { shoot } from './screens'

/**
 * 20 articles, one an hour, newest first (newer than anything else stored in this e2e run);
 * every 4th is a 'Renewal zephyr' story (a word no other feed has).
 */
const COUNT = 20
const BASE_TIME = Date.parse('2026-11-20T15:00:00Z')
function feed(): string {
  const items = Array.from({ length: COUNT }, (_, i) => {
    const n = i + 1
    const topic = n % 4 === 0 ? `Renewal zephyr ${n}` : `Market update ${n}`
    // Markup in a title is stripped by the worker and shown as text.
    const title =
      n === 1 ? `&lt;b&gt;${topic}&lt;/b&gt;: lenders trim fixed rates` : `${topic}: what it means for borrowers`
    return `<item>
      <title>${title}</title>
      <link>https://news.example.com/e2e/${n}</link>
      <pubDate>${new Date(BASE_TIME - i * 3600_000).toUTCString()}</pubDate>
      <category>${n % 4 === 0 ? 'Renewals' : 'Markets'}</category>
      <description><![CDATA[<p>Summary of story ${n}.</p>]]></description>
      <media:content url="https://127.0.0.1:9/e2e-${n}.jpg" medium="image" />
    </item>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>E2E news</title><link>https://news.example.com/</link><description>test seam</description>
${items.join('\n')}
</channel></rss>`
}

async function adminHeaders(request: APIRequestContext) {
  const account = demoAccount('super_admin')
  const headers = { [TEST_CLIENT_IP_HEADER]: testClientIp() }
  const res = await request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
    headers,
  })
  expect(res.ok()).toBe(true)
  const { accessToken } = (await res.json()) as { accessToken: string }
  return { ...headers, Authorization: `Bearer ${accessToken}` }
}

let server: NewsFixtureServer

test.beforeAll(async ({ request }) => {
  server = await startNewsFixtureServer()
  server.setPage('/e2e-feed', feed())
  const headers = await adminHeaders(request)
  const put = await request.put('/api/admin/news/feeds', {
    headers,
    data: { feeds: [{ id: 'e2e-feed', url: `${server.base}/e2e-feed`, name: 'E2E feed' }] },
  })
  expect(put.ok(), await put.text()).toBe(true)
  const refresh = await request.post('/api/admin/news/refresh', { headers, data: {} })
  expect(refresh.ok(), await refresh.text()).toBe(true)
  const result = (await refresh.json()) as { success: boolean; outcome: string; articlesCount: number }
  expect(result).toMatchObject({ success: true, outcome: 'updated' })
  // Other specs may have stored articles too (older ones): the two pages hold up to 30.
  const all = (await (await request.get('/api/news?limit=50')).json()) as { articles: unknown[] }
  expect(all.articles.length).toBeGreaterThanOrEqual(COUNT)
  twoPages = Math.min(all.articles.length, 30)
  moreAfterTwo = all.articles.length > 30
})

let twoPages = COUNT
let moreAfterTwo = false

test.afterAll(async () => {
  await server?.close()
})

test.describe('/mortgage-news', () => {
  test('pages of 15 by cursor with Load More News, titles as text, the placeholder image', async ({ page }) => {
    await page.goto('/mortgage-news')
    await expect(page.getByRole('heading', { level: 1, name: 'Canadian Mortgage News' })).toBeVisible()
    const list = page.getByRole('list', { name: 'Articles' })
    await expect(list.getByRole('article')).toHaveCount(15)
    // Newest first; the markup in the first title is gone, its text is kept.
    const first = list.getByRole('article').first()
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Market update 1: lenders trim fixed rates')
    await expect(page.locator('article b')).toHaveCount(0)
    // The article images cannot load: every card shows the placeholder.
    await expect(first.locator('img')).toHaveAttribute('src', '/images/news-placeholder.svg')
    await expect(first.getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      'https://news.example.com/e2e/1',
    )
    await expect(first.getByRole('link', { name: /^Read More/ })).toHaveAttribute('target', '_blank')

    await page.getByRole('button', { name: 'Load More News' }).click()
    await expect(list.getByRole('article')).toHaveCount(twoPages)
    await expect(
      list
        .getByRole('article')
        .nth(COUNT - 1)
        .getByRole('heading'),
    ).toHaveText(`Renewal zephyr ${COUNT}: what it means for borrowers`)
    // The button stays only while there is a further page.
    await expect(page.getByRole('button', { name: 'Load More News' })).toHaveCount(moreAfterTwo ? 1 : 0)
    await shoot(page, 'news-page')
  })

  test('a search (500 ms after typing) starts again from the first page; no match says so', async ({ page }) => {
    await page.goto('/mortgage-news')
    const articles = page.getByRole('list', { name: 'Articles' }).getByRole('article')
    await expect(articles).toHaveCount(15)
    await page.getByRole('searchbox', { name: 'Search news' }).fill('zephyr')
    const found = page.getByRole('list', { name: 'Articles matching “zephyr”' }).getByRole('article')
    await expect(found).toHaveCount(COUNT / 4)
    for (const text of await found.getByRole('heading').allTextContents()) expect(text).toMatch(/^Renewal zephyr \d+/)
    await expect(page.getByRole('button', { name: 'Load More News' })).toHaveCount(0)

    await page.getByRole('searchbox', { name: 'Search news' }).fill('zebra crossing')
    await expect(page.getByText('No articles match “zebra crossing”.')).toBeVisible()
    await shoot(page, 'news-empty')
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(articles).toHaveCount(15)
  })

  test('a failed Load More News keeps the articles shown and says what happened', async ({ page, context }) => {
    await page.goto('/mortgage-news')
    const articles = page.getByRole('list', { name: 'Articles' }).getByRole('article')
    await expect(articles).toHaveCount(15)
    // Test seam: the route stands in for a busy server, failing the next page's read.
    await context.route(/\/api\/news\?.*cursor=/, (route) =>
      route.fulfill({
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '1' },
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Service temporarily unavailable' } }),
      }),
    )
    await page.getByRole('button', { name: 'Load More News' }).click()
    await expect(page.getByRole('alert')).toContainText('Service temporarily unavailable')
    await expect(articles).toHaveCount(15)
    // The button stays to try again; once the server answers, the next page comes.
    await context.unroute(/\/api\/news\?.*cursor=/)
    await page.getByRole('button', { name: 'Load More News' }).click()
    await expect(articles).toHaveCount(twoPages)
  })

  test('offline: the pages saved on this device, with their age; nothing saved: the error alert', async ({
    page,
    context,
  }) => {
    await page.goto('/mortgage-news')
    await waitForServiceWorker(page)
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('article')).toHaveCount(15)
    await page.getByRole('button', { name: 'Load More News' }).click()
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('article')).toHaveCount(twoPages)

    await context.setOffline(true)
    await page.reload()
    const stale = page.getByTestId('news-stale')
    await expect(stale).toContainText('Offline · saved news')
    await expect(stale).toContainText(/Saved on this device (just now|\d+ minutes? ago)/)
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('article')).toHaveCount(15)
    // The next page was saved too.
    await page.getByRole('button', { name: 'Load More News' }).click()
    await expect(page.getByRole('list', { name: 'Articles' }).getByRole('article')).toHaveCount(twoPages)
    await shoot(page, 'news-offline')

    // A search never made online has no saved copy: the spec's alert.
    await page.getByRole('searchbox', { name: 'Search news' }).fill('never searched')
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch news' })).toBeVisible()
    await shoot(page, 'news-error')
    await context.setOffline(false)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText('No articles match “never searched”.')).toBeVisible()
  })
})

test.describe('home news', () => {
  test('the first 3 stored articles, and the fallback articles when the news cannot be read', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Canadian Mortgage News' })
    const cards = section.getByRole('article')
    await expect(cards).toHaveCount(3)
    await expect(cards.getByRole('heading')).toHaveText([/^Market update 1:/, /^Market update 2:/, /^Market update 3:/])
    await section.scrollIntoViewIfNeeded()
    await shoot(page, 'home-news', section)

    // The news request fails (a fresh device, nothing saved): the spec's 3 static articles.
    const fresh = await page.context().browser()!.newContext()
    const other = await fresh.newPage()
    await other.route('**/api/news**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"boom"}}',
      }),
    )
    // With a query string home is the prerendered page, which reads its news itself (a visit
    // without one carries the news it was rendered with and asks for none).
    await other.goto(new URL('/?from=news-test', page.url()).href)
    const fallback = other.getByRole('region', { name: 'Canadian Mortgage News' }).getByRole('article')
    await expect(fallback).toHaveCount(3)
    await expect(fallback.first().getByRole('heading')).toHaveText(
      'Bigger insured mortgages and 30-year amortizations: what changed for buyers',
    )
    await fresh.close()
  })
})
