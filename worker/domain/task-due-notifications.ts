/**
 * Tasks falling due: an open task tells its lead's agent when its moment arrives (its time that
 * day, Toronto, or TASK_DAY_STARTS_AT for a task with no time), once, in the inbox and by push on
 * the agent's devices. Run every five minutes (worker/jobs/task-reminders). The cause's key holds
 * the task's day and time, so a task moved to another moment tells again then; a run repeated
 * (or two overlapping) writes nothing twice. A task that was due before yesterday, when it was
 * first seen, stays in the Overdue list without a notification.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lte } from 'drizzle-orm'
import { addDays, torontoDateTime, torontoDay } from '#shared/time/toronto-time.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, leads, leadTasks, staffNotifications } from '#worker/db/schema/index.ts'
import { type NotificationPlan, writeNotifications } from './notify-assigned-agents'

/** When a task with no time of its own falls due on its day (Toronto). */
export const TASK_DAY_STARTS_AT = '08:00'

/** The key that makes a task's notification once: the task and the moment it is due. */
export function taskDueCause(task: { id: string; dueOn: string; dueTime: string | null }): string {
  return `task-due:${task.id}:${task.dueOn}T${task.dueTime ?? TASK_DAY_STARTS_AT}`
}

/** Whether the task's moment (Toronto wall-clock) has come at `now`. */
export function taskFallenDue(task: { dueOn: string; dueTime: string | null }, now: Date): boolean {
  return `${task.dueOn} ${task.dueTime ?? TASK_DAY_STARTS_AT}` <= torontoDateTime(now)
}

/** Writes the notifications of the open tasks whose moment came (yesterday or today); how many. */
export async function notifyDueTasks(db: Db, now: Date): Promise<number> {
  const today = torontoDay(now)
  const rows = await db
    .select({
      id: leadTasks.id,
      dueOn: leadTasks.dueOn,
      dueTime: leadTasks.dueTime,
      leadId: leads.id,
      userId: agents.userId,
    })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .innerJoin(agents, eq(agents.id, leads.agentId))
    .where(
      and(
        gte(leadTasks.dueOn, addDays(today, -1)),
        lte(leadTasks.dueOn, today),
        isNull(leadTasks.doneAt),
        isNull(leads.deletedAt),
        isNull(agents.deletedAt),
        isNotNull(agents.userId),
      ),
    )
  const due: NotificationPlan[] = []
  for (const row of rows) {
    if (!row.userId || !taskFallenDue(row, now)) continue
    due.push({ userId: row.userId, kind: 'task-due', leadId: row.leadId, causeKey: taskDueCause(row), where: 'agent' })
  }
  if (due.length === 0) return 0
  // Only what an earlier run did not write (the cause key would refuse it anyway).
  const written = new Set<string>()
  const keys = due.map((d) => d.causeKey)
  const users = [...new Set(due.map((d) => d.userId))]
  for (let i = 0; i < keys.length; i += 400) {
    const rows = await db
      .select({ userId: staffNotifications.userId, causeKey: staffNotifications.causeKey })
      .from(staffNotifications)
      .where(
        and(inArray(staffNotifications.userId, users), inArray(staffNotifications.causeKey, keys.slice(i, i + 400))),
      )
    for (const w of rows) written.add(`${w.userId}/${w.causeKey}`)
  }
  return writeNotifications(
    db,
    due.filter((d) => !written.has(`${d.userId}/${d.causeKey}`)),
    now,
  )
}
