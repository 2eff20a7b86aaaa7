import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { agentLeadSettingsSchema } from '#shared/leads/lead-settings.ts'
import {
  agentCustomizeSchema,
  agentLinksSchema,
  agentPostWriteSchema,
  agentProfileUpdateSchema,
  agentSeoSchema,
  agentSocialSchema,
  agentTestimonialCreateSchema,
  idParamSchema,
} from '#shared/schemas/agent-dashboard.ts'
import { line } from '#shared/schemas/text.ts'
import {
  addMyTestimonial,
  createMyPost,
  deleteMyPost,
  listMyPosts,
  listMyTestimonials,
  myAnalytics,
  setAgentImage,
  toMyProfile,
  updateApplicationLinks,
  updateLeadSettings,
  updateMyPost,
  updateProfile,
  updateProfileSlug,
  updateSeoSettings,
  updateSocialLinks,
} from '#worker/domain/agent-dashboard.ts'
import { requireAgentOfUser } from '#worker/domain/auth/ownership.ts'
import {
  DOCUMENT_MAX_BYTES,
  deleteMyDocument,
  downloadMyDocument,
  IMAGE_MAX_BYTES,
  listMyDocuments,
  putAgentImage,
  readUploadBody,
  removeMediaObject,
  saveMyDocument,
} from '#worker/domain/uploads.ts'
import { purgesOnWrite } from '#worker/edge-cache/middleware.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'
import { currentUser } from '#worker/middleware/auth.ts'

/**
 * The agent dashboard API: agents and admins (who have an agent
 * record) act on THEIR OWN record only. The agent comes from the session (requireAgentOfUser);
 * no route takes an agent id, and rows addressed by id are filtered by the agent too (404 for
 * another agent's). docs/decisions/047-agent-dashboard-api.md.
 */

const DASHBOARD_ROLES = ['agent', 'admin'] as const

const me = async (c: Context<AppEnv>) => requireAgentOfUser(c.get('db'), await currentUser(c))

const imageSlotSchema = z.strictObject({
  slot: z.enum(['headshot', 'banner', 'background', 'logo', 'badge1', 'badge2']),
})
const clearSlotSchema = imageSlotSchema
const documentQuerySchema = z.strictObject({
  name: line(1, 200, { required: 'The document needs a name' }),
  type: z.optional(z.enum(['certificate', 'other'])),
})

/** Upload bodies are raw bytes (not JSON): listed for sameOriginJson and limitBody in worker/app.ts. */
export const AGENT_UPLOAD_PATHS = {
  images: /^\/api\/agent\/(images\/[a-z0-9]+|blog-images)$/,
  documents: /^\/api\/agent\/documents$/,
}
export const AGENT_UPLOAD_LIMITS = [
  { path: AGENT_UPLOAD_PATHS.images, maxBytes: IMAGE_MAX_BYTES },
  { path: AGENT_UPLOAD_PATHS.documents, maxBytes: DOCUMENT_MAX_BYTES },
]

/**
 * An agent's own writes change their public page (/agents/{id}, /agent/{slug}, the directory)
 * and the blog (their posts, the author shown): both scopes of the edge cache are re-keyed after
 * every successful write (documents and pending testimonials are not public; a purge costs a
 * cache write).
 */
export const agentDashboardRoutes = new Hono<AppEnv>()
  .use(purgesOnWrite('agents', 'blog'))
  .get('/profile', allow(...DASHBOARD_ROLES), async (c) => {
    return c.json(toMyProfile(await me(c)), 200)
  })
  .put('/profile', allow(...DASHBOARD_ROLES), validate('json', agentProfileUpdateSchema), async (c) => {
    return c.json(await updateProfile(c.get('db'), await me(c), c.req.valid('json')), 200)
  })
  .put('/lead-settings', allow(...DASHBOARD_ROLES), validate('json', agentLeadSettingsSchema), async (c) => {
    return c.json(await updateLeadSettings(c.get('db'), await me(c), c.req.valid('json')), 200)
  })
  .put('/customize', allow(...DASHBOARD_ROLES), validate('json', agentCustomizeSchema), async (c) => {
    return c.json(await updateProfileSlug(c.get('db'), await me(c), c.req.valid('json').profileSlug), 200)
  })
  .put('/social', allow(...DASHBOARD_ROLES), validate('json', agentSocialSchema), async (c) => {
    return c.json(await updateSocialLinks(c.get('db'), await me(c), c.req.valid('json')), 200)
  })
  .put('/links', allow(...DASHBOARD_ROLES), validate('json', agentLinksSchema), async (c) => {
    return c.json(await updateApplicationLinks(c.get('db'), await me(c), c.req.valid('json')), 200)
  })
  .put('/seo', allow(...DASHBOARD_ROLES), validate('json', agentSeoSchema), async (c) => {
    return c.json(await updateSeoSettings(c.get('db'), await me(c), c.req.valid('json')), 200)
  })
  // Images: the raw file as the body; its type is read from its bytes (415 otherwise).
  .post('/images/:slot', allow(...DASHBOARD_ROLES), validate('param', imageSlotSchema), async (c) => {
    const agent = await me(c)
    const bytes = await readUploadBody(c.req.raw, IMAGE_MAX_BYTES)
    const url = await putAgentImage(c.env.MEDIA, agent, c.req.valid('param').slot, bytes)
    const { profile, previous } = await setAgentImage(c.get('db'), agent, c.req.valid('param').slot, url)
    await removeMediaObject(c.env.MEDIA, previous, c.get('requestId'))
    return c.json({ url, profile }, 201)
  })
  .delete('/images/:slot', allow(...DASHBOARD_ROLES), validate('param', clearSlotSchema), async (c) => {
    const agent = await me(c)
    const { profile, previous } = await setAgentImage(c.get('db'), agent, c.req.valid('param').slot, null)
    await removeMediaObject(c.env.MEDIA, previous, c.get('requestId'))
    return c.json({ profile }, 200)
  })
  .post('/blog-images', allow(...DASHBOARD_ROLES), async (c) => {
    const agent = await me(c)
    const bytes = await readUploadBody(c.req.raw, IMAGE_MAX_BYTES)
    return c.json({ url: await putAgentImage(c.env.MEDIA, agent, 'blog', bytes) }, 201)
  })
  .get('/testimonials', allow(...DASHBOARD_ROLES), async (c) => {
    return c.json({ testimonials: await listMyTestimonials(c.get('db'), await me(c)) }, 200)
  })
  .post('/testimonials', allow(...DASHBOARD_ROLES), validate('json', agentTestimonialCreateSchema), async (c) => {
    return c.json(await addMyTestimonial(c.get('db'), await me(c), c.req.valid('json')), 201)
  })
  .get('/posts', allow(...DASHBOARD_ROLES), async (c) => {
    return c.json({ posts: await listMyPosts(c.get('db'), await me(c)) }, 200)
  })
  .post('/posts', allow(...DASHBOARD_ROLES), validate('json', agentPostWriteSchema), async (c) => {
    return c.json(await createMyPost(c.get('db'), await me(c), c.req.valid('json')), 201)
  })
  .put(
    '/posts/:id',
    allow(...DASHBOARD_ROLES),
    validate('param', idParamSchema),
    validate('json', agentPostWriteSchema),
    async (c) => {
      return c.json(await updateMyPost(c.get('db'), await me(c), c.req.valid('param').id, c.req.valid('json')), 200)
    },
  )
  .delete('/posts/:id', allow(...DASHBOARD_ROLES), validate('param', idParamSchema), async (c) => {
    const agent = await me(c)
    await deleteMyPost(c.get('db'), agent, c.req.valid('param').id)
    return c.json({ ok: true as const }, 200)
  })
  .get('/documents', allow(...DASHBOARD_ROLES), async (c) => {
    return c.json({ documents: await listMyDocuments(c.get('db'), await me(c)) }, 200)
  })
  // Documents: the raw file as the body, ?name=<display name>&type=certificate|other.
  .post('/documents', allow(...DASHBOARD_ROLES), validate('query', documentQuerySchema), async (c) => {
    const agent = await me(c)
    const bytes = await readUploadBody(c.req.raw, DOCUMENT_MAX_BYTES)
    const { name, type } = c.req.valid('query')
    return c.json(
      await saveMyDocument(c.get('db'), c.env.DOCUMENTS, agent, { name, type: type ?? 'other' }, bytes),
      201,
    )
  })
  .get('/documents/:id/file', allow(...DASHBOARD_ROLES), validate('param', idParamSchema), async (c) => {
    const agent = await me(c)
    return downloadMyDocument(c.get('db'), c.env.DOCUMENTS, agent, c.req.valid('param').id)
  })
  .delete('/documents/:id', allow(...DASHBOARD_ROLES), validate('param', idParamSchema), async (c) => {
    const agent = await me(c)
    await deleteMyDocument(c.get('db'), c.env.DOCUMENTS, agent, c.req.valid('param').id)
    return c.json({ ok: true as const }, 200)
  })
  .get('/analytics', allow(...DASHBOARD_ROLES), async (c) => {
    return c.json(await myAnalytics(c.get('db'), await me(c)), 200)
  })
