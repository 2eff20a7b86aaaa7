import * as z from 'zod/mini'
import { slugify } from '#shared/content/blog-slug.ts'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './agent-dashboard'
import { idSchema } from './auth'
import { line, multiline } from './text'

/**
 * The admin Blog tab (docs/decisions/074): every post
 * (drafts, agents' posts awaiting approval, published) with its agent's name; create, edit,
 * publish / unpublish and delete. Super admins only (decision 009).
 */

/** The spec's toasts for the admin Blog tab. */
export const ADMIN_BLOG_MESSAGES = {
  fetchFailed: 'Failed to fetch blog posts',
  updateFailed: 'Failed to update post',
  published: 'Post published!',
  unpublished: 'Post unpublished!',
  deleted: 'Post deleted!',
  deleteFailed: 'Failed to delete post',
  updated: 'Post updated',
  created: 'Post created',
  saveFailed: 'Failed to save post',
  createFailed: 'Failed to create post',
  uploaded: 'Uploaded',
  uploadFailed: 'Upload failed',
} as const

/** The server's refusals (worker/domain/admin-blog.ts). */
export const NO_AGENT_FOR_POST_MESSAGE = 'No agent exists to associate with this post. Create an agent first.'
export const POST_NOT_FOUND_MESSAGE = 'Post not found'
export const SLUG_NEEDS_ALNUM_MESSAGE = 'Slug needs at least one letter or digit'
export const IMAGE_URL_MESSAGE = 'Use an uploaded image or a full http(s) address'

export const POST_TITLE_MAX = 200
export const POST_SLUG_INPUT_MAX = 200
export const POST_EXCERPT_MAX = 500
export const POST_CONTENT_MAX = 50_000
export { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX }

/** An image the site can show: a path on this site (/media/…, /demo/…) or a full http(s) URL. */
const imageUrl = line(1, 2000).check(
  z.refine(
    (v) => /^https?:\/\/[^\s]+$/i.test(v) || (v.startsWith('/') && !v.startsWith('//') && !/\s/.test(v)),
    IMAGE_URL_MESSAGE,
  ),
)

/**
 * POST /api/admin/blog and PUT /api/admin/blog/:id. The admin form requires title, slug,
 * excerpt and content. The slug is normalised and made unique on save.
 * `isPublished` is 'Publish immediately' (create) or the post's state (edit).
 */
export const adminPostWriteSchema = z.strictObject({
  title: line(1, POST_TITLE_MAX, { required: 'Title is required' }),
  slug: line(1, POST_SLUG_INPUT_MAX, { required: 'Slug is required' }).check(
    z.refine((v) => slugify(v) !== '', SLUG_NEEDS_ALNUM_MESSAGE),
  ),
  excerpt: multiline(1, POST_EXCERPT_MAX, { required: 'Excerpt is required' }),
  content: multiline(1, POST_CONTENT_MAX, { required: 'Content is required' }),
  featuredImageUrl: z.nullable(imageUrl),
  metaTitle: z.nullable(line(0, SEO_TITLE_MAX, { tooLong: `Meta title: at most ${SEO_TITLE_MAX} characters` })),
  metaDescription: z.nullable(
    multiline(0, SEO_DESCRIPTION_MAX, { tooLong: `Meta description: at most ${SEO_DESCRIPTION_MAX} characters` }),
  ),
  isPublished: z.boolean('Publish immediately must be true or false'),
})
export type AdminPostWriteInput = z.input<typeof adminPostWriteSchema>
export type AdminPostWrite = z.output<typeof adminPostWriteSchema>

/** PATCH /api/admin/blog/:id/publication */
export const adminPostPublicationSchema = z.strictObject({
  isPublished: z.boolean('Published must be true or false'),
})

export const adminPostParamSchema = z.strictObject({ id: idSchema })

/** One row of the tab (dates as ISO strings). */
export type AdminPost = {
  id: string
  title: string
  slug: string
  /** The post's own excerpt (the form's value), possibly null for an agent's post. */
  excerpt: string | null
  /** What the list shows: the excerpt, else the first 150 characters of the content. */
  listExcerpt: string
  content: string
  /** As stored (the form's value). */
  featuredImageUrl: string | null
  /** The same image as a URL the page can load (storage paths resolved), or null. */
  featuredImageSrc: string | null
  isPublished: boolean
  publishedAt: string | null
  metaTitle: string | null
  metaDescription: string | null
  agentId: string | null
  /** The author agent's name; null when the agent was removed. */
  agentName: string | null
  /** Written in the admin panel (public pages show 'Admin' as the author). */
  adminCreated: boolean
  createdAt: string
  updatedAt: string
}

export type AdminPostsResponse = { posts: AdminPost[] }
export type AdminPostResponse = { post: AdminPost }
