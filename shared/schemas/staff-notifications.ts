import * as z from 'zod/mini'
import { formatCAD } from '#shared/finance/money.ts'
import { pushSubscriptionSchema } from './rate-alerts'

/**
 * Staff notifications (docs/decisions/158): new-lead notifications by Web Push on the devices an
 * agent (or the super admin) turned them on, and the inbox behind the bell.
 *
 *   PUT    /api/staff-notifications/devices/:id  body `staffPushDeviceSchema` → 200 `{ enabled: true }`
 *   GET    /api/staff-notifications/devices/:id  → 200 `{ enabled }` (on for this user and session)
 *   DELETE /api/staff-notifications/devices/:id  → 200 `{ enabled: false }` (idempotent)
 *
 *   GET    /api/staff-notifications              → 200 `StaffInbox` (the newest INBOX_SIZE, and the unread count)
 *   POST   /api/staff-notifications/read         body `markReadSchema` → 200 `{ unread }` (idempotent)
 *
 * A device's id is a UUID it made and keeps for the signed-in user; the subscription is bound to
 * that user and to the session that turned it on (signing out ends it).
 */

export const STAFF_NOTIFICATION_KINDS = [
  'new-lead',
  'returning',
  'reassigned',
  'task-due',
  'maturity',
  'not-contacted',
] as const
export type StaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number]

export const staffPushDeviceParamSchema = z.strictObject({ id: z.uuid('Not a valid device id') })
export const staffPushDeviceSchema = z.strictObject({ subscription: pushSubscriptionSchema })
export type StaffPushDeviceInput = z.infer<typeof staffPushDeviceSchema>
export type StaffPushDeviceResponse = { enabled: boolean }

/** How many notifications the inbox lists (newest first). */
export const INBOX_SIZE = 50

/** One notification in the inbox. */
export type StaffNotification = {
  id: string
  kind: StaffNotificationKind
  leadId: string
  title: string
  body: string
  url: string
  createdAt: string
  readAt: string | null
}
export type StaffInbox = { notifications: StaffNotification[]; unread: number }

/**
 * Mark some (`ids`) or every (`all`) notification of the signed-in user read; with `until`, every
 * one created up to then (a 'Mark all read' queued offline and sent later leaves newer ones unread).
 */
export const markReadSchema = z.union([
  z.strictObject({ ids: z.array(z.uuid()).check(z.minLength(1), z.maxLength(INBOX_SIZE)) }),
  z.strictObject({ all: z.literal(true), until: z.optional(z.iso.datetime({ offset: true })) }),
])
export type MarkReadInput = z.infer<typeof markReadSchema>

/** The push message (JSON, encrypted end to end); app/public/sw-rate-alerts.js shows it. */
export type StaffNotificationPush = {
  v: 1
  type: 'staff-notification'
  notificationId: string
  title: string
  body: string
  /** A path of the app: the lead opened in the agent's Leads tab or the admin's drawer. */
  url: string
  tag: string
}

/** What a notification says about its lead: nothing personal beyond the first name. */
export type LeadGist = {
  clientName: string
  type: string
  submissionKind: string | null
  dealAmount: number | null
  metadata: Record<string, unknown>
}

const KIND_WORDS: Record<string, string> = {
  quote: 'Quote',
  chat: 'Chat',
  contact: 'Contact form',
  application: 'Application',
  'affordability-copy': 'Affordability copy',
  'become-broker': 'Broker application',
  newsletter: 'Newsletter sign-up',
}
const TYPE_WORDS: Record<string, string> = {
  rate_quote: 'Rate quote',
  refinance: 'Refinance',
  contact: 'Contact',
  application: 'Application',
}

/** The client's first name (the first word of the name, at most 40 characters). */
export function firstName(clientName: string): string {
  return clientName.trim().split(/\s+/)[0]?.slice(0, 40) || 'A client'
}

/** The kind of request in words: the form it came from, else what it asked for. */
export function requestKindWords(lead: Pick<LeadGist, 'type' | 'submissionKind'>): string {
  return (lead.submissionKind && KIND_WORDS[lead.submissionKind]) || TYPE_WORDS[lead.type] || 'Request'
}

function money(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isFinite(n) && n > 0 ? n : null
}

function at(metadata: Record<string, unknown>, path: string): unknown {
  let value: unknown = metadata
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

/** The key figure: the deal's amount, else the price or the amount the client gave; null when none. */
export function keyFigure(lead: Pick<LeadGist, 'dealAmount' | 'metadata'>): string | null {
  const candidates: [unknown, string][] = [
    [lead.dealAmount, 'deal'],
    [at(lead.metadata, 'price'), 'price'],
    [at(lead.metadata, 'mortgage_amount'), 'mortgage'],
    [at(lead.metadata, 'property_value'), 'property value'],
    [at(lead.metadata, 'results.maxPrice'), 'price'],
  ]
  for (const [value, what] of candidates) {
    const amount = money(value)
    if (amount !== null) return `${formatCAD(amount, 0)} ${what}`
  }
  return null
}

const MATURITY_WORDS: Record<number, string> = { 180: 'about 6 months', 120: 'about 4 months', 30: 'about a month' }

/** Title and body of a notification about a lead: first name, kind of request, key figure. */
export function leadNotificationText(
  kind: StaffNotificationKind,
  lead: LeadGist,
  opts: { maturityDays?: number } = {},
): { title: string; body: string } {
  const name = firstName(lead.clientName)
  const title =
    kind === 'new-lead'
      ? `New lead: ${name}`
      : kind === 'returning'
        ? `Returning client: ${name}`
        : kind === 'reassigned'
          ? `Lead reassigned to you: ${name}`
          : kind === 'task-due'
            ? `Follow up today: ${name}`
            : kind === 'not-contacted'
              ? `Not contacted yet: ${name}`
              : `${name}’s term ends in ${MATURITY_WORDS[opts.maturityDays ?? 30] ?? 'a few weeks'}`
  const figure = keyFigure(lead)
  return { title, body: figure ? `${requestKindWords(lead)} · ${figure}` : requestKindWords(lead) }
}

/** The lead opened: in the agent's Leads tab, or in the admin's leads drawer. */
export function leadUrl(leadId: string, where: 'agent' | 'admin'): string {
  return where === 'agent' ? `/agent-dashboard/leads?lead=${leadId}` : `/super-admin/leads?lead=${leadId}`
}

export function buildStaffNotificationPush(n: {
  id: string
  title: string
  body: string
  url: string
}): StaffNotificationPush {
  return {
    v: 1,
    type: 'staff-notification',
    notificationId: n.id,
    title: n.title,
    body: n.body,
    url: n.url,
    tag: `staff-${n.id}`,
  }
}
