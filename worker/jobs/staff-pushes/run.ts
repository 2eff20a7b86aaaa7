/**
 * The staff notifications' pushes that the request which queued them did not send (the push
 * service failed, or the worker stopped first): every five minutes (worker/jobs/schedule.ts), each
 * at most MAX_ATTEMPTS times (docs/decisions/158). Skipped while the VAPID keys are missing.
 */
import { sendStaffPushes } from '#worker/domain/staff-pushes.ts'
import { pushJob } from '../run-job'

export const staffPushesJob = pushJob('staff-pushes', 'staff notifications', async ({ db, now }, push) => ({
  outcome: 'succeeded',
  counts: await sendStaffPushes(db, { ...push, now }),
}))
