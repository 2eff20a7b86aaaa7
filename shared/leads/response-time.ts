import * as z from 'zod/mini'
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '#shared/schemas/admin-analytics.ts'

/**
 * Response time: from a lead's arrival to its first contact (a note, a quick action, or a move
 * to Contacted or further; docs/decisions/197-first-contact.md), for the leads that arrived in
 * the chosen period, per agent (the lead's agent now). Newsletter sign-ups and become-a-broker
 * applications are not client requests and are left out. The median is of the contacted leads;
 * the shares are of every lead, so a lead never contacted counts against them.
 *
 *   GET /api/response-times?period=all|30d|7d → 200 ResponseTimes
 *   (an agent or an admin: their own leads; the super admin: every agent, and the unassigned)
 */
export const responseTimesQuerySchema = z.strictObject({
  period: z.optional(z.enum(ANALYTICS_PERIODS, 'Period must be one of all, 30d, 7d')),
})

/** The two thresholds the shares are measured against. */
export const FAST_CONTACT_MS = 5 * 60_000
export const HOUR_CONTACT_MS = 60 * 60_000

export type ResponseTimeSummary = {
  /** Leads that arrived in the period. */
  leads: number
  /** Of them, the ones contacted (at any time since). */
  contacted: number
  /** The median time to first contact of the contacted ones (ms); null when none was. */
  medianMs: number | null
  /** Leads contacted within 5 minutes and within 1 hour of arriving, out of `leads`. */
  within5Min: number
  within1Hour: number
}

export type ResponseTimeRow = ResponseTimeSummary & {
  /** Both null: the leads that have no agent. */
  agentId: string | null
  name: string | null
}

export type ResponseTimes = { period: AnalyticsPeriod; rows: ResponseTimeRow[] }

export const RESPONSE_TIME_TEXTS = {
  title: 'Response time',
  lead: 'From a lead’s arrival to its first note, call, e-mail, text or move to Contacted.',
  counting:
    'The shares count every lead that arrived in the period: a lead never contacted counts against them. The median is of the contacted leads.',
  median: 'Median response',
  within5: 'Contacted within 5 minutes',
  within1h: 'Contacted within 1 hour',
  contacted: 'Contacted',
  /** The table's shorter headers. */
  medianColumn: 'Median',
  within5Column: 'Within 5 min',
  within1hColumn: 'Within 1 hour',
  agent: 'Agent',
  unassigned: 'Unassigned',
  none: 'No leads in this period.',
  notYet: 'None contacted yet',
  loading: 'Loading response times…',
  failed: 'Response times could not be loaded.',
} as const

/** A response time as people say it: 'under a minute', '4 min', '1 h 5 min', '2 d 3 h'. */
export function formatResponseTime(ms: number | null): string {
  if (ms === null) return RESPONSE_TIME_TEXTS.notYet
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return 'under a minute'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`
  const days = Math.floor(hours / 24)
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`
}

/** A share of the period's leads as a whole percentage ('—' when there were none). */
export function formatShare(part: number, whole: number): string {
  return whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`
}
