/**
 * A lead's deal: the super admin records it in the drawer (a refused rate names its field, the
 * maturity follows closing + term, the timeline says what changed; funded, it is in the admin's
 * Renewals); the agent records it on
 * their own lead offline, the change waits in the outbox and is applied once on reconnect; once
 * funded, the client is listed in the agent's Renewals by maturity month with the next reminder.
 */
import { type Client, createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { submissionOf, validPayload } from '#tests/integration/leads-fixtures.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { expect, signInAs, test, testClientIp } from './fixtures'
import { readOutbox, waitForDeviceDb, waitForOutboxDrained, waitForServiceWorker } from './pwa-helpers'
import { shoot, snap } from './screens'

let db: Client
test.beforeAll(() => {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  db = createClient({ url: `http://127.0.0.1:${port}` })
})
test.afterAll(() => db.close())

async function dealOf(id: string) {
  const r = await db.execute({
    sql: 'select deal_amount, deal_lender_name, deal_rate_pct, deal_term_months, deal_closing_on, deal_maturity_on, version from leads where id = ?',
    args: [id],
  })
  const row = r.rows[0]
  return row ? { ...row } : null
}

async function newLead(page: Page, agentId: string | null, name: string): Promise<string> {
  const payload = { ...validPayload('quote', { agentId }), client_name: name }
  const s = submissionOf('quote', payload)
  const res = await page.request.post('/api/leads', {
    data: s,
    headers: { Origin: new URL(page.url() || 'http://127.0.0.1').origin, [TEST_CLIENT_IP_HEADER]: testClientIp() },
  })
  expect(res.status()).toBe(201)
  return s.id
}

test('the super admin records a deal in the drawer; a bad rate names its field; the timeline says what changed', async ({
  page,
}) => {
  await signInAs(page, 'super_admin')
  const tag = `Dl${Date.now().toString(36)}`
  const id = await newLead(page, null, `${tag} Deal Client`)
  await page.goto(`/super-admin/leads?q=${tag}`)
  await page.getByRole('button', { name: `Details of ${tag} Deal Client` }).click()
  const drawer = page.getByRole('dialog', { name: `${tag} Deal Client` })
  const deal = drawer.getByTestId('lead-deal')
  await expect(deal).toContainText('No deal recorded yet.')
  await deal.getByRole('button', { name: 'Add deal' }).click()

  const form = page.getByRole('dialog', { name: 'Deal', exact: true })
  await form.getByLabel('Amount').fill('450000')
  const lender = form.getByLabel('Lender')
  await expect(lender.locator('option')).not.toHaveCount(1)
  const lenderName = (await lender.locator('option').nth(1).textContent()) ?? ''
  await lender.selectOption({ index: 1 })
  await form.getByLabel('Rate').fill('30')
  await form.getByLabel('Term (months)').fill('60')
  await form.getByLabel('Closing date').fill('2026-12-15')
  // The maturity follows closing + term.
  await expect(form.getByLabel('Maturity date')).toHaveValue('2031-12-15')
  await form.getByRole('button', { name: 'Save deal' }).click()
  await expect(form.getByText('Enter a rate from 0% to 25%')).toBeVisible()
  await expect(form.getByLabel('Rate')).toBeFocused()
  await shoot(page, 'lead-deal-dialog', undefined, { fullPage: false })

  await form.getByLabel('Rate').fill('4.79')
  await form.getByRole('button', { name: 'Save deal' }).click()
  await expect(form).toHaveCount(0)
  await expect(page.getByText('Deal saved', { exact: true })).toBeVisible()
  await expect(deal.locator('[data-key="deal.amount"] dd')).toHaveText('$450,000.00')
  await expect(deal.locator('[data-key="deal.termMonths"] dd')).toHaveText('5 years')
  await expect(deal.locator('[data-key="deal.maturityOn"] dd')).toHaveText('Dec 15, 2031')
  await expect(drawer.getByTestId('lead-timeline')).toContainText('Deal: Amount: $450,000.00 (was none)')
  expect(await dealOf(id)).toMatchObject({
    deal_amount: 450000,
    deal_lender_name: lenderName,
    deal_rate_pct: 4.79,
    deal_term_months: 60,
    deal_maturity_on: '2031-12-15',
  })
  await shoot(page, 'admin-lead-deal', drawer)

  // Funded, the lead is in the admin's Renewals under its maturity month.
  await drawer.getByLabel('Status', { exact: true }).selectOption({ label: 'Funded' })
  await expect(page.getByText('Lead status updated!', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  const renewals = page.getByTestId('admin-renewals')
  await renewals.getByRole('button', { name: 'Show renewals' }).click()
  const entry = renewals.locator(`[data-testid="admin-renewal-row"][data-lead-id="${id}"]`)
  await expect(entry).toContainText(`${tag} Deal Client · Unassigned`)
  await expect(entry).toContainText(`Matures Dec 15, 2031 · $450,000.00 · ${lenderName}`)
  await expect(entry).toContainText('Next reminder Jun 18, 2031 (180 days before)')
  await shoot(page, 'admin-renewals', renewals)
})

test('the agent records a deal offline: it waits in the outbox, shows at once, and is applied once on reconnect', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAs(page, 'agent')
  const id = await newLead(page, DEMO_IDS.agents.sarah, 'Deal Dana')
  await page.goto('/agent-dashboard/leads')
  await waitForDeviceDb(page)
  await waitForServiceWorker(page)
  await page.locator(`[data-testid="agent-lead-row"][data-lead-row="${id}"]`).click()
  const card = page.locator(`[data-testid="agent-lead"][data-lead-id="${id}"]`)
  const deal = card.getByTestId('lead-deal')
  await deal.getByRole('button', { name: 'Add deal' }).click()
  const form = page.getByRole('dialog', { name: 'Deal', exact: true })
  await expect(form.getByLabel('Lender').locator('option')).not.toHaveCount(1)
  await form.getByLabel('Amount').fill('380000.50')
  await form.getByLabel('Rate').fill('4.5')
  await form.getByLabel('Term (months)').fill('36')
  await form.getByLabel('Closing date').fill('2027-01-31')
  await form.getByLabel('Maturity date').fill('2030-01-15')
  await snap(page, 'agent-lead-deal-dialog', { fullPage: false })

  await context.setOffline(true)
  await form.getByRole('button', { name: 'Save deal' }).click()
  await expect(form).toHaveCount(0)
  await expect(deal.getByTestId('lead-deal-pending')).toBeVisible()
  await expect(deal.locator('[data-key="deal.amount"] dd')).toHaveText('$380,000.50')
  await expect(deal.locator('[data-key="deal.maturityOn"] dd')).toHaveText('Jan 15, 2030')
  const queued = (await readOutbox(page)).filter((e) => e.kind === 'lead-deal')
  expect(queued.map((e) => e.status)).toEqual(['pending'])
  expect(await dealOf(id)).toMatchObject({ deal_amount: null, version: 1 })
  await snap(page, 'agent-lead-deal-offline', { fullPage: false })

  await context.setOffline(false)
  await waitForOutboxDrained(page)
  await expect
    .poll(() => dealOf(id))
    .toMatchObject({ deal_amount: 380000.5, deal_term_months: 36, deal_maturity_on: '2030-01-15', version: 2 })
  await expect(page.getByText('Deal saved', { exact: true })).toBeVisible()
  await expect(deal.getByTestId('lead-deal-pending')).toHaveCount(0)
  const entries = await db.execute({
    sql: "select count(*) as n from lead_activities where lead_id = ? and kind = 'deal'",
    args: [id],
  })
  expect(Number(entries.rows[0]?.n)).toBe(1)
  await page.setViewportSize({ width: 1280, height: 800 })
  await snap(page, 'agent-lead-deal', { fullPage: false })

  // Funded, the client appears in Renewals under the maturity month with the next reminder.
  await card.getByLabel('Status', { exact: true }).selectOption({ label: 'Funded' })
  await expect(page.getByText('Lead status updated!', { exact: true })).toBeVisible()
  await page.getByTestId('agent-lead-drawer').getByRole('button', { name: 'Back to leads' }).click()
  const renewals = page.getByTestId('agent-renewals')
  const entry = renewals.locator(`[data-testid="renewal-row"][data-lead-id="${id}"]`)
  await expect(entry).toContainText('Matures Jan 15, 2030 · $380,000.50')
  await expect(entry.getByTestId('renewal-reminder')).toHaveText('Next reminder Jul 19, 2029 (180 days before)')
  await expect(entry.locator('xpath=ancestor::section[@data-month][1]')).toHaveAttribute('data-month', '2030-01')
  await shoot(page, 'agent-renewals', renewals)
  await entry.getByRole('button').click()
  await expect(card).toBeVisible()
})
