import {
  type AdminPostResponse,
  adminPostParamSchema,
  adminPostPublicationSchema,
  adminPostWriteSchema,
} from '#shared/schemas/admin-blog.ts'
import {
  createAdminPost,
  deleteAdminPost,
  listAdminPosts,
  setPostPublication,
  updateAdminPost,
} from '#worker/domain/admin-blog.ts'
import { IMAGE_MAX_BYTES, putAgentImage, readUploadBody } from '#worker/domain/uploads.ts'
import { allow, currentUser } from '#worker/middleware/access.ts'
import { adminCollection, adminItemChange } from './admin-collection'

/**
 * After a change the public blog may show differently (a post created, edited, published,
 * unpublished or deleted): its edge cache is re-keyed, finishing after the response.
 */

/**
 * The admin Blog tab (docs/decisions/074). Super admins only, like the whole admin
 * panel (only super_admin edits, publishes and deletes; decision 009). The rules
 * live in worker/domain/admin-blog.ts.
 */
export const adminBlogRoutes = adminCollection(
  ['blog'],
  { list: 'posts', item: 'post' },
  { param: adminPostParamSchema, write: adminPostWriteSchema },
  { list: listAdminPosts, create: createAdminPost, update: updateAdminPost, remove: deleteAdminPost },
)
  .patch('/:id/publication', ...adminItemChange(adminPostParamSchema, adminPostPublicationSchema), async (c) => {
    const { id } = c.req.valid('param')
    const post = await setPostPublication(c.get('db'), await currentUser(c), id, c.req.valid('json').isPublished)
    return c.json({ post } satisfies AdminPostResponse, 200)
  })
  // A featured image: the raw file as the body, its type read from its bytes (415 otherwise),
  // 5 MB at most; stored under blog-images/<admin's user id>/<uuid>.<ext> (decision 048).
  .post('/images', allow('super_admin'), async (c) => {
    const actor = await currentUser(c)
    const bytes = await readUploadBody(c.req.raw, IMAGE_MAX_BYTES)
    return c.json({ url: await putAgentImage(c.env.MEDIA, actor, 'blog', bytes) }, 201)
  })

/** The featured image upload carries the raw file: listed for sameOriginJson and limitBody in worker/app.ts. */
export const ADMIN_BLOG_UPLOAD_PATH = /^\/api\/admin\/blog\/images$/
