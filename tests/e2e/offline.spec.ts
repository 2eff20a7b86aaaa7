import { expect, test } from './fixtures'
import { waitForServiceWorker } from './pwa-helpers'

test.describe('offline after one visit', () => {
  test('home, rates, both calculators and the hub open with the network off, and the calculators compute', async ({
    page,
    context,
  }) => {
    // One visit: the worker installs (precache) and, once it controls the page, the public
    // reads go through it (runtime cache).
    await page.goto('/')
    await waitForServiceWorker(page)
    await page.reload()
    await expect(page.getByRole('region', { name: /Today's Mortgage Rates/ }).getByRole('table')).toBeVisible()

    await context.setOffline(true)
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)

    // A full reload with no network: the shell comes from the precache.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: /Your AI mortgage companion/ })).toBeVisible()
    await expect(page.getByRole('region', { name: /Today's Mortgage Rates/ }).getByRole('table')).toBeVisible()

    await page.goto('/rates')
    await expect(page.getByRole('heading', { level: 1, name: "Today's Mortgage Rates" })).toBeVisible()
    await expect(page.getByRole('table').first()).toBeVisible()

    await page.goto('/calculators')
    await expect(page.getByRole('heading', { level: 1, name: 'Calculators' })).toBeVisible()

    await page.goto('/mortgage-calculator')
    await expect(page.getByRole('heading', { level: 1, name: 'Mortgage Payment Calculator' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Mortgage amount' }).fill('400000')
    await page.getByText('Custom', { exact: true }).click()
    await page.locator('input[name="customRate"]').fill('5')
    await page.getByRole('button', { name: 'Calculate Payment' }).click()
    // 400,000 at 5 % (semi-annual compounding), 25 years, monthly: $2,326.42.
    await expect(page.getByTestId('payment')).toHaveText('$2,326.42')

    await page.goto('/affordability-calculator')
    await expect(page.getByRole('heading', { level: 1, name: /How Much Can I Afford/ })).toBeVisible()
    await expect(page.getByTestId('max-price')).toHaveText(/^\$\d{1,3}(,\d{3})+$/)
    const before = await page.getByTestId('max-price').textContent()
    // The default $20,000 down payment is what limits the headline: a larger one moves it.
    await page.getByLabel('Down payment').fill('60000')
    await expect(page.getByTestId('max-price')).not.toHaveText(before!)

    // Still offline the whole time.
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
  })
})
