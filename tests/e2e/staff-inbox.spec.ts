/**
 * The inbox behind the bell at 390 px: the unread count on the bell, a notification opened lands
 * on its lead and the count goes down; offline the list comes from the device, and 'Mark all
 * read' made there reaches the server once the device is back online.
 */
import { type Client, createClient } from '@libsql/client'
import { expect, postSarahLead, signInAs, test } from './fixtures'
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

const readOnServer = async (leadId: string) => {
  const r = await db.execute({ sql: 'select read_at from staff_notifications where lead_id = ?', args: [leadId] })
  return r.rows[0]?.read_at !== null
}

const notified = async (leadIds: string[]) => {
  const r = await db.execute({
    sql: `select count(*) as n from staff_notifications where lead_id in (${leadIds.map(() => '?').join(', ')})`,
    args: leadIds,
  })
  return Number(r.rows[0]?.n)
}

test('the bell counts unread notifications; one opened lands on its lead; offline they read from the device', async ({
  page,
  context,
}) => {
  await signInAs(page, 'agent')
  await waitForDeviceDb(page)
  await waitForServiceWorker(page)
  const bell = page.getByRole('button', { name: /^Notifications/ })
  const dialog = page.getByRole('dialog', { name: 'Notifications' })

  // Start from nothing unread.
  await bell.click()
  await expect(dialog.getByTestId('inbox-list').or(dialog.getByText('No notifications yet'))).toBeVisible()
  const markAll = dialog.getByRole('button', { name: 'Mark all read' })
  if (await markAll.isVisible()) await markAll.click()
  await expect(markAll).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(bell).toHaveAccessibleName('Notifications')
  await waitForOutboxDrained(page)

  const tag = Date.now().toString(36)
  const first = await postSarahLead(page, `Zara${tag} Quinn`)
  const second = await postSarahLead(page, `Omar${tag} Reyes`)
  // Each lead's notification is written after its answer (the request's waitUntil).
  await expect.poll(() => notified([first, second])).toBe(2)
  await page.reload()
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread')
  await expect(page.getByTestId('inbox-unread')).toHaveText('2')

  await bell.click()
  const items = dialog.getByTestId('inbox-list').getByRole('button')
  await expect(items.first()).toContainText(`New lead: Omar${tag}`)
  await expect(items.first()).toContainText('Quote · $600,000 price')
  await expect(items.first()).toContainText(/minute ago|minutes ago|less than a minute ago/)
  await expect(items.nth(1)).toContainText(`New lead: Zara${tag}`)
  await shoot(page, 'staff-inbox-list', undefined, { fullPage: false })
  await page.setViewportSize({ width: 390, height: 844 })

  // Opening the newest lands on that lead in the Leads tab; the count goes down.
  await items.first().click()
  await expect(page).toHaveURL(new RegExp(`/agent-dashboard/leads\\?lead=${second}`))
  await expect(page.getByTestId('agent-lead-drawer')).toContainText(`Omar${tag} Reyes`)
  await expect.poll(() => readOnServer(second)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  await expect(page.getByTestId('inbox-unread')).toHaveText('1')

  // Offline: the list is the device's copy; 'Mark all read' waits in the outbox, then goes once.
  await context.setOffline(true)
  await bell.click()
  await expect(dialog.getByText('You are offline: this is the copy kept on this device.')).toBeVisible()
  await expect(items.nth(1)).toContainText(`New lead: Zara${tag}`)
  await markAll.click()
  await expect(markAll).toBeHidden()
  // The list shows them read at once; the outbox entry is written just after.
  const unsentReads = async () => (await readOutbox(page)).filter((e) => e.kind === 'inbox-read' && e.status !== 'sent')
  await expect.poll(async () => (await unsentReads()).length).toBe(1)
  const queued = await unsentReads()
  expect(await readOnServer(first)).toBe(false)
  await page.keyboard.press('Escape')
  await expect(bell).toHaveAccessibleName('Notifications')

  await context.setOffline(false)
  await waitForOutboxDrained(page)
  await expect.poll(() => readOnServer(first)).toBe(true)
  const sent = (await readOutbox(page)).filter((e) => e.id === queued[0]!.id)
  expect(sent.map((e) => e.status)).toEqual(['sent'])
})
