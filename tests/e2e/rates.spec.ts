import type { Page } from '@playwright/test'
import { expect, test, waitForApp } from './fixtures'
import { waitForServiceWorker } from './pwa-helpers'
import { shoot } from './screens'

/** Full-page screenshots at 390 and 1280 wide (or of one region of the page). */

const toast = (page: Page, text: string) =>
  page
    .getByRole('status')
    .filter({ hasText: text })
    .or(page.getByText(text, { exact: true }))
    .first()

test.describe('public rates', () => {
  test('/rates: the table, the day the rates are from and the history chart for the chosen term and type', async ({
    page,
    request,
  }) => {
    await page.goto('/rates')
    const region = page.getByRole('region', { name: 'Rates by province' })
    await expect(region.getByRole('table')).toBeVisible()
    // The day the rates are from, as the API reports it (a run that crosses midnight UTC shows
    // yesterday's rates as the most recent available).
    const { ratesDate } = (await (await request.get('/api/rates?province=ON')).json()) as { ratesDate: string }
    const day = new Date(`${ratesDate}T12:00:00Z`).toLocaleDateString('en-CA', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    await expect(region.getByText(`Rates as of ${day}`)).toBeVisible()

    const chart = region.getByRole('img', { name: /^Our 5 year fixed Conventional rate: \d+\.\d{2}% on / })
    await expect(chart).toBeVisible()
    const history = (await (
      await request.get('/api/rates/history?province=ON&term=5+year&rateType=fixed&mortgageType=Conventional&days=90')
    ).json()) as { points: { ourRate: number }[] }
    await expect(chart).toHaveAttribute(
      'aria-label',
      new RegExp(`${history.points.at(-1)!.ourRate.toFixed(2).replace('.', '\\.')}%`),
    )

    // The chart follows the term, the mortgage type and the Fixed/Variable tab.
    await region.getByLabel('Term').selectOption('3 year')
    await region.getByRole('tab', { name: 'Variable' }).click()
    await expect(region.getByRole('img', { name: /^Our 3 year variable Conventional rate/ })).toBeVisible()
    await region.getByRole('tab', { name: 'Fixed' }).click()
    await region.getByLabel('Term').selectOption('5 year')
    await expect(chart).toBeVisible()
    await shoot(page, 'rates-page')
  })

  test('home offline: the last saved rates with "as of" and the stale marker', async ({ page, context }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await page.reload()
    const rates = page.getByRole('region', { name: /Today's Mortgage Rates/ })
    await expect(rates.getByRole('table')).toBeVisible()
    await expect(rates.getByTestId('rates-stale')).toHaveCount(0)
    const onlineFiveYear = await rates
      .getByRole('row', { name: /5 year/ })
      .first()
      .textContent()

    await context.setOffline(true)
    await page.reload()
    const stale = rates.getByTestId('rates-stale')
    await expect(stale).toBeVisible()
    await expect(stale).toContainText('Offline · saved rates')
    await expect(stale).toContainText(/as of \w+ \d{1,2}, \d{4}/)
    // The same rates as online, from this device.
    await expect(rates.getByRole('row', { name: /5 year/ }).first()).toHaveText(onlineFiveYear!)
    await shoot(page, 'home-rates-offline', rates)
    await context.setOffline(false)
  })
})

test.describe('admin Rates tab', () => {
  test('summary, table, manual rate added, edited inline, toggled and deleted; the two buttons answer', async ({
    page,
    signInAs,
    browser,
  }) => {
    await signInAs('super_admin')
    await page.goto('/super-admin/rates')
    await expect(page.getByRole('heading', { level: 2, name: 'Mortgage Rates Management' })).toBeVisible()
    const summary = page.getByRole('definition').first()
    await expect(summary).toHaveText(/^\d{1,3}(,\d{3})*$/)
    for (const name of ['Type', 'Term', 'Posted Rate', 'Our Rate', 'Province', 'Source', 'Status', 'Actions']) {
      await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible()
    }
    await expect(page.getByText('How rates work')).toBeVisible()
    await expect(page.getByText(/^312 rates$/)).toBeVisible()

    // Add Rate Manually (Yukon, so the public Ontario figures other specs check stay as seeded).
    await page.getByRole('tab', { name: 'Add Rate Manually' }).click()
    const form = page.getByRole('form', { name: 'Add Rate Manually' })
    await form.getByLabel('Rate Type').selectOption('variable')
    await form.getByLabel('Term').selectOption('7 year')
    await form.getByLabel('Mortgage Type').selectOption('Refinance')
    await form.getByLabel('Province').selectOption('YT')
    await form.getByRole('button', { name: 'Add Rate' }).click()
    await expect(form.getByText('Required').first()).toBeVisible()
    await form.getByLabel(/Posted Rate/).fill('7.123')
    await form.getByLabel(/Our Rate/).fill('2.789')
    await form.getByRole('button', { name: 'Add Rate' }).click()
    await expect(toast(page, 'Rate added successfully')).toBeVisible()

    // A visitor (no session) sees it on /rates at once (the lowest rate of its cell): the write
    // purged the edge cache.
    const visitor = await browser.newContext()
    const publicPage = await visitor.newPage()
    await publicPage.goto(new URL('/rates', page.url()).href)
    await waitForApp(publicPage)
    const publicRates = publicPage.getByRole('region', { name: 'Rates by province' })
    // As a person does, pick the province once the table has its rates (the part is live then).
    await expect(publicRates.getByRole('row', { name: /^7 year/ })).toContainText('%')
    await publicRates.getByLabel('Province').selectOption('YT')
    await publicRates.getByRole('tab', { name: 'Variable' }).click()
    await expect(publicRates.getByRole('row', { name: /^7 year/ })).toContainText('2.79%')
    await visitor.close()

    await page.getByRole('tab', { name: 'All Rates' }).click()
    await page.getByLabel('Province', { exact: true }).first().selectOption('YT')
    const row = page.getByRole('row').filter({ hasText: 'Manual Entry' })
    await expect(row).toHaveCount(1)
    // The table shows two decimals; the edit field starts from the stored value.
    await expect(row).toContainText('7.12%')
    await expect(row).toContainText('2.79%')
    await shoot(page, 'admin-rates')

    // Inline edit: view → edit → save.
    await row.getByRole('button', { name: /^Edit / }).click()
    const ourRate = row.getByRole('spinbutton', { name: /^Our rate for Yukon 7 year variable Refinance/ })
    await expect(ourRate).toHaveValue('2.789')
    await ourRate.fill('6.5')
    await row.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Rate updated')).toBeVisible()
    await expect(row).toContainText('6.50%')
    // Edit and cancel: nothing changes.
    await row.getByRole('button', { name: /^Edit / }).click()
    await row.getByRole('spinbutton', { name: /^Our rate/ }).fill('1')
    await row.getByRole('button', { name: 'Cancel' }).click()
    await expect(row).toContainText('6.50%')

    // Click-to-toggle status.
    await row.getByRole('button', { name: /^Status of .*: Active/ }).click()
    await page.getByLabel('Status', { exact: true }).selectOption('all')
    await expect(row.getByRole('button', { name: /^Status of .*: Inactive/ })).toBeVisible()

    // Delete, after the confirmation.
    await row.getByRole('button', { name: /^Delete / }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete rate?' })
    await expect(confirm).toContainText('Are you sure you want to delete this rate?')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Rate deleted')).toBeVisible()
    await expect(row).toHaveCount(0)

    // The two buttons: today's rates are current; no source is configured in this stack.
    await page.getByRole('button', { name: 'Manage Current Date Rates' }).click()
    await expect(toast(page, 'Rates updated successfully. New rates are now active.')).toBeVisible()
    await page.getByRole('button', { name: 'Scrape from Source' }).click()
    await expect(toast(page, 'Failed to scrape rates. Please try again.')).toBeVisible()
    const runs = page.getByRole('region', { name: 'Recent refreshes' })
    await expect(runs.getByRole('listitem').first()).toContainText('Failed')
    await expect(runs.getByRole('listitem').first()).toContainText('Scrape from Source')
  })

  test('diagnostic tabs show real counts; the scrape test re-checks after 2 seconds', async ({ page, signInAs }) => {
    await signInAs('super_admin')
    await page.goto('/super-admin/current-rates')
    await expect(page.getByRole('heading', { level: 2, name: 'Current Rates' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Active rates by province' })
    await expect(table.getByRole('row')).toHaveCount(1 + 13 + 1)
    await expect(table.getByRole('row', { name: /Ontario/ })).toContainText('12')

    await page.goto('/super-admin/ontario-test')
    await expect(page.getByRole('heading', { level: 3, name: 'Fixed' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Ontario fixed rates' }).getByRole('row')).toHaveCount(13)

    await page.goto('/super-admin/debug')
    await expect(page.getByRole('heading', { level: 3, name: 'Latest 10 active rates' })).toBeVisible()
    await expect(page.getByRole('table', { name: /10 most recently/ }).getByRole('row')).toHaveCount(11)

    await page.goto('/super-admin/scrape-test')
    const started = Date.now()
    await page.getByRole('button', { name: 'Run scrape test' }).click()
    await expect(page.getByText('re-checking the stored rates in 2 seconds')).toBeVisible()
    await expect(page.getByText(/^Re-checked at /)).toBeVisible({ timeout: 15_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000)
    await expect(page.getByRole('table', { name: /before the scrape and 2 seconds after/ })).toContainText(
      'Active rates',
    )
    await shoot(page, 'admin-scrape-test')
  })
})
