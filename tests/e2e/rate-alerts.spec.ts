/**
 * Rate alerts on /rates, end to end with a real push round trip.
 *
 * TEST SEAM (the one this flow needs): Chromium here cannot reach a real push service, so the
 * page's `PushManager.subscribe` is replaced (addInitScript) by one that returns a subscription
 * made by tests/support/push-service-fixture.ts — a local push service over https (its
 * certificate is trusted by workerd: playwright.config.ts). Everything else is real: the
 * permission request, the app's subscribe flow, the worker storing the alert, the worker
 * encrypting and sending the message after an admin's rate change (the fixture DECRYPTS it),
 * and the real service worker showing it, delivered with the DevTools protocol's
 * `ServiceWorker.deliverPushMessage`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { type PushServiceFixture, startPushServiceFixture } from '#tests/support/push-service-fixture.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { demoAccount, expect, test, testClientIp } from './fixtures'
import { installPushSeam } from './push-seam'
import { waitForServiceWorker } from './pwa-helpers'
import { shoot, snap } from './screens'

const CERT_DIR = path.resolve(`.tmp/e2e-push-${process.env.E2E_PORT ?? 8797}`)

let push: PushServiceFixture
let vapidPublicKey: string

test.beforeAll(async ({ request }) => {
  const res = await request.get('/api/rate-alerts/vapid-public-key')
  expect(res.ok()).toBe(true)
  vapidPublicKey = ((await res.json()) as { publicKey: string }).publicKey
  push = await startPushServiceFixture({
    vapidPublicKey,
    tls: {
      cert: readFileSync(path.join(CERT_DIR, 'push-fixture-cert.pem'), 'utf8'),
      key: readFileSync(path.join(CERT_DIR, 'push-fixture-key.pem'), 'utf8'),
    },
  })
})
test.afterAll(async () => {
  await push?.close()
})

async function adminHeaders(request: APIRequestContext) {
  const account = demoAccount('super_admin')
  const headers = { [TEST_CLIENT_IP_HEADER]: testClientIp() }
  const res = await request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
    headers,
  })
  expect(res.ok()).toBe(true)
  return { ...headers, Authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` }
}

test.describe('rate alerts', () => {
  test('subscribe after a tap, the alert sent by the worker, shown by the service worker, then edited and removed', async ({
    page,
    context,
    request,
  }) => {
    const sub = push.subscribe()
    await context.grantPermissions(['notifications'])
    await installPushSeam(context, sub, vapidPublicKey)
    await page.goto('/rates')
    await waitForServiceWorker(page)
    const panel = page.getByRole('region', { name: 'Rate alerts' })
    const form = panel.getByRole('form', { name: 'New rate alert' })
    await expect(form).toBeVisible()

    // A target above any real rate: due at the next run. Nothing asks for permission before the tap.
    await form.getByLabel('Province').selectOption('ON')
    await form.getByLabel('Term').selectOption('5 year')
    await form.getByLabel('Rate type').selectOption('fixed')
    await form.getByLabel('Mortgage type').selectOption('Conventional')
    await form.getByRole('radio', { name: 'the rate reaches my target' }).check()
    await form.getByLabel('Target rate (%)').fill('abc')
    await form.getByRole('button', { name: 'Turn on rate alert' }).click()
    await expect(form.getByText('Enter a rate like 4.25')).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { __permissionRequests: number }).__permissionRequests),
    ).toBe(0)

    await form.getByLabel('Target rate (%)').fill('9.99')
    await form.getByRole('button', { name: 'Turn on rate alert' }).click()
    const list = panel.getByRole('list', { name: 'Your alerts on this device' })
    const item = list.getByRole('listitem').filter({ hasText: '5 year fixed, conventional, Ontario' })
    await expect(item).toContainText('Target 9.99%')
    await expect(item).toContainText('Watching')
    expect(
      await page.evaluate(() => (window as unknown as { __permissionRequests: number }).__permissionRequests),
    ).toBe(1)

    // An admin's rate change runs the alerts: the worker encrypts and sends; the fixture decrypts.
    const headers = await adminHeaders(request)
    const ensure = await request.post('/api/admin/rates/ensure-current', { headers, data: {} })
    expect(ensure.ok(), await ensure.text()).toBe(true)
    await expect
      .poll(() => push.deliveries.filter((d) => d.subscriptionId === sub.id).length, { timeout: 30_000 })
      .toBe(1)
    const delivery = push.deliveries.find((d) => d.subscriptionId === sub.id)!
    const payload = delivery.payload as { title: string; body: string; url: string; rate: number; alertId: string }
    expect(payload.title).toMatch(/^Rate alert: 5-year fixed at \d+\.\d{2}%$/)
    expect(payload.body).toContain('at or below your target of 9.99%')
    expect(payload.url).toBe('/rates?province=ON&tab=fixed')

    // The message reaches the real service worker, which shows it.
    const cdp = await context.newCDPSession(page)
    const registration = new Promise<{ registrationId: string; scopeURL: string }>((resolve) =>
      cdp.on(
        'ServiceWorker.workerRegistrationUpdated',
        (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
          const r = e.registrations.find((x) => !x.isDeleted)
          if (r) resolve(r)
        },
      ),
    )
    await cdp.send('ServiceWorker.enable')
    const { registrationId, scopeURL } = await registration
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(scopeURL).origin,
      registrationId,
      data: JSON.stringify(payload),
    })
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            navigator.serviceWorker.ready
              .then((r) => r.getNotifications())
              .then((n) => n.map((x) => ({ title: x.title, body: x.body, url: (x.data as { url: string }).url }))),
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ title: payload.title, body: payload.body, url: '/rates?province=ON&tab=fixed' }])
    // The page heard about it and shows the alert as sent.
    await expect(item).toContainText(`at ${payload.rate.toFixed(2)}%`)
    await expect(item).toContainText(/Sent \w+ \d{1,2}, \d{4}/)
    await shoot(page, 'rate-alerts-panel', panel)

    // Edit: a new target replaces the old one.
    await item.getByRole('button', { name: /^Edit alert/ }).click()
    const editForm = panel.getByRole('form', { name: 'Edit rate alert' })
    await editForm.getByLabel('Target rate (%)').fill('8.5')
    await editForm.getByRole('button', { name: 'Save alert' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list.getByRole('listitem').first()).toContainText('Target 8.50%')

    // Remove the last alert: the list is gone and the browser's subscription dropped.
    await list.getByRole('button', { name: /^Remove alert/ }).click()
    await expect(panel.getByRole('list', { name: 'Your alerts on this device' })).toHaveCount(0)
    expect(
      await page.evaluate(() => (window as unknown as { __unsubscribed: number }).__unsubscribed),
    ).toBeGreaterThanOrEqual(1)
  })

  test('the URL a notification opens selects its province and tab', async ({ page }) => {
    await page.goto('/rates?province=BC&tab=variable')
    const rates = page.getByRole('region', { name: 'Rates by province' })
    await expect(rates.getByLabel('Province')).toHaveValue('BC')
    await expect(rates.getByRole('tab', { name: 'Variable' })).toHaveAttribute('aria-selected', 'true')
    // The alert form starts from the same product.
    const form = page.getByRole('region', { name: 'Rate alerts' }).getByRole('form', { name: 'New rate alert' })
    await expect(form.getByLabel('Province')).toHaveValue('BC')
    await expect(form.getByLabel('Rate type')).toHaveValue('variable')
    // A bad value falls back to the defaults.
    await page.goto('/rates?province=ZZ&tab=sideways')
    await expect(rates.getByLabel('Province')).toHaveValue('ON')
    await expect(rates.getByRole('tab', { name: 'Fixed' })).toHaveAttribute('aria-selected', 'true')

    // The home page's best-rate badge leads to the alert form, on the best rate's tab.
    await page.goto('/')
    const badge = page.getByRole('region', { name: 'Best Rate Today' })
    await badge.getByRole('link', { name: 'Get a rate alert' }).click()
    await expect(page).toHaveURL(/\/rates\?tab=(fixed|variable)#rate-alerts$/)
    await expect(page.getByRole('region', { name: 'Rate alerts' })).toBeInViewport()
  })

  test('notifications blocked: the page says how to allow them, nothing is saved', async ({ page, context }) => {
    await context.addInitScript(() => {
      Notification.requestPermission = (async () => 'denied') as typeof Notification.requestPermission
    })
    await page.goto('/rates')
    const panel = page.getByRole('region', { name: 'Rate alerts' })
    await panel.getByLabel('Target rate (%)').fill('4.1')
    await panel.getByRole('button', { name: 'Turn on rate alert' }).click()
    await expect(panel.getByTestId('alerts-unavailable')).toContainText('Notifications are blocked for this site.')
    await expect(panel.getByRole('list', { name: 'Your alerts on this device' })).toHaveCount(0)
    await shoot(page, 'rate-alerts-denied', panel)
  })

  test('iPhone Safari outside the installed app: how to install, no form', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { [TEST_CLIENT_IP_HEADER]: testClientIp() },
    })
    const page = await context.newPage()
    await page.goto('/rates')
    const panel = page.getByRole('region', { name: 'Rate alerts' })
    await expect(panel.getByTestId('alerts-unavailable')).toContainText(
      'On iPhone and iPad, rate alerts work in the installed app.',
    )
    await expect(panel.getByRole('link', { name: 'How to install the app' })).toHaveAttribute('href', '/app')
    await expect(panel.getByRole('button', { name: 'Turn on rate alert' })).toHaveCount(0)
    await snap(page, 'rate-alerts-ios', { region: panel })
    await context.close()
  })
})
