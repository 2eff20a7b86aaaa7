/**
 * A privacy request at a phone's width: sent from the privacy page, found in the super admin's
 * Privacy Requests tab with its 30-day due date, and everything held about the person
 * downloaded as JSON from it.
 */
import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { shoot } from './screens'

test.use({ viewport: { width: 390, height: 844 } })

test('send a privacy request, then export everything held about the person', async ({ page, signInAs }) => {
  const stamp = Date.now().toString(36)
  const name = `E2E Private ${stamp}`
  const email = `private.${stamp}@example.ca`
  await page.goto('/privacy')
  const form = page.getByRole('form', { name: 'Privacy request form' })
  await form.getByRole('combobox', { name: 'I am asking for' }).selectOption({ label: 'A copy of my information' })
  await form.getByRole('textbox', { name: 'Your Name' }).fill(name)
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('textbox', { name: 'Your request' }).fill('Everything you hold about me, please.')
  await shoot(page, 'privacy-request-form', form, { fullPage: false })
  await form.getByRole('button', { name: 'Send Request' }).click()
  await expect(page.getByText('Request received. We will answer within 30 days.')).toBeVisible()

  await signInAs('super_admin')
  await page.goto('/super-admin/privacy-requests')
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy Requests' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByText(/^Answer by /)).toBeVisible()
  await expect(row.getByText(/^Acknowledge by /)).toHaveCount(0)
  await shoot(page, 'admin-privacy-requests', undefined, { fullPage: false })

  await row.getByRole('button', { name: `Open privacy request from ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Privacy request from ${name}` })
  await expect(dialog.getByText('A copy of my information')).toBeVisible()
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Export everything we hold about this person' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^personal-information-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await file.path()) as string, 'utf8')) as {
    email: string
    complaintsAndPrivacyRequests: { name: string; requestType: string }[]
  }
  expect(data.email).toBe(email)
  expect(data.complaintsAndPrivacyRequests).toEqual([expect.objectContaining({ name, requestType: 'access' })])
  await shoot(page, 'admin-privacy-request-dialog', undefined, { fullPage: false })
})
