import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { readDeviceStore, readOutbox, waitForDeviceDb, waitForServiceWorker } from './pwa-helpers'

/**
 * The three calculator pages: the published check figures of the mortgage rules as a visitor
 * sees them, input hygiene, last inputs and scenarios on the device, the affordability
 * page's buttons and print view, closing costs, and the pages working offline.
 */

const cad2 = (n: number) => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(n)
const cad0 = (n: number) =>
  new Intl.NumberFormat('en-CA', {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(n)

async function noNaN(page: Page) {
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(/NaN|Infinity|-\$\d|\$-\d/)
}

async function useCustomRate(page: Page, rate: string) {
  await page.getByText('Custom', { exact: true }).click()
  await page.getByLabel('Custom rate').fill(rate)
}

test.describe('mortgage payment calculator', () => {
  test('lists the rates from the API and computes the check figures for every frequency', async ({ page, request }) => {
    const api = (await (await request.get('/api/rates?province=ON')).json()) as {
      rates: { term: string; rateType: string; mortgageType: string; ourRate: number }[]
    }
    const fiveFixed = (mortgageType: string) =>
      Math.min(
        ...api.rates
          .filter((r) => r.term === '5 year' && r.rateType === 'fixed' && r.mortgageType === mortgageType)
          .map((r) => r.ourRate),
      )

    await page.goto('/mortgage-calculator')
    await expect(page.getByRole('heading', { level: 1, name: 'Mortgage Payment Calculator' })).toBeVisible()
    const rateList = page.getByLabel('Term and rate')
    // Conventional rates by default (20 % or more down); the insured list is the visitor's choice.
    await expect(page.getByLabel('Mortgage type')).toHaveValue('Conventional')
    await expect(rateList.locator('option:checked')).toHaveText(
      `5 year fixed, conventional - ${fiveFixed('Conventional').toFixed(2)}%`,
    )
    const labels = await rateList.locator('option').allTextContents()
    for (const label of labels) expect(label).toMatch(/^[1357] year (fixed|variable), conventional - \d+\.\d{2}%$/)
    await page.getByLabel('Mortgage type').selectOption('High-Ratio')
    await expect(rateList.locator('option:checked')).toHaveText(
      `5 year fixed, insured (high-ratio) - ${fiveFixed('High-Ratio').toFixed(2)}%`,
    )
    await page.getByLabel('Mortgage type').selectOption('Conventional')
    await expect(page.getByLabel('Province').locator('option')).toHaveCount(13)
    await expect(page.getByLabel('Mortgage amount')).toHaveAttribute('placeholder', '500000')
    await expect(page.getByLabel('Amortization').locator('option')).toHaveCount(30)
    await expect(page.getByLabel('Compounding frequency').locator('option')).toHaveText([
      'Semi-annual',
      'Monthly',
      'Quarterly',
      'Annual',
    ])

    await page.getByLabel('Mortgage amount').fill('500000')
    await useCustomRate(page, '5')
    await expect(page.getByLabel('Custom rate')).toHaveAttribute('step', '0.01')
    await expect(rateList).toBeDisabled()
    await page.getByRole('button', { name: 'Calculate Payment' }).click()

    const summary = page.getByRole('region', { name: 'Your Mortgage Summary' })
    await expect(summary.getByTestId('payment')).toHaveText('$2,908.02')
    await expect(summary).toContainText('Monthly payment')
    await expect(summary).toContainText('Total interest over 25 years')
    await expect(summary.getByTestId('principal')).toHaveText('$500,000.00')
    const interest = Number((await summary.getByTestId('total-interest').innerText()).replace(/[$,]/g, ''))
    const paid = Number((await summary.getByTestId('total-paid').innerText()).replace(/[$,]/g, ''))
    expect(paid).toBeCloseTo(500_000 + interest, 2)
    const p = Number.parseFloat(await summary.getByTestId('principal-share').innerText())
    const i = Number.parseFloat(await summary.getByTestId('interest-share').innerText())
    expect(Math.round((p + i) * 10)).toBe(1000)
    expect(p).toBeCloseTo((500_000 / paid) * 100, 1)

    const figures: [string, string][] = [
      ['Semi-monthly', '$1,452.52'],
      ['Bi-weekly', '$1,340.68'],
      ['Accelerated bi-weekly', '$1,454.01'],
      ['Weekly', '$670.02'],
      ['Accelerated weekly', '$727.01'],
    ]
    for (const [frequency, payment] of figures) {
      await page.getByLabel('Payment frequency').selectOption({ label: frequency })
      await expect(summary.getByTestId('payment')).toHaveText(payment)
      await expect(summary).toContainText(`${frequency} payment`)
    }
    await page.getByLabel('Payment frequency').selectOption({ label: 'Monthly' })
    await page.getByLabel('Compounding frequency').selectOption({ label: 'Monthly' })
    await expect(summary.getByTestId('payment')).toHaveText('$2,922.95')

    // The yearly table ends at a zero balance; the chart is drawn.
    const schedule = page.getByRole('region', { name: 'Yearly amortization schedule' })
    await expect(schedule.locator('tbody tr')).toHaveCount(25)
    await expect(schedule.locator('tbody tr').last().locator('td').last()).toHaveText('$0.00')
    await expect(page.getByRole('img', { name: /Principal and interest paid each year over 25 years/ })).toBeVisible()

    // Small check on the spec's second set of figures.
    await page.getByLabel('Compounding frequency').selectOption({ label: 'Semi-annual' })
    await page.getByLabel('Mortgage amount').fill('100000')
    await page.getByLabel('Custom rate').fill('2')
    await page.getByRole('combobox', { name: 'Amortization' }).selectOption({ label: '5 years' })
    await expect(summary.getByTestId('payment')).toHaveText('$1,752.41')
    await noNaN(page)
  })

  test('explains bad input in plain words, never shows NaN, and remembers the last inputs', async ({ page }) => {
    await page.goto('/mortgage-calculator')
    await waitForDeviceDb(page)
    await page.getByLabel('Mortgage amount').fill('abc')
    await page.getByRole('button', { name: 'Calculate Payment' }).click()
    await expect(page.getByText('Enter the mortgage amount.')).toBeVisible()
    await expect(page.getByLabel('Mortgage amount')).toBeFocused()
    await expect(page.getByLabel('Mortgage amount')).toHaveAttribute('aria-invalid', 'true')
    await noNaN(page)

    await page.getByLabel('Mortgage amount').fill('-5')
    await expect(page.getByText('Enter the mortgage amount.')).toBeVisible()
    await page.getByLabel('Mortgage amount').fill('450,000')
    await useCustomRate(page, '30')
    await expect(page.getByText('The interest rate must be between 0% and 25%.')).toBeVisible()
    await expect(page.getByText('Fix the highlighted fields to see your payment.')).toBeVisible()
    await noNaN(page)

    await page.getByLabel('Custom rate').fill('4.5')
    await page.getByLabel('Payment frequency').selectOption({ label: 'Bi-weekly' })
    await page.getByRole('button', { name: 'Calculate Payment' }).click()
    const payment = await page.getByTestId('payment').innerText()
    expect(payment).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)

    // Saved as the last inputs (a moment after the last change), restored on return.
    await expect
      .poll(async () => {
        const rows = await readDeviceStore<{ id: string; inputs: unknown }>(page, 'calculatorScenarios')
        return rows.find((row) => row.id === 'last:mortgage')?.inputs
      })
      .toMatchObject({ amount: '450,000', customRate: '4.5', frequency: 'bi-weekly' })
    await page.goto('/')
    await page.goto('/mortgage-calculator')
    await expect(page.getByLabel('Mortgage amount')).toHaveValue('450,000')
    await expect(page.getByLabel('Custom rate')).toHaveValue('4.5')
    await expect(page.getByLabel('Payment frequency')).toHaveValue('bi-weekly')
    await expect(page.getByTestId('payment')).toHaveText(payment)
  })

  test('saves named scenarios and compares two side by side', async ({ page }) => {
    await page.goto('/mortgage-calculator')
    await waitForDeviceDb(page)
    await page.getByLabel('Mortgage amount').fill('500000')
    await useCustomRate(page, '5')
    await page.getByRole('button', { name: 'Calculate Payment' }).click()
    await page.getByLabel('Scenario name').fill('Five percent')
    await page.getByRole('button', { name: 'Save scenario' }).click()
    await expect(page.getByRole('button', { name: 'Load Five percent' })).toBeVisible()

    await page.getByLabel('Custom rate').fill('4')
    await page.getByLabel('Scenario name').fill('Four percent')
    await page.getByRole('button', { name: 'Save scenario' }).click()
    await expect(page.getByRole('button', { name: 'Load Four percent' })).toBeVisible()

    const table = page.getByRole('table', { name: /compared with/ })
    await expect(table.getByRole('row', { name: /^Rate/ })).toContainText('4.00%')
    await expect(table.getByRole('row', { name: /^Rate/ })).toContainText('5.00%')
    await expect(table.getByRole('row', { name: /^Payment \$/ })).toContainText('$2,908.02')

    await page.getByRole('button', { name: 'Load Five percent' }).click()
    await expect(page.getByLabel('Custom rate')).toHaveValue('5')
    await expect(page.getByTestId('payment')).toHaveText('$2,908.02')
    await page.getByRole('button', { name: 'Delete Four percent' }).click()
    await expect(page.getByRole('button', { name: 'Load Four percent' })).toHaveCount(0)
    await expect(table).toHaveCount(0)
  })
})

test.describe('affordability calculator', () => {
  test("computes the spec's defaults, the stress test, and explains the binding limit", async ({ page }) => {
    await page.goto('/affordability-calculator')
    await expect(page.getByRole('textbox', { name: 'Annual income', exact: true })).toHaveValue('100000')
    await expect(page.getByLabel('Down payment')).toHaveValue('20000')
    await expect(page.getByLabel('Interest rate')).toHaveValue('4.84')
    await expect(page.getByLabel('Interest rate')).toHaveAttribute('step', '0.01')
    await expect(page.getByLabel('Amortization')).toHaveValue('25')
    await expect(page.getByLabel('Amortization').locator('option')).toHaveText([
      '1 year',
      ...[2, 3, 4, 5, 7, 10, 15, 20, 25, 30].map((y) => `${y} years`),
    ])

    // By hand: 32 % of $8,333.33, as a 300-month annuity at 4.84 % compounded semi-annually.
    const payment = Math.floor((100_000 / 12) * 0.32 * 100) / 100
    const r = (1 + 0.0484 / 2) ** (1 / 6) - 1
    const mortgage = Math.floor(payment * ((1 - (1 + r) ** -300) / r) * 100) / 100
    // The income formula's price stays in the breakdown; $20,000 down reaches $400,000 (5 %),
    // on a $395,200 loan once the 4.00 % premium is added.
    await expect(page.getByTestId('limits')).toContainText(cad0(mortgage + 20_000))
    await expect(page.getByTestId('max-price')).toHaveText('$400,000')
    await expect(page.getByTestId('max-mortgage')).toHaveText('$395,200')
    await expect(page.getByTestId('qualifying-rate')).toHaveText('6.84%')
    await expect(page.getByTestId('binding')).toHaveText(/^Housing costs set your income limit/)
    await expect(page.getByRole('note')).toContainText('Your down payment limits the price to $400,000')
    // A $5M income with $100,000 down reaches $1,250,000, not an eight-figure price.
    await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('5000000')
    await page.getByLabel('Down payment').fill('100000')
    await expect(page.getByTestId('max-price')).toHaveText('$1,250,000')
    await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('100000')
    await page.getByLabel('Down payment').fill('20000')

    await page.getByLabel('Monthly debt payments').fill('1500')
    await expect(page.getByTestId('binding')).toHaveText(/^Your other debts set your income limit/)
    await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('')
    await page.getByRole('textbox', { name: 'Annual income', exact: true }).blur()
    await expect(page.getByText('Enter the annual income.')).toBeVisible()
    await noNaN(page)
  })

  test('Get Prequalified Now opens the quote dialog prefilled; Apply Now carries the amount', async ({ page }) => {
    await page.goto('/affordability-calculator')
    await page.getByLabel('Down payment').fill('100000')
    const maxPrice = Number((await page.getByTestId('max-price').innerText()).replace(/[$,]/g, ''))
    await page.getByRole('button', { name: 'Get Prequalified Now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Buying a Home - Mortgage Calculator' })
    await expect(dialog).toBeVisible()
    const price = Number(await dialog.getByLabel('Purchase price').inputValue())
    expect(Math.abs(price - maxPrice)).toBeLessThanOrEqual(1)
    await expect(dialog.getByLabel('Down payment')).toHaveValue('100000')
    await expect(dialog.getByLabel('Interest rate')).toHaveValue('4.84')
    await expect(dialog.getByTestId('quote-payment')).toHaveText(/^\$\d{1,3},\d{3}$/)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)

    await page.getByRole('link', { name: 'Apply Now' }).click()
    await expect(page).toHaveURL(/\/applications\?amount=\d+$/)
  })

  test("'Send me a copy' records a lead with the inputs and results", async ({ page }) => {
    await page.goto('/affordability-calculator')
    await waitForDeviceDb(page)
    await page.getByRole('button', { name: 'Send me a copy' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send me a copy' })
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(dialog.getByText('Enter your email address.')).toBeVisible()
    await dialog.getByLabel('Email').fill('copy.e2e@example.ca')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Thanks! A broker will email you a copy of these results.')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    const entries = (await readOutbox(page)).filter((e) => e.kind === 'affordability-copy')
    expect(entries).toHaveLength(1)
    expect(entries[0]!.status).toBe('sent')
    expect(entries[0]!.payload).toMatchObject({
      client_email: 'copy.e2e@example.ca',
      metadata: { inputs: { annualIncome: 100_000, downPayment: 20_000 }, results: { qualifyingRatePct: 6.84 } },
    })
  })

  test('prints without the site header, footer and buttons', async ({ page }) => {
    await page.goto('/affordability-calculator')
    await expect(page.getByTestId('max-price')).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('body > div header').first()).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Get Prequalified Now' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'How Much Can I Afford?' })).toBeVisible()
    await expect(page.getByTestId('max-price')).toBeVisible()
    await page.emulateMedia({ media: 'screen' })
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
})

test.describe('closing costs on /calculators', () => {
  test('links the calculators and adds up Ontario and Toronto land transfer tax, rebates, PST and fees', async ({
    page,
  }) => {
    await page.goto('/calculators')
    await expect(page.getByRole('link', { name: /Mortgage Payment Calculator/ })).toHaveAttribute(
      'href',
      '/mortgage-calculator',
    )
    await expect(page.getByRole('link', { name: /How Much Can I Afford/ })).toHaveAttribute(
      'href',
      '/affordability-calculator',
    )
    await expect(page.getByRole('link', { name: /Closing Costs Calculator/ })).toHaveAttribute('href', '#closing-costs')

    const section = page.locator('#closing-costs')
    await section.getByLabel('Purchase price').fill('500000')
    await section.getByLabel('Down payment').fill('50000')
    const row = (name: string | RegExp) => section.getByRole('row', { name })
    await expect(row(/^Ontario land transfer tax/)).toContainText('$6,475.00')
    await expect(row(/^PST on mortgage insurance/)).toContainText('$1,116.00')
    await expect(section.getByTestId('closing-total')).toHaveText(cad2(6_475 + 1_116 + 2_000 + 500 + 350 + 400))

    await section.getByText('In the City of Toronto').click()
    await section.getByText('First-time home buyer').click()
    await expect(row(/^Toronto municipal land transfer tax/)).toContainText('$6,475.00')
    await expect(row(/^Ontario first-time buyer refund/)).toContainText('$4,000.00')
    await expect(row(/^Toronto first-time buyer rebate/)).toContainText('$4,475.00')

    await section.getByLabel('Legal fees and disbursements').fill('1800')
    await section.getByLabel('Home inspection').fill('')
    await expect(section.getByTestId('closing-total')).toHaveText(
      cad2(6_475 - 4_000 + 6_475 - 4_475 + 1_116 + 1_800 + 350 + 400),
    )
    await section.getByLabel('Title insurance').fill('lots')
    await expect(section.getByText('Enter the title insurance as a number (0 if none).')).toBeVisible()

    await section.getByLabel('Title insurance').fill('350')
    await section.getByLabel('Purchase price').fill('1000000')
    await section.getByLabel('Down payment').fill('200000')
    await expect(row(/^Ontario land transfer tax/)).toContainText('$16,475.00')
    await expect(row(/^PST/)).toHaveCount(0)
    await noNaN(page)
  })
})

test.describe('offline', () => {
  test('after one visit every calculator page opens and computes with the network off', async ({ page, context }) => {
    await page.goto('/mortgage-calculator')
    await waitForServiceWorker(page)
    // Visit each page once online (the precache holds the chunks; the rates go to the device cache).
    for (const path of ['/affordability-calculator', '/calculators', '/mortgage-calculator']) await page.goto(path)
    await expect(page.getByLabel('Term and rate').locator('option:checked')).toHaveText(
      /^5 year fixed, conventional - /,
    )

    await context.setOffline(true)
    try {
      await page.reload()
      // The rate list comes from this device's saved copy.
      await expect(page.getByLabel('Term and rate').locator('option:checked')).toHaveText(
        /^5 year fixed, conventional - \d+\.\d{2}%$/,
      )
      await expect(page.getByText(/^Our rates in Ontario saved on this device/)).toBeVisible()
      await page.getByLabel('Mortgage amount').fill('500000')
      await page.getByRole('button', { name: 'Calculate Payment' }).click()
      await expect(page.getByTestId('payment')).toHaveText(/^\$\d/)
      await useCustomRate(page, '5')
      await expect(page.getByTestId('payment')).toHaveText('$2,908.02')

      await page.goto('/affordability-calculator')
      await expect(page.getByTestId('qualifying-rate')).toHaveText('6.84%')

      await page.goto('/calculators')
      await page.locator('#closing-costs').getByLabel('Purchase price').fill('500000')
      await page.locator('#closing-costs').getByLabel('Down payment').fill('100000')
      await expect(page.locator('#closing-costs').getByTestId('closing-total')).toHaveText(
        cad2(6_475 + 2_000 + 500 + 350 + 400),
      )
    } finally {
      await context.setOffline(false)
    }
  })
})
