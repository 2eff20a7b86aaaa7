/**
 * The admin Testimonials tab: add (approved at once), edit, approve / unapprove an
 * agent's pending testimonial (and the public agent page shows it), delete after confirming.
 * Other specs share the database: every row here has a unique name and is found by it.
 */
import type { APIRequestContext } from '@playwright/test'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { TEST_CLIENT_IP_HEADER } from '#worker/middleware/rate-limit.ts'
import { demoAccount, expect, test, testClientIp } from './fixtures'
import { shoot } from './screens'

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** The demo agent (Sarah Chen) submits a testimonial through her dashboard's API: pending approval. */
async function agentSubmits(request: APIRequestContext, clientName: string) {
  const headers = { [TEST_CLIENT_IP_HEADER]: testClientIp() }
  const account = demoAccount('agent')
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email: account.email, password: account.password },
    headers,
  })
  expect(signIn.ok()).toBe(true)
  const { accessToken } = (await signIn.json()) as { accessToken: string }
  const res = await request.post('/api/agent/testimonials', {
    data: { clientName, content: `Sarah made our first purchase easy. ${clientName}`, rating: 4 },
    headers: { ...headers, Authorization: `Bearer ${accessToken}` },
  })
  expect(res.status()).toBe(201)
}

async function publicNames(request: APIRequestContext): Promise<string[]> {
  const res = await request.get(`/api/agents/${DEMO_IDS.agents.sarah}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { testimonials: { clientName: string }[] }).testimonials.map((t) => t.clientName)
}

test.describe('admin Testimonials tab', () => {
  test('add, edit and delete an admin testimonial', async ({ page, signInAs }) => {
    await signInAs('super_admin')
    await page.goto('/super-admin/testimonials')
    await expect(page.getByRole('heading', { level: 2, name: 'Testimonials' })).toBeVisible()
    const list = page.getByRole('list', { name: 'Testimonials' })
    await expect(list).toBeVisible()

    // Add: the form names what is missing, then saves; approved at once, written by the admin.
    const name = unique('E2E Client')
    await page.getByRole('button', { name: 'Add Testimonial' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Testimonial' })
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click()
    await expect(dialog.getByText('Client name is required')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Client Name' }).fill(name)
    await dialog
      .getByRole('textbox', { name: 'Testimonial' })
      .fill('They found us a great rate and explained every step.')
    await dialog.getByRole('combobox', { name: 'Rating' }).selectOption({ label: '★★★★☆ (4 of 5)' })
    await dialog.getByRole('button', { name: 'Add Testimonial' }).click()
    await expect(page.getByText('Testimonial added successfully')).toBeVisible()
    await expect(dialog).toBeHidden()

    const card = list.getByRole('listitem', { name }).first()
    await expect(card).toBeVisible()
    await expect(card.getByText('Approved', { exact: true })).toBeVisible()
    await expect(card.getByText('Morgan Ellis')).toBeVisible()
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
    // An admin-written testimonial has no approve switch (Ark's switch is a checkbox input).
    await expect(card.getByRole('checkbox', { name: /^Approved/ })).toHaveCount(0)
    await shoot(page, 'admin-testimonials', undefined, { fullPage: false })

    // Edit with the keyboard: the dialog opens filled in; Escape would cancel.
    const edited = `${name} edited`
    await card.getByRole('button', { name: 'Edit' }).focus()
    await page.keyboard.press('Enter')
    const editDialog = page.getByRole('dialog', { name: 'Edit Testimonial' })
    await expect(editDialog.getByRole('textbox', { name: 'Client Name' })).toHaveValue(name)
    await editDialog.getByRole('textbox', { name: 'Client Name' }).fill(edited)
    await shoot(page, 'admin-testimonials-edit', undefined, { fullPage: false })
    await editDialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Testimonial updated successfully')).toBeVisible()
    const editedCard = list.getByRole('listitem', { name: edited })
    await expect(editedCard).toBeVisible()

    // Delete: cancel keeps it, confirm removes it.
    await editedCard.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete testimonial?' })
    await expect(confirm.getByText(`Are you sure you want to delete this testimonial from ${edited}?`)).toBeVisible()
    await shoot(page, 'admin-testimonials-delete', undefined, { fullPage: false })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(editedCard).toBeVisible()
    await editedCard.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog', { name: 'Delete testimonial?' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Testimonial deleted!')).toBeVisible()
    await expect(list.getByRole('listitem', { name: edited })).toHaveCount(0)
  })

  test("approve and unapprove an agent's pending testimonial; the agent page shows it", async ({
    page,
    request,
    signInAs,
  }) => {
    const name = unique('E2E Pending')
    await agentSubmits(request, name)
    expect(await publicNames(request)).not.toContain(name)

    await signInAs('super_admin')
    await page.goto('/super-admin/testimonials')
    const card = page.getByRole('list', { name: 'Testimonials' }).getByRole('listitem', { name })
    await expect(card).toBeVisible()
    await expect(card.getByText('Pending Approval')).toBeVisible()
    await expect(card.getByText('Sarah Chen')).toBeVisible()

    const approved = card.getByRole('checkbox', { name: /^Approved/ })
    await expect(approved).not.toBeChecked()
    // Keyboard: focus the switch and press Space.
    await approved.focus()
    await page.keyboard.press('Space')
    await expect(page.getByText('Testimonial approved!')).toBeVisible()
    await expect(card.getByText('Approved', { exact: true })).toBeVisible()
    await expect(approved).toBeChecked()

    // The public agent page, opened fresh, shows it.
    const visitor = await page.context().newPage()
    await visitor.goto(`/agents/${DEMO_IDS.agents.sarah}`)
    await expect(visitor.getByText(name, { exact: true })).toBeVisible()
    await visitor.close()

    // Pointer: click the switch's label.
    await card
      .locator('label')
      .filter({ hasText: /^Approved/ })
      .click()
    await expect(page.getByText('Testimonial unapproved!')).toBeVisible()
    await expect(card.getByText('Pending Approval')).toBeVisible()
    expect(await publicNames(request)).not.toContain(name)
  })
})
