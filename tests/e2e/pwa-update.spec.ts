import type { Page } from '@playwright/test'
import { uuidv7 } from 'uuidv7'
import { expect, test } from './fixtures'
import {
  checkForUpdate,
  countLeads,
  deployNewServiceWorker,
  putOutboxEntry,
  readOutbox,
  restoreServiceWorker,
  waitForDeviceDb,
  waitForServiceWorker,
  waitingEntry,
} from './pwa-helpers'

/**
 * The real update path: a changed sw.js is deployed (pwa-helpers.ts deployNewServiceWorker),
 * the page checks for updates, the new worker installs and WAITS, and the app shows its
 * prompt. Reload must never happen while a submission is still waiting in the outbox; once
 * the visitor asked and the outbox empties, it happens by itself. The update logic itself is
 * unit-tested in app/features/pwa/update-controller.test.ts.
 */

test.afterEach(async ({ request }) => {
  await restoreServiceWorker(request)
})

type WorkerMessage = { type?: unknown; at: number }

/**
 * Records every message the page posts to a service worker, with the time, in sessionStorage
 * (it survives the reload): workbox-window's SKIP_WAITING is the one message that activates the
 * waiting worker, so a page that never sent it cannot have been switched to the new version.
 */
async function recordWorkerMessages(page: Page) {
  await page.addInitScript(() => {
    const post = ServiceWorker.prototype.postMessage as (this: ServiceWorker, ...args: unknown[]) => void
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
      const sent = JSON.parse(sessionStorage.getItem('e2e-worker-messages') ?? '[]') as unknown[]
      sent.push({ type: (args[0] as { type?: unknown } | null)?.type, at: Date.now() })
      sessionStorage.setItem('e2e-worker-messages', JSON.stringify(sent))
      post.apply(this, args)
    } as typeof ServiceWorker.prototype.postMessage
  })
}

const skipWaitingMessages = async (page: Page) =>
  (
    (await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-worker-messages') ?? '[]'))) as WorkerMessage[]
  ).filter((m) => m.type === 'SKIP_WAITING')

test.describe('service worker update', () => {
  test('an update with waiting submissions does not reload; it reloads by itself once they are delivered', async ({
    page,
    request,
  }) => {
    await recordWorkerMessages(page)
    await page.goto('/')
    await waitForServiceWorker(page)
    await waitForDeviceDb(page)
    const id = uuidv7()
    await putOutboxEntry(page, waitingEntry(id))

    let loads = 0
    page.on('load', () => loads++)
    await page.evaluate(() => {
      ;(window as unknown as { __beforeUpdate: boolean }).__beforeUpdate = true
    })

    await deployNewServiceWorker(request)
    await checkForUpdate(page)
    const prompt = page.getByTestId('update-prompt')
    await expect(prompt).toContainText('A new version is available')

    await prompt.getByRole('button', { name: 'Reload' }).click()
    await expect(prompt).toContainText("Your saved submissions are still being sent — reload once they're delivered")
    await expect(prompt).toContainText('1 submission waiting.')

    // The decision is made (the prompt says why it waits): the new worker was not told to take
    // over, still waits, and the page was not reloaded.
    expect(await skipWaitingMessages(page)).toEqual([])
    expect(loads).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate)).toBe(true)
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(
      true,
    )

    // The entry becomes due and is delivered by the app's own flush...
    const due = Date.now()
    await putOutboxEntry(page, { ...waitingEntry(id), nextAttemptAt: 0 })
    const reloaded = page.waitForEvent('load', { timeout: 30_000 })
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    // ...and then, because the visitor asked, the page reloads under the new worker.
    await reloaded
    expect(
      await page.evaluate(() => (window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate),
    ).toBeUndefined()
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(
      false,
    )
    expect((await readOutbox(page)).find((e) => e.id === id)?.status).toBe('sent')
    expect(await countLeads([id])).toBe(1)
    await expect(page.getByTestId('update-prompt')).toBeHidden()
    // The new worker was told to take over once, and only after the submission could go.
    const skips = await skipWaitingMessages(page)
    expect(skips).toHaveLength(1)
    expect(skips[0]!.at).toBeGreaterThanOrEqual(due)
  })

  test('with nothing waiting, Reload activates the new version at once', async ({ page, request }) => {
    await page.goto('/rates')
    await waitForServiceWorker(page)
    await deployNewServiceWorker(request)
    await checkForUpdate(page)
    await expect(page.getByTestId('update-prompt')).toContainText('A new version is available')

    const reloaded = page.waitForEvent('load', { timeout: 20_000 })
    await page.getByTestId('update-prompt').getByRole('button', { name: 'Reload' }).click()
    await reloaded
    await expect(page).toHaveURL(/\/rates$/)
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(
      false,
    )
  })

  test('Later hides the prompt without reloading', async ({ page, request }) => {
    await recordWorkerMessages(page)
    await page.goto('/')
    await waitForServiceWorker(page)
    await deployNewServiceWorker(request)
    await checkForUpdate(page)
    let loads = 0
    page.on('load', () => loads++)
    await page.getByTestId('update-prompt').getByRole('button', { name: 'Later' }).click()
    await expect(page.getByTestId('update-prompt')).toBeHidden()
    // The new worker was not told to take over and still waits; the page was not reloaded.
    expect(await skipWaitingMessages(page)).toEqual([])
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)))).toBe(
      true,
    )
    expect(loads).toBe(0)
  })
})
