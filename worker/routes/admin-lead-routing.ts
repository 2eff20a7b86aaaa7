import { Hono } from 'hono'
import { leadRoutingUpdateSchema } from '#shared/leads/routing.ts'
import { getLeadRouting, setLeadRouting } from '#worker/domain/lead-routing.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'

/** The lead routing rule (the Lead Routing tab): super admins only. */
export const adminLeadRoutingRoutes = new Hono<AppEnv>()
  .get('/', allow('super_admin'), async (c) => c.json(await getLeadRouting(c.get('db')), 200))
  .put('/', allow('super_admin'), validate('json', leadRoutingUpdateSchema), async (c) =>
    c.json(await setLeadRouting(c.get('db'), c.req.valid('json')), 200),
  )
