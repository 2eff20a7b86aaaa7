import * as z from 'zod/mini'
import { type LeadStatus, leadStageOf } from '#shared/constants/leads.ts'

/**
 * Delta pulls of signed-in devices (`GET /api/sync/leads?since=&limit=`) and the answer of a
 * lead status change. Requests are strict; responses are not (an installed PWA may be older
 * than the server). See docs/decisions/012-lead-idempotency-and-delta-sync.md.
 */

// The request side lives in ./sync-query, which the worker imports on its own: the response
// schemas below are for devices, and a module's schemas all go where any of its values go.
export {
  SYNC_PAGE_DEFAULT,
  SYNC_PAGE_MAX,
  type SyncLeadsQuery,
  syncCursorSchema,
  syncLeadsQuerySchema,
} from './sync-query'

/** A task as both sides read it (devices cache it inside the lead). */
export const leadTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueOn: z.string(),
  dueTime: z.nullable(z.string()),
  assigneeAgentId: z.nullable(z.string()),
  createdByName: z.nullable(z.string()),
  createdAt: z.string(),
  doneAt: z.nullable(z.string()),
  doneByName: z.nullable(z.string()),
})
export type LeadTask = z.output<typeof leadTaskSchema>

/** One timeline entry as both sides read it (the kinds: shared/constants/leads.ts). */
export const leadActivityEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  actorName: z.nullable(z.string()),
  fromValue: z.nullable(z.string()),
  toValue: z.nullable(z.string()),
  fromLabel: z.nullable(z.string()),
  toLabel: z.nullable(z.string()),
  note: z.nullable(z.string()),
  createdAt: z.string(),
})
export type LeadActivityEntrySnapshot = z.output<typeof leadActivityEntrySchema>

/** The stored deal's fields in a synced row (absent from a row an older server sent). */
const storedDealShape = {
  dealAmount: z.optional(z.nullable(z.number())),
  dealLenderId: z.optional(z.nullable(z.string())),
  dealLenderName: z.optional(z.nullable(z.string())),
  dealRatePct: z.optional(z.nullable(z.number())),
  dealTermMonths: z.optional(z.nullable(z.number())),
  dealClosingOn: z.optional(z.nullable(z.string())),
  dealMaturityOn: z.optional(z.nullable(z.string())),
}

/** One lead as devices cache it (camelCase columns of `leads`, times as ISO strings). */
/** A returning client's later submission, attached to the lead (worker/domain/returning-clients.ts). */
export const leadInquirySchema = z.object({
  id: z.string(),
  submissionKind: z.nullable(z.string()),
  type: z.string(),
  source: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.nullable(z.string()),
  /** The agent the submission named (the lead keeps its own). */
  agentId: z.nullable(z.string()),
  message: z.nullable(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  consentVersion: z.nullable(z.string()),
  consentAt: z.nullable(z.string()),
  createdAt: z.string(),
})
export type LeadInquiry = z.output<typeof leadInquirySchema>

export const syncedLeadSchema = z.object({
  id: z.string(),
  agentId: z.nullable(z.string()),
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.nullable(z.string()),
  type: z.string(),
  source: z.string(),
  status: z.string(),
  /** Why a Lost lead was lost, and the words beside it (absent from an older server). */
  lostReason: z.optional(z.nullable(z.string())),
  lostNote: z.optional(z.nullable(z.string())),
  message: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  consentVersion: z.nullable(z.string()),
  consentAt: z.nullable(z.string()),
  submissionKind: z.nullable(z.string()),
  ...storedDealShape,
  /** When a returning client last came back, and what they sent each time, oldest first. */
  returningAt: z.optional(z.nullable(z.string())),
  inquiries: z.optional(z.array(leadInquirySchema)),
  /** The next follow-up (the earliest open task's day), its tasks, and its latest timeline entries, newest first. */
  nextFollowUpOn: z.optional(z.nullable(z.string())),
  tasks: z.optional(z.array(leadTaskSchema)),
  activity: z.optional(z.array(leadActivityEntrySchema)),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.int(),
})
export type SyncedLead = z.output<typeof syncedLeadSchema>

/** A deleted lead: devices drop their copy. */
export const leadTombstoneSchema = z.object({
  id: z.string(),
  deleted: z.literal(true),
  deletedAt: z.string(),
  updatedAt: z.string(),
})
export type LeadTombstone = z.output<typeof leadTombstoneSchema>

export const leadChangeSchema = z.union([leadTombstoneSchema, syncedLeadSchema])
export type LeadChange = z.output<typeof leadChangeSchema>

export function isLeadTombstone(change: LeadChange): change is LeadTombstone {
  return (change as { deleted?: unknown }).deleted === true
}

export const leadChangesResponseSchema = z.object({
  changes: z.array(leadChangeSchema),
  /** Send back as `since`; null only when nothing was ever returned. */
  nextCursor: z.nullable(z.string()),
  hasMore: z.boolean(),
})
export type LeadChangesResponse = z.output<typeof leadChangesResponseSchema>

/** 200 answer of `PATCH /api/leads/:id/status` (first time `ok`, a replay `duplicate`). */
export const leadStatusChangeResponseSchema = z.object({
  id: z.string(),
  outcome: z.enum(['ok', 'duplicate']),
  /** A stage; a value this app does not know yet reads as New rather than failing. */
  status: z.pipe(
    z.string(),
    z.transform((v: string): LeadStatus => leadStageOf(v)),
  ),
  row: z.nullable(syncedLeadSchema),
})
export type LeadStatusChangeResponse = z.output<typeof leadStatusChangeResponseSchema>

/** 409 answer of a stale status change: the error and the server's current row. */
export const leadStatusConflictSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  current: syncedLeadSchema,
})
export type LeadStatusConflict = z.output<typeof leadStatusConflictSchema>

/** Answer of `POST /api/leads` (one submission). */
export const leadSubmitResponseSchema = z.object({
  id: z.string(),
  outcome: z.enum(['ok', 'duplicate']),
  status: z.string(),
})
export type LeadSubmitResponse = z.output<typeof leadSubmitResponseSchema>
