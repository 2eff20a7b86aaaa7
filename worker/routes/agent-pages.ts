import { Hono } from 'hono'
import * as z from 'zod/mini'
import { pageViewSchema } from '#shared/schemas/agent-dashboard.ts'
import { AGENT_PAGE_CACHE_CONTROL } from '#shared/schemas/agent-page.ts'
import { publicAgentPage, recordPageView } from '#worker/domain/agent-page.ts'
import { edgeCached } from '#worker/edge-cache/middleware.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'
import { authenticate } from '#worker/middleware/auth.ts'
import { rateLimit } from '#worker/middleware/rate-limit.ts'

/** Public agent pages: the page's data and its page views. */

const identifierSchema = z.strictObject({ identifier: z.string().check(z.minLength(1), z.maxLength(80)) })
const agentIdSchema = z.strictObject({ id: z.uuid('Not a valid id') })

export const agentPagesRoutes = new Hono<AppEnv>()
  .get('/:identifier', allow('public'), validate('param', identifierSchema), edgeCached('agents'), async (c) => {
    const body = await publicAgentPage(c.get('db'), c.req.valid('param').identifier)
    if ('movedTo' in body) return c.redirect(`/api/agents/${body.movedTo.split('/').pop()}`, 301)
    c.header('Cache-Control', AGENT_PAGE_CACHE_CONTROL)
    return c.json(body, 200)
  })
  // 202 whatever happened (recorded, duplicate, bot, own view): the page has nothing to do
  // about it, and a scraper learns nothing. An unknown agent is 404.
  .post(
    '/:id/views',
    allow('public'),
    rateLimit({ key: 'agent-page-views', limit: 120, windowSeconds: 600 }),
    validate('param', agentIdSchema),
    validate('json', pageViewSchema),
    async (c) => {
      const viewer = await authenticate(c).catch(() => null)
      const { sessionId, path } = c.req.valid('json')
      const outcome = await recordPageView(c.get('db'), {
        agentId: c.req.valid('param').id,
        sessionId,
        path,
        userAgent: c.req.header('user-agent'),
        viewerUserId: viewer?.id ?? null,
      })
      if (outcome === 'not_found')
        return c.json({ error: { code: 'not_found' as const, message: 'Agent not found' } }, 404)
      return c.json({ ok: true as const }, 202)
    },
  )
