/**
 * The admin Products, Services and Lenders tabs: add, edit and delete one of each
 * as the super admin, the services' invalid-JSON refusal (nothing saved), and a lender change
 * seen on the public home page right away. Other specs share the database: every row here has a
 * unique name and is found by it.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { shoot } from './screens'

/** At each width, both screenshots: at 390 px the tables scroll inside their region, the page never sideways. */
const shootTab = (page: Page, name: string, fullPage: boolean) =>
  shoot(page, name, undefined, {
    fullPage,
    check: async () =>
      expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true),
  })

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const rowOf = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) })

/** A 1×1 PNG (the server reads the type from these bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

async function confirmDelete(page: Page, row: Locator, noun: string, toast: string) {
  await row.getByRole('button', { name: /^Delete/ }).click()
  const confirm = page.getByRole('alertdialog', { name: `Delete ${noun}?` })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(toast)).toBeVisible()
  await expect(row).toHaveCount(0)
}

test.describe('admin catalog tabs', () => {
  test('Products: add, edit and delete a product', async ({ page, signInAs }) => {
    await signInAs('super_admin')
    await page.goto('/super-admin/products')
    await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible()

    const name = unique('E2E Product')
    await page.getByRole('button', { name: 'Add Product' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Product' })
    await dialog.getByRole('button', { name: 'Add Product' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
    await dialog.getByRole('textbox', { name: 'Description' }).fill('A five-year fixed for first-time buyers.')
    await dialog.getByRole('textbox', { name: 'Image URL' }).fill('not a link')
    await dialog.getByRole('spinbutton', { name: 'Price' }).fill('1299.5')
    await dialog.getByRole('button', { name: 'Add Product' }).click()
    await expect(dialog.getByText('Enter a full link starting with https://')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Image URL' }).fill('https://images.example.com/fixed.jpg')
    await dialog.getByRole('button', { name: 'Add Product' }).click()
    await expect(page.getByText('Product added successfully')).toBeVisible()

    const table = page.getByRole('region', { name: 'Products' })
    const row = rowOf(table, name)
    await expect(row.getByRole('cell', { name: '$1,299.50' })).toBeVisible()
    await shootTab(page, 'admin-products', false)

    await row.getByRole('button', { name: /^Edit/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Product' })
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name)
    await edit.getByRole('spinbutton', { name: 'Price' }).fill('1499.99')
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Product updated successfully')).toBeVisible()
    await expect(row.getByRole('cell', { name: '$1,499.99' })).toBeVisible()

    await confirmDelete(page, row, 'product', 'Product deleted successfully')
  })

  test('Services: invalid features JSON is refused and nothing saved; add, edit with the 255-char warning, delete', async ({
    page,
    signInAs,
  }) => {
    await signInAs('super_admin')
    await page.goto('/super-admin/services')
    await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible()

    const name = unique('E2E Service')
    await page.getByRole('button', { name: 'Add Service' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Service' })
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await dialog.getByRole('textbox', { name: 'Features (JSON)' }).fill('["No fees", ')
    await dialog.getByRole('button', { name: 'Add Service' }).click()
    await expect(dialog.getByText('Features must be valid JSON')).toBeVisible()
    // The field's error and the toast.
    await expect(page.getByText('Features must be valid JSON', { exact: true })).toHaveCount(2)
    await shootTab(page, 'admin-services-invalid-json', false)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(0)

    await page.getByRole('button', { name: 'Add Service' }).click()
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Renewals without the paperwork.')
    await dialog.getByRole('textbox', { name: 'Features (JSON)' }).fill('["No fees", "Fast approval"]')
    await dialog.getByRole('button', { name: 'Add Service' }).click()
    await expect(page.getByText('Service added successfully')).toBeVisible()
    const table = page.getByRole('region', { name: 'Services' })
    const row = rowOf(table, name)
    await expect(row).toBeVisible()
    await shootTab(page, 'admin-services', false)

    // A description over 255 characters is saved cut, with the spec's warning.
    await row.getByRole('button', { name: /^Edit/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Service' })
    await expect(edit.getByRole('textbox', { name: 'Features (JSON)' })).toHaveValue(/"Fast approval"/)
    await edit.getByRole('textbox', { name: 'Description' }).fill('Long text. '.repeat(30))
    await edit.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Service updated successfully')).toBeVisible()
    await expect(
      page.getByText(
        'Some fields were truncated to fit database limits (255 chars). Please shorten them to avoid data loss.',
      ),
    ).toBeVisible()

    await confirmDelete(page, row, 'service', 'Service deleted successfully')
  })

  test('Lenders: add with a logo, edit the type, see it on the home page, delete', async ({ page, signInAs }) => {
    await signInAs('super_admin')
    await page.goto('/super-admin/lenders')
    await expect(page.getByRole('heading', { level: 2, name: 'Lenders' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Existing Lenders' })).toBeVisible()

    const name = unique('E2E Lender')
    const form = page.getByRole('form', { name: 'Add Lender' })
    await expect(form.getByRole('combobox', { name: 'Type' })).toHaveValue('a_lender')
    await expect(form.getByRole('spinbutton', { name: 'Display Order' })).toHaveValue('0')
    await expect(form.getByRole('checkbox', { name: /Active/ })).toBeChecked()
    await form.getByRole('textbox', { name: 'Name' }).fill(name)
    await form.getByLabel('Upload logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
    await expect(form.getByRole('img', { name: `Logo of ${name}` })).toBeVisible()
    await form.getByRole('button', { name: 'Add Lender' }).click()
    await expect(page.getByText('Lender added successfully')).toBeVisible()

    const table = page.getByRole('region', { name: 'Existing Lenders' })
    const row = rowOf(table, name)
    await expect(row.getByRole('cell', { name: 'A Lender', exact: true })).toBeVisible()
    await expect(row.getByRole('img', { name: `Logo of ${name}` })).toBeVisible()
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await shootTab(page, 'admin-lenders', true)

    // Edit mode: the form fills in; the type becomes Alternate Lender.
    await row.getByRole('button', { name: /^Edit/ }).click()
    const editForm = page.getByRole('form', { name: `Edit Lender: ${name}` })
    await expect(editForm.getByRole('textbox', { name: 'Name' })).toHaveValue(name)
    await editForm.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Alternate Lender' })
    await editForm.getByRole('spinbutton', { name: 'Display Order' }).fill('1')
    await editForm.getByRole('button', { name: 'Update Lender' }).click()
    await expect(page.getByText('Lender updated successfully')).toBeVisible()
    await expect(row.getByRole('cell', { name: 'Alternate Lender', exact: true })).toBeVisible()

    // The public home page shows it at once, in the Alternate Lenders group.
    const home = await page.context().newPage()
    await home.goto('/')
    const group = home.getByRole('list', { name: 'Alternate Lenders' })
    await group.scrollIntoViewIfNeeded()
    await expect(group.getByText(name)).toBeVisible()
    await expect(home.getByRole('list', { name: 'Big Banks / A Lenders' }).getByText(name)).toHaveCount(0)
    await home.close()

    await confirmDelete(page, row, 'lender', 'Lender deleted successfully')
  })
})
