import * as z from 'zod/mini'
import { intFromQuery } from './rates'

/**
 * Transactional mail: every message the worker sends goes through the mail queue and is
 * recorded in mail_log; the super admin's Mail tab lists the records.
 *
 *   GET /api/admin/mail?state=&limit= → 200 MailLogResponse (newest first)
 */

/** What a message is for. */
export const MAIL_KINDS = ['new-lead', 'lead-acknowledgement'] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'new-lead': 'New lead (to the agent)',
  'lead-acknowledgement': 'Acknowledgement (to the client)',
}

/**
 * queued: waiting in the queue; sent: the mail service took it; retried: a send failed and the
 * queue will try again; failed: every attempt failed (the message went to the dead-letter queue)
 * or it could not be queued at all.
 */
export const MAIL_STATES = ['queued', 'sent', 'retried', 'failed'] as const
export type MailState = (typeof MAIL_STATES)[number]

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  retried: 'Retried',
  failed: 'Failed',
}

export const MAIL_LOG_LIMIT_MAX = 200
export const MAIL_LOG_LIMIT_DEFAULT = 100

export const mailLogQuerySchema = z.strictObject({
  state: z.optional(z.enum(MAIL_STATES)),
  limit: z.optional(intFromQuery(1, MAIL_LOG_LIMIT_MAX)),
})

export type MailLogEntry = {
  id: string
  kind: MailKind
  to: string
  subject: string
  leadId: string | null
  state: MailState
  attempts: number
  lastError: string | null
  createdAt: string
  updatedAt: string
  sentAt: string | null
}

export type MailLogResponse = { messages: MailLogEntry[] }

/** The Mail tab's words. */
export const MAIL_TEXTS = {
  title: 'Mail',
  lead: 'Every e-mail the site sends: to whom, what about and how it went, newest first.',
  stateFilter: 'State',
  allStates: 'All states',
  loading: 'Loading mail…',
  fetchFailed: 'The mail log could not be loaded.',
  empty: 'No e-mail yet.',
  emptyState: 'No e-mail in this state.',
  tableLabel: 'Sent mail',
  caption: 'E-mail sent by the site, newest first',
  columns: { message: 'Message', state: 'State' },
  oneAttempt: '1 attempt',
  attempts: '{n} attempts',
  lastError: 'Last error',
} as const
