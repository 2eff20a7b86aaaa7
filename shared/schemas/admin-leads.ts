import * as z from 'zod/mini'
import {
  LEAD_ACTIVITY_KINDS,
  LEAD_STATUSES,
  LEAD_TYPES,
  type LeadActivityKind,
  type LeadStatus,
  type LeadType,
} from '#shared/constants/leads.ts'
import { LEAD_BOARD_COLUMN_MAX } from '#shared/leads/board.ts'
import type { StoredLeadDeal } from '#shared/leads/deal.ts'
import { LEAD_NOTE_MAX, type LeadTask } from '#shared/leads/lead-work.ts'
import { isDay } from '#shared/time/toronto-time.ts'
import { leadLostNoteSchema, leadLostReasonSchema, lostNeedsReason } from './leads'
import type { LeadInquiry } from './sync'
import { line } from './text'

/**
 * The admin leads workspace (docs/decisions/044-leads-workspace.md). Super admins
 * only, mounted at /api/admin/leads:
 *
 * - `GET /` query `adminLeadsQuerySchema` → 200 `AdminLeadsPage` (server-side filters, search,
 *   sort and paging; every filter combines with the others);
 * - `GET /board` the same filters → 200 `LeadBoardPage` (shared/leads/board.ts): each stage's
 *   count, summed deal amount and first cards; `GET /board/column` query
 *   `adminLeadBoardColumnSchema` → 200 `LeadBoardColumnPage`, a stage's further cards;
 * - `GET /export.csv` the same filters without paging → 200 text/csv, streamed: exactly the
 *   filtered view, in the same order (worker/lib/csv.ts: RFC 4180, CRLF, BOM, formulas
 *   neutralised);
 * - `PATCH /:id` body `adminLeadUpdateSchema` → 200 `{ lead }`: status, assignment, next
 *   follow-up; each change that alters a value writes one timeline entry;
 * - `POST /bulk` body `adminLeadsBulkSchema` → 200 `{ changed }`: all or nothing — 404 when any
 *   id is missing or deleted, 409 when one changed meanwhile; nothing is written then;
 * - `DELETE /:id` → 200 `{ deleted: true }`: the lead is archived (docs/decisions/192), not
 *   erased; agents' devices get a tombstone; `?archived=yes` lists the archived ones;
 * - `POST /:id/restore` → 200 `{ lead }`; `PUT /:id/hold` body `leadHoldSchema` → 200 `{ lead }`
 *   (the legal hold of an archived lead); each writes an audit row;
 * - `GET /:id/activity` → 200 `LeadTimeline`. Notes go through `POST /api/leads/:id/notes`
 *   (shared/leads/lead-work.ts), as the agents' do.
 */

export const ADMIN_LEADS_PAGE_SIZE = 50
export const ADMIN_LEADS_PAGE_SIZE_MAX = 100
export const LEAD_BULK_MAX = 500
export { LEAD_NOTE_MAX }
/** Searches shorter than this match by substring; longer ones use the trigram index. */
export const LEAD_SEARCH_INDEXED_MIN = 3

export const LEAD_SORTS = ['newest', 'oldest', 'name'] as const
export type LeadSort = (typeof LEAD_SORTS)[number]
/** 'overdue': follow-up day before today; 'today': due today (Toronto days; closed leads excluded). */
export const LEAD_DUE_FILTERS = ['overdue', 'today'] as const
export type LeadDueFilter = (typeof LEAD_DUE_FILTERS)[number]
/** The agent filter's value for leads without an agent. */
export const UNASSIGNED = 'unassigned'

export const dayStringSchema = z.string().check(z.refine(isDay, { message: 'Expected a date (YYYY-MM-DD)' }))
const whole = (min: number, max: number) =>
  z.coerce.number().check(z.refine(Number.isInteger, { message: 'Expected a whole number' }), z.gte(min), z.lte(max))

/** The filters of the list and of the export (all optional; they combine with AND). */
export const adminLeadsFilterSchema = z.strictObject({
  status: z.optional(z.enum(LEAD_STATUSES)),
  type: z.optional(z.enum(LEAD_TYPES)),
  source: z.optional(line(1, 100)),
  /** An agent id, or 'unassigned'. */
  agent: z.optional(z.union([z.uuid(), z.literal(UNASSIGNED)])),
  /** Created on or after this Toronto day. */
  from: z.optional(dayStringSchema),
  /** Created on or before this Toronto day. */
  to: z.optional(dayStringSchema),
  due: z.optional(z.enum(LEAD_DUE_FILTERS)),
  /** 'yes': only returning clients' leads (a later inquiry joined them). */
  returning: z.optional(z.literal('yes')),
  /** 'yes': the archived (deleted) leads instead of the live ones. */
  archived: z.optional(z.literal('yes')),
  /** Part of a name, an email or a phone number (any punctuation in a phone number is ignored). */
  q: z.optional(line(1, 100)),
  sort: z.optional(z.enum(LEAD_SORTS)),
})
export type AdminLeadsFilter = z.output<typeof adminLeadsFilterSchema>

export const adminLeadsQuerySchema = z.extend(adminLeadsFilterSchema, {
  page: z.optional(whole(1, 100_000)),
  pageSize: z.optional(whole(1, ADMIN_LEADS_PAGE_SIZE_MAX)),
})
export type AdminLeadsQuery = z.output<typeof adminLeadsQuerySchema>

/** A column's further cards (`GET /board/column`): the view's filters, the stage, where to go on. */
export const adminLeadBoardColumnSchema = z.extend(adminLeadsFilterSchema, {
  stage: z.enum(LEAD_STATUSES),
  offset: whole(0, 100_000),
  limit: whole(1, LEAD_BOARD_COLUMN_MAX),
})
export type AdminLeadBoardColumnQuery = z.output<typeof adminLeadBoardColumnSchema>

export const adminLeadParamSchema = z.strictObject({ id: z.uuid() })

const leadStatus = z.enum(LEAD_STATUSES)
const agentOrNone = z.nullable(z.uuid())
const followUpOrNone = z.nullable(dayStringSchema)

const lostFields = {
  lostReason: z.optional(z.nullable(leadLostReasonSchema)),
  lostNote: leadLostNoteSchema,
}

export const adminLeadUpdateSchema = z
  .strictObject({
    status: z.optional(leadStatus),
    ...lostFields,
    agentId: z.optional(agentOrNone),
    nextFollowUpOn: z.optional(followUpOrNone),
  })
  .check(
    z.refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change' }),
    lostNeedsReason(),
  )
export type AdminLeadUpdate = z.output<typeof adminLeadUpdateSchema>

export const adminLeadsBulkSchema = z.strictObject({
  ids: z.array(z.uuid()).check(
    z.minLength(1, 'Select at least one lead'),
    z.maxLength(LEAD_BULK_MAX, `At most ${LEAD_BULK_MAX} leads at a time`),
    z.refine((ids) => new Set(ids).size === ids.length, { message: 'Each lead only once' }),
  ),
  action: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('status'), status: leadStatus, ...lostFields }).check(lostNeedsReason()),
    z.strictObject({ kind: z.literal('assign'), agentId: agentOrNone }),
    z.strictObject({ kind: z.literal('follow_up'), nextFollowUpOn: followUpOrNone }),
    z.strictObject({ kind: z.literal('delete') }),
  ]),
})
export type AdminLeadsBulk = z.output<typeof adminLeadsBulkSchema>

/** Whose value survives a merge, per field: the surviving lead's (default) or the merged one's. */
const mergeSide = z.optional(z.enum(['kept', 'merged']))
export const LEAD_MERGE_FIELDS = [
  'clientName',
  'clientEmail',
  'clientPhone',
  'agentId',
  'status',
  'nextFollowUpOn',
  'message',
] as const
export const leadMergeSchema = z.strictObject({
  /** The lead archived into this one. */
  mergeId: z.uuid(),
  take: z.optional(
    z.strictObject({
      clientName: mergeSide,
      clientEmail: mergeSide,
      clientPhone: mergeSide,
      agentId: mergeSide,
      status: mergeSide,
      nextFollowUpOn: mergeSide,
      message: mergeSide,
    }),
  ),
})
export type LeadMerge = z.output<typeof leadMergeSchema>

// ---------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------

export type AdminLead = {
  id: string
  clientName: string
  clientEmail: string
  clientPhone: string | null
  type: LeadType
  source: string
  status: LeadStatus
  message: string | null
  /** Why a Lost lead was lost (a reason id) and the words beside it. */
  lostReason: string | null
  lostNote: string | null
  /** What the form or the chat stored with the lead (shared/leads/lead-details.ts puts it in words). */
  metadata: Record<string, unknown>
  consentVersion: string | null
  consentAt: string | null
  agentId: string | null
  agentName: string | null
  nextFollowUpOn: string | null
  /** When a returning client's latest inquiry joined the lead; null if the client came once. */
  returningAt: string | null
  createdAt: string
  updatedAt: string
  version: number
  /** Only on an archived lead: when, until when it is kept, and its legal hold. */
  archive?: LeadArchive
} & StoredLeadDeal

export type LeadArchive = {
  archivedAt: string
  /** The day it may be erased (archive + the brokerage's retention years). */
  retainUntil: string | null
  /** Set: the retention job never erases it. */
  legalHoldAt: string | null
}

export const leadHoldSchema = z.strictObject({ hold: z.boolean() })

export type AdminLeadsPage = {
  leads: AdminLead[]
  total: number
  page: number
  pageSize: number
  /** Today in Toronto, as the server judged 'overdue' and 'due today'. */
  today: string
}

export type LeadActivityEntry = {
  id: string
  kind: LeadActivityKind
  actorName: string | null
  fromValue: string | null
  toValue: string | null
  fromLabel: string | null
  toLabel: string | null
  note: string | null
  createdAt: string
}

/** A lead's timeline: its creation, then every entry, newest first. */
export type LeadTimeline = {
  created: { at: string; source: string; type: LeadType }
  entries: LeadActivityEntry[]
  /** A returning client's later submissions, oldest first. */
  inquiries: LeadInquiry[]
  /** The lead's tasks, open ones first by due day (shared/leads/lead-work.ts). */
  tasks: LeadTask[]
}

export { LEAD_ACTIVITY_KINDS }
