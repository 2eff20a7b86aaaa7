/**
 * New-lead notifications at 390 px: the agent turns them on from the bell (Chromium with the
 * notifications permission granted), and a lead submitted for them reaches the push service.
 * TEST SEAM: the page's push subscription is the local push-service fixture's (./push-seam.ts,
 * tests/support/push-service-fixture.ts, which decrypts what the worker sends).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { StaffNotificationPush } from '#shared/schemas/staff-notifications.ts'
import { submissionOf, validPayload } from '#tests/integration/leads-fixtures.ts'
import { type PushServiceFixture, startPushServiceFixture } from '#tests/support/push-service-fixture.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { expect, signInAs, test, testClientIp } from './fixtures'
import { installPushSeam } from './push-seam'
import { waitForServiceWorker } from './pwa-helpers'
import { shoot } from './screens'

const CERT_DIR = path.resolve(`.tmp/e2e-push-${process.env.E2E_PORT ?? 8797}`)

let push: PushServiceFixture
let vapidPublicKey: string

test.use({ viewport: { width: 390, height: 844 } })

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

test('an agent turns new-lead notifications on from the bell, and a new lead reaches this device', async ({
  page,
  context,
}) => {
  const sub = push.subscribe()
  await context.grantPermissions(['notifications'])
  await installPushSeam(context, sub, vapidPublicKey)
  await signInAs(page, 'agent')
  await waitForServiceWorker(page)

  await page.getByRole('button', { name: 'Notifications' }).click()
  const dialog = page.getByRole('dialog', { name: 'Notifications' })
  const toggle = dialog.getByRole('checkbox', { name: 'New-lead notifications' })
  await expect(toggle).not.toBeChecked()
  await expect(toggle).toBeEnabled()
  await dialog.getByText('New-lead notifications').click()
  await expect(toggle).toBeChecked()
  await shoot(page, 'staff-notifications-on', undefined, { fullPage: false })
  await page.setViewportSize({ width: 390, height: 844 })

  // Still on after the dialog is opened again (the server says so for this device and session).
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Notifications' }).click()
  await expect(dialog.getByRole('checkbox', { name: 'New-lead notifications' })).toBeChecked()

  // A lead for this agent: one push to this device, first name and figure only.
  const lead = submissionOf('quote', {
    ...validPayload('quote', { agentId: DEMO_IDS.agents.sarah }),
    client_name: 'Noor Haddad',
  })
  const res = await page.request.post('/api/leads', {
    data: lead,
    headers: { Origin: new URL(page.url()).origin, [TEST_CLIENT_IP_HEADER]: testClientIp() },
  })
  expect(res.status()).toBe(201)
  const mine = () =>
    push.deliveries.filter(
      (d) => d.subscriptionId === sub.id && (d.payload as StaffNotificationPush).url.endsWith(`lead=${lead.id}`),
    )
  await expect.poll(() => mine().length).toBe(1)
  expect(mine()[0]!.payload).toMatchObject({ title: 'New lead: Noor', body: 'Quote · $600,000 price' })

  // Off on this device, and still off when the dialog opens again.
  await dialog.getByText('New-lead notifications').click()
  await expect(dialog.getByRole('checkbox', { name: 'New-lead notifications' })).not.toBeChecked()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Notifications' }).click()
  await expect(dialog.getByRole('checkbox', { name: 'New-lead notifications' })).not.toBeChecked()
})

test("a notification's link opens the lead in the admin's drawer, after sign-in", async ({ page }) => {
  const lead = submissionOf('contact', {
    ...validPayload('contact', { agentId: null }),
    first_name: 'Imani',
    last_name: `Okafor ${Date.now()}`,
  })
  const res = await page.request.post('/api/leads', {
    data: lead,
    headers: { Origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 8797}`, [TEST_CLIENT_IP_HEADER]: testClientIp() },
  })
  expect(res.status(), await res.text()).toBe(201)
  // Signed out: the link goes through sign-in and comes back to the lead.
  await signInAs(page, 'super_admin', { redirect: `/super-admin/leads?lead=${lead.id}` })
  const drawer = page.getByRole('dialog', { name: /^Imani Okafor/ })
  await expect(drawer).toBeVisible()
  await shoot(page, 'staff-notifications-admin-drawer', undefined, { fullPage: false })
})
