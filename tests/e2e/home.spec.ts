import { expect, test } from '@playwright/test'

test.describe('home page', () => {
  test('shows the best-rate badge and the rates table from the database', async ({ page, request }) => {
    const best = (await (await request.get('/api/rates/best')).json()) as { best: { ourRate: number; term: string; rateType: string } }
    await page.goto('/')
    const badge = page.getByRole('region', { name: 'Best Rate Today' })
    await expect(badge).toContainText(`${best.best.ourRate.toFixed(2)}%`)
    await expect(badge).toContainText(best.best.term)

    const rates = page.getByRole('region', { name: /Today's Mortgage Rates/ })
    await expect(rates.getByRole('table')).toBeVisible()
    const api = (await (await request.get('/api/rates?province=ON')).json()) as { rates: { term: string; rateType: string; mortgageType: string; ourRate: number }[] }
    const fiveYear = api.rates.filter((r) => r.term === '5 year' && r.rateType === 'fixed' && r.mortgageType === 'Conventional')
    const lowest = Math.min(...fiveYear.map((r) => r.ourRate))
    await expect(rates.getByRole('row', { name: /5 year/ })).toContainText(`${lowest.toFixed(2)}%`)
  })

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (m) => logged.push(m.text()))
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    expect(logged.join('\n')).toContain('/no-such-page')
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
