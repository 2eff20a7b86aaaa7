import { Hono } from 'hono'
import { jobRunsQuerySchema } from '#shared/schemas/jobs.ts'
import { listJobRuns } from '#worker/domain/job-runs.ts'
import type { AppEnv } from '#worker/env.ts'
import { jobSchedules } from '#worker/jobs/schedule.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow, currentUser } from '#worker/middleware/access.ts'

/** The scheduled jobs' latest runs, for the Debug tab. Super admins only, as the whole panel. */
export const adminJobsRoutes = new Hono<AppEnv>().get(
  '/runs',
  allow('super_admin'),
  validate('query', jobRunsQuerySchema),
  async (c) => {
    const body = await listJobRuns(c.get('db'), jobSchedules(), c.req.valid('query').limit, await currentUser(c))
    return c.json(body, 200)
  },
)
