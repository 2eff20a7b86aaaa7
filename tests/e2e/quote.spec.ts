import { createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { countLeads, readOutbox } from './pwa-helpers'

/**
 * The mortgage quote dialog, opened from the home hero: loaded on demand,
 * the spec's fields and figures, validation, and exactly one lead per submission, online or
 * sent later after an offline submit.
 */

const cad0 = (n: number) =>
  new Intl.NumberFormat('en-CA', {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(n)

/** Textbook monthly payment, semi-annual compounding, rounded to cents. */
function monthly(principal: number, ratePct: number, years: number) {
  const r = (1 + ratePct / 200) ** (1 / 6) - 1
  return Math.round(((principal * r) / (1 - (1 + r) ** -(years * 12))) * 100) / 100
}

async function leadRow(id: string) {
  const client = createClient({ url: `http://127.0.0.1:${process.env.E2E_SQLD_PORT}` })
  try {
    const result = await client.execute({
      sql: 'select type, source, status, client_name, client_email, client_phone, agent_id, metadata from leads where id = ?',
      args: [id],
    })
    return result.rows[0]
  } finally {
    client.close()
  }
}

/** The dialog's own chunk (not the small button chunk that loads it). */
const DIALOG_CHUNK = /\/quote-dialog-(?!button-)[\w-]+\.js$/
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  )

async function fillQuote(
  page: Page,
  values: { price: string; down: string; name: string; email: string; phone?: string },
) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: /^(Purchase price|Home value)$/ }).fill(values.price)
  await dialog.getByRole('textbox', { name: /^Down payment/ }).fill(values.down)
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(values.name)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(values.email)
  if (values.phone) await dialog.getByRole('textbox', { name: 'Phone (optional)' }).fill(values.phone)
}

test.describe('quote dialog', () => {
  test("'Get Started' loads the dialog on demand and creates exactly one rate_quote lead", async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const getStarted = page.getByRole('button', { name: 'Get Started' })
    await expect(getStarted).toBeVisible()
    expect((await loadedScripts(page)).some((url) => DIALOG_CHUNK.test(url))).toBe(false)

    await getStarted.click()
    const dialog = page.getByRole('dialog', { name: 'Buying a Home - Mortgage Calculator' })
    await expect(dialog).toBeVisible()
    expect((await loadedScripts(page)).some((url) => DIALOG_CHUNK.test(url))).toBe(true)

    // The 'Start here' block with the spec's options and defaults.
    await expect(dialog.getByRole('heading', { name: 'Start here' })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Your Contact Information' })).toBeVisible()
    await expect(dialog.getByLabel('Location').locator('option')).toHaveText([
      'Ontario',
      'Quebec',
      'British Columbia',
      'Alberta',
      'Manitoba',
      'Saskatchewan',
    ])
    await expect(dialog.getByLabel('Location')).toHaveValue('Ontario')
    await expect(dialog.getByLabel('Amortization').locator('option')).toHaveText([
      '15 years',
      '20 years',
      '25 years',
      '30 years',
    ])
    await expect(dialog.getByLabel('Amortization')).toHaveValue('25')
    await expect(dialog.getByLabel('Interest rate')).toHaveValue('3.94')
    await expect(dialog.getByLabel('Interest rate')).toHaveAttribute('step', '0.01')
    await expect(dialog.getByLabel('Payment frequency').locator('option')).toHaveText([
      'Monthly',
      'Semi-monthly',
      'Bi-weekly',
      'Accelerated bi-weekly',
      'Weekly',
    ])
    await expect(
      dialog.getByText('Minimum 5% for homes under $500k, 5-10% for $500k-$1.5M, 20% for $1.5M+'),
    ).toBeVisible()

    // Nothing filled in: the spec's message, and the first problem field gets focus.
    await dialog.getByRole('button', { name: 'Get Your Mortgage Quote' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields')
    await expect(dialog.getByRole('textbox', { name: 'Purchase price' })).toBeFocused()

    // 10 % down on $500,000: 3.10 % premium added to the loan; payment compounded semi-annually.
    await fillQuote(page, {
      price: '500000',
      down: '20000',
      name: 'Quote E2E',
      email: 'quote.e2e@example.ca',
      phone: '416 555 0246',
    })
    await expect(dialog.getByText('The minimum down payment for this price is $25,000.')).toBeVisible()
    await dialog.getByRole('textbox', { name: /^Down payment/ }).fill('50000')
    await expect(dialog.getByTestId('quote-insurance')).toHaveText('$13,950 (3.10%)')
    await expect(dialog.getByTestId('quote-total-mortgage')).toHaveText('$463,950')
    await expect(dialog.getByTestId('quote-payment')).toHaveText(cad0(monthly(463_950, 3.94, 25)))

    const agents = (await (await request.get('/api/content/agents/options')).json()) as {
      agents: { id: string; name: string }[]
    }
    const agent = agents.agents[0]!
    await expect(dialog.getByLabel('Agent (optional)').locator('option').first()).toHaveText('No preference')
    await dialog.getByLabel('Agent (optional)').selectOption({ label: agent.name })

    await dialog.getByRole('button', { name: 'Get Your Mortgage Quote' }).click()
    await expect(page.getByText('Your mortgage quote request has been submitted!')).toBeVisible()
    await expect(dialog).toHaveCount(0)

    const entries = (await readOutbox(page)).filter((e) => e.kind === 'quote')
    expect(entries).toHaveLength(1)
    expect(entries[0]!.status).toBe('sent')
    expect(await countLeads([entries[0]!.id])).toBe(1)
    const row = await leadRow(entries[0]!.id)
    expect(row).toMatchObject({
      type: 'rate_quote',
      source: 'mortgage_calculator',
      status: 'new',
      client_name: 'Quote E2E',
      client_email: 'quote.e2e@example.ca',
      client_phone: '+14165550246',
      agent_id: agent.id,
    })
    const metadata = JSON.parse(String(row!.metadata)) as Record<string, unknown>
    expect(metadata).toMatchObject({
      price: 500_000,
      downPayment: 50_000,
      location: 'Ontario',
      amortization: 25,
      mortgageRate: 3.94,
      paymentFrequency: 'monthly',
    })
    expect(metadata.calculations).toMatchObject({
      cmhcInsurance: 13_950,
      totalMortgage: 463_950,
      periodicPayment: monthly(463_950, 3.94, 25),
      payoffYears: 25,
    })

    // Reopened: reset to Ontario, 25 years, 3.94 %, monthly, everything else empty.
    await getStarted.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('')
    await expect(dialog.getByRole('textbox', { name: /^Down payment/ })).toHaveValue('')
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('')
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('')
    await expect(dialog.getByLabel('Location')).toHaveValue('Ontario')
    await expect(dialog.getByLabel('Amortization')).toHaveValue('25')
    await expect(dialog.getByLabel('Interest rate')).toHaveValue('3.94')
    await expect(dialog.getByLabel('Payment frequency')).toHaveValue('monthly')
    await expect(dialog.getByLabel('Agent (optional)')).toHaveValue('none')
  })

  test("'Renewal Quote' submitted offline is saved, then sent once as a refinance lead", async ({ page, context }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Renewal Quote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Renewal/Refinancing - Mortgage Calculator' })
    await expect(dialog).toBeVisible()
    await fillQuote(page, { price: '800000', down: '200000', name: 'Renewal E2E', email: 'renewal.e2e@example.ca' })
    await dialog.getByLabel('Payment frequency').selectOption({ label: 'Accelerated bi-weekly' })
    await expect(dialog.getByTestId('quote-insurance')).toHaveText('Not needed (20% or more down)')
    await expect(dialog.getByText('Estimated accelerated bi-weekly payment')).toBeVisible()

    await context.setOffline(true)
    await dialog.getByRole('button', { name: 'Get Your Mortgage Quote' }).click()
    await expect(
      page.getByText(/Your quote request is saved on this device and will be sent when you're back online/),
    ).toBeVisible()
    await expect(dialog).toHaveCount(0)
    let entries = (await readOutbox(page)).filter((e) => e.kind === 'quote')
    expect(entries).toHaveLength(1)
    expect(entries[0]!.status).toBe('pending')

    await context.setOffline(false)
    await expect(page.getByText('Your mortgage quote request has been submitted!')).toBeVisible({ timeout: 20_000 })
    entries = (await readOutbox(page)).filter((e) => e.kind === 'quote')
    expect(entries.map((e) => e.status)).toEqual(['sent'])
    expect(await countLeads([entries[0]!.id])).toBe(1)
    const row = await leadRow(entries[0]!.id)
    expect(row).toMatchObject({ type: 'refinance', source: 'mortgage_calculator', agent_id: null, client_phone: null })
    expect(JSON.parse(String(row!.metadata))).toMatchObject({
      paymentFrequency: 'accelerated-bi-weekly',
      downPayment: 200_000,
    })
  })

  test('a first visit that loses the connection before the app has loaded its deferred parts keeps the page and the quote', async ({
    page,
    context,
  }) => {
    // Test seam: the chunks the page loads once idle (the outbox status, the update prompt) fail
    // as they do when the connection drops before the service worker has cached the app. Their
    // failure must not replace the page with the error screen (it did: 'Something went wrong!'
    // with the visitor's quote on it), and they load once they can be fetched.
    const DEFERRED = /\/assets\/(offline-status|update-prompt)-[\w-]+\.js$/
    const failed: string[] = []
    await context.route(DEFERRED, (route) => {
      failed.push(route.request().url())
      return route.abort('internetdisconnected')
    })
    await page.goto('/')
    await page.getByRole('button', { name: 'Renewal Quote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Renewal/Refinancing - Mortgage Calculator' })
    await expect(dialog).toBeVisible()
    await fillQuote(page, {
      price: '650000',
      down: '150000',
      name: 'First Visit E2E',
      email: 'first.visit.e2e@example.ca',
    })
    await expect.poll(() => failed.some((url) => url.includes('/offline-status-'))).toBe(true)
    await expect.poll(() => failed.some((url) => url.includes('/update-prompt-'))).toBe(true)

    await expect(page.getByText('Something went wrong!')).toHaveCount(0)
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('First Visit E2E')

    await context.setOffline(true)
    await dialog.getByRole('button', { name: 'Get Your Mortgage Quote' }).click()
    await expect(
      page.getByText(/Your quote request is saved on this device and will be sent when you're back online/),
    ).toBeVisible()
    await expect(page.getByText('Something went wrong!')).toHaveCount(0)

    // Back online: the deferred parts are fetched again and the quote is sent, once.
    await context.unroute(DEFERRED)
    const statusChunk = page.waitForResponse(
      (response) => /\/offline-status-[\w-]+\.js$/.test(response.url()) && response.ok(),
    )
    await context.setOffline(false)
    await statusChunk
    await expect(page.getByText('Your mortgage quote request has been submitted!')).toBeVisible({ timeout: 20_000 })
    const entries = (await readOutbox(page)).filter((e) => e.kind === 'quote')
    expect(entries.map((e) => e.status)).toEqual(['sent'])
    expect(await countLeads([entries[0]!.id])).toBe(1)
    await expect(page.getByText('Something went wrong!')).toHaveCount(0)
  })

  test("a refusal by the server shows 'Failed to submit form' with its reason and stores nothing", async ({
    page,
    context,
  }) => {
    const ghost = '5b0c3c7e-6a3e-4a55-9a0f-2f1b7d9c1e11'
    // Test seam on the context: once the service worker controls the page it fetches public reads
    // itself, and only a context route sees those requests.
    await context.route('**/api/content/agents/options', (route) =>
      route.fulfill({ json: { agents: [{ id: ghost, name: 'Ghost Agent' }] } }),
    )
    await page.goto('/')
    await page.getByRole('button', { name: 'Get Started' }).click()
    const dialog = page.getByRole('dialog', { name: 'Buying a Home - Mortgage Calculator' })
    await fillQuote(page, { price: '400000', down: '80000', name: 'Refused E2E', email: 'refused.e2e@example.ca' })
    await dialog.getByLabel('Agent (optional)').selectOption({ label: 'Ghost Agent' })
    await dialog.getByRole('button', { name: 'Get Your Mortgage Quote' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(/^Failed to submit form: /)
    await expect(dialog.getByText('Unknown or inactive agent')).toBeVisible()
    await expect(dialog).toBeVisible()
    // The refused copy is not kept; nothing reached the database.
    expect((await readOutbox(page)).filter((e) => e.kind === 'quote')).toHaveLength(0)
  })
})
