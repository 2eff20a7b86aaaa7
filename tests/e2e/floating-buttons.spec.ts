/**
 * The floating buttons ('Get Instant Help' on every public page, an agent's quick contact
 * buttons) never cover what a visitor is using: a control brought into view by focus (Tab, an
 * error) stops clear of them, and the page's end scrolls clear of them too. Bounding boxes at
 * the two widths the product is checked at.
 */
import type { Locator, Page } from '@playwright/test'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { expect, test } from './fixtures'

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The boxes of every floating button on screen. */
async function floating(page: Page): Promise<Box[]> {
  const buttons = page.locator('[data-testid="chat-launcher"], nav[aria-label="Quick contact"] a')
  const boxes: Box[] = []
  for (const b of await buttons.all()) {
    const box = await b.boundingBox()
    if (box) boxes.push(box)
  }
  return boxes
}

/** Focuses each control from the top of the page (the browser brings it into view) and checks it is clear. */
async function expectControlsClear(page: Page, controls: Locator) {
  const count = await controls.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i)
    if (!(await control.isVisible())) continue
    // From the top each time, focused afresh: content still arriving above the form (the day's
    // rates) moves it after a first focus, and only where focus brings it once the page is
    // settled counts.
    await expect
      .poll(() =>
        control.evaluate((el) => {
          window.scrollTo({ top: 0, behavior: 'instant' })
          ;(el as HTMLElement).blur()
          ;(el as HTMLElement).focus()
          return el.getBoundingClientRect().bottom <= window.innerHeight
        }),
      )
      .toBe(true)
    const box = (await control.boundingBox())!
    const label = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? `#${i}`
    for (const f of await floating(page)) expect(overlap(box, f), `${label.trim()} under a floating button`).toBe(false)
  }
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    // Without motion the focus scroll is instant, so its end is what the check measures; the
    // smooth scroll of the default ends in the same place.
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' })

    test('the rate alert form: each control brought into view stays clear of Get Instant Help', async ({ page }) => {
      await page.goto('/rates')
      await expect(page.getByTestId('chat-launcher')).toBeVisible()
      const panel = page.getByRole('region', { name: 'Rate alerts' })
      await expectControlsClear(page, panel.locator('select, input, button'))
    })

    test("the page's end scrolls clear of the floating buttons", async ({ page }) => {
      await page.goto('/contact')
      await expect(page.getByTestId('chat-launcher')).toBeVisible()
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      const last = page.getByRole('contentinfo').getByText(/All rights reserved/)
      await expect(last).toBeInViewport()
      const box = (await last.boundingBox())!
      for (const f of await floating(page)) expect(overlap(box, f)).toBe(false)
    })

    test("an agent's page: View Rates and the quick contact buttons never touch", async ({ page }) => {
      await page.goto(`/agents/${DEMO_IDS.agents.sarah}`)
      const viewRates = page.getByRole('link', { name: 'View Rates' })
      await expect(viewRates).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Quick contact' })).toBeVisible()
      // Wherever the page is scrolled to show it, View Rates is clear of every floating button.
      const top = await viewRates.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
      for (const offset of [0, 200, 400, 600]) {
        await page.evaluate((y) => window.scrollTo({ top: Math.max(0, y), behavior: 'instant' }), top - offset)
        const box = await viewRates.boundingBox()
        if (!box || box.y < 0 || box.y + box.height > 800) continue
        for (const f of await floating(page)) expect(overlap(box, f), `View Rates at ${offset} px`).toBe(false)
      }
    })
  })
}
