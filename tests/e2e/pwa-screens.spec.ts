import type { Page } from '@playwright/test'
import { uuidv7 } from 'uuidv7'
import { expect, test } from './fixtures'
import {
  checkForUpdate,
  deployNewServiceWorker,
  putOutboxEntry,
  restoreServiceWorker,
  waitForDeviceDb,
  waitForServiceWorker,
  waitingEntry,
} from './pwa-helpers'
import { SCREEN_SIZES, snap } from './screens'

/**
 * The PWA's visible states at a phone (390×844) and a desktop (1280×800) width, each checked
 * and saved to test-results/screens/ for a person to look at: the status pill (offline, a
 * waiting submission, needs attention with its dialog), the update prompt (available, and
 * blocked by a waiting submission), the install section of /app and the online-only notice.
 */

test.afterEach(async ({ request }) => {
  await restoreServiceWorker(request)
})

/** The viewport as it is, once open/close animations have finished. */
const shot = (page: Page, name: string) => snap(page, `pwa-${name}`, { fullPage: false })

/** A beforeinstallprompt as Chromium fires it when the site is installable. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
    })
    window.dispatchEvent(event)
  })
}

for (const viewport of SCREEN_SIZES) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport })

    test('status pill: offline, waiting, needs attention', async ({ page, context }) => {
      await page.goto('/')
      await waitForServiceWorker(page)
      await waitForDeviceDb(page)
      const pill = page.getByTestId('outbox-status')

      await context.setOffline(true)
      await expect(pill).toHaveAttribute('data-state', 'offline')
      await shot(page, 'status-offline')

      // A waiting submission: the engine notices it on its next flush attempt.
      await putOutboxEntry(page, { ...waitingEntry(uuidv7()), status: 'pending', nextAttemptAt: 0 })
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      await page.reload()
      await expect(pill).toContainText('Offline · 1 waiting to send')
      await shot(page, 'status-waiting')

      // Refused by the server.
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
      await expect(pill).toHaveAttribute('data-state', 'attention')
      await shot(page, 'status-attention')
      await pill.getByRole('button').click()
      await expect(page.getByTestId('outbox-attention-item')).toBeVisible()
      await shot(page, 'status-dialog')
      await page.getByTestId('outbox-attention-item').getByRole('button', { name: 'Edit' }).click()
      await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible()
      await shot(page, 'status-edit')
    })

    test('update prompt: available, then blocked by a waiting submission', async ({ page, request }) => {
      await page.goto('/')
      await waitForServiceWorker(page)
      await waitForDeviceDb(page)
      await putOutboxEntry(page, waitingEntry(uuidv7()))
      await deployNewServiceWorker(request)
      await checkForUpdate(page)
      const prompt = page.getByTestId('update-prompt')
      await expect(prompt).toContainText('A new version is available')
      await shot(page, 'update-available')
      await prompt.getByRole('button', { name: 'Reload' }).click()
      await expect(prompt).toHaveAttribute('data-phase', 'blocked')
      await shot(page, 'update-blocked')
    })

    test('install section of /app', async ({ page }) => {
      await page.goto('/app')
      await waitForServiceWorker(page)
      await offerInstall(page)
      const section = page.getByTestId('install-app')
      await expect(section.getByRole('button', { name: 'Install app' })).toBeVisible()
      await section.scrollIntoViewIfNeeded()
      await shot(page, 'install-button')
    })

    test('online-only notice', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true })
      })
      await page.goto('/')
      await expect(page.getByTestId('online-only-notice')).toBeVisible()
      await shot(page, 'online-only-notice')
    })
  })
}

test.describe('iPhone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    hasTouch: true,
    isMobile: true,
  })

  test('the /app page shows Add to Home Screen steps', async ({ page }) => {
    await page.goto('/app')
    const section = page.getByTestId('install-app')
    await expect(section.getByRole('heading', { name: 'Install on this iPhone or iPad' })).toBeVisible()
    await expect(section.getByTestId('ios-install-steps')).toContainText('Add to Home Screen')
    await section.scrollIntoViewIfNeeded()
    await shot(page, 'install-ios')
  })
})
