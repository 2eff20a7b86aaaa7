import { Hono } from 'hono'
import { responseTimesQuerySchema } from '#shared/leads/response-time.ts'
import { periodStart } from '#worker/domain/admin-analytics.ts'
import { requireAgentOfUser } from '#worker/domain/auth/ownership.ts'
import { responseTimes } from '#worker/domain/response-times.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'
import { currentUser } from '#worker/middleware/auth.ts'

/** Response times for the analytics screens: an agent or an admin their own; the super admin every agent's. */
export const responseTimesRoutes = new Hono<AppEnv>().get(
  '/',
  allow('agent', 'admin', 'super_admin'),
  validate('query', responseTimesQuerySchema),
  async (c) => {
    const { period = 'all' } = c.req.valid('query')
    const db = c.get('db')
    const user = await currentUser(c)
    const own = user.role === 'super_admin' ? undefined : (await requireAgentOfUser(db, user)).id
    return c.json({ period, rows: await responseTimes(db, periodStart(period, new Date()), own) }, 200)
  },
)
