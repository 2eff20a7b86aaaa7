/**
 * A complaint, end to end at a phone's width: sent from the complaints page's form, seen in the
 * super admin's Complaints tab with its due dates, its status changed and the written response
 * kept, each change in the history. Other specs share the database: the complaint is found by
 * its unique name.
 */
import { expect, test } from './fixtures'
import { shoot } from './screens'

test.use({ viewport: { width: 390, height: 844 } })

test('submit a complaint, then acknowledge and resolve it in the admin tab', async ({ page, signInAs }) => {
  const name = `E2E Complainant ${Date.now().toString(36)}`
  await page.goto('/complaints')
  const form = page.getByRole('form', { name: 'Complaint form' })
  await form.getByRole('button', { name: 'Send Complaint' }).click()
  await expect(form.getByText('Enter your name.')).toBeVisible()
  await expect(form.getByText('Tell us what happened.')).toBeVisible()

  await form.getByRole('textbox', { name: 'Your Name' }).fill(name)
  await form.getByRole('textbox', { name: 'Email' }).fill('complainant@example.ca')
  await form.getByRole('textbox', { name: /What happened/ }).fill('Nobody called me back after my application.')
  await shoot(page, 'complaint-form', form, { fullPage: false })
  await form.getByRole('button', { name: 'Send Complaint' }).click()
  await expect(page.getByText('Complaint received. We will acknowledge it in writing.')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Your Name' })).toHaveValue('')

  await signInAs('super_admin')
  await page.goto('/super-admin/complaints')
  await expect(page.getByRole('heading', { level: 2, name: 'Complaints' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toBeVisible()
  await expect(row.getByText('Received', { exact: true })).toBeVisible()
  await expect(row.getByText(/^Acknowledge by /)).toBeVisible()
  await expect(row.getByText(/^Answer by /)).toBeVisible()
  await shoot(page, 'admin-complaints', undefined, { fullPage: false })

  await row.getByRole('button', { name: `Open complaint from ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Complaint from ${name}` })
  await expect(dialog.getByText('Nobody called me back after my application.')).toBeVisible()
  await expect(dialog.getByRole('list').getByText('Received from the form')).toBeVisible()
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Acknowledged' })
  await dialog.getByRole('textbox', { name: 'Add a note to the history' }).fill('Called to acknowledge.')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Saved', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Status: Received → Acknowledged')).toBeVisible()
  await expect(dialog.getByText('Called to acknowledge.')).toBeVisible()

  await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Resolved' })
  await dialog.getByRole('textbox', { name: 'Written response' }).fill('We apologise; your agent will call today.')
  // The first save's toast covers the button at this width: the keyboard reaches it anyway.
  await dialog.getByRole('button', { name: 'Save Changes' }).press('Enter')
  await expect(dialog.getByText('Status: Acknowledged → Resolved')).toBeVisible()
  await expect(dialog.getByText('Written response saved')).toBeVisible()
  await shoot(page, 'admin-complaint-dialog', undefined, { fullPage: false })
  await page.keyboard.press('Escape')
  await expect(row.getByText('Resolved', { exact: true })).toBeVisible()
})

test('accessibility feedback reaches its own admin tab', async ({ page, signInAs }) => {
  const name = `E2E Feedback ${Date.now().toString(36)}`
  await page.goto('/accessibility')
  const form = page.getByRole('form', { name: 'Accessibility feedback form' })
  await form.getByRole('textbox', { name: 'Your Name' }).fill(name)
  await form.getByRole('textbox', { name: 'Email' }).fill('feedback@example.ca')
  await form.getByRole('textbox', { name: 'Your feedback' }).fill('The chart has no text alternative.')
  await shoot(page, 'accessibility-feedback-form', form, { fullPage: false })
  await form.getByRole('button', { name: 'Send Feedback' }).click()
  await expect(page.getByText('Thank you. We will reply within 2 business days.')).toBeVisible()

  await signInAs('super_admin')
  await page.goto('/super-admin/accessibility-feedback')
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row.getByText(/^Answer by /)).toBeVisible()
  await row.getByRole('button', { name: `Open feedback from ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Feedback from ${name}` })
  const status = dialog.getByRole('combobox', { name: 'Status' })
  await expect(status.getByRole('option')).toHaveText(['Received', 'Acknowledged', 'Resolved'])
  await shoot(page, 'admin-accessibility-feedback-dialog', undefined, { fullPage: false })
})
