import { dateTimeText } from '#app/lib/date-time.ts'
import { LEAD_STATUS_LABELS, LEAD_STATUS_TONES } from '#shared/constants/leads.ts'
import type { LeadStatus } from '#shared/schemas/leads.ts'

export { leadSourceLabel } from '#shared/leads/sources.ts'
export { LEAD_STATUS_LABELS, LEAD_STATUS_TONES }

const TYPE_LABELS: Record<string, string> = {
  rate_quote: 'Rate quote',
  refinance: 'Refinance',
  contact: 'Contact',
  application: 'Application',
}

export function leadTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type
}

export function leadStatusLabel(status: LeadStatus): string {
  return LEAD_STATUS_LABELS[status]
}

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' })

export function formatLeadDate(iso: string): string {
  const t = Date.parse(iso)
  return Number.isNaN(t) ? '' : dateFormat.format(t)
}

export function formatSyncTime(ms: number): string {
  return dateTimeText(ms)
}

/** North American numbers stored as E.164 (+14165550123) are shown as (416) 555-0123. */
export function formatPhone(phone: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone)
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : phone
}
