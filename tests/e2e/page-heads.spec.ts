import type { Page } from '@playwright/test'
import { BRAND } from '#shared/config/brand.ts'
import { expect, test } from './fixtures'

/**
 * A page's head after the app navigates to it (no document load): the same title, with the
 * brand, and description the server sends for that address, on a phone.
 */
test.use({ viewport: { width: 390, height: 844 } })

/** The served head of `path`, as a crawler reads it. */
async function servedHead(page: Page, path: string) {
  const html = await (await page.request.get(path)).text()
  const decode = (s: string | undefined) =>
    s
      ?.replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]),
  }
}

const description = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content'))

/** Marks the document: a full load drops the mark, the app's own navigation keeps it. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }))
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true)

test('client-side navigation gives each page the title and description the server serves for it', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle((await servedHead(page, '/')).title!)
  await mark(page)

  // Home → the news page, through the app's router. The section below the fold is its own chunk:
  // its prerendered link is a plain one (a full load) until that chunk has hydrated it.
  const viewAll = page.getByRole('link', { name: 'View All News' })
  await expect.poll(() => viewAll.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__reactProps')))).toBe(true)
  await viewAll.click()
  await expect(page).toHaveURL('/mortgage-news')
  const news = await servedHead(page, '/mortgage-news')
  expect(news.title).toBe(`Canadian Mortgage News | ${BRAND.name}`)
  await expect(page).toHaveTitle(news.title!)
  await expect.poll(() => description(page)).toBe(news.description)
  expect(await sameDocument(page)).toBe(true)

  // The blog, then a post, then back to the blog.
  await page.goto('/blog')
  const blog = await servedHead(page, '/blog')
  await expect(page).toHaveTitle(blog.title!)
  await mark(page)
  const card = page.getByRole('article').first()
  const postTitle = await card.getByRole('heading').textContent()
  await card.getByRole('link', { name: /Read more/ }).click()
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: postTitle! })).toBeVisible()
  // The post's own head: its SEO title when its author set one, as served.
  await expect(page).toHaveTitle((await servedHead(page, new URL(page.url()).pathname)).title!)
  await page.getByRole('link', { name: '← Back to blog' }).click()
  await expect(page).toHaveURL('/blog')
  await expect(page).toHaveTitle(blog.title!)
  await expect.poll(() => description(page)).toBe(blog.description)
  expect(await sameDocument(page)).toBe(true)
})

test("an agent's page keeps the title it was served once the app has loaded: the agent's SEO title", async ({
  page,
}) => {
  await page.goto('/find-broker')
  const profile = page.getByRole('link', { name: /^View Profile: / }).first()
  const path = await profile.getAttribute('href')
  await page.goto(path!)
  const served = await servedHead(page, path!)
  expect(served.title).toContain(BRAND.name)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The app sets the title after hydrating (an effect): poll that it is still the served one.
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true')
  await expect(page).toHaveTitle(served.title!)
})
