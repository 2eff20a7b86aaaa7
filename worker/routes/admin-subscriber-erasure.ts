import { Hono } from 'hono'
import * as z from 'zod/mini'
import { eraseSubscriber } from '#worker/domain/subscriber-erasure.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow, currentUser } from '#worker/middleware/access.ts'

/**
 * `DELETE /api/admin/newsletter/subscribers/:id` → 200 `{ erased: true }`: a marketing-only
 * contact erased on request, audited (docs/decisions/195). Super admins only.
 */
export const adminSubscriberErasureRoutes = new Hono<AppEnv>().delete(
  '/:id',
  allow('super_admin'),
  validate('param', z.strictObject({ id: z.uuid() })),
  async (c) => {
    const actor = await currentUser(c)
    await eraseSubscriber(c.get('db'), c.req.valid('param').id, actor.id)
    return c.json({ erased: true as const }, 200)
  },
)
