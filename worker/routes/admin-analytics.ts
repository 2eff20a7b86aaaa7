import { Hono } from 'hono'
import { adminAnalyticsQuerySchema } from '../../shared/schemas/admin-analytics'
import { adminAnalytics } from '../domain/admin-analytics'
import type { AppEnv } from '../env'
import { validate } from '../lib/validate'
import { allow } from '../middleware/access'

/** The admin Analytics tab (issue 14 §5; docs/decisions/084). Super admins only, as the whole panel. */
export const adminAnalyticsRoutes = new Hono<AppEnv>().get('/', allow('super_admin'), validate('query', adminAnalyticsQuerySchema), async (c) => {
  const { period = 'all' } = c.req.valid('query')
  return c.json(await adminAnalytics(c.get('db'), period, new Date()), 200)
})
