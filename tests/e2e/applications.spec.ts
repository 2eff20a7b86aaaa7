import { expect, test } from './fixtures'
import {
  countLeads,
  leadRow,
  readOutbox,
  waitForDeviceDb,
  waitForOutboxDrained,
  waitForServiceWorker,
} from './pwa-helpers'

/** /applications: the 'Apply for a Mortgage' form and the visitor's own list. */

test.describe('mortgage application', () => {
  test("Apply Now on the affordability calculator prefills the amount; the application is stored as the spec's lead", async ({
    page,
  }) => {
    await page.goto('/affordability-calculator')
    await page.getByLabel('Down payment').fill('100000')
    const maxMortgage = Number((await page.getByTestId('max-mortgage').innerText()).replace(/[$,]/g, ''))
    expect(maxMortgage).toBeGreaterThan(0)
    await page.getByRole('link', { name: 'Apply Now' }).click()
    await expect(page).toHaveURL(/\/applications\?amount=\d+$/)
    await expect(page.getByRole('heading', { name: 'Apply for a Mortgage' })).toBeVisible()
    const amount = Number(await page.getByRole('textbox', { name: 'Mortgage amount' }).inputValue())
    expect(Math.abs(amount - maxMortgage)).toBeLessThanOrEqual(1)
    await waitForDeviceDb(page)

    // Required fields, in plain words, and the first one focused.
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByText('Enter your full name.')).toBeVisible()
    await expect(page.getByText('Enter your email address.')).toBeVisible()
    await expect(page.getByText('Enter your phone number.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused()
    expect((await readOutbox(page)).filter((e) => e.kind === 'application')).toHaveLength(0)

    const agents = page.getByRole('combobox', { name: 'Agent (optional)' })
    await expect(agents.locator('option')).not.toHaveCount(1)
    const agentId = await agents.locator('option').nth(1).getAttribute('value')
    await agents.selectOption(agentId!)
    await page.getByRole('textbox', { name: 'Full name' }).fill('Priya Applicant')
    await page.getByRole('textbox', { name: 'Email' }).fill('priya.apply.e2e@example.ca')
    await page.getByRole('textbox', { name: 'Phone' }).fill('416 555 0241')
    await page.getByRole('textbox', { name: 'Property address' }).fill('12 King St W, Toronto')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByText("Application submitted successfully! We'll contact you soon.")).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('')

    const [entry] = (await readOutbox(page)).filter((e) => e.kind === 'application')
    expect(await countLeads([entry!.id])).toBe(1)
    expect(await leadRow(entry!.id)).toEqual({
      type: 'application',
      source: 'website',
      status: 'new',
      client_name: 'Priya Applicant',
      client_email: 'priya.apply.e2e@example.ca',
      client_phone: '+14165550241',
      agent_id: agentId,
      // The page the visitor applied from travels with every lead (the Details' 'Came from').
      metadata: {
        mortgage_amount: amount,
        property_address: '12 King St W, Toronto',
        context: { page: '/applications' },
      },
    })
    // Listed on this device as received.
    const mine = page.getByRole('region', { name: 'Your recent applications' })
    await expect(mine.getByRole('listitem')).toHaveCount(1)
    await expect(mine.getByRole('listitem')).toContainText('Priya Applicant')
    await expect(mine.getByRole('listitem')).toContainText('Received')
    await expect(mine.getByRole('listitem')).toContainText(`$${amount.toLocaleString('en-CA')} mortgage`)
  })

  test("a product's Apply Now names it on the form, and the application carries it", async ({ page }) => {
    await page.goto('/products')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'MIC Second Mortgage' }) })
    // The price says what it is.
    await expect(card.getByText('Fees from $1,495')).toBeVisible()
    await card.getByRole('link', { name: 'Apply Now: MIC Second Mortgage' }).click()
    await expect(page).toHaveURL(/\/applications\?product=MIC(\+|%20)Second(\+|%20)Mortgage$/)
    const product = page.getByRole('textbox', { name: 'Product' })
    await expect(product).toHaveValue('MIC Second Mortgage')
    await waitForDeviceDb(page)

    await page.getByRole('textbox', { name: 'Full name' }).fill('Omar Product')
    await page.getByRole('textbox', { name: 'Email' }).fill('omar.product.e2e@example.ca')
    await page.getByRole('textbox', { name: 'Phone' }).fill('416 555 0143')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByText("Application submitted successfully! We'll contact you soon.")).toBeVisible()

    const [entry] = (await readOutbox(page)).filter((e) => e.kind === 'application')
    expect(await countLeads([entry!.id])).toBe(1)
    expect(await leadRow(entry!.id)).toMatchObject({
      type: 'application',
      client_name: 'Omar Product',
      metadata: { mortgage_amount: null, product: 'MIC Second Mortgage' },
    })
  })

  test("a server refusal says 'Failed to submit application. Please try again.' with the reason and keeps what was typed", async ({
    page,
    context,
  }) => {
    // An agent that left between loading the list and submitting: the server refuses the lead.
    const ghost = '5b0c3c7e-6a3e-4a55-9a0f-2f1b7d9c1e12'
    // Test seam on the context: once the service worker controls the page it fetches public reads
    // itself, and only a context route sees those requests.
    await context.route('**/api/content/agents/options', (route) =>
      route.fulfill({ json: { agents: [{ id: ghost, name: 'Ghost Agent' }] } }),
    )
    await page.goto('/applications')
    await waitForDeviceDb(page)
    await page.getByRole('combobox', { name: 'Agent (optional)' }).selectOption({ label: 'Ghost Agent' })
    await page.getByRole('textbox', { name: 'Full name' }).fill('Refused Applicant')
    await page.getByRole('textbox', { name: 'Email' }).fill('refused.apply.e2e@example.ca')
    await page.getByRole('textbox', { name: 'Phone' }).fill('416-555-0242')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to submit application. Please try again.' }).first(),
    ).toBeVisible()
    await expect(page.getByText('Unknown or inactive agent')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Refused Applicant')
    // The refused copy is not kept as a second item, and nothing reached the database.
    expect((await readOutbox(page)).filter((e) => e.kind === 'application')).toHaveLength(0)
  })

  test('an application made offline is saved on the device and sent exactly once on reconnect', async ({ page }) => {
    await page.goto('/applications')
    await waitForServiceWorker(page)
    await page.reload()
    await page.context().setOffline(true)
    await page.getByRole('textbox', { name: 'Full name' }).fill('Offline Applicant')
    await page.getByRole('textbox', { name: 'Email' }).fill('offline.apply.e2e@example.ca')
    await page.getByRole('textbox', { name: 'Phone' }).fill('(905) 555-0101')
    await page.getByRole('textbox', { name: 'Mortgage amount' }).fill('380,000')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
    const mine = page.getByRole('region', { name: 'Your recent applications' })
    await expect(mine.getByRole('listitem')).toContainText('Waiting to send')
    const [entry] = (await readOutbox(page)).filter((e) => e.kind === 'application')
    expect(await countLeads([entry!.id])).toBe(0)

    await page.context().setOffline(false)
    await waitForOutboxDrained(page)
    await expect(page.getByText("Application submitted successfully! We'll contact you soon.")).toBeVisible()
    await expect(mine.getByRole('listitem')).toContainText('Received')
    expect(await countLeads([entry!.id])).toBe(1)
    expect(await leadRow(entry!.id)).toMatchObject({
      type: 'application',
      agent_id: null,
      metadata: { mortgage_amount: 380000 },
    })
  })
})
