/**
 * The staff notifications' pushes that the request which queued them did not send (the push
 * service failed, or the worker stopped first): every five minutes (worker/jobs/schedule.ts), each
 * at most MAX_ATTEMPTS times (docs/decisions/158). Skipped while the VAPID keys are missing.
 */
import { sendStaffPushes } from '#worker/domain/staff-pushes.ts'
import { log } from '#worker/lib/log.ts'
import { vapidFromEnv } from '#worker/lib/web-push.ts'
import type { Job } from '../run-job'

export const staffPushesJob: Job = {
  name: 'staff-pushes',
  async run({ db, env, trigger, now }) {
    const config = await vapidFromEnv(env)
    if (!config.ok) {
      log.warn('staff notifications skipped: VAPID not configured', { trigger, problem: config.problem })
      return { outcome: 'skipped', summary: config.problem }
    }
    const counts = await sendStaffPushes(db, {
      vapid: config.vapid,
      allowPrivate: env.ENVIRONMENT !== 'production',
      now,
    })
    return { outcome: 'succeeded', counts }
  },
}
