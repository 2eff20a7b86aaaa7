import { Hono } from 'hono'
import {
  type AdminPostResponse,
  type AdminPostsResponse,
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
import { purgesOnWrite } from '#worker/edge-cache/middleware.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow, currentUser } from '#worker/middleware/access.ts'

/**
 * After a change the public blog may show differently (a post created, edited, published,
 * unpublished or deleted): its edge cache is re-keyed, finishing after the response.
 */

/** The featured image upload carries the raw file: listed for sameOriginJson and limitBody in worker/app.ts. */
export const ADMIN_BLOG_UPLOAD_PATH = /^\/api\/admin\/blog\/images$/
export const ADMIN_BLOG_UPLOAD_LIMITS = [{ path: ADMIN_BLOG_UPLOAD_PATH, maxBytes: IMAGE_MAX_BYTES }]

/**
 * The admin Blog tab (docs/decisions/074). Super admins only, like the whole admin
 * panel (only super_admin edits, publishes and deletes; decision 009). The rules
 * live in worker/domain/admin-blog.ts.
 */
export const adminBlogRoutes = new Hono<AppEnv>()
  // Every successful write re-keys the public blog reads (docs/decisions/041).
  .use(purgesOnWrite('blog'))
  .get('/', allow('super_admin'), async (c) => {
    const body: AdminPostsResponse = { posts: await listAdminPosts(c.get('db'), await currentUser(c)) }
    return c.json(body, 200)
  })
  .post('/', allow('super_admin'), validate('json', adminPostWriteSchema), async (c) => {
    const body: AdminPostResponse = {
      post: await createAdminPost(c.get('db'), await currentUser(c), c.req.valid('json')),
    }
    return c.json(body, 201)
  })
  .put(
    '/:id',
    allow('super_admin'),
    validate('param', adminPostParamSchema),
    validate('json', adminPostWriteSchema),
    async (c) => {
      const post = await updateAdminPost(
        c.get('db'),
        await currentUser(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      )
      return c.json({ post } satisfies AdminPostResponse, 200)
    },
  )
  .patch(
    '/:id/publication',
    allow('super_admin'),
    validate('param', adminPostParamSchema),
    validate('json', adminPostPublicationSchema),
    async (c) => {
      const post = await setPostPublication(
        c.get('db'),
        await currentUser(c),
        c.req.valid('param').id,
        c.req.valid('json').isPublished,
      )
      return c.json({ post } satisfies AdminPostResponse, 200)
    },
  )
  .delete('/:id', allow('super_admin'), validate('param', adminPostParamSchema), async (c) => {
    await deleteAdminPost(c.get('db'), await currentUser(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
  // A featured image: the raw file as the body, its type read from its bytes (415 otherwise),
  // 5 MB at most; stored under blog-images/<admin's user id>/<uuid>.<ext> (decision 048).
  .post('/images', allow('super_admin'), async (c) => {
    const actor = await currentUser(c)
    const bytes = await readUploadBody(c.req.raw, IMAGE_MAX_BYTES)
    return c.json({ url: await putAgentImage(c.env.MEDIA, actor, 'blog', bytes) }, 201)
  })
