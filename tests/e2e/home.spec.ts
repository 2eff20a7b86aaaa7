import { BRAND } from '#shared/config/brand.ts'
import type { HomeTestimonialsResponse, LendersResponse } from '#shared/schemas/content.ts'
import { expect, test } from './fixtures'

test.describe('home page', () => {
  test('shows the best-rate badge and the rates table from the database', async ({ page, request }) => {
    const best = (await (await request.get('/api/rates/best')).json()) as {
      best: { ourRate: number; term: string; rateType: string; mortgageType: string }
    }
    await page.goto('/')
    const badge = page.getByRole('region', { name: 'Best Rate Today' })
    await expect(badge).toContainText(`${best.best.ourRate.toFixed(2)}%`)
    // The badge names what the rate is: term, fixed or variable, and the mortgage type with who gets it.
    const insured = best.best.mortgageType === 'High-Ratio'
    await expect(badge.getByTestId('best-rate-product')).toHaveText(
      `${best.best.term} ${best.best.rateType}, ${insured ? 'insured (high-ratio), with under 20% down' : 'conventional, with 20% or more down'}`,
    )

    const rates = page.getByRole('region', { name: /Today's Mortgage Rates/ })
    await expect(rates.getByRole('table')).toBeVisible()
    await expect(rates.getByRole('columnheader', { name: 'Insured (high-ratio) with under 20% down' })).toBeVisible()
    await expect(rates.getByRole('columnheader', { name: 'Conventional with 20% or more down' })).toBeVisible()
    const api = (await (await request.get('/api/rates?province=ON')).json()) as {
      rates: { term: string; rateType: string; mortgageType: string; ourRate: number }[]
    }
    const fiveYear = api.rates.filter(
      (r) => r.term === '5 year' && r.rateType === 'fixed' && r.mortgageType === 'Conventional',
    )
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

test.describe('home page sections below the rates', () => {
  test('Trusted Lenders shows both groups, exactly the active lenders from the API', async ({ page, request }) => {
    const api = (await (await request.get('/api/content/lenders')).json()) as LendersResponse
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Trusted Lenders' })
    for (const [group, lenders] of [
      ['Big Banks / A Lenders', api.aLenders],
      ['Alternate Lenders', api.alternateLenders],
    ] as const) {
      expect(lenders.length).toBeGreaterThan(0)
      await expect(section.getByRole('heading', { level: 3, name: group })).toBeVisible()
      const list = section.getByRole('list', { name: group })
      await expect(list.getByRole('listitem')).toHaveCount(lenders.length)
      await expect(list.getByRole('listitem')).toContainText(lenders.map((l) => l.name))
    }
  })

  test("each lender shows its logo; a logo that fails to load gives way to the lender's initials", async ({
    page,
    context,
  }) => {
    await page.goto('/')
    const list = page.getByRole('region', { name: 'Trusted Lenders' }).getByRole('list', { name: 'Alternate Lenders' })
    await list.scrollIntoViewIfNeeded()
    const tiles = list.getByRole('listitem')
    const count = await tiles.count()
    expect(count).toBeGreaterThan(0)
    await expect(tiles.locator('img')).toHaveCount(count)
    for (let i = 0; i < count; i++) {
      const img = tiles.nth(i).locator('img')
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    }

    // Test seam: the logos' address answers 404 (on the context, so through the service worker too).
    await context.route('**/demo/lenders/**', (route) => route.fulfill({ status: 404, body: '' }))
    await page.reload()
    await list.scrollIntoViewIfNeeded()
    await expect(tiles.locator('img')).toHaveCount(0)
    await expect(tiles.first().locator('span[aria-hidden="true"]')).toHaveText(/^[A-Z&]{1,4}$/)
  })

  test('What Our Clients Say shows the approved admin testimonials from the API, as text, with ratings', async ({
    page,
    request,
  }) => {
    const api = (await (await request.get('/api/content/testimonials/home')).json()) as HomeTestimonialsResponse
    expect(api.testimonials.length).toBeGreaterThan(0)
    expect(api.testimonials.length).toBeLessThanOrEqual(6)
    await page.goto('/')
    const section = page.getByRole('region', { name: 'What Our Clients Say' })
    const cards = section.getByRole('figure')
    await expect(cards).toHaveCount(api.testimonials.length)
    for (const [i, t] of api.testimonials.entries()) {
      const card = cards.nth(i)
      await expect(card).toContainText(t.clientName)
      await expect(card).toContainText(t.content)
      await expect(card.getByText(`Rated ${t.rating} out of 5`, { exact: true })).toBeAttached()
    }
    // An agent-written testimonial of the demo (approved, shown on Sarah's page) never appears here.
    await expect(section).not.toContainText('Sarah made buying our first condo feel manageable')
  })

  test('the news section shows 3 articles whose Read More links open in a new tab', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Canadian Mortgage News' })
    await expect(section.getByRole('article')).toHaveCount(3)
    const readMore = section.getByRole('link', { name: /^Read More/ })
    await expect(readMore).toHaveCount(3)
    for (let i = 0; i < 3; i++) {
      const link = readMore.nth(i)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
      await expect(link).toHaveAttribute('href', /^https:\/\//)
    }
    await section.getByRole('link', { name: 'View All News' }).click()
    await expect(page).toHaveURL(/\/mortgage-news$/)
  })

  test('the broker strip and the call to action lead to /why-broker and /contact', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(new RegExp(`\\| ${BRAND.name}$`))
    await expect(
      page
        .getByRole('region', { name: 'Why use a mortgage broker?' })
        .getByRole('link', { name: 'All the advantages' }),
    ).toHaveAttribute('href', '/why-broker')
    const cta = page.getByRole('region', { name: 'Ready to talk about your mortgage?' })
    await cta.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })
    test('every section fits without horizontal scrolling', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('region', { name: 'What Our Clients Say' }).getByRole('figure').first()).toBeVisible()
      await expect(page.getByRole('region', { name: 'Trusted Lenders' }).getByRole('listitem').first()).toBeVisible()
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth).toBeLessThanOrEqual(390)
    })
  })
})
