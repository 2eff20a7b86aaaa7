import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { ContactChannel } from '#shared/leads/lead-contact.ts'
import {
  type LeadActivityEntrySnapshot,
  type LeadTask,
  type LeadTaskAction,
  type LeadWorkResponse,
  SYNCED_ACTIVITY_MAX,
  sortTasks,
} from '#shared/leads/lead-work.ts'
import type { Db } from '#worker/db/client.ts'
import { leadActivities, leads, leadTasks, syncMutations } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { requireAgentOfUser } from './auth/ownership'
import { actorName, leadStamp } from './leads'

/**
 * Notes, contact attempts and tasks on a lead, by a super admin on any lead or by an agent (or an admin working
 * as an agent) on their own, online or from the device outbox. Exactly once per mutation id:
 * one batch writes the timeline entry, the change, the lead's next follow-up day (the earliest
 * open task's) with a new change stamp, and the mutation record, each under the same condition
 * (the lead is in the actor's scope and the id unused), so either all are written or none. A
 * replay with the same content answers `duplicate`; the id with other content is a 409.
 *
 * The lead's version is NOT bumped: a note or a task changes none of the lead's own fields, so
 * a stage change queued on a device meanwhile still applies. The new stamp alone brings the
 * lead (with its tasks and timeline) to the agent's devices in the next delta pull.
 */

export const LEAD_NOTE_MUTATION_KIND = 'lead-note'
export const LEAD_TASK_MUTATION_KIND = 'lead-task'
export const LEAD_CONTACT_MUTATION_KIND = 'lead-contact'
export const REUSED_ID_MESSAGE = 'This change id was already used for another change'

/** The earliest open task's day of the lead being updated (`leads.next_follow_up_on`). */
export const nextFollowUpOfLead: SQL = sql`(SELECT min(t.due_on) FROM ${leadTasks} t WHERE t.lead_id = ${leads.id} AND t.done_at IS NULL)`

type Statement = Parameters<Db['batch']>[0][number]

/**
 * Runs `writes` (each guarded by `when`) with the follow-up day, the change stamp and the
 * mutation record, and answers as the module comment says. Other timeline writes of a lead's
 * work go through it too.
 */
export async function applyOnce(
  db: Db,
  actor: Actor,
  input: { leadId: string; mutationId: string; kind: string; content: Record<string, unknown> },
  writes: (when: SQL, name: string | null, at: number) => Statement[],
): Promise<LeadWorkResponse> {
  const agentId = actor.role === 'super_admin' ? null : (await requireAgentOfUser(db, actor)).id
  const name = await actorName(db, actor.id)
  const at = Date.now()
  const scope = agentId === null ? sql`` : sql` AND l.agent_id = ${agentId}`
  const when = sql`EXISTS (SELECT 1 FROM ${leads} l WHERE l.id = ${input.leadId} AND l.deleted_at IS NULL${scope})
    AND NOT EXISTS (SELECT 1 FROM ${syncMutations} m WHERE m.id = ${input.mutationId})`
  const content = JSON.stringify(input.content)
  const own = writes(when, name, at)
  const results = (await db.batch([
    ...own,
    db.run(sql`UPDATE ${leads} SET next_follow_up_on = ${nextFollowUpOfLead}, updated_at = ${leadStamp()}
        WHERE ${leads.id} = ${input.leadId} AND ${when}`),
    db.run(sql`INSERT INTO ${syncMutations} (id, user_id, kind, status, result, created_at)
        SELECT ${input.mutationId}, ${actor.id}, ${input.kind}, 200, ${content}, ${at} WHERE ${when}
        ON CONFLICT DO NOTHING`),
    db.select().from(syncMutations).where(eq(syncMutations.id, input.mutationId)),
    db
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          eq(leads.id, input.leadId),
          isNull(leads.deletedAt),
          agentId === null ? undefined : eq(leads.agentId, agentId),
        ),
      ),
  ] as unknown as Parameters<Db['batch']>[0])) as unknown as unknown[]
  const recorded = results[own.length + 1] as { rowsAffected: number }
  const [stored] = results[own.length + 2] as (typeof syncMutations.$inferSelect)[]
  const [visible] = results[own.length + 3] as { id: string }[]
  if (recorded.rowsAffected === 1)
    return { id: input.mutationId, outcome: 'ok', tasks: await tasksOfLead(db, input.leadId) }
  if (stored) {
    const earlier = typeof stored.result === 'string' ? stored.result : JSON.stringify(stored.result)
    if (stored.userId !== actor.id || stored.kind !== input.kind || earlier !== content)
      throw new HttpError('conflict', REUSED_ID_MESSAGE)
    return {
      id: input.mutationId,
      outcome: 'duplicate',
      tasks: visible ? await tasksOfLead(db, input.leadId) : [],
    }
  }
  throw new HttpError('not_found', 'Lead not found')
}

/**
 * Adds a note, or a contact attempt from the lead's quick actions (shared/leads/lead-contact.ts:
 * a call, an e-mail or a text, its channel in `to_value`). The timeline entry takes the
 * mutation's id, so a device tells its queued entry from the one the server holds.
 */
export function addLeadEntryOnce(
  db: Db,
  input: { leadId: string; mutationId: string; entry: { note: string } | { channel: ContactChannel } },
  actor: Actor,
): Promise<LeadWorkResponse> {
  const { leadId, mutationId, entry } = input
  const note = 'note' in entry ? entry.note : null
  return applyOnce(
    db,
    actor,
    {
      leadId,
      mutationId,
      kind: note === null ? LEAD_CONTACT_MUTATION_KIND : LEAD_NOTE_MUTATION_KIND,
      content: { leadId, ...entry },
    },
    (when, name, at) => [
      db.run(sql`INSERT INTO ${leadActivities} (id, lead_id, kind, actor_user_id, actor_name, note, to_value, created_at)
          SELECT ${mutationId}, ${leadId}, ${note === null ? 'contact' : 'note'}, ${actor.id}, ${name}, ${note},
            ${'channel' in entry ? entry.channel : null}, ${at} WHERE ${when}
          ON CONFLICT DO NOTHING`),
    ],
  )
}

/** The task's due day (and time) as the timeline keeps it: '2026-12-02' or '2026-12-02 10:30'. */
const dueLabel = sql`t.due_on || coalesce(' ' || t.due_time, '')`

/**
 * Adds, completes, reopens or deletes a task. A task already in the asked state, or no longer
 * there, leaves nothing to do: the change is recorded and answered `ok` (a queued change never
 * sticks on a task someone else finished or removed). A new task is for the lead's agent.
 */
export function changeLeadTask(
  db: Db,
  input: { leadId: string; mutationId: string; action: LeadTaskAction },
  actor: Actor,
): Promise<LeadWorkResponse> {
  const { action, leadId } = input
  const entry = (from: SQL, label: SQL, due: SQL, name: string | null, at: number) =>
    sql`INSERT INTO ${leadActivities} (id, lead_id, kind, actor_user_id, actor_name, from_value, to_value, to_label, from_label, created_at)
        SELECT ${uuidv7()}, ${leadId}, 'task', ${actor.id}, ${name}, ${action.kind}, ${action.taskId}, ${label}, ${due}, ${at} ${from}`
  const ofTask = (when: SQL, state: SQL) =>
    sql`FROM ${leadTasks} t WHERE t.id = ${action.taskId} AND t.lead_id = ${leadId} AND ${state} AND ${when}`
  return applyOnce(
    db,
    actor,
    { leadId, mutationId: input.mutationId, kind: LEAD_TASK_MUTATION_KIND, content: { leadId, action } },
    (when, name, at) => {
      switch (action.kind) {
        case 'add': {
          const due = action.dueTime ? `${action.dueOn} ${action.dueTime}` : action.dueOn
          const fresh = sql`${when} AND NOT EXISTS (SELECT 1 FROM ${leadTasks} t WHERE t.id = ${action.taskId})`
          return [
            db.run(entry(sql`WHERE ${fresh}`, sql`${action.title}`, sql`${due}`, name, at)),
            db.run(sql`INSERT INTO ${leadTasks} (id, lead_id, title, due_on, due_time, assignee_agent_id, created_by_user_id, created_by_name, created_at)
                SELECT ${action.taskId}, l.id, ${action.title}, ${action.dueOn}, ${action.dueTime}, l.agent_id, ${actor.id}, ${name}, ${at}
                FROM ${leads} l WHERE l.id = ${leadId} AND ${fresh}`),
          ]
        }
        case 'complete':
          return [
            db.run(entry(ofTask(when, sql`t.done_at IS NULL`), sql`t.title`, dueLabel, name, at)),
            db.run(sql`UPDATE ${leadTasks} SET done_at = ${at}, done_by_user_id = ${actor.id}, done_by_name = ${name}
                WHERE id = ${action.taskId} AND lead_id = ${leadId} AND done_at IS NULL AND ${when}`),
          ]
        case 'reopen':
          return [
            db.run(entry(ofTask(when, sql`t.done_at IS NOT NULL`), sql`t.title`, dueLabel, name, at)),
            db.run(sql`UPDATE ${leadTasks} SET done_at = NULL, done_by_user_id = NULL, done_by_name = NULL
                WHERE id = ${action.taskId} AND lead_id = ${leadId} AND done_at IS NOT NULL AND ${when}`),
          ]
        case 'delete':
          return [
            db.run(entry(ofTask(when, sql`1`), sql`t.title`, dueLabel, name, at)),
            db.run(sql`DELETE FROM ${leadTasks} WHERE id = ${action.taskId} AND lead_id = ${leadId} AND ${when}`),
          ]
      }
    },
  )
}

function toTask(row: typeof leadTasks.$inferSelect): LeadTask {
  return {
    id: row.id,
    title: row.title,
    dueOn: row.dueOn,
    dueTime: row.dueTime,
    assigneeAgentId: row.assigneeAgentId,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    doneAt: row.doneAt ? row.doneAt.toISOString() : null,
    doneByName: row.doneByName,
  }
}

/** Every task of the given leads, open ones first by due day. */
export async function tasksOf(db: Db, leadIds: readonly string[]): Promise<Map<string, LeadTask[]>> {
  const byLead = new Map<string, LeadTask[]>()
  if (leadIds.length === 0) return byLead
  const rows = await db
    .select()
    .from(leadTasks)
    .where(inArray(leadTasks.leadId, [...leadIds]))
    .orderBy(asc(leadTasks.dueOn))
  for (const row of rows) {
    const list = byLead.get(row.leadId) ?? []
    list.push(toTask(row))
    byLead.set(row.leadId, list)
  }
  for (const [id, list] of byLead) byLead.set(id, sortTasks(list))
  return byLead
}

export async function tasksOfLead(db: Db, leadId: string): Promise<LeadTask[]> {
  return (await tasksOf(db, [leadId])).get(leadId) ?? []
}

/** The latest SYNCED_ACTIVITY_MAX timeline entries of each lead, newest first (what devices keep). */
export async function recentActivityOf(
  db: Db,
  leadIds: readonly string[],
): Promise<Map<string, LeadActivityEntrySnapshot[]>> {
  const byLead = new Map<string, LeadActivityEntrySnapshot[]>()
  if (leadIds.length === 0) return byLead
  const ids = sql.join(
    leadIds.map((id) => sql`${id}`),
    sql`, `,
  )
  const rows = await db.all<{
    id: string
    lead_id: string
    kind: string
    actor_name: string | null
    from_value: string | null
    to_value: string | null
    from_label: string | null
    to_label: string | null
    note: string | null
    created_at: number
  }>(sql`SELECT id, lead_id, kind, actor_name, from_value, to_value, from_label, to_label, note, created_at FROM (
      SELECT *, row_number() OVER (PARTITION BY lead_id ORDER BY created_at DESC, id DESC) AS n
      FROM ${leadActivities} WHERE lead_id IN (${ids})
    ) WHERE n <= ${SYNCED_ACTIVITY_MAX} ORDER BY created_at DESC, id DESC`)
  for (const r of rows) {
    const list = byLead.get(r.lead_id) ?? []
    list.push({
      id: r.id,
      kind: r.kind,
      actorName: r.actor_name,
      fromValue: r.from_value,
      toValue: r.to_value,
      fromLabel: r.from_label,
      toLabel: r.to_label,
      note: r.note,
      createdAt: new Date(Number(r.created_at)).toISOString(),
    })
    byLead.set(r.lead_id, list)
  }
  return byLead
}
