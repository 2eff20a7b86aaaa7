/**
 * The admin Analytics tab: as super admin at 1280 px the totals show, a period
 * change refetches with the period applied, the charts draw with no CSP violation (uPlot's
 * stylesheet is a file; it sizes elements through element.style), each chart has a text
 * alternative; a 390 px screenshot.
 */
import type { Locator } from '@playwright/test'
import { expect, signInAs, test } from './fixtures'
import { snap } from './screens'

/** No two of the elements' boxes intersect (and each is a single line of text, not cut). */
async function expectNoOverlap(labels: Locator) {
  const boxes = (await labels.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) as DOMRect[]
  expect(boxes.length).toBeGreaterThan(0)
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
      expect(apart, `labels ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true)
    }
  }
}

test('super admin reads the analytics, changes the period, and no CSP violation is logged', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to apply inline style/i.test(m.text())) violations.push(m.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInAs(page, 'super_admin')
  await page.goto('/super-admin/analytics')
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible()

  const body = page.getByTestId('analytics-body')
  await expect(body).toHaveAttribute('data-period', 'all')
  for (const label of ['Active Agents', 'Approved Testimonials', 'Page Views', 'Published Posts', 'Leads']) {
    await expect(body.locator('dt').getByText(label, { exact: true })).toBeVisible()
  }
  await expect(page.getByTestId('analytics-total-activeAgents').locator('dd')).toHaveText(/^\d[\d,]*$/)
  // The seed has leads: the top agents table, the weekly chart (canvas) and the source bars show.
  await expect(page.getByTestId('analytics-top-agents').getByRole('row')).not.toHaveCount(0)
  await expect(page.getByTestId('analytics-per-week').locator('canvas')).toBeVisible()
  // Leads by source: every source's name on its own line, none drawn over another.
  const barLabels = page.getByTestId('analytics-source-bars').locator('[data-bar-label]')
  await expect(barLabels.first()).toBeVisible()
  await expectNoOverlap(barLabels)
  await expect(page.getByTestId('analytics-per-week').locator('figcaption')).toContainText(
    /leads? over \d+ weeks?|No leads/,
  )
  await page.getByTestId('analytics-by-source').getByText('Show the data as a table').click()
  await expect(page.getByTestId('analytics-by-source').getByRole('columnheader', { name: 'Source' })).toBeVisible()

  // A period change asks the server again, with the period.
  const request = page.waitForRequest((r) => r.url().includes('/api/admin/analytics') && r.url().includes('period=7d'))
  await page.getByLabel('Period').selectOption({ label: 'Last 7 days' })
  await request
  await expect(body).toHaveAttribute('data-period', '7d')
  await expect(page.getByTestId('analytics-total-leads').locator('dd')).toHaveText(/^\d[\d,]*$/)
  await snap(page, 'admin-analytics')

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByTestId('analytics-per-week').locator('canvas')).toBeVisible()
  await expectNoOverlap(page.getByTestId('analytics-source-bars').locator('[data-bar-label]'))
  await snap(page, 'admin-analytics')
  expect(violations).toEqual([])
})
