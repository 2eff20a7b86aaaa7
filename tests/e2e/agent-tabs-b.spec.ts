/**
 * The agent dashboard's Blog, Documents and Testimonials tabs at 390 px,
 * signed in as the demo agent: each tab's main path and the spec's messages, and upload
 * refusals (an SVG renamed .png, an HTML file renamed .pdf: 415, nothing listed). Rows are
 * created with unique names, found by name, and removed at the end (the public page of the
 * demo agent stays as other specs expect it).
 */
import { type Client, createClient } from '@libsql/client'
import type { Page } from '@playwright/test'
import { expect, signInAs, test } from './fixtures'
import { snap } from './screens'

let db: Client
test.beforeAll(() => {
  const port = process.env.E2E_SQLD_PORT
  if (!port) throw new Error('E2E_SQLD_PORT is not set (run through `npm test -- e2e`)')
  db = createClient({ url: `http://127.0.0.1:${port}` })
})
test.afterAll(() => db.close())

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

const SVG_AS_PNG = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
}
const HTML_AS_PDF = {
  name: 'licence.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/** A real PNG to upload: a small screenshot of the page itself. */
const realPng = (page: Page) => page.screenshot({ clip: { x: 0, y: 0, width: 160, height: 90 } })

/** A toast's title (the toaster renders each once). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first()

test.describe('agent dashboard content tabs at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('blog: new post with a featured image, draft pending approval, edit, refused image, delete', async ({
    page,
  }) => {
    const title = `E2E post ${tag()}`
    try {
      await signInAs(page, 'agent')
      await page.goto('/agent-dashboard/blog')
      await expect(page.getByRole('heading', { level: 2, name: 'Blog' })).toBeVisible()
      await page.getByRole('button', { name: 'New Post' }).click()
      const dialog = page.getByRole('dialog', { name: 'New Post' })
      await expect(dialog).toBeVisible()
      // Required fields are named on the field itself.
      await dialog.getByRole('button', { name: 'Save Post' }).click()
      await expect(dialog.getByText('Title is required')).toBeVisible()
      await expect(dialog.getByText('Content is required')).toBeVisible()

      await dialog.getByLabel(/^Title/).fill(title)
      await expect(dialog.getByText('Title is required')).toBeHidden()
      await dialog
        .getByLabel(/^Content/)
        .fill('Five things first-time buyers in Ontario ask me every week.\n\nFirst: the down payment.')
      await dialog.getByLabel('Meta Title').fill('First-time buyers')
      await expect(dialog.getByText('17/60')).toBeVisible()

      // An SVG renamed .png is refused (415): the reason shows on the field, no image is kept.
      await dialog.getByLabel('Upload featured image').setInputFiles(SVG_AS_PNG)
      await expect(dialog.getByText('Upload failed: Use a JPEG, PNG or WebP image')).toBeVisible()
      await expect(dialog.getByRole('img', { name: 'Featured image preview' })).toHaveCount(0)

      await dialog
        .getByLabel('Upload featured image')
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await realPng(page) })
      await expect(dialog.getByRole('status').filter({ hasText: 'Uploaded' })).toBeVisible()
      await expect(dialog.getByText('Upload failed', { exact: false })).toHaveCount(0)
      await expect(dialog.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute(
        'src',
        /^\/media\/blog-images\//,
      )
      await snap(page, 'agent-blog-dialog')
      await dialog.getByRole('button', { name: 'Save Post' }).click()
      await expect(toast(page, 'Post created')).toBeVisible()
      await expect(dialog).toBeHidden()

      const post = page.getByRole('article', { name: title })
      await expect(post.getByText('Draft - Pending Approval')).toBeVisible()
      await expect(
        post.getByText('Five things first-time buyers in Ontario ask me every week.', { exact: false }),
      ).toBeVisible()
      await snap(page, 'agent-blog')

      // Edit: the dialog opens with the post's values.
      await post.getByRole('button', { name: `Edit ${title}` }).click()
      const edit = page.getByRole('dialog', { name: 'Edit Post' })
      await expect(edit.getByLabel(/^Title/)).toHaveValue(title)
      await edit.getByLabel('Excerpt').fill('What buyers ask most.')
      // Saved from the keyboard (Enter in a field submits; at 390 px the last toast may still sit over the buttons).
      await edit.getByLabel(/^Title/).press('Enter')
      await expect(toast(page, 'Post updated')).toBeVisible()
      await expect(post.getByText('What buyers ask most.')).toBeVisible()

      // Delete asks first; cancelling keeps the post.
      const confirm = page.getByRole('alertdialog', { name: 'Delete post?' })
      await post.getByRole('button', { name: `Delete ${title}` }).click()
      await expect(confirm).toContainText(title)
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(confirm).toBeHidden()
      await expect(post).toBeVisible()
      await post.getByRole('button', { name: `Delete ${title}` }).click()
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(toast(page, 'Post deleted!')).toBeVisible()
      await expect(page.getByRole('article', { name: title })).toHaveCount(0)
    } finally {
      await db.execute({ sql: 'delete from blog_posts where title = ?', args: [title] })
    }
  })

  test('documents: a renamed HTML file is refused, a PDF is uploaded, listed, downloaded and deleted', async ({
    page,
  }) => {
    const refused = `E2E refused ${tag()}`
    const name = `E2E licence ${tag()}`
    try {
      await signInAs(page, 'agent')
      await page.goto('/agent-dashboard/documents')
      await expect(page.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible()
      const picker = page.getByLabel('Choose a file to upload')

      await page.getByLabel('Document Name').fill(refused)
      await picker.setInputFiles(HTML_AS_PDF)
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Failed to upload document: Use a PDF, DOC or DOCX file, or a JPEG, PNG or WebP image' }),
      ).toBeVisible()
      await expect(page.getByText(refused, { exact: true })).toHaveCount(0)

      await page.getByLabel('Document Name').fill(name)
      await page.getByText('This is a certificate').click()
      await picker.setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF })
      await expect(toast(page, 'Document uploaded')).toBeVisible()
      const list = page.getByRole('list', { name: 'Your documents' })
      const row = list.getByRole('listitem').filter({ hasText: name })
      await expect(row.getByText('PDF', { exact: true })).toBeVisible()
      await expect(row.getByText('Certificate', { exact: true })).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: 'Failed to upload document' })).toHaveCount(0)
      await expect(page.getByLabel('Document Name')).toHaveValue('')
      await snap(page, 'agent-documents')

      // Download goes through the authorised route and keeps the document's name.
      const download = page.waitForEvent('download')
      await row.getByRole('button', { name: `Download ${name}` }).click()
      const file = await download
      expect(file.suggestedFilename()).toBe(`${name}.pdf`)
      const saved = await file.path()
      const { readFile } = await import('node:fs/promises')
      expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-')

      await row.getByRole('button', { name: `Delete ${name}` }).click()
      await page.getByRole('alertdialog', { name: 'Delete document?' }).getByRole('button', { name: 'Delete' }).click()
      await expect(toast(page, 'Document deleted')).toBeVisible()
      await expect(list.getByText(name, { exact: true })).toHaveCount(0)
    } finally {
      await db.execute({ sql: 'delete from agent_documents where name in (?, ?)', args: [refused, name] })
    }
  })

  test('testimonials: required fields, add one and it waits for approval', async ({ page }) => {
    const client = `E2E Client ${tag()}`
    try {
      await signInAs(page, 'agent')
      await page.goto('/agent-dashboard/testimonials')
      await expect(page.getByRole('heading', { level: 2, name: 'Testimonials' })).toBeVisible()
      const form = page.getByRole('form', { name: 'Add a testimonial' })
      await form.getByRole('button', { name: 'Submit Testimonial' }).click()
      await expect(form.getByText('Client name is required')).toBeVisible()
      await expect(form.getByText('Testimonial is required')).toBeVisible()

      await form.getByLabel('Client Name').fill(client)
      await form.getByLabel(/^Testimonial/).fill('Sarah found us a rate we did not think was possible.')
      // The rating is a native radio group: arrow keys move and select.
      await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked()
      await form.getByRole('radio', { name: '5 stars' }).focus()
      await page.keyboard.press('ArrowLeft')
      await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked()
      await form.getByRole('button', { name: 'Submit Testimonial' }).click()
      await expect(toast(page, 'Testimonial submitted for approval!')).toBeVisible()
      await expect(form.getByLabel('Client Name')).toHaveValue('')

      const item = page.getByRole('article', { name: client })
      await expect(item.getByText('Pending Approval', { exact: true })).toBeVisible()
      await expect(item.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible()
      await snap(page, 'agent-testimonials')
    } finally {
      await db.execute({ sql: 'delete from testimonials where client_name = ?', args: [client] })
    }
  })
})

test('the three tabs at 1280 px', async ({ page }) => {
  await signInAs(page, 'agent')
  for (const [tab, heading, list, empty] of [
    ['blog', 'Blog', 'Your posts', 'You have not written any posts yet.'],
    ['documents', 'Documents', 'Your documents', 'No documents yet.'],
    ['testimonials', 'Testimonials', 'Your testimonials', 'No testimonials yet.'],
  ] as const) {
    await page.goto(`/agent-dashboard/${tab}`)
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    // Each tab settles on its list or its empty state, not an error.
    await expect(page.getByRole('list', { name: list }).or(page.getByText(empty, { exact: false }))).toBeVisible()
    await expect(page.getByText(/^Failed to fetch/)).toHaveCount(0)
    await snap(page, `agent-${tab}`)
  }
})
