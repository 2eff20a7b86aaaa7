/**
 * Lead constants shared by the API and the app (the columns of the leads table).
 */

/** The public forms and channels a lead is submitted from (the device's submission kind). */
export const LEAD_KINDS = [
  'quote',
  'chat',
  'contact',
  'become-broker',
  'newsletter',
  'application',
  'affordability-copy',
] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/** What a lead asked for (the `leads.type` column). */
export const LEAD_TYPES = ['rate_quote', 'refinance', 'contact', 'application'] as const
export type LeadType = (typeof LEAD_TYPES)[number]

/**
 * The stages of a lead's pipeline, in order, then Lost. The one definition: the database
 * schema and the contracts import it. (The column is still named `status`.)
 */
export const LEAD_STATUSES = ['new', 'contacted', 'application', 'submitted', 'approved', 'funded', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** Stages after which nothing is left to follow up: a won or a lost lead. */
export const CLOSED_LEAD_STATUSES = ['funded', 'lost'] as const satisfies readonly LeadStatus[]

export function isClosedStage(status: LeadStatus): boolean {
  return (CLOSED_LEAD_STATUSES as readonly LeadStatus[]).includes(status)
}

/**
 * The four statuses before the pipeline, as a migration moved them: qualified became
 * Application; closed became Lost with the reason 'other' (whether a closed lead was won was
 * never recorded, and calling it Funded would invent deals). A value still queued on a device
 * or cached there reads the same way.
 */
export const LEGACY_LEAD_STATUSES = { qualified: 'application', closed: 'lost' } as const

/** A stored or queued status as a stage: a legacy value moved over, anything unknown as New. */
export function leadStageOf(value: unknown): LeadStatus {
  if (typeof value !== 'string') return 'new'
  if ((LEAD_STATUSES as readonly string[]).includes(value)) return value as LeadStatus
  return (LEGACY_LEAD_STATUSES as Record<string, LeadStatus>)[value] ?? 'new'
}

/** Why a lead was lost: a short list, with free text beside it. */
export const LEAD_LOST_REASONS = [
  'no_response',
  'not_qualified',
  'chose_competitor',
  'rate_or_terms',
  'not_ready',
  'other',
] as const
export type LeadLostReason = (typeof LEAD_LOST_REASONS)[number]

export const LEAD_LOST_REASON_LABELS: Record<LeadLostReason, string> = {
  no_response: 'No response',
  not_qualified: 'Did not qualify',
  chose_competitor: 'Went with another lender or broker',
  rate_or_terms: 'Rate or terms',
  not_ready: 'Not ready to buy or renew',
  other: 'Other',
}

/** Why a lead was lost, in words: the reason, then the note ('Other: moved away'). */
export function lostReasonWords(reason: string | null | undefined, note?: string | null): string | null {
  if (!reason) return null
  const label = LEAD_LOST_REASON_LABELS[reason as LeadLostReason] ?? reason
  return note ? `${label}: ${note}` : label
}

/** The note a migrated closed lead carries. */
export const LEGACY_CLOSED_NOTE = 'Closed before pipeline stages; whether it was won was not recorded.'
export const LEAD_LOST_NOTE_MAX = 500

/**
 * The chat assistant's lead falls back to "a placeholder no-reply address" when the visitor
 * gave only a phone number (client_email is NOT NULL). `.test` is a reserved TLD, so the
 * address can never receive mail; the demo seed uses the same value.
 */
export const CHAT_PLACEHOLDER_EMAIL = 'no-reply@demo.brokerage.test'

/** Badge tone per stage: new blue, in progress yellow, funded green, lost grey. */
export const LEAD_STATUS_TONES = {
  new: 'info',
  contacted: 'warning',
  application: 'warning',
  submitted: 'warning',
  approved: 'success',
  funded: 'success',
  lost: 'neutral',
} as const satisfies Record<LeadStatus, string>

/** Display labels of the stages. */
export const LEAD_STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  application: 'Application',
  submitted: 'Submitted to lender',
  approved: 'Approved',
  funded: 'Funded',
  lost: 'Lost',
} as const satisfies Record<LeadStatus, string>

/**
 * What a lead's timeline records (the admin leads workspace, docs/decisions/044): status
 * changes, assignment to an agent (or none), next follow-up changes, notes, deal changes, a returning
 * client's new inquiry (its id in `toValue`), a merge (the archived lead's id and name in
 * `fromValue`/`fromLabel`) and a task change (`fromValue` says add, complete, reopen or delete;
 * `toValue` the task's id; `toLabel` its title and due day) and a contact attempt from the lead's
 * quick actions (`toValue` call, email or text). The lead's creation is the timeline's first
 * entry, read from the lead itself.
 */
export const LEAD_ACTIVITY_KINDS = [
  'status',
  'assignment',
  'follow_up',
  'note',
  'deal',
  'inquiry',
  'merge',
  'task',
  'contact',
] as const
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number]

/** Maximum entries in one `POST /leads/batch`. */
export const LEAD_BATCH_MAX = 50
