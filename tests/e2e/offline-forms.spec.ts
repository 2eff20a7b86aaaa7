import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import {
  countLeads,
  putOutboxEntry,
  type RawOutboxEntry,
  readOutbox,
  waitForOutboxDrained,
  waitForServiceWorker,
} from './pwa-helpers'

/**
 * Each lead form that exists, submitted with the network off: the UI says it is saved, the
 * outbox holds it, and back online exactly one row reaches the database (counted by the
 * entry id the device generated). A replay of the delivered entry adds no second row.
 */

async function visitAndGoOffline(page: Page, path: string) {
  await page.goto(path)
  await waitForServiceWorker(page)
  await page.reload()
  await page.context().setOffline(true)
}

async function singleQueued(page: Page, kind: string): Promise<RawOutboxEntry> {
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

/** Back online: delivered once; then the same entry is replayed and the server dedupes it. */
async function deliverAndReplay(page: Page, id: string) {
  await page.context().setOffline(false)
  await waitForOutboxDrained(page)
  const delivered = (await readOutbox(page)).find((e) => e.id === id)
  expect(delivered?.status).toBe('sent')
  expect(await countLeads([id])).toBe(1)

  // As if the response had been lost after the server committed: send it again.
  await putOutboxEntry(page, { ...delivered, status: 'pending', nextAttemptAt: 0, attempts: 0 })
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect.poll(async () => (await readOutbox(page)).find((e) => e.id === id)?.status).toBe('sent')
  expect((await readOutbox(page)).find((e) => e.id === id)).toMatchObject({ outcome: 'duplicate' })
  expect(await countLeads([id])).toBe(1)
}

test.describe('lead forms offline', () => {
  test('the quote dialog (Get Started) saves offline and delivers once online', async ({ page }) => {
    await visitAndGoOffline(page, '/')

    await page.getByRole('button', { name: 'Get Started' }).click()
    const dialog = page.getByRole('dialog', { name: /Buying a Home - Mortgage Calculator/ })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Purchase price' }).fill('600000')
    await dialog.getByRole('textbox', { name: 'Down payment', exact: true }).fill('60000')
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Offline Quote Visitor')
    await dialog.getByRole('textbox', { name: 'Email' }).fill('offline.quote@example.com')
    await dialog.getByRole('button', { name: 'Get Your Mortgage Quote' }).click()

    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
    await expect(dialog).toBeHidden()
    const entry = await singleQueued(page, 'quote')
    expect(await countLeads([entry.id])).toBe(0)
    // The status pill says it is waiting.
    await expect(page.getByTestId('outbox-status')).toContainText('Offline · 1 waiting to send')

    await deliverAndReplay(page, entry.id)
    await expect(page.getByText('Your mortgage quote request has been submitted!')).toBeVisible()
  })

  test("the affordability calculator's 'Send me a copy' saves offline and delivers once online", async ({ page }) => {
    await visitAndGoOffline(page, '/affordability-calculator')

    await page.getByRole('button', { name: 'Send me a copy' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send me a copy' })
    await dialog.getByRole('textbox', { name: 'Email' }).fill('offline.copy@example.com')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()

    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible()
    const entry = await singleQueued(page, 'affordability-copy')
    expect(await countLeads([entry.id])).toBe(0)

    await deliverAndReplay(page, entry.id)
  })
})
