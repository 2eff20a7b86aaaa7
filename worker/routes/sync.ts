import { Hono } from 'hono'
import { syncLeadsQuerySchema } from '#shared/schemas/sync-query.ts'
import { pullLeadChanges } from '#worker/domain/sync.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'
import { currentUser } from '#worker/middleware/auth.ts'

/**
 * Delta pulls for signed-in devices. Agents and admins work from the agent
 * dashboard on their own agent record, so a pull returns only the leads of the caller's
 * agent row; super_admin uses the admin panel online and has no device copy.
 */
export const syncRoutes = new Hono<AppEnv>().get(
  '/leads',
  allow('agent', 'admin'),
  validate('query', syncLeadsQuerySchema),
  async (c) => {
    const user = await currentUser(c)
    const { since, limit } = c.req.valid('query')
    const body = await pullLeadChanges(c.get('db'), { userId: user.id, since, limit })
    return c.json(body, 200)
  },
)
