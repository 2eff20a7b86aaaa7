/**
 * Keyboard and screen-reader walkthroughs at 390 px (docs/decisions/202-accessibility-walkthroughs.md)
 * kept as assertions: the quote dialog, the contact form and the agent's lead view are worked
 * with the keyboard alone, and what a screen reader gets (names, descriptions, announcements) is
 * read from the accessibility tree.
 */
import type { Page } from '@playwright/test'
import { CONTACT_CONSENT } from '#shared/constants/public-forms.ts'
import { expect, signInAs, test } from './fixtures'
import { waitForDeviceDb } from './pwa-helpers'

test.use({ viewport: { width: 390, height: 844 } })

/** The accessible name of the focused element, as the walkthrough heard it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el) return ''
    const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null
    return (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '').replace(/\*$/, '').trim()
  })

async function tabOrder(page: Page, n: number): Promise<string[]> {
  const names: string[] = []
  for (let i = 0; i < n; i++) {
    await page.keyboard.press('Tab')
    names.push(await focusedName(page))
  }
  return names
}

test('quote dialog: opened and closed by keyboard, focus back on the opener; errors described and announced', async ({
  page,
}) => {
  await page.goto('/')
  const opener = page.getByRole('button', { name: 'Get Started' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Buying a Home - Mortgage Calculator' })
  await expect(dialog).toBeVisible()
  // Focus starts inside the dialog (on its close button while the form's chunk arrives), then
  // runs through the fields in reading order.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await expect(dialog.getByRole('textbox', { name: 'Purchase price' })).toBeVisible()
  expect(await tabOrder(page, 11)).toEqual([
    'Purchase price',
    'Location',
    'Down payment',
    'Amortization',
    'Interest rate',
    'Payment frequency',
    'Full name',
    'Email',
    'Phone (optional)',
    'Agent (optional)',
    'Get Your Mortgage Quote',
  ])
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields')
  const price = dialog.getByRole('textbox', { name: 'Purchase price' })
  await expect(price).toBeFocused()
  await expect(price).toHaveAttribute('aria-invalid', 'true')
  await expect(price).toHaveAccessibleDescription(/Enter the purchase price\./)
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/Enter your email address\./)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('contact form: keyboard order, the first error focused, every error tied to its field', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('textbox', { name: 'First Name' }).focus()
  expect(await tabOrder(page, 8)).toEqual([
    'Last Name',
    'Email',
    'Phone',
    'Phone Type',
    'Postal Code (optional)',
    'Comments',
    CONTACT_CONSENT.text,
    'Send Message',
  ])
  await page.keyboard.press('Enter')
  const first = page.getByRole('textbox', { name: 'First Name' })
  await expect(first).toBeFocused()
  await expect(first).toHaveAccessibleDescription(/Enter your first name\./)
  const consent = page.getByRole('checkbox', { name: CONTACT_CONSENT.text })
  await expect(consent).not.toBeChecked()
  await expect(consent).toHaveAccessibleDescription(/Please consent to receiving communications/)
  // The consent toast is announced (a status in a live region, not hidden from the tree).
  await expect(page.getByRole('status').filter({ hasText: 'Please consent to receiving communications' })).toBeVisible()
})

test("agent's lead view: opened from its row by keyboard, focus back on the row; a toast inside it is announced", async ({
  page,
}) => {
  await signInAs(page, 'agent')
  await page.goto('/agent-dashboard/leads')
  await waitForDeviceDb(page)
  const row = page.getByTestId('agent-lead-row').first()
  await row.focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByTestId('agent-lead-drawer')
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('heading', { level: 2 })).toBeVisible()
  // Focus starts inside the view; every control on the way has a name.
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  for (const name of await tabOrder(page, 8)) expect(name).not.toBe('')
  // A failure inside the open view is announced: the toast stays in the accessibility tree.
  await page.context().setOffline(true)
  await drawer.getByRole('button', { name: 'Client asked to stop marketing' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Record withdrawal' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Failed to record the withdrawal.' })).toBeVisible()
  await page.context().setOffline(false)
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(row).toBeFocused()
})
