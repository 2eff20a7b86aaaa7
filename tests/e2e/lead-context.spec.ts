/**
 * Campaign capture: a visit that lands with utm_* parameters keeps them for the visit (first
 * touch), and a lead sent later from another page carries them and the page it was sent from;
 * the super admin reads them in the drawer's Details.
 */
import { type Client, createClient } from '@libsql/client'
import { expect, signInAs, test } from './fixtures'
import { readOutbox } from './pwa-helpers'

let db: Client
test.beforeAll(() => {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  db = createClient({ url: `http://127.0.0.1:${port}` })
})
test.afterAll(() => db.close())

test('a newsletter sign-up after a campaign landing carries the campaign and its page', async ({ page, browser }) => {
  await page.goto('/?utm_source=spring-mailer&utm_medium=email&utm_campaign=renewals-2026&gclid=zzz')
  // A later landing with other parameters does not replace the first.
  await page.goto('/rates?utm_source=other')
  await page.goto('/newsletter')
  const email = `campaign.${Date.now()}@example.org`
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  const box = page.getByRole('checkbox', { name: /send me the .* newsletter/ })
  await box.focus()
  await page.keyboard.press('Space')
  await page.getByRole('button', { name: 'Subscribe Now' }).click()
  await expect(page.getByText('Successfully subscribed to our newsletter!')).toBeVisible()
  let id = ''
  await expect
    .poll(async () => {
      id = (await readOutbox(page)).find((e) => e.kind === 'newsletter' && e.status === 'sent')?.id ?? ''
      return id
    })
    .not.toBe('')
  const r = await db.execute({ sql: 'select metadata from leads where id = ?', args: [id] })
  expect(JSON.parse(String(r.rows[0]?.metadata)).context).toEqual({
    page: '/newsletter',
    utm_source: 'spring-mailer',
    utm_medium: 'email',
    utm_campaign: 'renewals-2026',
  })

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const admin = await adminContext.newPage()
  await signInAs(admin, 'super_admin')
  await admin.goto(`/super-admin/leads?q=${encodeURIComponent(email)}`)
  await admin
    .getByRole('button', { name: /^Details of / })
    .first()
    .click()
  const drawer = admin.getByTestId('lead-drawer')
  await expect(drawer).toContainText('Campaign source')
  await expect(drawer).toContainText('spring-mailer')
  await expect(drawer).toContainText('renewals-2026')
  await adminContext.close()
})
