/**
 * Tasks falling due (worker/domain/task-due-notifications.ts): every five minutes, before the
 * staff notifications' pushes go out (worker/jobs/schedule.ts), each open task whose moment came
 * gets its notification in its agent's inbox, once; the next job pushes it to their devices.
 */
import { notifyDueTasks } from '#worker/domain/task-due-notifications.ts'
import type { Job } from '../run-job'

export const taskRemindersJob: Job = {
  name: 'task-reminders',
  async run({ db, now }) {
    return { outcome: 'succeeded', counts: { notified: await notifyDueTasks(db, now()) } }
  },
}
