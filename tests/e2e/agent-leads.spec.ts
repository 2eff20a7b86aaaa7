/**
 * The agent dashboard's Leads tab: only the agent's own leads, readable with the network
 * off once they were loaded, and a status change made offline is queued in the outbox and
 * applied with a version check when the connection returns.
 */
import { type Client, createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { submissionOf, validPayload } from '#tests/integration/leads-fixtures.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { expect, signInAs, test, testClientIp } from './fixtures'
import { readOutbox, waitForDeviceDb, waitForOutboxDrained, waitForServiceWorker } from './pwa-helpers'
import { snap } from './screens'

let db: Client
test.beforeAll(() => {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  db = createClient({ url: `http://127.0.0.1:${port}` })
})
test.afterAll(() => db.close())

async function leadRow(id: string) {
  const r = await db.execute({ sql: 'select status, version, agent_id from leads where id = ?', args: [id] })
  const row = r.rows[0]
  return row
    ? { status: String(row.status), version: Number(row.version), agentId: row.agent_id as string | null }
    : null
}

/** A new lead for an agent, submitted the way the public forms do. */
async function newLead(page: Page, agentId: string, name: string): Promise<string> {
  const payload = { ...validPayload('quote', { agentId }), client_name: name }
  const s = submissionOf('quote', payload)
  const res = await page.request.post('/api/leads', {
    data: s,
    headers: { Origin: new URL(page.url() || 'http://127.0.0.1').origin, [TEST_CLIENT_IP_HEADER]: testClientIp() },
  })
  expect(res.status()).toBe(201)
  return s.id
}

/** A lead's row in the compact list. */
function row(page: Page, id: string) {
  return page.locator(`[data-testid="agent-lead-row"][data-lead-row="${id}"]`)
}

/** A lead's details (in its drawer, once opened). */
function card(page: Page, id: string) {
  return page.locator(`[data-testid="agent-lead"][data-lead-id="${id}"]`)
}

/** Opens a lead from the list; its details show in the drawer. */
async function openLead(page: Page, id: string) {
  await row(page, id).click()
  await expect(page.getByTestId('agent-lead-drawer')).toBeVisible()
  await expect(card(page, id)).toBeVisible()
}

async function closeLead(page: Page) {
  await page.getByTestId('agent-lead-drawer').getByRole('button', { name: 'Back to leads' }).click()
  await expect(page.getByTestId('agent-lead-drawer')).toHaveCount(0)
}

async function chooseStatus(page: Page, id: string, label: string) {
  if (!(await card(page, id).isVisible())) await openLead(page, id)
  await card(page, id).getByLabel('Status', { exact: true }).selectOption({ label })
}

async function openLeads(page: Page) {
  await page.getByTestId('staff-tab-leads').first().click()
  await expect(page.getByRole('heading', { level: 2, name: 'Leads' })).toBeVisible()
}

test.describe('agent leads tab', () => {
  test("lists exactly the agent's own leads, newest first, with chat leads as conversations", async ({ page }) => {
    await signInAs(page, 'agent')
    await page.goto('/agent-dashboard/leads')
    const own = await db.execute({
      sql: 'select id, client_name from leads where agent_id = ? and deleted_at is null order by created_at desc, id desc',
      args: [DEMO_IDS.agents.sarah],
    })
    expect(own.rows.length).toBeGreaterThan(3)
    const rows = page.getByTestId('agent-lead-row')
    await expect(rows).toHaveCount(own.rows.length)
    const shown = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-lead-row')))
    expect(shown).toEqual(own.rows.map((r) => String(r.id)))

    const others = await db.execute({
      sql: 'select client_name from leads where agent_id is not ? or agent_id is null',
      args: [DEMO_IDS.agents.sarah],
    })
    const text = await page.getByTestId('agent-leads').innerText()
    for (const r of others.rows) {
      const name = String(r.client_name)
      if (!own.rows.some((o) => String(o.client_name) === name)) expect(text).not.toContain(name)
    }

    // The seed's chat lead of this agent shows its conversation, as text.
    const chat = await db.execute({
      sql: "select id from leads where agent_id = ? and source = 'AI Chatbot' limit 1",
      args: [DEMO_IDS.agents.sarah],
    })
    const chatId = String(chat.rows[0]?.id)
    await openLead(page, chatId)
    const chatCard = card(page, chatId)
    await chatCard.getByText(/Chat conversation \(\d+ messages\)/).click()
    await expect(chatCard.getByRole('list', { name: 'Chat conversation' }).getByRole('listitem').first()).toBeVisible()
    // What the chat picked up shows in words, under Details.
    await expect(chatCard.getByTestId('lead-details').getByRole('heading', { name: 'Chat' })).toBeVisible()
    await expect(chatCard.getByTestId('lead-details').locator('dt', { hasText: /^Captured$/ })).toBeVisible()
    await closeLead(page)

    // A quote lead shows the visitor's inputs and the computed payment.
    const quote = await db.execute({
      sql: "select id from leads where agent_id = ? and source = 'mortgage_calculator' and deleted_at is null limit 1",
      args: [DEMO_IDS.agents.sarah],
    })
    const quoteId = String(quote.rows[0]?.id)
    await openLead(page, quoteId)
    const quoteDetails = card(page, quoteId).getByTestId('lead-details')
    await expect(quoteDetails.locator('dt', { hasText: /^Payment$/ }).locator('+ dd')).toHaveText(/^\$[\d,]+\.\d{2}$/)
    await expect(quoteDetails.locator('dt', { hasText: /^Interest rate$/ }).locator('+ dd')).toHaveText(/^\d+\.\d{2}%$/)
    await page.setViewportSize({ width: 390, height: 844 })
    await snap(page, 'agent-lead-details')
    await page.setViewportSize({ width: 1280, height: 800 })
    await snap(page, 'agent-lead-details')
    await closeLead(page)

    // Status badges carry the status of each lead.
    const firstId = String(own.rows[0]?.id)
    const first = await leadRow(firstId)
    await expect(row(page, firstId).getByTestId('lead-status-badge')).toHaveAttribute(
      'data-status',
      first?.status ?? '',
    )

    await page.setViewportSize({ width: 390, height: 844 })
    await snap(page, 'agent-leads', { fullPage: false })
    await page.setViewportSize({ width: 1280, height: 800 })
    await snap(page, 'agent-leads', { fullPage: false })
  })

  test('opens offline from the device, and an offline status change is queued then applied on reconnect', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'agent')
    const id = await newLead(page, DEMO_IDS.agents.sarah, 'Offline Olivia')
    await page.goto('/agent-dashboard/leads')
    await waitForDeviceDb(page)
    await expect(row(page, id)).toBeVisible()
    // The agent has used the Profile tab before (online, with the service worker in control),
    // so its code is on the device; which chunks a first visit left in the cache depends on
    // when the worker took control, and made this test fail in full runs.
    await waitForServiceWorker(page)
    await page.getByTestId('staff-tab-profile').first().click()
    await expect(page.getByTestId('agent-leads')).toHaveCount(0)
    await openLeads(page)

    // Network off; leave the tab and come back: the list comes from the device database.
    await context.setOffline(true)
    await page.getByTestId('staff-tab-profile').first().click()
    await expect(page.getByTestId('agent-leads')).toHaveCount(0)
    await openLeads(page)
    await expect(page.getByTestId('agent-leads-sync')).toContainText('Offline')
    await expect(row(page, id)).toBeVisible()

    await chooseStatus(page, id, 'Contacted')
    await expect(card(page, id).getByTestId('lead-status-badge')).toHaveAttribute('data-status', 'contacted')
    await expect(card(page, id).getByTestId('lead-pending')).toBeVisible()
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
    const queued = (await readOutbox(page)).filter((e) => e.kind === 'lead-status')
    expect(queued.map((e) => [e.status, e.payload])).toEqual([
      ['pending', { leadId: id, status: 'contacted', baseVersion: 1 }],
    ])
    expect(await leadRow(id)).toMatchObject({ status: 'new', version: 1 })
    await snap(page, 'agent-leads-offline', { fullPage: false })
    // Back in the list, the row says the change is waiting.
    await closeLead(page)
    await expect(row(page, id).getByTestId('lead-row-pending')).toBeVisible()

    // Back online: the outbox sends it, the server applies it once, the badge settles.
    await context.setOffline(false)
    await waitForOutboxDrained(page)
    await expect.poll(() => leadRow(id)).toMatchObject({ status: 'contacted', version: 2 })
    await expect(page.getByText('Lead status updated!', { exact: true })).toBeVisible()
    await expect(row(page, id).getByTestId('lead-row-pending')).toHaveCount(0)
    await expect(row(page, id).getByTestId('lead-status-badge')).toHaveAttribute('data-status', 'contacted')
  })

  test('opened cold with no connection (a reload offline), the leads come from the device; back online the session resumes', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'agent')
    const id = await newLead(page, DEMO_IDS.agents.sarah, 'Cold Start Carla')
    await page.goto('/agent-dashboard/leads')
    await waitForServiceWorker(page)
    // Loaded once under the service worker, so the staff area's files are kept on the device.
    await page.reload()
    await expect(row(page, id)).toBeVisible()

    // No connection and nothing in memory (the access token died with the page).
    await context.setOffline(true)
    await page.reload()
    await expect(page).toHaveURL(/\/agent-dashboard\/leads$/)
    const notice = page.getByRole('status').filter({ hasText: "You're offline." })
    await expect(notice).toBeVisible()
    await expect(row(page, id)).toBeVisible()
    await expect(page.getByTestId('agent-leads-sync')).toContainText('Offline')
    // What made it possible is who signed in, never a token.
    const remembered = await page.evaluate(() => localStorage.getItem('brokerage:last-user'))
    expect(remembered).toContain('"role":"agent"')
    expect(remembered).not.toMatch(/eyJ[\w-]+\./)
    await snap(page, 'agent-leads-cold-offline', { fullPage: false })

    // Back online: the refresh cookie restores the real session and changes reach the server.
    await context.setOffline(false)
    await expect(notice).toHaveCount(0)
    await chooseStatus(page, id, 'Application')
    await expect.poll(() => leadRow(id)).toMatchObject({ status: 'application', version: 2 })
  })

  test('after Logout, a reload with no connection goes to sign-in: nothing is remembered', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'agent')
    await page.goto('/agent-dashboard/leads')
    await waitForServiceWorker(page)
    await page
      .getByRole('button', { name: /Log ?out/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/(auth)?(\?.*)?$/)
    expect(await page.evaluate(() => localStorage.getItem('brokerage:last-user'))).toBeNull()
    await context.setOffline(true)
    await page.goto('/agent-dashboard/leads').catch(() => undefined)
    await expect(page).toHaveURL(/\/auth\?redirect=/)
  })

  test('a change made offline against an older version gets a conflict with the server status, and can be re-applied', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'agent')
    const id = await newLead(page, DEMO_IDS.agents.sarah, 'Conflict Carla')
    await page.goto('/agent-dashboard/leads')
    await expect(row(page, id)).toBeVisible()

    await context.setOffline(true)
    // Meanwhile someone else moves the lead on the server.
    await db.execute({
      sql: "update leads set status = 'application', version = version + 1, updated_at = max(CAST(unixepoch('subsec') * 1000 AS INTEGER), (select max(updated_at) from leads) + 1) where id = ?",
      args: [id],
    })
    await chooseStatus(page, id, 'Funded')
    await expect(card(page, id).getByTestId('lead-status-badge')).toHaveAttribute('data-status', 'funded')

    await context.setOffline(false)
    const conflict = card(page, id).getByTestId('lead-conflict')
    await expect(conflict).toBeVisible()
    await expect(conflict).toContainText('This lead is now Application')
    await expect(page.getByText('Failed to update lead status', { exact: true })).toBeVisible()
    await expect(card(page, id).getByTestId('lead-status-badge')).toHaveAttribute('data-status', 'application')
    expect(await leadRow(id)).toMatchObject({ status: 'application', version: 2 })
    await snap(page, 'agent-leads-conflict', { fullPage: false })

    await conflict.getByRole('button', { name: 'Apply Funded again' }).click()
    await expect.poll(() => leadRow(id)).toMatchObject({ status: 'funded', version: 3 })
    await expect(card(page, id).getByTestId('lead-conflict')).toHaveCount(0)
    await expect(card(page, id).getByTestId('lead-status-badge')).toHaveAttribute('data-status', 'funded')
  })

  test("another agent's lead never reaches this device; signing out clears the cached leads", async ({ page }) => {
    await signInAs(page, 'agent')
    const mine = await newLead(page, DEMO_IDS.agents.sarah, 'Mine Mia')
    const theirs = await newLead(page, DEMO_IDS.agents.marcus, 'Theirs Theo')
    await page.goto('/agent-dashboard/leads')
    await expect(row(page, mine)).toBeVisible()
    await expect(row(page, theirs)).toHaveCount(0)
    const cachedIds = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve, reject) => {
            const open = indexedDB.open('brokerage-device')
            open.onerror = () => reject(open.error)
            open.onsuccess = () => {
              const req = open.result.transaction('leadsCache', 'readonly').objectStore('leadsCache').getAllKeys()
              req.onsuccess = () => {
                open.result.close()
                resolve(req.result as string[])
              }
            }
          }),
      )
    const before = await cachedIds()
    expect(before).toContain(mine)
    expect(before).not.toContain(theirs)

    await page
      .getByRole('button', { name: /Log ?out/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/(auth)?(\?.*)?$/)
    await expect.poll(cachedIds).toEqual([])
  })
})
