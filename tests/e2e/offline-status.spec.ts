import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { countLeads, leadEmail, readOutbox, waitForDeviceDb, waitForServiceWorker } from './pwa-helpers'

/**
 * The outbox status indicator: a stuck entry is never hidden behind "online", a refused one
 * needs attention and can be edited and resent (or discarded), and without IndexedDB the
 * online-only notice shows.
 */

/** Addresses of this run: a second request from an address with an open lead joins that lead. */
const RUN = Date.now().toString(36)
const address = (name: string) => `${name}.${RUN}@example.com`

async function openQuoteAndSubmit(page: Page, email: string) {
  await page.getByRole('button', { name: 'Get Started' }).click()
  const dialog = page.getByRole('dialog', { name: /Buying a Home - Mortgage Calculator/ })
  await dialog.getByRole('textbox', { name: 'Purchase price' }).fill('550000')
  await dialog.getByRole('textbox', { name: 'Down payment', exact: true }).fill('110000')
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('Status Pill Visitor')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Get Your Mortgage Quote' }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
}

async function ready(page: Page) {
  await page.goto('/')
  await waitForServiceWorker(page)
  await waitForDeviceDb(page)
}

async function onlyEntry(page: Page) {
  const entries = await readOutbox(page)
  expect(entries).toHaveLength(1)
  return entries[0]!
}

test.describe('outbox status indicator', () => {
  test('a stuck submission stays visible with its last error until it is delivered', async ({ page }) => {
    await ready(page)
    await page.route('**/api/leads/batch', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'Down for maintenance' } }),
      }),
    )
    await openQuoteAndSubmit(page, address('stuck.visitor'))

    const pill = page.getByTestId('outbox-status')
    await expect(pill).toHaveAttribute('data-state', 'waiting')
    await expect(pill).toContainText('1 submission waiting to send')
    await expect(pill).toContainText('Nothing sent yet')
    expect((await onlyEntry(page)).status).toBe('retry')

    await pill.getByRole('button').click()
    const dialog = page.getByRole('dialog', { name: 'Your submissions' })
    await expect(dialog.getByRole('heading', { name: 'Waiting to send' })).toBeVisible()
    await expect(dialog).toContainText('Mortgage quote request')
    await expect(dialog).toContainText(address('stuck.visitor'))
    await expect(dialog).toContainText(/Not delivered yet \(\d+ tr(y|ies)\)/)
    await expect(dialog).toContainText('Last error: HTTP 503')

    // The server is back: "Send now" delivers it.
    await page.unroute('**/api/leads/batch')
    await dialog.getByRole('button', { name: 'Send now' }).click()
    await expect(dialog).toContainText('Nothing is waiting to be sent.')
    const entry = await onlyEntry(page)
    expect(entry.status).toBe('sent')
    expect(await countLeads([entry.id])).toBe(1)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(pill).toContainText('All sent')
    await expect(pill).toContainText(/Last sent less than a minute ago/)
  })

  test('offline: the pill and a polite announcement say so', async ({ page, context }) => {
    await ready(page)
    await context.setOffline(true)
    await expect(page.getByTestId('outbox-status')).toHaveAttribute('data-state', 'offline')
    await expect(
      page.getByRole('status').filter({ hasText: 'You are offline. Forms you send are saved on this device.' }),
    ).toHaveCount(1)
    await context.setOffline(false)
    await expect(page.getByTestId('outbox-status')).toBeHidden()
  })

  test('a refused submission needs attention; Edit fixes it and it is delivered once', async ({ page, context }) => {
    await ready(page)
    await context.setOffline(true)
    await openQuoteAndSubmit(page, address('first.try'))
    const { id } = await onlyEntry(page)

    // The server refuses it (per-entry outcome), naming the field.
    await page.route('**/api/leads/batch', async (route) => {
      const body = route.request().postDataJSON() as { entries: { id: string }[] }
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          results: body.entries.map((e) => ({
            id: e.id,
            outcome: 'rejected',
            error: {
              code: 'validation_failed',
              message: 'Invalid lead submission',
              fields: { 'payload.client_email': 'This address does not accept mail' },
            },
          })),
        }),
      })
    })
    await context.setOffline(false)

    const pill = page.getByTestId('outbox-status')
    await expect(pill).toHaveAttribute('data-state', 'attention')
    await expect(pill).toContainText('1 submission needs attention')
    await page.unroute('**/api/leads/batch')

    await pill.getByRole('button').click()
    await expect(page.getByRole('dialog', { name: 'Your submissions' })).toBeVisible()
    // (The title becomes "Edit: …" while editing.)
    const dialog = page.getByRole('dialog')
    const item = dialog.getByTestId('outbox-attention-item')
    await expect(item).toContainText('Not accepted')
    await expect(item).toContainText('Invalid lead submission')
    await expect(item).toContainText('client_email: This address does not accept mail')

    await item.getByRole('button', { name: 'Edit' }).click()
    const email = dialog.getByRole('textbox', { name: 'Email' })
    await expect(email).toHaveValue(address('first.try'))
    // Re-validated with the shared schema before it is queued again.
    await email.fill('not-an-email')
    await dialog.getByRole('button', { name: 'Save and send' }).click()
    await expect(dialog).toContainText('Enter a valid email address')
    expect((await onlyEntry(page)).status).toBe('rejected')

    await email.fill(address('second.try'))
    await dialog.getByRole('button', { name: 'Save and send' }).click()
    await expect.poll(async () => (await onlyEntry(page)).status).toBe('sent')
    expect(await countLeads([id])).toBe(1)
    expect(await leadEmail(id)).toBe(address('second.try'))
  })

  test('Discard removes a refused submission after a confirmation', async ({ page, context }) => {
    await ready(page)
    await context.setOffline(true)
    await openQuoteAndSubmit(page, address('discard.me'))
    await page.route('**/api/leads/batch', async (route) => {
      const body = route.request().postDataJSON() as { entries: { id: string }[] }
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          results: body.entries.map((e) => ({
            id: e.id,
            outcome: 'rejected',
            error: { code: 'validation_failed', message: 'Invalid lead submission' },
          })),
        }),
      })
    })
    await context.setOffline(false)
    const pill = page.getByTestId('outbox-status')
    await expect(pill).toHaveAttribute('data-state', 'attention')
    await pill.getByRole('button').click()
    const item = page.getByRole('dialog', { name: 'Your submissions' }).getByTestId('outbox-attention-item')
    await item.getByRole('button', { name: 'Discard' }).click()
    expect(await readOutbox(page)).toHaveLength(1)
    await item.getByRole('button', { name: 'Discard for good' }).click()
    await expect.poll(async () => (await readOutbox(page)).length).toBe(0)
    await expect(page.getByRole('dialog', { name: 'Your submissions' })).toContainText('Nothing is waiting to be sent.')
  })

  test('without IndexedDB (private browsing) the online-only notice shows', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true })
      // Which session keys the page has read: the notice reads its dismissal when it mounts.
      const read: string[] = []
      ;(window as unknown as { __sessionReads: string[] }).__sessionReads = read
      const getItem = Storage.prototype.getItem
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (this === window.sessionStorage) read.push(key)
        return getItem.call(this, key)
      }
    })
    const noticeHasMounted = () =>
      expect
        .poll(() => page.evaluate(() => (window as unknown as { __sessionReads: string[] }).__sessionReads))
        .toContain('offline-notice-dismissed')
    await page.goto('/')
    const notice = page.getByTestId('online-only-notice')
    await expect(notice).toHaveText('Offline saving is unavailable in this browser mode; forms send only while online.')
    await noticeHasMounted()
    await notice.getByRole('button', { name: 'Dismiss notice' }).click()
    await expect(notice).toBeHidden()
    // Dismissed for this session: once it has mounted again after a reload (when the page is
    // idle) and read its dismissal, it stays hidden.
    await page.reload()
    await noticeHasMounted()
    await expect(page.getByTestId('online-only-notice')).toBeHidden()
  })
})
