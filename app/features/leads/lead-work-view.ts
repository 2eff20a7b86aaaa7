/**
 * A lead's tasks and timeline as the agent sees them: the server's copy from the device cache
 * with the agent's own queued notes and task changes laid over it, until the server's copy
 * holds them. Pure, so it reads the same offline.
 */
import type { OutboxEntry } from '#app/offline/db.ts'
import { CLOSED_LEAD_STATUSES } from '#shared/constants/leads.ts'
import { leadContactChangeSchema, leadNoteChangeSchema, leadTaskChangeSchema } from '#shared/leads/lead-changes.ts'
import {
  type LeadActivityEntrySnapshot,
  type LeadTask,
  nextDueDay,
  sortTasks,
  taskDue,
} from '#shared/leads/lead-work.ts'
import type { SyncedLead } from '#shared/schemas/sync.ts'

const UNSENT: OutboxEntry['status'][] = ['pending', 'sending', 'retry']

/** A task as shown: `pending` while the agent's change of it waits to be sent. */
export type ShownTask = LeadTask & { pending: boolean }
/** A timeline entry as shown: `pending` for the agent's note not yet on the server. */
export type ShownEntry = LeadActivityEntrySnapshot & { pending: boolean }
/** A note or task change the server refused, kept until dismissed. */
export type WorkProblem = { entryId: string; kind: 'lead-note' | 'lead-task' | 'lead-contact'; message: string }

export type LeadWork = {
  tasks: ShownTask[]
  timeline: ShownEntry[]
  nextFollowUpOn: string | null
  problems: WorkProblem[]
}

/** The note and task entries of each lead, oldest first. */
export function workEntriesByLead(entries: readonly OutboxEntry[]): Map<string, OutboxEntry[]> {
  const byLead = new Map<string, OutboxEntry[]>()
  for (const entry of entries) {
    if (entry.kind !== 'lead-note' && entry.kind !== 'lead-task' && entry.kind !== 'lead-contact') continue
    const leadId = (entry.payload as { leadId?: unknown } | null)?.leadId
    if (typeof leadId !== 'string') continue
    const list = byLead.get(leadId) ?? []
    list.push(entry)
    byLead.set(leadId, list)
  }
  for (const list of byLead.values()) list.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
  return byLead
}

/**
 * Lays the agent's entries over the lead's synced tasks and timeline. A note waiting to be
 * sent (or sent, before the next pull brings it) shows once, first in the timeline; its entry
 * on the server has the note's own id, so it never shows twice. Unsent task changes apply in
 * the order they were made; a sent one is already in the server's copy or soon will be.
 */
export function leadWorkOf(lead: SyncedLead, entries: readonly OutboxEntry[]): LeadWork {
  /** The agent's own changes carry no name until the server's copy names them ('You' on screen). */
  const actorName = null
  const tasks = new Map<string, ShownTask>((lead.tasks ?? []).map((t) => [t.id, { ...t, pending: false }]))
  const synced = lead.activity ?? []
  const known = new Set(synced.map((e) => e.id))
  const mine: ShownEntry[] = []
  const problems: WorkProblem[] = []
  for (const entry of entries) {
    if (entry.status === 'rejected' || entry.status === 'conflict') {
      problems.push({
        entryId: entry.id,
        kind: entry.kind as WorkProblem['kind'],
        message: entry.lastError?.message ?? 'The server refused this change',
      })
      continue
    }
    const at = new Date(entry.createdAt).toISOString()
    // A note or a contact attempt shows on the timeline once, under its own id.
    const onTimeline = (kind: 'note' | 'contact', toValue: string | null, note: string | null) =>
      mine.push({
        id: entry.id,
        kind,
        actorName,
        fromValue: null,
        toValue,
        fromLabel: null,
        toLabel: null,
        note,
        createdAt: at,
        pending: UNSENT.includes(entry.status),
      })
    if (entry.kind === 'lead-note') {
      const change = leadNoteChangeSchema.safeParse(entry.payload)
      if (change.success && !known.has(entry.id)) onTimeline('note', null, change.data.note)
      continue
    }
    if (entry.kind === 'lead-contact') {
      const change = leadContactChangeSchema.safeParse(entry.payload)
      if (change.success && !known.has(entry.id)) onTimeline('contact', change.data.channel, null)
      continue
    }
    if (!UNSENT.includes(entry.status)) continue
    const change = leadTaskChangeSchema.safeParse(entry.payload)
    if (!change.success) continue
    const { action } = change.data
    const task = tasks.get(action.taskId)
    switch (action.kind) {
      case 'add':
        tasks.set(action.taskId, {
          id: action.taskId,
          title: action.title,
          dueOn: action.dueOn,
          dueTime: action.dueTime,
          assigneeAgentId: lead.agentId,
          createdByName: actorName,
          createdAt: at,
          doneAt: null,
          doneByName: null,
          pending: true,
        })
        break
      case 'complete':
        if (task) tasks.set(task.id, { ...task, doneAt: at, doneByName: actorName, pending: true })
        break
      case 'reopen':
        if (task) tasks.set(task.id, { ...task, doneAt: null, doneByName: null, pending: true })
        break
      case 'delete':
        tasks.delete(action.taskId)
        break
    }
  }
  const shownTasks = sortTasks([...tasks.values()])
  return {
    tasks: shownTasks,
    timeline: [...mine.reverse(), ...synced.map((e) => ({ ...e, pending: false }))],
    nextFollowUpOn: nextDueDay(shownTasks),
    problems,
  }
}

/**
 * Overdue: the next follow-up (the earliest open task) is before `today`; due today: it is
 * `today` (Toronto days). A funded or lost lead has nothing left to follow up. The same rule as
 * the admin's filters.
 */
export function leadIsDue(
  view: { status: string; work: Pick<LeadWork, 'nextFollowUpOn'> },
  due: 'overdue' | 'today',
  today: string,
): boolean {
  const next = view.work.nextFollowUpOn
  if (!next || (CLOSED_LEAD_STATUSES as readonly string[]).includes(view.status)) return false
  return taskDue({ dueOn: next, doneAt: null }, today) === due
}
