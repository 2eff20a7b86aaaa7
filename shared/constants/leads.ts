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

/** The statuses of a lead. The one definition: the database schema and the contracts import it. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/**
 * The chat assistant's lead falls back to "a placeholder no-reply address" when the visitor
 * gave only a phone number (client_email is NOT NULL). `.test` is a reserved TLD, so the
 * address can never receive mail; the demo seed uses the same value.
 */
export const CHAT_PLACEHOLDER_EMAIL = 'no-reply@demo.brokerage.test'

/** Status badge tone per lead status: blue, yellow, green, grey. */
export const LEAD_STATUS_TONES = {
  new: 'info',
  contacted: 'warning',
  qualified: 'success',
  closed: 'neutral',
} as const

/** Display labels of lead statuses. */
export const LEAD_STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  closed: 'Closed',
} as const

/**
 * What a lead's timeline records (the admin leads workspace, docs/decisions/044): status
 * changes, assignment to an agent (or none), next follow-up changes and notes. The lead's
 * creation is the timeline's first entry, read from the lead itself.
 */
export const LEAD_ACTIVITY_KINDS = ['status', 'assignment', 'follow_up', 'note'] as const
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number]

/** Maximum entries in one `POST /leads/batch`. */
export const LEAD_BATCH_MAX = 50
