import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import {
  type FixtureSubscription,
  type PushServiceFixture,
  startPushServiceFixture,
} from '#tests/support/push-service-fixture.ts'
import { expect, openPhoneMenu, test } from './fixtures'
import { leadRow, readDeviceStore, readOutbox, waitForDeviceDb, waitForServiceWorker } from './pwa-helpers'
import { shoot, snap } from './screens'

/**
 * The renewal calculator at phone width: the penalty check figures of the mortgage rules by both
 * methods, renewing against switching, a link carrying exact values, the renewal quote through
 * the outbox, the values kept on the device, and the page working offline.
 */

test.use({ viewport: { width: 390, height: 844 } })

/** The penalty check ($400,000 fixed at 5.19 %, 30 months left) and the switch check (4.89 % against 4.19 %). */
async function fillCheck(page: Page) {
  await page.getByLabel('Balance owing').fill('400000')
  await page.getByLabel('Your current rate').fill('5.19')
  await page.getByLabel('Months left in the term').fill('30')
  await page.getByLabel('Amortization left').fill('25')
  await page.getByLabel('Posted rate when you signed').fill('6.49')
  await page.getByLabel(/^Posted rate today/).fill('5.49')
  await page.getByLabel(/^Lender's published rate today/).fill('4.39')
  await page.getByLabel("Your lender's renewal offer").fill('4.89')
  await page.getByLabel('Rate to switch to').fill('4.19')
  await page.getByLabel('Switching costs').fill('1000')
}

test('is reached from the calculators hub and shows the check figures', async ({ page }) => {
  await page.goto('/calculators')
  await page.getByRole('link', { name: /Renewal and Penalty Calculator/ }).click()
  await expect(page).toHaveURL(/\/renewal-calculator$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Mortgage Renewal and Penalty Calculator' })).toBeVisible()
  await fillCheck(page)

  await expect(page.getByTestId('penalty-today')).toHaveText('$10,000.00')
  await expect(page.getByTestId('penalty-posted')).toContainText('$5,190.00')
  await expect(page.getByTestId('penalty-posted')).toContainText('$10,000.00')
  await expect(page.getByTestId('penalty-published')).toContainText('$8,000.00')
  await expect(page.getByText("The lender's own figure governs.")).toBeVisible()
  const table = page.getByTestId('renew-vs-switch')
  await expect(table).toContainText('$2,301.44')
  await expect(table).toContainText('$2,145.48')
  await expect(page.getByTestId('net-saving')).toHaveText(
    'Switching at maturity saves $12,413.01 over the term after $1,000.00 of costs. It pays for itself in month 5.',
  )
  await expect(page.getByTestId('net-saving-today')).toContainText(
    'Switching today saves $2,413.01 over the term after the $10,000.00 penalty and $1,000.00 of costs.',
  )
  await expect(page.getByTestId('net-saving-today')).toContainText('month 49')
  // Our table's best 5-year fixed rate, with its mortgage type.
  await expect(page.getByTestId('best-rate')).toHaveText(/^Our best 5-year fixed rate: \d+\.\d{2}% \(Conventional\)\.$/)

  // A monoline lender's penalty uses the published rate.
  await page.getByLabel('Your lender', { exact: true }).selectOption('monoline')
  await expect(page.getByTestId('penalty-today')).toHaveText('$8,000.00')
  await page.getByLabel('Your lender', { exact: true }).selectOption('bank')
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/)
  await shoot(page, 'renewal-calculator')
  const results = page.getByRole('region', { name: 'Your renewal, in numbers' })
  await page.setViewportSize({ width: 390, height: 844 })
  await snap(page, 'renewal-results', { region: results })

  // The values stay on this device: saved (debounced) as typed, restored on the next visit.
  await waitForDeviceDb(page)
  await expect
    .poll(async () => {
      const rows = await readDeviceStore<{ id: string; inputs: { balance?: string } }>(page, 'calculatorScenarios')
      return rows.find((r) => r.id === 'last:renewal')?.inputs.balance
    })
    .toBe('400000')
  await page.reload()
  await expect(page.getByLabel('Balance owing')).toHaveValue('400000')
  await expect(page.getByTestId('penalty-today')).toHaveText('$10,000.00')
})

test('a link prefills exact values, and the header menu and the renewal quote dialog lead here', async ({ page }) => {
  await page.goto('/renewal-calculator?balance=400000&rate=5.19&monthsLeft=30&lender=monoline&offer=4.89&term=3')
  await expect(page.getByLabel('Balance owing')).toHaveValue('400000')
  await expect(page.getByLabel('Your lender', { exact: true })).toHaveValue('monoline')
  // The chat's penalty link carries the comparison rates it used.
  await page.goto(
    '/renewal-calculator?balance=400000&rate=5.19&rateType=fixed&monthsLeft=30&lender=bank&signed=6.49&postedToday=5.49',
  )
  await expect(page.getByTestId('penalty-today')).toHaveText('$10,000.00')
  await page.goto('/renewal-calculator?balance=400000&rate=5.19&monthsLeft=30&lender=monoline&offer=4.89&term=3')
  await expect(page.getByLabel('New term')).toHaveValue('3')
  await expect(page.getByLabel("Your lender's renewal offer")).toHaveValue('4.89')
  // 30 months left: three months of interest at least.
  await expect(page.getByTestId('penalty-published')).toContainText('$5,190.00')

  await page.goto('/about')
  const menu = await openPhoneMenu(page)
  await menu.getByRole('button', { name: 'Mortgages' }).click()
  await menu.getByRole('link', { name: /Renewal Calculator/ }).click()
  await expect(page).toHaveURL(/\/renewal-calculator$/)

  await page.goto('/')
  await page.getByRole('button', { name: 'Renewal Quote' }).first().click()
  const dialog = page.getByRole('dialog', { name: /Renewal\/Refinancing/ })
  await dialog.getByRole('link', { name: 'See your penalty and what switching saves' }).click()
  await expect(page).toHaveURL(/\/renewal-calculator$/)
  await expect(dialog).toHaveCount(0)
})

test('the renewal quote carries every figure through the outbox', async ({ page }) => {
  await page.goto('/renewal-calculator')
  await waitForDeviceDb(page)
  await fillCheck(page)
  await page.getByRole('button', { name: 'Get my renewal quote' }).click()
  await expect(page.getByRole('alert')).toHaveText("Enter your home's value (an estimate is fine).")
  await expect(page.getByLabel('Home value (estimate)')).toBeFocused()
  await page.getByLabel('Home value (estimate)').fill('900000')
  await page.getByRole('button', { name: 'Get my renewal quote' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get my renewal quote' })
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog.getByText('Enter your full name.')).toBeVisible()
  await dialog.getByLabel('Full name').fill('Renée Renewal')
  await dialog.getByLabel('Email').fill('renewal.calculator.e2e@example.ca')
  await shoot(page, 'renewal-quote-dialog', undefined, { fullPage: false })
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Your mortgage quote request has been submitted!')).toBeVisible()
  await expect(dialog).toHaveCount(0)

  const entries = (await readOutbox(page)).filter(
    (e) =>
      e.kind === 'quote' &&
      (e.payload as { client_email?: string }).client_email === 'renewal.calculator.e2e@example.ca',
  )
  expect(entries).toHaveLength(1)
  expect(entries[0]!.status).toBe('sent')
  const row = await leadRow(entries[0]!.id as string)
  expect(row).toMatchObject({
    type: 'refinance',
    source: 'mortgage_calculator',
    client_name: 'Renée Renewal',
    metadata: {
      price: 900_000,
      downPayment: 500_000,
      mortgageRate: 4.19,
      renewal: {
        balance: 400_000,
        monthsLeft: 30,
        lenderType: 'bank',
        penaltyPostedMethod: 10_000,
        penaltyPublishedMethod: 8000,
        penaltyToday: 10_000,
        offerRatePct: 4.89,
        switchRatePct: 4.19,
        netSavingAtMaturity: 12_413.01,
        breakEvenMonth: 5,
      },
    },
  })
})

test('after one visit it opens and computes offline with the saved rates', async ({ page, context }) => {
  await page.goto('/renewal-calculator')
  await waitForServiceWorker(page)
  await page.reload()
  await expect(page.getByText(/^Our rates as of /).or(page.getByText(/^Empty uses our best rate/))).toBeVisible()
  await context.setOffline(true)
  try {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Mortgage Renewal and Penalty Calculator' })).toBeVisible()
    await page.getByLabel('Balance owing').fill('400000')
    await page.getByLabel('Your current rate').fill('5.19')
    await page.getByLabel('Months left in the term').fill('30')
    await page.getByLabel('Amortization left').fill('25')
    await page.getByLabel('Rate to switch to').fill('')
    await expect(page.getByTestId('penalty-today')).toHaveText(/^\$\d/)
    // The best rate comes from this device's saved copy of our rates.
    await expect(page.getByTestId('best-rate')).toHaveText(/^Our best 5-year fixed rate: \d+\.\d{2}%/)
    await expect(page.getByTestId('renew-vs-switch')).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
})

test.describe('renewal reminders', () => {
  const certDir = path.resolve(`.tmp/e2e-push-${process.env.E2E_PORT ?? 8797}`)
  let push: PushServiceFixture
  let serverKey: string

  test.beforeAll(async ({ request }) => {
    serverKey = ((await (await request.get('/api/rate-alerts/vapid-public-key')).json()) as { publicKey: string })
      .publicKey
    push = await startPushServiceFixture({
      vapidPublicKey: serverKey,
      tls: {
        cert: readFileSync(path.join(certDir, 'push-fixture-cert.pem'), 'utf8'),
        key: readFileSync(path.join(certDir, 'push-fixture-key.pem'), 'utf8'),
      },
    })
  })
  test.afterAll(async () => {
    await push?.close()
  })

  /** This page's push subscription is the fixture's (Chromium here reaches no real push service). */
  async function pushSeam(context: BrowserContext, sub: FixtureSubscription) {
    await context.addInitScript(
      ({ sub, serverKey }) => {
        const w = window as unknown as { __unsubscribed: number }
        w.__unsubscribed = 0
        const b64 = serverKey.replaceAll('-', '+').replaceAll('_', '/')
        const key = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0)).buffer
        let current: unknown = null
        PushManager.prototype.subscribe = async () => {
          current = {
            endpoint: sub.endpoint,
            expirationTime: null,
            options: { applicationServerKey: key, userVisibleOnly: true },
            toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
            unsubscribe: async () => {
              w.__unsubscribed++
              current = null
              return true
            },
          }
          return current as PushSubscription
        }
        PushManager.prototype.getSubscription = async () => current as PushSubscription | null
      },
      { sub, serverKey },
    )
  }

  test('the maturity date saved for this device, then removed in one tap', async ({ page, context }) => {
    await context.grantPermissions(['notifications'])
    await pushSeam(context, push.subscribe())
    await page.goto('/renewal-calculator')
    await waitForServiceWorker(page)
    const section = page.getByRole('region', { name: 'Remind me before my term ends' })
    await expect(section).toContainText('Enter your maturity date above to set reminders.')
    const maturity = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10)
    await page.getByLabel('Maturity date (end of your term)').fill(maturity)
    await section.getByRole('button', { name: /^Remind me before / }).click()
    await expect(page.getByText('Reminders saved on this device')).toBeVisible()
    const saved = section.getByRole('list', { name: 'Reminders on this device' }).getByRole('listitem')
    await expect(saved).toHaveCount(1)
    await expect(saved).toContainText(/Next reminder /)
    await expect(section.getByRole('button', { name: /^Remind me before / })).toHaveCount(0)
    await shoot(page, 'renewal-reminders', section)

    await saved.getByRole('button', { name: /^Remove the reminders for / }).click()
    await expect(saved).toHaveCount(0)
    // Nothing else on this device: the browser's push subscription goes too.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __unsubscribed: number }).__unsubscribed))
      .toBe(1)
  })
})
