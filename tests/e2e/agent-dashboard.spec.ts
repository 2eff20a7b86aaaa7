/**
 * The agent dashboard's Profile tab at 390 px and the public agent page: an agent
 * edits the profile and the public page shows it; the page's sections and its 'Agent Not
 * Found' state; an SVG renamed .png is refused by the upload.
 */
import { type Client, createClient } from '@libsql/client'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { expect, signInAs, test } from './fixtures'
import { snap } from './screens'

let db: Client
test.beforeAll(() => {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  db = createClient({ url: `http://127.0.0.1:${port}` })
})
test.afterAll(() => db.close())

/** A phone browser's user agent: headless Chromium's own says "HeadlessChrome", which the server rightly leaves out of page views. */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

test.describe('agent profile and public page', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA })

  test('an agent edits the profile at 390 px and the public page shows it', async ({ page }) => {
    const before = await db.execute({
      sql: 'select bio, contact_details from agents where id = ?',
      args: [DEMO_IDS.agents.sarah],
    })
    try {
      await signInAs(page, 'agent')
      await page.goto('/agent-dashboard/profile')
      await expect(page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible()
      const form = page.getByRole('form', { name: 'Profile' })
      await expect(form.getByLabel('Full Name')).toHaveValue('Sarah Chen')
      const title = `Senior Agent ${Date.now() % 10000}`
      await form.getByLabel('Custom Title').fill(title)
      await form.getByLabel('Bio').fill('I help first-time buyers in Toronto.\nCall me any day.')
      await form.getByLabel('Calendly Link').fill('not a link')
      await form.getByRole('button', { name: 'Save Profile' }).click()
      await expect(page.getByText('Failed to save changes')).toBeVisible()
      await expect(form.getByText('Enter a full link starting with https://')).toBeVisible()
      await form.getByLabel('Calendly Link').fill('https://calendly.com/demo-sarahchen/consult')
      await form.getByRole('button', { name: 'Save Profile' }).click()
      await expect(page.getByText('Profile updated successfully!')).toBeVisible()
      await snap(page, 'agent-profile')

      // An SVG renamed .png is refused by the server (415) and the tab says so.
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({
          name: 'headshot.png',
          mimeType: 'image/png',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        })
      await expect(page.getByText('Failed to upload headshot')).toBeVisible()

      await page.goto('/agent/sarahchen')
      await expect(page.getByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeVisible()
      await expect(page.getByText(title)).toBeVisible()
      await expect(page.getByText('I help first-time buyers in Toronto.')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Book Appointment' }).first()).toHaveAttribute(
        'href',
        'https://calendly.com/demo-sarahchen/consult',
      )
    } finally {
      await db.execute({
        sql: 'update agents set bio = ?, contact_details = ? where id = ?',
        args: [before.rows[0]?.bio ?? null, before.rows[0]?.contact_details ?? '{}', DEMO_IDS.agents.sarah],
      })
    }
  })

  test('the public page shows its sections, floating buttons once the call to action is out of view, and counts the view', async ({
    page,
  }) => {
    const count = async () =>
      Number(
        (
          await db.execute({
            sql: "select count(*) as n from analytics_events where agent_id = ? and event_type = 'page_view'",
            args: [DEMO_IDS.agents.sarah],
          })
        ).rows[0]!.n,
      )
    const viewsBefore = await count()
    await page.goto(`/agents/${DEMO_IDS.agents.sarah}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeVisible()
    for (const name of ['Our Services', 'Compare Rate Types', 'Why Choose a Mortgage Broker', 'Ready to Get Started']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    for (const name of [
      'Purchase Mortgages',
      'Mortgage Refinancing',
      'Mortgage Protection',
      'Debt Consolidation',
      'Pre-Approval Services',
      'First-Time Buyer Programs',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Apply Now' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Rates' })).toHaveAttribute('href', '#rates')
    // The floating buttons appear while the closing call to action is out of view (here: at the top).
    const quick = page.getByRole('navigation', { name: 'Quick contact' })
    await expect(quick).toBeVisible()
    await expect(quick.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
    await page.getByRole('heading', { level: 2, name: 'Ready to Get Started' }).scrollIntoViewIfNeeded()
    await expect(quick).toBeHidden()
    await snap(page, 'agent-page')
    await expect.poll(count).toBe(viewsBefore + 1)
    // Same session: the reload sends its view, and the server still counts one.
    const second = page.waitForResponse((r) => /\/api\/agents\/[^/]+\/views$/.test(new URL(r.url()).pathname))
    await page.reload()
    expect((await second).status()).toBe(202)
    expect(await count()).toBe(viewsBefore + 1)
  })

  test("an unknown agent shows 'Agent Not Found' with 'Return Home'", async ({ page }) => {
    await page.goto('/agent/nosuchagent')
    await expect(page.getByRole('heading', { level: 1, name: 'Agent Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Return Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test('the public agent page at 1280 px', async ({ page }) => {
  await page.goto('/agent/sarahchen')
  await expect(page.getByRole('heading', { level: 1, name: 'Sarah Chen' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Quick contact' }).getByText('Contact Me')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Trusted Lenders' })).toBeVisible()
  await snap(page, 'agent-page')
  await signInAs(page, 'agent')
  await page.goto('/agent-dashboard/profile')
  await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible()
  await snap(page, 'agent-profile')
})
