/**
 * A timeline entry in words, the same in the admin drawer and the agent's lead view.
 */
import { LEAD_STATUSES, type LeadStatus } from '#shared/constants/leads.ts'
import { CONTACT_ACTIVITY_WORDS, type ContactChannel } from '#shared/leads/lead-contact.ts'
import { formatDay } from '#shared/leads/lead-details.ts'
import { leadSourceLabel, leadStatusLabel } from './labels'

type Entry = {
  kind: string
  fromValue: string | null
  toValue: string | null
  fromLabel: string | null
  toLabel: string | null
}

/** What was done to a task, as the timeline says it. */
export const TASK_ACTIVITY_WORDS: Record<string, string> = {
  add: 'Task added',
  complete: 'Task done',
  reopen: 'Task reopened',
  delete: 'Task deleted',
}

function statusName(value: string | null): string {
  return value && (LEAD_STATUSES as readonly string[]).includes(value)
    ? leadStatusLabel(value as LeadStatus)
    : (value ?? '—')
}

/** '2026-12-02 10:30' → 'Dec 2, 2026 at 10:30'. */
export function dueWords(due: string | null): string {
  if (!due) return ''
  const [day, time] = due.split(' ')
  return `${formatDay(day ?? '')}${time ? ` at ${time}` : ''}`
}

export function describeActivity(e: Entry): string {
  switch (e.kind) {
    case 'status':
      return `Status: ${statusName(e.fromValue)} → ${statusName(e.toValue)}${e.toLabel ? ` (${e.toLabel})` : ''}`
    case 'assignment':
      return e.toValue
        ? `Assigned to ${e.toLabel ?? 'an agent'}${e.fromValue ? ` (was ${e.fromLabel ?? 'another agent'})` : ''}`
        : `Unassigned${e.fromLabel ? ` from ${e.fromLabel}` : ''}`
    case 'follow_up':
      return e.toValue ? `Next follow-up set to ${formatDay(e.toValue)}` : 'Next follow-up cleared'
    case 'note':
      return 'Note'
    case 'deal':
      return `Deal: ${e.toLabel ?? 'changed'}`
    case 'inquiry':
      return `Returning client: new inquiry (${leadSourceLabel(e.toLabel ?? '')})`
    case 'merge':
      return `Merged with ${e.fromLabel ?? 'another lead'}: its record, notes and history are now here`
    case 'task':
      return `${TASK_ACTIVITY_WORDS[e.fromValue ?? ''] ?? 'Task changed'}: ${e.toLabel ?? ''}${e.fromLabel ? ` (due ${dueWords(e.fromLabel)})` : ''}`
    case 'contact':
      return CONTACT_ACTIVITY_WORDS[e.toValue as ContactChannel] ?? 'Contacted the client'
    default:
      return 'Changed'
  }
}
