/**
 * Quick actions at 390 px: the agent calls a lead from its view while offline; the call is logged
 * in the timeline at once, waits in the outbox, and reaches the server once on reconnect. The
 * super admin's drawer has the same actions, and its e-mail is logged at once.
 */
import { type Client, createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { submissionOf, validPayload } from '#tests/integration/leads-fixtures.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { expect, signInAs, test, testClientIp } from './fixtures'
import { readOutbox, waitForDeviceDb, waitForOutboxDrained, waitForServiceWorker } from './pwa-helpers'
import { shoot } from './screens'

let db: Client
test.beforeAll(() => {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  db = createClient({ url: `http://127.0.0.1:${port}` })
})
test.afterAll(() => db.close())

test.use({ viewport: { width: 390, height: 844 } })

async function newLead(page: Page, agentId: string | null, name: string): Promise<string> {
  const s = submissionOf('quote', { ...validPayload('quote', { agentId }), client_name: name })
  const res = await page.request.post('/api/leads', {
    data: s,
    headers: { Origin: new URL(page.url()).origin, [TEST_CLIENT_IP_HEADER]: testClientIp() },
  })
  expect(res.status()).toBe(201)
  return s.id
}

const contacts = async (leadId: string) =>
  (
    await db.execute({
      sql: "select to_value from lead_activities where lead_id = ? and kind = 'contact'",
      args: [leadId],
    })
  ).rows.map((r) => r.to_value)

test('a call from the lead is logged once, offline first; the admin drawer logs an e-mail', async ({
  page,
  context,
  browser,
}) => {
  await signInAs(page, 'agent')
  const tag = `Qa${Date.now().toString(36)}`
  const id = await newLead(page, DEMO_IDS.agents.sarah, `${tag} Quick Client`)
  await page.goto('/agent-dashboard/leads')
  await waitForDeviceDb(page)
  await waitForServiceWorker(page)
  await page.locator(`[data-testid="agent-lead-row"][data-lead-row="${id}"]`).click()
  const drawer = page.getByTestId('agent-lead-drawer')
  const quick = drawer.getByTestId('quick-actions')
  await expect(quick.getByLabel('Message')).toHaveValue(new RegExp(`^Hi ${tag}, this is Sarah Chen from `))
  const call = quick.getByRole('link', { name: 'Call' })
  await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/)
  await expect(quick.getByRole('link', { name: 'Text' })).toHaveAttribute('href', /^sms:.+\?body=Hi%20/)
  await quick.getByLabel('Message').fill('Hi, returning your call about the rate hold.')
  await expect(quick.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
    'href',
    /^mailto:.+\?subject=.+&body=Hi%2C%20returning%20your%20call/,
  )
  await shoot(page, 'quick-actions-agent', quick, { fullPage: false })
  await page.setViewportSize({ width: 390, height: 844 })

  await context.setOffline(true)
  // The link goes to the phone's dialler; here only the logging is looked at.
  await call.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
  await call.click()
  const timeline = drawer.getByTestId('agent-lead-timeline')
  await expect(timeline.locator('[data-kind="contact"]')).toContainText('Called the client')
  const queued = (await readOutbox(page)).filter((e) => e.kind === 'lead-contact')
  expect(queued.map((e) => e.status)).toEqual(['pending'])
  expect(await contacts(id)).toEqual([])

  await context.setOffline(false)
  await waitForOutboxDrained(page)
  await expect.poll(() => contacts(id)).toEqual(['call'])
  await expect(timeline.locator('[data-kind="contact"]')).toHaveCount(1)

  // The super admin's drawer: the same actions, logged at once.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const admin = await adminContext.newPage()
  await signInAs(admin, 'super_admin', { redirect: `/super-admin/leads?lead=${id}` })
  const adminDrawer = admin.getByTestId('lead-drawer')
  const mail = adminDrawer.getByTestId('quick-actions').getByRole('link', { name: 'E-mail' })
  await mail.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
  await mail.click()
  await expect.poll(() => contacts(id)).toEqual(['call', 'email'])
  await expect(adminDrawer.locator('[data-kind="contact"]').first()).toContainText('E-mailed the client')
  await shoot(admin, 'quick-actions-admin', adminDrawer.getByTestId('quick-actions'), { fullPage: false })
  await adminContext.close()
})
