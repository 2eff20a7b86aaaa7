import { createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { expect, test } from './fixtures'
import {
  countLeads,
  leadRow,
  putOutboxEntry,
  type RawOutboxEntry,
  readOutbox,
  waitForOutboxDrained,
  waitForServiceWorker,
} from './pwa-helpers'

/**
 * The public lead forms: contact, become-a-broker and newsletter, each online
 * (the spec's texts, the stored lead, the reset) and offline (kept on the device, delivered
 * exactly once when the connection is back, a replay adds no row), and the unsubscribe link.
 */

function db() {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  return createClient({ url: `http://127.0.0.1:${port}` })
}

async function sentEntry(page: Page, kind: string): Promise<RawOutboxEntry> {
  let entry: RawOutboxEntry | undefined
  await expect
    .poll(async () => {
      entry = (await readOutbox(page)).find((e) => e.kind === kind && e.status === 'sent')
      return Boolean(entry)
    })
    .toBe(true)
  return entry!
}

async function visitAndGoOffline(page: Page, path: string) {
  await page.goto(path)
  await waitForServiceWorker(page)
  await page.reload()
  await page.context().setOffline(true)
}

async function queuedEntry(page: Page, kind: string): Promise<RawOutboxEntry> {
  let entry: RawOutboxEntry | undefined
  await expect
    .poll(async () => {
      const entries = (await readOutbox(page)).filter((e) => e.kind === kind)
      entry = entries[0]
      return entries.map((e) => e.status)
    })
    .toEqual(['pending'])
  return entry!
}

/** Back online: delivered once; a replay of the delivered entry is a duplicate, still one row. */
async function deliverAndReplay(page: Page, id: string) {
  await page.context().setOffline(false)
  await waitForOutboxDrained(page)
  const delivered = (await readOutbox(page)).find((e) => e.id === id)
  expect(delivered?.status).toBe('sent')
  expect(await countLeads([id])).toBe(1)
  await putOutboxEntry(page, { ...delivered, status: 'pending', nextAttemptAt: 0, attempts: 0 })
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(async () => (await readOutbox(page)).find((e) => e.id === id)?.status).toBe('sent')
  expect((await readOutbox(page)).find((e) => e.id === id)).toMatchObject({ outcome: 'duplicate' })
  expect(await countLeads([id])).toBe(1)
}

/** Each test's client has a phone of their own: a shared one would join the earlier client's open lead. */
async function fillContact(page: Page, email: string, phone: string) {
  await page.getByRole('textbox', { name: 'First Name' }).fill('Maya')
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Singh')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone)
  await page.getByRole('combobox', { name: 'Phone Type' }).selectOption('Work')
  await page.getByRole('textbox', { name: 'Postal Code (optional)' }).fill('m5v 3l9')
  await page.getByRole('textbox', { name: 'Comments' }).fill('We renew in March.\nCan you call after 5?')
}

const consentBox = (page: Page) =>
  page.getByRole('checkbox', { name: /I consent to receive communications from Mortgage Alliance/ })

/** Ticks a checkbox the way a keyboard user does (Tab to it, Space), and checks it took. */
async function tick(page: Page, box: ReturnType<Page['getByRole']>) {
  await box.focus()
  await page.keyboard.press('Space')
  await expect(box).toBeChecked()
}

test.describe('contact form', () => {
  test('sends the lead, says the spec texts and resets phone type and consent', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Corporate Offices' })).toBeVisible()
    await fillContact(page, 'maya.singh@example.ca', '416-555-0243')
    // First without consent: its error toast shows, and goes once the form is sent.
    await page.getByRole('button', { name: 'Send Message' }).click()
    const toasts = page.locator('[data-scope=toast][data-part=root]')
    await expect(toasts.filter({ hasText: 'Please consent to receiving communications' })).toHaveCount(1)
    await tick(page, consentBox(page))
    await page.getByRole('button', { name: 'Send Message' }).click()

    // One message for the visitor; the partner network's outcome is on the lead's timeline.
    await expect(page.getByText("Message sent! We'll get back to you soon.")).toBeVisible()
    await expect(toasts.filter({ hasText: 'Please consent to receiving communications' })).toHaveCount(0)
    await expect(toasts).toHaveCount(1)
    await expect(page.getByText(/wpnonce|external submission/)).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('')
    await expect(page.getByRole('combobox', { name: 'Phone Type' })).toHaveValue('Mobile')
    await expect(consentBox(page)).not.toBeChecked()

    const entry = await sentEntry(page, 'contact')
    expect(await leadRow(entry.id)).toMatchObject({
      type: 'contact',
      source: 'contact_form',
      status: 'new',
      client_name: 'Maya Singh',
      client_email: 'maya.singh@example.ca',
      client_phone: '+14165550243',
      agent_id: null,
      metadata: { phoneType: 'Work', postalCode: 'M5V 3L9' },
    })
  })

  test('without consent: the spec toast, nothing sent; empty fields are named and focused', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeFocused()
    await expect(page.getByText('Enter your first name.')).toBeVisible()

    await fillContact(page, 'no.consent@example.ca', '416-555-0247')
    await page.getByRole('textbox', { name: 'Postal Code (optional)' }).fill('12345')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Enter a Canadian postal code, like M5V 3L9, or leave it empty.')).toBeVisible()
    await expect(page.getByText('Please consent to receiving communications').first()).toBeVisible()
    expect((await readOutbox(page)).filter((e) => e.kind === 'contact')).toHaveLength(0)
  })

  test("?agent= names an active agent: 'Contact' plus the name and the 'Your Broker' card; the lead is theirs", async ({
    page,
  }) => {
    await page.goto(`/contact?agent=${DEMO_IDS.agents.sarah}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Sarah Chen' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your Broker' })).toBeVisible()
    await fillContact(page, 'for.sarah@example.ca', '416-555-0244')
    await tick(page, consentBox(page))
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText("Message sent! We'll get back to you soon.")).toBeVisible()
    const entry = await sentEntry(page, 'contact')
    expect(await leadRow(entry.id)).toMatchObject({ agent_id: DEMO_IDS.agents.sarah })
  })

  test("an inactive or unknown agent falls back to 'Contact Us' without a broker card", async ({ page }) => {
    await page.goto(`/contact?agent=${DEMO_IDS.agents.jennifer}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await page.goto('/contact?agent=not-an-id')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your Broker' })).toHaveCount(0)
  })

  test('offline: kept on the device, delivered once when back online', async ({ page }) => {
    await visitAndGoOffline(page, '/contact')
    await fillContact(page, 'offline.contact@example.ca', '416-555-0245')
    await tick(page, consentBox(page))
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
    const entry = await queuedEntry(page, 'contact')
    expect(await countLeads([entry.id])).toBe(0)
    await deliverAndReplay(page, entry.id)
  })
})

test.describe('become a broker', () => {
  async function fill(page: Page, email: string) {
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Alex Morgan')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('textbox', { name: 'Phone' }).fill('(905) 555-0177')
    await page.getByPlaceholder('e.g., New to industry, Licensed Agent, etc.').fill('Licensed Agent')
    await page.getByRole('textbox', { name: 'Additional Information' }).fill('Level 1 since 2025.')
  }

  test('the page and its form: benefits, licences, the application lead', async ({ page }) => {
    await page.goto('/become-broker')
    for (const title of [
      'Experienced Leadership',
      'Comprehensive Training & Support',
      'Multiple Lender Access',
      'Competitive Compensation',
      'Team Culture',
    ]) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(page.getByText('Requires a Level 1 licence plus 12 months of experience.')).toBeVisible()
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByText('Tell us your current experience level.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeFocused()

    await fill(page, 'alex.morgan@example.com')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByText('Application submitted successfully!')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('')
    const entry = await sentEntry(page, 'become-broker')
    expect(await leadRow(entry.id)).toMatchObject({
      type: 'contact',
      source: 'website',
      client_name: 'Alex Morgan',
      client_phone: '+19055550177',
      metadata: { type: 'agent_application', experience: 'Licensed Agent' },
    })
  })

  test('offline: kept on the device, delivered once when back online', async ({ page }) => {
    await visitAndGoOffline(page, '/become-broker')
    await fill(page, 'offline.broker@example.com')
    await page.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
    const entry = await queuedEntry(page, 'become-broker')
    await deliverAndReplay(page, entry.id)
  })
})

test.describe('newsletter', () => {
  const optIn = (page: Page) => page.getByRole('checkbox', { name: /send me the .* newsletter/ })

  test('subscribes once, and the unsubscribe link works without signing in, twice alike', async ({ page }) => {
    const email = `reader.${Date.now()}@example.org`
    await page.goto('/newsletter')
    await expect(page.getByRole('heading', { level: 1, name: 'Stay in touch!' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('button', { name: 'Subscribe Now' }).click()
    await expect(page.getByText('Tick the box to confirm you want our newsletter.')).toBeVisible()
    await tick(page, optIn(page))
    await page.getByRole('button', { name: 'Subscribe Now' }).click()
    await expect(page.getByText('Successfully subscribed to our newsletter!')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('')

    const entry = await sentEntry(page, 'newsletter')
    expect(await leadRow(entry.id)).toMatchObject({
      type: 'contact',
      source: 'newsletter',
      client_name: email.split('@')[0],
      metadata: { subscribed_to: 'newsletter' },
    })
    const client = db()

    // The same address again: one subscription, said in its own words (not an error), no second lead.
    await page.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase())
    await tick(page, optIn(page))
    await page.getByRole('button', { name: 'Subscribe Now' }).click()
    await expect(
      page.getByText('You’re already subscribed with this address. Nothing more to do: each issue comes once.'),
    ).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: /Failed/ })).toHaveCount(0)
    const leadsForEmail = await client.execute({
      sql: 'select id from leads where lower(client_email) = ?',
      args: [email],
    })
    expect(leadsForEmail.rows.map((r) => r.id)).toEqual([entry.id])
    const rows = (
      await client.execute({
        sql: 'select unsubscribe_token, unsubscribed_at from newsletter_subscribers where email = ?',
        args: [email],
      })
    ).rows
    expect(rows).toHaveLength(1)
    const token = String(rows[0]?.unsubscribe_token)

    await page.goto(`/newsletter/unsubscribe?token=${token}`)
    // Opening the page changes nothing.
    expect(
      (
        await client.execute({
          sql: 'select unsubscribed_at from newsletter_subscribers where email = ?',
          args: [email],
        })
      ).rows[0]?.unsubscribed_at,
    ).toBeNull()
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByText("You're unsubscribed. You won't receive our newsletter any more.")).toBeVisible()
    await page.reload()
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByText("You're unsubscribed. You won't receive our newsletter any more.")).toBeVisible()
    expect(
      (
        await client.execute({
          sql: 'select unsubscribed_at from newsletter_subscribers where email = ?',
          args: [email],
        })
      ).rows[0]?.unsubscribed_at,
    ).not.toBeNull()
    client.close()

    await page.goto(`/newsletter/unsubscribe?token=${'A'.repeat(43)}`)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByText('This unsubscribe link is not valid or has expired.', { exact: false })).toBeVisible()
  })

  test('offline: kept on the device, delivered once when back online', async ({ page }) => {
    await visitAndGoOffline(page, '/newsletter')
    await page.getByRole('textbox', { name: 'Email' }).fill(`offline.reader.${Date.now()}@example.org`)
    await tick(page, optIn(page))
    await page.getByRole('button', { name: 'Subscribe Now' }).click()
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
    const entry = await queuedEntry(page, 'newsletter')
    await deliverAndReplay(page, entry.id)
  })
})
