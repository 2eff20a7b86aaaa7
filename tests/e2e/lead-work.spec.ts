/**
 * Notes and tasks: the agent adds a note and a task on their own lead offline (both wait in the
 * outbox and show at once, marked), reconnects, and each reaches the server once; the super
 * admin then sees them, with who, in the drawer's tasks and timeline. The agent's Overdue
 * filter finds the lead.
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

async function count(sql: string, id: string): Promise<number> {
  const r = await db.execute({ sql, args: [id] })
  return Number(r.rows[0]?.n)
}

test('the agent adds a note and a task offline; on reconnect each arrives once and the admin sees both', async ({
  page,
  context,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAs(page, 'agent')
  const tag = `Wk${Date.now().toString(36)}`
  const id = await newLead(page, DEMO_IDS.agents.sarah, `${tag} Task Client`)
  await page.goto('/agent-dashboard/leads')
  await waitForDeviceDb(page)
  await waitForServiceWorker(page)
  await page.locator(`[data-testid="agent-lead-row"][data-lead-row="${id}"]`).click()
  const drawer = page.getByTestId('agent-lead-drawer')
  const tasks = drawer.getByTestId('lead-tasks')
  await expect(tasks).toContainText('No tasks yet.')

  await context.setOffline(true)
  await tasks.getByLabel('Task', { exact: true }).fill('Call back about the rate hold')
  await tasks.getByLabel('Due date').fill('2020-01-15')
  await tasks.getByRole('button', { name: 'Add task' }).click()
  const task = tasks.getByTestId('lead-task')
  await expect(task).toContainText('Call back about the rate hold')
  await expect(task).toContainText('Overdue')
  await expect(task).toContainText('Waiting to send')
  await drawer.getByLabel('Note', { exact: true }).fill('Prefers a call after 5 pm')
  await drawer.getByRole('button', { name: 'Add note' }).click()
  const timeline = drawer.getByTestId('agent-lead-timeline')
  await expect(timeline.locator('[data-kind="note"]')).toContainText('Prefers a call after 5 pm')
  await expect(timeline.locator('[data-kind="note"]')).toContainText('You')
  const queued = (await readOutbox(page)).filter((e) => e.kind === 'lead-note' || e.kind === 'lead-task')
  expect(queued.map((e) => [e.kind, e.status])).toEqual([
    ['lead-task', 'pending'],
    ['lead-note', 'pending'],
  ])
  expect(
    await count("select count(*) as n from lead_activities where lead_id = ? and kind in ('note', 'task')", id),
  ).toBe(0)
  await snap(page, 'agent-lead-work-offline', { fullPage: true })

  await context.setOffline(false)
  await waitForOutboxDrained(page)
  await expect.poll(() => count('select count(*) as n from lead_tasks where lead_id = ?', id)).toBe(1)
  await expect
    .poll(() => count("select count(*) as n from lead_activities where lead_id = ? and kind in ('note', 'task')", id))
    .toBe(2)
  // The pull after sending brings the server's copy: the marks go, the names come.
  await expect(task).not.toContainText('Waiting to send')
  await expect(timeline.locator('[data-kind="note"]')).not.toContainText('Waiting to send')
  await expect(timeline.locator('[data-kind="task"]')).toContainText('Task added: Call back about the rate hold')
  await page.setViewportSize({ width: 1280, height: 800 })
  await snap(page, 'agent-lead-work', { fullPage: false })

  // The agent's Overdue filter finds the lead (its next follow-up is Jan 15, 2020).
  await drawer.getByRole('button', { name: 'Back to leads' }).click()
  await page.getByLabel('Follow-up', { exact: true }).selectOption({ label: 'Overdue' })
  await expect(page).toHaveURL((u) => u.searchParams.get('due') === 'overdue')
  await expect(page.locator(`[data-testid="agent-lead-row"][data-lead-row="${id}"]`)).toBeVisible()
  await page.getByLabel('Follow-up', { exact: true }).selectOption({ label: 'Due today' })
  await expect(page.locator(`[data-testid="agent-lead-row"][data-lead-row="${id}"]`)).toHaveCount(0)

  // The super admin (another browser) sees the agent's task and note, once each, with who.
  const adminContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { [TEST_CLIENT_IP_HEADER]: testClientIp() },
  })
  const admin = await adminContext.newPage()
  await signInAs(admin, 'super_admin')
  await admin.goto(`/super-admin/leads?q=${tag}`)
  await admin.getByRole('button', { name: `Details of ${tag} Task Client` }).click()
  const adminDrawer = admin.getByRole('dialog', { name: `${tag} Task Client` })
  const adminTasks = adminDrawer.getByTestId('lead-tasks')
  await expect(adminTasks.getByTestId('lead-task')).toHaveCount(1)
  await expect(adminTasks.getByTestId('lead-task')).toContainText('Added by')
  const adminTimeline = adminDrawer.getByTestId('lead-timeline')
  await expect(adminTimeline.locator('[data-kind="note"]')).toHaveCount(1)
  await expect(adminTimeline.locator('[data-kind="note"]')).toContainText('Prefers a call after 5 pm')
  await expect(adminTimeline.locator('[data-kind="task"]')).toHaveCount(1)

  // The admin marks it done: the lead is no longer overdue.
  await adminTasks.getByText('Call back about the rate hold').click()
  await expect(adminTasks.getByTestId('lead-task')).toHaveAttribute('data-done', 'yes')
  await expect
    .poll(() => count('select count(*) as n from leads where id = ? and next_follow_up_on is null', id))
    .toBe(1)
  await shoot(admin, 'admin-lead-tasks', adminTasks)
  await adminContext.close()
})
