/**
 * Marketing consent at 390 px: the agent records "client asked to stop marketing" from the lead
 * view (a confirmation with Cancel focused first; closing it returns focus to the button; the
 * result is announced), the withdrawal is stored for every purpose; the super admin's drawer has
 * the same button, and the Privacy Requests tab downloads a person's consent history as CSV.
 */
import { readFile } from 'node:fs/promises'
import { type Client, createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { CONTACT_CONSENT } from '#shared/constants/public-forms.ts'
import { submissionOf, validPayload } from '#tests/integration/leads-fixtures.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { expect, signInAs, test, testClientIp } from './fixtures'
import { waitForDeviceDb } from './pwa-helpers'
import { shoot } from './screens'

let db: Client
test.beforeAll(() => {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  db = createClient({ url: `http://127.0.0.1:${port}` })
})
test.afterAll(() => db.close())

test.use({ viewport: { width: 390, height: 844 } })

async function contactLead(page: Page, agentId: string, tag: string): Promise<{ id: string; email: string }> {
  const email = `${tag.toLowerCase()}@example.ca`
  const s = submissionOf('contact', {
    ...validPayload('contact', { agentId }),
    client_email: email,
    consent: { granted: true, text_version: CONTACT_CONSENT.version, granted_at: new Date().toISOString() },
  })
  const res = await page.request.post('/api/leads', {
    data: s,
    headers: { Origin: new URL(page.url()).origin, [TEST_CLIENT_IP_HEADER]: testClientIp() },
  })
  expect(res.status()).toBe(201)
  return { id: s.id, email }
}

const withdrawals = async (email: string) =>
  (
    await db.execute({
      sql: "select purpose, method from consent_records where email = ? and action = 'withdrawn' order by purpose",
      args: [email],
    })
  ).rows.map((r) => `${r.purpose} ${r.method}`)

test('the agent records a request to stop marketing; the admin drawer too; the history downloads', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'agent')
  const tag = `Stop${Date.now().toString(36)}`
  const lead = await contactLead(page, DEMO_IDS.agents.sarah, tag)
  await page.goto('/agent-dashboard/leads')
  await waitForDeviceDb(page)
  await page.locator(`[data-testid="agent-lead-row"][data-lead-row="${lead.id}"]`).click()
  const drawer = page.getByTestId('agent-lead-drawer')
  const stop = drawer.getByRole('button', { name: 'Client asked to stop marketing' })

  // Keyboard: the confirmation opens on Cancel; Escape closes it and focus is back on the button.
  await stop.focus()
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('alertdialog', { name: 'Stop marketing to this client?' })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await shoot(page, 'stop-marketing-confirm', undefined, { fullPage: false })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(stop).toBeFocused()
  expect(await withdrawals(lead.email)).toEqual([])

  await stop.click()
  await confirm.getByRole('button', { name: 'Record withdrawal' }).click()
  await expect(page.getByText('Withdrawal recorded.', { exact: false })).toBeVisible()
  await expect(confirm).toBeHidden()
  await expect
    .poll(() => withdrawals(lead.email))
    .toEqual(['marketing-email staff-recorded', 'newsletter staff-recorded'])

  // The super admin's drawer: the same button, and the person's history as CSV.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const admin = await adminContext.newPage()
  await signInAs(admin, 'super_admin', { redirect: `/super-admin/leads?lead=${lead.id}` })
  const adminDrawer = admin.getByTestId('lead-drawer')
  await adminDrawer.getByRole('button', { name: 'Client asked to stop marketing' }).click()
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Record withdrawal' }).click()
  await expect(admin.getByText('Withdrawal recorded.', { exact: false })).toBeVisible()
  await expect.poll(async () => (await withdrawals(lead.email)).length).toBe(4)
  await shoot(admin, 'stop-marketing-admin-drawer', adminDrawer, { fullPage: false })

  await admin.goto('/super-admin/privacy-requests')
  const byEmail = admin.getByRole('form', { name: 'Export by e-mail address' })
  await byEmail.getByLabel('E-mail address').fill(lead.email)
  const download = admin.waitForEvent('download')
  await byEmail.getByRole('button', { name: 'Consent history (CSV)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^consent-history-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await file.path()) as string, 'utf8')
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toContain('"action"')
  expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual([
    '"granted"',
    '"withdrawn"',
    '"withdrawn"',
    '"withdrawn"',
    '"withdrawn"',
  ])
  await shoot(admin, 'consent-history-export', byEmail, { fullPage: false })
  await adminContext.close()
})
