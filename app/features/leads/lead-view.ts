/**
 * What the agent sees for each lead: the server's row from the device cache, with their own
 * status changes laid over it until the server's copy reflects them. Pure; see
 * docs/decisions/012-lead-idempotency-and-delta-sync.md ("local changes over the cache").
 */

import type { OutboxEntry } from '#app/offline/db.ts'
import { type LeadLostReason, leadStageOf } from '#shared/constants/leads.ts'
import { type LeadDealChange, leadDealChangeSchema } from '#shared/leads/lead-changes.ts'
import { LEAD_STATUSES, type LeadStatus, leadStatusChangeSchema } from '#shared/schemas/leads.ts'
import { type SyncedLead, syncedLeadSchema } from '#shared/schemas/sync.ts'
import { type LeadWork, leadWorkOf, workEntriesByLead } from './lead-work-view'

export type LeadConflict = {
  entryId: string
  /** The status this agent chose (and why, for Lost). */
  mine: LeadStatus
  mineLost: { lostReason?: LeadLostReason | null; lostNote?: string | null }
  /** The server's row when it refused (its status and version). */
  current: SyncedLead | null
  message: string
}

export type LeadProblem = { entryId: string; message: string }

export type AgentLeadView = {
  lead: SyncedLead
  /** The status shown: the agent's latest change, or the server's. */
  status: LeadStatus
  /** A change of this agent has not reached the server yet. */
  pending: boolean
  /** The version a new change starts from (the server's, or after the queued changes). */
  nextBaseVersion: number
  conflict: LeadConflict | null
  problem: LeadProblem | null
  /** A deal change of this agent has not reached the server yet. */
  dealPending: boolean
  /** The agent's last deal change was refused (a newer version, or the server's reason). */
  dealProblem: LeadProblem | null
  /** Tasks and timeline with the agent's queued notes and task changes (./lead-work-view). */
  work: LeadWork
}

const UNSENT: OutboxEntry['status'][] = ['pending', 'sending', 'retry']

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value)
}

/** A cached row's stage; a row cached before the pipeline holds a legacy status. */
function statusOf(value: string): LeadStatus {
  return leadStageOf(value)
}

/**
 * Joins cached leads and the outbox's lead-status entries, newest lead first.
 * For each lead, in the order they were made:
 * - unsent changes (pending, sending, retry) apply and mark the lead pending;
 * - sent changes apply until the cached row's version has caught up with them;
 * - a conflict (409) shows the server's current row (when newer than the cache) and the
 *   agent's choice; a rejection shows the server's reason; a later change hides both.
 */
/** A queued deal laid over the lead: its values, the lender's name as chosen on the device. */
function withDeal(lead: SyncedLead, change: LeadDealChange): SyncedLead {
  const { deal } = change
  const lenderName = !deal.lenderId
    ? null
    : deal.lenderId === lead.dealLenderId
      ? (lead.dealLenderName ?? change.lenderName ?? null)
      : (change.lenderName ?? null)
  return {
    ...lead,
    dealAmount: deal.amount,
    dealLenderId: deal.lenderId,
    dealLenderName: lenderName,
    dealRatePct: deal.ratePct,
    dealTermMonths: deal.termMonths,
    dealClosingOn: deal.closingOn,
    dealMaturityOn: deal.maturityOn,
  }
}

export function buildLeadViews(leads: readonly SyncedLead[], entries: readonly OutboxEntry[]): AgentLeadView[] {
  const workByLead = workEntriesByLead(entries)
  const byLead = new Map<string, OutboxEntry[]>()
  for (const entry of entries) {
    if (entry.kind !== 'lead-status' && entry.kind !== 'lead-deal') continue
    const change = (entry.kind === 'lead-deal' ? leadDealChangeSchema : leadStatusChangeSchema).safeParse(entry.payload)
    if (!change.success) continue
    const list = byLead.get(change.data.leadId) ?? []
    list.push(entry)
    byLead.set(change.data.leadId, list)
  }

  const views = leads.map((cached): AgentLeadView => {
    let lead = cached
    let status = statusOf(cached.status)
    let nextBaseVersion = cached.version
    let pending = false
    let conflict: LeadConflict | null = null
    let problem: LeadProblem | null = null
    let dealPending = false
    let dealProblem: LeadProblem | null = null
    /** The server's row a refused change carries (or none): it replaces ours when it is newer. */
    const adoptCurrent = (entry: OutboxEntry): SyncedLead | null => {
      const current = syncedLeadSchema.safeParse(entry.conflict?.current)
      const row = current.success ? current.data : null
      if (row && row.version > lead.version) {
        lead = row
        status = statusOf(row.status)
        nextBaseVersion = Math.max(nextBaseVersion, row.version)
      }
      return row
    }
    const own = (byLead.get(cached.id) ?? [])
      .slice()
      .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))
    for (const entry of own) {
      if (entry.kind === 'lead-deal') {
        const change = leadDealChangeSchema.parse(entry.payload)
        if (entry.status !== 'conflict' && entry.status !== 'rejected') dealProblem = null
        if (UNSENT.includes(entry.status)) {
          lead = withDeal(lead, change)
          nextBaseVersion = Math.max(nextBaseVersion, change.baseVersion + 1)
          pending = true
          dealPending = true
        } else if (entry.status === 'sent') {
          if (change.baseVersion + 1 > cached.version) {
            lead = withDeal(lead, change)
            nextBaseVersion = Math.max(nextBaseVersion, change.baseVersion + 1)
          }
        } else {
          adoptCurrent(entry)
          dealProblem = {
            entryId: entry.id,
            message: entry.lastError?.message ?? 'The server refused this change',
          }
        }
        continue
      }
      const change = leadStatusChangeSchema.parse(entry.payload)
      // A later change supersedes an earlier refusal.
      if (entry.status !== 'conflict' && entry.status !== 'rejected') {
        conflict = null
        problem = null
      }
      if (UNSENT.includes(entry.status)) {
        status = change.status
        nextBaseVersion = Math.max(nextBaseVersion, change.baseVersion + 1)
        pending = true
      } else if (entry.status === 'sent') {
        if (change.baseVersion + 1 > cached.version) {
          status = change.status
          nextBaseVersion = Math.max(nextBaseVersion, change.baseVersion + 1)
        }
      } else if (entry.status === 'conflict') {
        const row = adoptCurrent(entry)
        conflict = {
          entryId: entry.id,
          mine: change.status,
          mineLost: { lostReason: change.lostReason, lostNote: change.lostNote },
          current: row,
          message: entry.lastError?.message ?? 'This lead was changed elsewhere',
        }
      } else if (entry.status === 'rejected') {
        problem = { entryId: entry.id, message: entry.lastError?.message ?? 'The server refused this change' }
      }
    }
    const work = leadWorkOf(lead, workByLead.get(cached.id) ?? [])
    return { lead, status, pending, nextBaseVersion, conflict, problem, dealPending, dealProblem, work }
  })

  return views.sort((a, b) => {
    const at = Date.parse(a.lead.createdAt)
    const bt = Date.parse(b.lead.createdAt)
    return bt - at || (a.lead.id < b.lead.id ? 1 : -1)
  })
}
