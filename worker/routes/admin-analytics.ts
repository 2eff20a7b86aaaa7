import { Hono } from 'hono'
import { adminAnalyticsQuerySchema } from '#shared/schemas/admin-analytics.ts'
import { adminAnalytics } from '#worker/domain/admin-analytics.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'

/** The admin Analytics tab (docs/decisions/084). Super admins only, as the whole panel. */
export const adminAnalyticsRoutes = new Hono<AppEnv>().get(
  '/',
  allow('super_admin'),
  validate('query', adminAnalyticsQuerySchema),
  async (c) => {
    const { period = 'all' } = c.req.valid('query')
    return c.json(await adminAnalytics(c.get('db'), period, new Date()), 200)
  },
)
