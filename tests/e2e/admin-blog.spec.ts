/**
 * The admin Blog tab: create a post (the slug follows the title), upload a featured
 * image, publish it and find it on the public /blog list, unpublish it, delete it after
 * confirming. Other specs share the database: the post has a unique title and is found by it.
 */
import { expect, test } from './fixtures'
import { shoot } from './screens'

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** A real 1 × 1 PNG (the server reads the type from these bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('admin Blog tab', () => {
  test('create, publish (seen on /blog), unpublish and delete a post', async ({ page, request, signInAs }) => {
    await signInAs('super_admin')
    await page.goto('/super-admin/blog')
    await expect(page.getByRole('heading', { level: 2, name: 'Blog' })).toBeVisible()
    const list = page.getByRole('list', { name: 'Blog posts' })
    await expect(list).toBeVisible()

    // The form names what is missing.
    await page.getByRole('button', { name: 'New Post' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Post' })
    await dialog.getByRole('button', { name: 'Create Post' }).click()
    await expect(dialog.getByText('Title is required')).toBeVisible()
    await expect(dialog.getByText('Content is required')).toBeVisible()

    // The slug follows the title.
    const title = unique('E2E Spring Market: 5 Tips!')
    const slug = title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug)
    await expect(dialog.getByText(`/blog/${slug}`)).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Excerpt' }).fill('Five things buyers should know this spring.')
    await dialog
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('Get pre-approved first.\n\nThen compare rates.')
    await dialog.getByRole('textbox', { name: 'Meta Title' }).fill('Spring market tips')
    await expect(dialog.getByText('18/60')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Meta Description' }).fill('What buyers should know.')
    await expect(dialog.getByText('24/160')).toBeVisible()

    // Featured image with progress, then 'Uploaded'.
    await dialog
      .getByLabel('Upload featured image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG })
    await expect(dialog.getByRole('status').filter({ hasText: 'Uploaded' })).toBeVisible()
    await expect(dialog.getByRole('img', { name: 'Featured image preview' })).toBeVisible()
    await shoot(page, 'admin-blog-new', dialog)

    await dialog.getByRole('button', { name: 'Create Post' }).click()
    await expect(page.getByText('Post created')).toBeVisible()
    await expect(dialog).toBeHidden()
    const card = list.getByRole('listitem', { name: title })
    await expect(card).toBeVisible()
    await expect(card.getByText('Draft', { exact: true })).toBeVisible()
    await expect(card.getByText(`/blog/${slug}`)).toBeVisible()
    await expect(card.getByText('Five things buyers should know this spring.')).toBeVisible()
    await shoot(page, 'admin-blog-list')

    // Publish with the keyboard; the public blog lists it.
    await card.getByRole('button', { name: 'Publish' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Post published!')).toBeVisible()
    await expect(card.getByText('Published', { exact: true })).toBeVisible()
    await page.goto('/blog')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()

    // Unpublish: gone from the public list.
    await page.goto('/super-admin/blog')
    await card.getByRole('button', { name: 'Unpublish' }).click()
    await expect(page.getByText('Post unpublished!')).toBeVisible()
    await expect(card.getByText('Draft', { exact: true })).toBeVisible()
    const publicList = await request.get('/api/content/blog', { headers: { 'Cache-Control': 'no-cache' } })
    expect(((await publicList.json()) as { posts: { slug: string }[] }).posts.map((p) => p.slug)).not.toContain(slug)

    // Delete: cancel keeps it, confirm removes it.
    await card.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete post?' })
    await expect(confirm.getByText(`Are you sure you want to delete “${title}”?`)).toBeVisible()
    await shoot(page, 'admin-blog-delete', confirm)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(card).toBeVisible()
    await card.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('Post deleted!')).toBeVisible()
    await expect(list.getByRole('listitem', { name: title })).toHaveCount(0)
  })
})
