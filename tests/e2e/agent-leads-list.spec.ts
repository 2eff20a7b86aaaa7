/**
 * The agent Leads tab's compact list at phone width: a status filter and a
 * search (accents and case ignored; name, email or phone) over the leads on the device,
 * online and then with the network off; a lead opens in a drawer and Back returns to the
 * list with its filter and search kept; a lead the admin assigns appears after a refresh.
 */
import { type Client, createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { submissionOf, validPayload } from '#tests/integration/leads-fixtures.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { expect, signInAs, test, testClientIp } from './fixtures'
import { waitForDeviceDb, waitForServiceWorker } from './pwa-helpers'
import { snap } from './screens'

let db: Client
test.beforeAll(() => {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  db = createClient({ url: `http://127.0.0.1:${port}` })
})
test.afterAll(() => db.close())

test.use({ viewport: { width: 390, height: 844 } })

/** A lead submitted the way the public forms do; `agentId: null` leaves it unassigned. */
async function newLead(
  page: Page,
  agentId: string | null,
  name: string,
  email: string,
  phone: string,
): Promise<string> {
  const payload = { ...validPayload('quote', { agentId }), client_name: name, client_email: email, client_phone: phone }
  const s = submissionOf('quote', payload)
  const res = await page.request.post('/api/leads', {
    data: s,
    headers: { Origin: new URL(page.url() || 'http://127.0.0.1').origin, [TEST_CLIENT_IP_HEADER]: testClientIp() },
  })
  expect(res.status()).toBe(201)
  return s.id
}

/** What the admin's assignment writes (worker/domain/admin-leads.ts changeLeads): agent, version, change stamp. */
async function assignAs(id: string, agentId: string, status?: string) {
  await db.execute({
    sql: `update leads set agent_id = ?, status = coalesce(?, status), version = version + 1,
            updated_at = max(CAST(unixepoch('subsec') * 1000 AS INTEGER), (select max(updated_at) from leads) + 1) where id = ?`,
    args: [agentId, status ?? null, id],
  })
}

const rows = (page: Page) => page.getByTestId('agent-lead-row')
const row = (page: Page, id: string) => page.locator(`[data-testid="agent-lead-row"][data-lead-row="${id}"]`)
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search leads' })
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Show' })
const count = (page: Page) => page.getByTestId('agent-leads-count')

/** A tab through the phone's menu drawer. */
async function openTab(page: Page, name: 'Leads' | 'Profile') {
  await page.getByRole('button', { name: 'Toggle sidebar' }).click()
  const menu = page.getByRole('dialog', { name: 'Agent Menu' })
  await menu.getByRole('link', { name, exact: true }).click()
  await expect(menu).toBeHidden()
  if (name === 'Leads') await expect(page.getByRole('heading', { level: 2, name: 'Leads' })).toBeVisible()
  else await expect(page.getByTestId('agent-leads')).toHaveCount(0)
}

test('filter and search the leads list online and offline at 390 px; a lead opens and Back keeps the view', async ({
  page,
  context,
}) => {
  // One long path (online, then offline on the same device) on a shared, loaded machine.
  test.setTimeout(120_000)
  const run = Date.now().toString(36)
  await signInAs(page, 'agent')
  const zoe = await newLead(page, DEMO_IDS.agents.sarah, `Zoë Côté ${run}`, `zoe.${run}@example.com`, '(905) 555-0142')
  const zack = await newLead(
    page,
    DEMO_IDS.agents.sarah,
    `Zack Cote ${run}`,
    `zack.${run}@example.com`,
    '(416) 555-0288',
  )
  // Left unassigned by the form; the admin gives it to this agent below.
  const assigned = await newLead(page, null, `Assigned Ana ${run}`, `ana.${run}@example.com`, '(647) 555-0101')
  await db.execute({ sql: "update leads set status = 'contacted', version = version + 1 where id = ?", args: [zack] })

  await page.goto('/agent-dashboard/leads')
  await waitForDeviceDb(page)
  await expect(row(page, zoe)).toBeVisible()
  await expect(row(page, assigned)).toHaveCount(0)
  const total = await rows(page).count()
  await expect(count(page)).toHaveText(`${total} leads`)
  await snap(page, 'agent-leads-list', { fullPage: false })

  // The admin assigns the unassigned lead to this agent: a refresh brings it.
  await assignAs(assigned, DEMO_IDS.agents.sarah)
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect(row(page, assigned)).toBeVisible()
  await expect(count(page)).toHaveText(`${total + 1} leads`)

  // Search without accents or case finds both; with a status, only the contacted one.
  await search(page).fill(`cote ${run}`)
  await expect(rows(page)).toHaveCount(2)
  await expect(count(page)).toHaveText(`2 of ${total + 1} leads`)
  await statusFilter(page).selectOption({ label: 'Contacted' })
  await expect(rows(page)).toHaveCount(1)
  await expect(row(page, zack).getByTestId('lead-status-badge')).toHaveAttribute('data-status', 'contacted')
  await expect(page).toHaveURL(/status=contacted/)

  // Accents in the search, and a phone number written another way.
  await statusFilter(page).selectOption({ label: 'All statuses' })
  await search(page).fill(`ZOË CÔTÉ ${run}`)
  await expect(rows(page)).toHaveCount(1)
  await expect(row(page, zoe)).toBeVisible()
  await search(page).fill('905 555 0142')
  await expect(row(page, zoe)).toBeVisible()
  await search(page).fill(`ana.${run}@EXAMPLE`)
  await expect(rows(page)).toHaveCount(1)
  await expect(row(page, assigned)).toBeVisible()

  // Open it (keyboard), read the details, go Back: the list keeps its search; focus returns to the row.
  await search(page).fill(`cote ${run}`)
  await statusFilter(page).selectOption({ label: 'New' })
  await expect(rows(page)).toHaveCount(1)
  await row(page, zoe).focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByTestId('agent-lead-drawer')
  await expect(drawer.getByRole('heading', { name: `Zoë Côté ${run}` })).toBeVisible()
  await expect(drawer.getByRole('link', { name: `zoe.${run}@example.com` })).toBeVisible()
  await expect(drawer.getByLabel('Status', { exact: true })).toHaveValue('new')
  await snap(page, 'agent-lead-drawer', { fullPage: false })
  await page.goBack()
  await expect(drawer).toHaveCount(0)
  await expect(search(page)).toHaveValue(`cote ${run}`)
  await expect(statusFilter(page)).toHaveValue('new')
  await expect(rows(page)).toHaveCount(1)
  await expect(row(page, zoe)).toBeFocused()
  await row(page, zoe).click()
  await expect(drawer).toBeVisible()
  // The drawer sets up its focus trap and its Escape handler as it opens, just after it shows:
  // wait until it has taken focus (a person's key press always comes later than that).
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="agent-lead-drawer"]') != null))
    .toBe(true)
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expect(search(page)).toHaveValue(`cote ${run}`)

  // Offline: the tab's code is on the device once it was used under the service worker
  // (tests/e2e/agent-leads.spec.ts); leave and come back with the network off.
  await waitForServiceWorker(page)
  await openTab(page, 'Profile')
  await openTab(page, 'Leads')
  await expect(row(page, zoe)).toBeVisible()
  await context.setOffline(true)
  await openTab(page, 'Profile')
  await openTab(page, 'Leads')
  await expect(page.getByTestId('agent-leads-sync')).toContainText('Offline')

  await search(page).fill(`côte ${run}`)
  await expect(rows(page)).toHaveCount(2)
  await statusFilter(page).selectOption({ label: 'Contacted' })
  await expect(rows(page)).toHaveCount(1)
  await expect(row(page, zack)).toBeVisible()
  await statusFilter(page).selectOption({ label: 'Funded' })
  await expect(rows(page)).toHaveCount(0)
  await expect(page.getByTestId('agent-leads-no-match')).toBeVisible()
  await page.getByRole('button', { name: 'Show all leads' }).click()
  await expect(search(page)).toHaveValue('')
  await expect(count(page)).toHaveText(`${total + 1} leads`)
  await search(page).fill('416 555 0288')
  await expect(rows(page)).toHaveCount(1)
  await row(page, zack).click()
  await expect(drawer.getByRole('heading', { name: `Zack Cote ${run}` })).toBeVisible()
  await page.goBack()
  await expect(search(page)).toHaveValue('416 555 0288')
  await snap(page, 'agent-leads-list-offline', { fullPage: false })
  await context.setOffline(false)

  await page.setViewportSize({ width: 1280, height: 800 })
  await search(page).fill('')
  await snap(page, 'agent-leads-list', { fullPage: false })
})
