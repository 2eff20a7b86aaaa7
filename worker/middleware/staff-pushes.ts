import type { MiddlewareHandler } from 'hono'
import { runAsJob } from '#worker/db/request-gate.ts'
import { sendStaffPushes } from '#worker/domain/staff-pushes.ts'
import type { AppEnv } from '#worker/env.ts'
import { errorSummary, log } from '#worker/lib/log.ts'
import { vapidFromEnv } from '#worker/lib/web-push.ts'
import { afterResponse } from './context'

/** The routes through which leads arrive or change hands (worker/domain/lead-intake.ts callers). */
const INTAKE_PATHS = /^\/api\/(leads|admin\/leads|admin\/users)(\/|$)/

/**
 * After a successful change on an intake route, the staff notifications' pushes it queued go out
 * after the response (waitUntil), once the request's intakes are announced, outside the request's
 * database budget; the cron sends what this misses (docs/decisions/158). Never the request's error.
 */
export const sendStaffPushesAfterResponse: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return
  if (!INTAKE_PATHS.test(c.req.path)) return
  const db = c.get('db')
  const env = c.env
  const announced = c.get('intakeAnnounced')
  afterResponse(
    c,
    runAsJob(async () => {
      // The notifications of this request's leads are written after the answer too.
      await announced
      const config = await vapidFromEnv(env)
      if (!config.ok) return
      await sendStaffPushes(db, {
        vapid: config.vapid,
        allowPrivate: env.ENVIRONMENT !== 'production',
        now: () => new Date(),
      })
    }).catch((error: unknown) => log.warn('staff notifications not sent yet', { error: errorSummary(error) })),
  )
}
