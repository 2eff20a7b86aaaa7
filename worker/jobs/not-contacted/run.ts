/**
 * Leads not contacted in time (worker/domain/not-contacted-alerts.ts): every five minutes, before
 * the staff notifications' pushes go out (worker/jobs/schedule.ts), each lead that reached the
 * super admin's threshold without a first contact tells the super admins once; the next job
 * pushes it to their devices.
 */
import { notifyNotContacted } from '#worker/domain/not-contacted-alerts.ts'
import type { Job } from '../run-job'

export const notContactedJob: Job = {
  name: 'not-contacted',
  async run({ db, now }) {
    return { outcome: 'succeeded', counts: { notified: await notifyNotContacted(db, now()) } }
  },
}
