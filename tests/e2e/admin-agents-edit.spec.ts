/**
 * The admin Agents tab's edit dialog and delete: as the super admin, create an agent with a
 * unique name, edit a field in each tab (Basic Info, Social Links, App Links, SEO), upload a
 * headshot, see the changes on /agents/{id}, then delete after the confirmation. Other specs
 * share the database: the agent here is found by its unique name.
 */
import { expect, test } from './fixtures'
import { shoot } from './screens'

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

test.describe('admin Agents tab: edit and delete', () => {
  test('edit each tab, upload a headshot, see it on the public page, delete', async ({ page, signInAs }) => {
    test.setTimeout(120_000)
    await signInAs('super_admin')
    await page.goto('/super-admin/agents')
    await expect(page.getByRole('heading', { level: 2, name: 'Agents' })).toBeVisible()

    // A fresh agent of our own.
    const u = unique()
    const name = `E2E Agent ${u}`
    await page.getByRole('button', { name: 'Create agent' }).click()
    const create = page.getByRole('dialog', { name: 'Create agent' })
    await create.getByLabel('Full name').fill(name)
    await create.getByLabel('Email').fill(`e2e-agent-${u}@example.com`)
    await create.getByLabel('Password').fill(`Pw-${u}-long-enough`)
    await create.getByRole('button', { name: 'Create agent' }).click()
    await expect(page.getByText('Agent created successfully!')).toBeVisible()

    const card = page.getByRole('list', { name: 'Agents' }).getByRole('listitem').filter({ hasText: name })
    const link = card.getByRole('link', { name: new RegExp(name) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/agents\/[0-9a-f-]{36}$/)

    // Basic Info: the custom title; the headshot.
    await card.getByRole('button', { name: `Edit ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit agent' })
    await expect(dialog.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true')
    const title = `Senior Broker ${u}`
    await dialog.getByLabel('Custom Title').fill(title)
    // The licence a public page needs.
    await dialog.getByLabel('Licensed Name').fill(name)
    await dialog.getByLabel('Licence Number').fill(`M${u.replace(/\D/g, '').slice(0, 8).padEnd(8, '7')}`)
    await dialog.getByLabel('Licence Title').selectOption('Mortgage Agent Level 2')
    await dialog.getByRole('button', { name: 'Save Basic Info' }).click()
    await expect(page.getByText('Agent updated successfully!').first()).toBeVisible()

    await dialog
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'headshot.png', mimeType: 'image/png', buffer: PNG_1PX })
    await expect(dialog.getByRole('img', { name: `${name}'s headshot` })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Remove headshot' })).toBeVisible()
    await shoot(page, 'admin-agent-edit-basic', dialog)

    // Social Links: a bad link is named on its field, then a good one saves.
    await dialog.getByRole('tab', { name: 'Social Links' }).click()
    await dialog.getByLabel('Facebook').fill('not a link')
    await dialog.getByRole('button', { name: 'Save Social Links' }).click()
    await expect(dialog.getByText('Enter a full link starting with https://')).toBeVisible()
    await dialog.getByLabel('Facebook').fill(`https://facebook.com/e2e${u}`)
    await dialog.getByRole('button', { name: 'Save Social Links' }).click()
    await expect(page.getByText('Agent updated successfully!').first()).toBeVisible()

    // App Links: the apply link.
    await dialog.getByRole('tab', { name: 'App Links' }).click()
    await dialog.getByLabel('Apply Link').fill(`https://apply.example.ca/e2e${u}`)
    await dialog.getByRole('button', { name: 'Save App Links' }).click()
    await expect(page.getByText('Agent updated successfully!').first()).toBeVisible()

    // SEO: the live counter, then the meta title saves.
    await dialog.getByRole('tab', { name: 'SEO' }).click()
    await dialog.getByLabel('Meta Title').fill(`Mortgages with ${name}`)
    await expect(dialog.getByText(`${`Mortgages with ${name}`.length}/60`)).toBeVisible()
    await dialog.getByRole('button', { name: 'Save SEO Settings' }).click()
    await expect(page.getByText('Agent updated successfully!').first()).toBeVisible()
    await shoot(page, 'admin-agent-edit-seo', dialog)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // The public page shows the edits.
    await page.goto(href)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText(title).first()).toBeVisible()
    await expect(page.locator(`a[href="https://facebook.com/e2e${u}"]`).first()).toBeAttached()
    await expect(page.getByRole('link', { name: 'Apply Now' }).first()).toHaveAttribute(
      'href',
      `https://apply.example.ca/e2e${u}`,
    )
    await expect(page.locator('img[src^="/media/agent-headshots/"]').first()).toBeAttached()

    // Reopened, the dialog shows what was saved.
    await page.goto('/super-admin/agents')
    await card.getByRole('button', { name: `Edit ${name}` }).click()
    await dialog.getByRole('tab', { name: 'SEO' }).click()
    await expect(dialog.getByLabel('Meta Title')).toHaveValue(`Mortgages with ${name}`)
    await page.keyboard.press('Escape')
    await shoot(page, 'admin-agents-cards')

    // Delete, after the confirmation with the spec's text.
    await card.getByRole('button', { name: `Delete ${name}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete agent?' })
    await expect(confirm).toContainText('Are you sure you want to delete this agent?')
    // Where the agent's leads go is asked: another agent, or unassigned.
    const leadsTo = confirm.getByLabel('Move their leads to')
    await expect(leadsTo).toHaveValue('unassigned')
    await leadsTo.selectOption({ label: 'Marcus Thompson' })
    await shoot(page, 'admin-agents-delete', confirm)
    const deleting = page.waitForRequest((r) => r.method() === 'DELETE' && /leadsTo=[0-9a-f-]{36}/.test(r.url()))
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await deleting
    await expect(page.getByText('Agent deleted successfully!')).toBeVisible()
    await expect(card).toHaveCount(0)
    // The server answers 404 for the deleted agent. (The app itself may still show the copy it
    // cached when this page was opened above: reported to the lead, not asserted here.)
    expect((await page.request.get(`/api${href}`)).status()).toBe(404)
  })
})
