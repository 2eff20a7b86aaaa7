// One outbox entry of kind 'application' as the visitor's own list shows it.

import { dateTimeText } from '#app/lib/date-time.ts'
import type { OutboxEntry } from '#app/offline/db.ts'

export type ApplicationTone = 'neutral' | 'info' | 'success' | 'danger'

export interface ApplicationListItem {
  id: string
  name: string
  amountText: string
  address: string | null
  dateText: string
  statusLabel: string
  tone: ApplicationTone
  /** Why the server refused it (fix it from the status pill's "Your submissions"). */
  problem: string | null
}

const dollars = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 })

export function applicationStatus(status: OutboxEntry['status']): { label: string; tone: ApplicationTone } {
  switch (status) {
    case 'sent':
      return { label: 'Received', tone: 'success' }
    case 'rejected':
    case 'conflict':
      return { label: 'Needs attention', tone: 'danger' }
    case 'sending':
      return { label: 'Sending', tone: 'info' }
    default:
      return { label: 'Waiting to send', tone: 'neutral' }
  }
}

export function describeApplication(entry: OutboxEntry): ApplicationListItem {
  const p = (entry.payload ?? {}) as {
    client_name?: unknown
    metadata?: { mortgage_amount?: unknown; property_address?: unknown }
  }
  const amount = p.metadata?.mortgage_amount
  const address = p.metadata?.property_address
  const { label, tone } = applicationStatus(entry.status)
  return {
    id: entry.id,
    name: typeof p.client_name === 'string' && p.client_name ? p.client_name : 'Application',
    amountText: typeof amount === 'number' && amount > 0 ? `${dollars.format(amount)} mortgage` : 'Amount not given',
    address: typeof address === 'string' && address ? address : null,
    dateText: dateTimeText(entry.createdAt),
    statusLabel: label,
    tone,
    problem: entry.status === 'rejected' ? (entry.lastError?.message ?? 'The server refused it.') : null,
  }
}
