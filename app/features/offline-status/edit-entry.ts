/**
 * "Needs attention" → Edit: the fields of a refused submission the visitor can correct.
 * Framework-free, and free of zod (the validation is in apply-edits.ts, loaded with the form).
 */

import type { OutboxKind } from '#app/offline/db.ts'
import type { LeadKind } from '#shared/schemas/leads.ts'

export interface EditableField {
  /** Dotted path inside the payload (`client_email`, `metadata.experience`). */
  key: string
  label: string
  input: 'text' | 'email' | 'tel' | 'textarea'
  autoComplete?: string
  value: string
}

/** Fields a visitor typed, in form order. Others (amounts, consent, ids) are not edited here. */
const KNOWN_FIELDS: Omit<EditableField, 'value'>[] = [
  { key: 'first_name', label: 'First name', input: 'text', autoComplete: 'given-name' },
  { key: 'last_name', label: 'Last name', input: 'text', autoComplete: 'family-name' },
  { key: 'client_name', label: 'Name', input: 'text', autoComplete: 'name' },
  { key: 'client_email', label: 'Email', input: 'email', autoComplete: 'email' },
  { key: 'client_phone', label: 'Phone', input: 'tel', autoComplete: 'tel' },
  { key: 'metadata.postalCode', label: 'Postal code', input: 'text', autoComplete: 'postal-code' },
  { key: 'metadata.experience', label: 'Current experience level', input: 'text' },
  { key: 'metadata.property_address', label: 'Property address', input: 'text', autoComplete: 'street-address' },
  { key: 'message', label: 'Message', input: 'textarea' },
]

/** Every outbox kind except the agent's status and deal changes is a lead form (type-only import: no zod here). */
export function isLeadKind(kind: OutboxKind): kind is LeadKind {
  return kind !== 'lead-status' && kind !== 'lead-deal'
}

function get(payload: unknown, key: string): unknown {
  let value: unknown = payload
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

function humanize(key: string) {
  const last = key.split('.').pop() ?? key
  const words = last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Server field paths are relative to the submission (`payload.client_email`); ours to the payload. */
export function payloadFieldErrors(fields: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, message] of Object.entries(fields ?? {})) out[key.replace(/^payload\./, '')] = message
  return out
}

/**
 * The editable text fields present in this payload (a string, or null for an optional
 * phone), plus any other text field the server named in its refusal.
 */
export function editableFields(
  kind: OutboxKind,
  payload: unknown,
  serverFields?: Record<string, string>,
): EditableField[] {
  if (!isLeadKind(kind)) return []
  const fields: EditableField[] = []
  const seen = new Set<string>()
  for (const field of KNOWN_FIELDS) {
    const value = get(payload, field.key)
    const present = typeof value === 'string' || (value === null && field.key === 'client_phone')
    if (!present) continue
    seen.add(field.key)
    fields.push({ ...field, value: typeof value === 'string' ? value : '' })
  }
  for (const key of Object.keys(payloadFieldErrors(serverFields))) {
    const value = get(payload, key)
    if (seen.has(key) || typeof value !== 'string') continue
    seen.add(key)
    fields.push({ key, label: humanize(key), input: 'text', value })
  }
  return fields
}

const KIND_LABELS: Record<OutboxKind, string> = {
  quote: 'Mortgage quote request',
  chat: 'Chat contact details',
  contact: 'Contact message',
  'become-broker': 'Broker application',
  newsletter: 'Newsletter sign-up',
  application: 'Mortgage application',
  'affordability-copy': 'Affordability results copy',
  complaint: 'Complaint',
  'privacy-request': 'Privacy request',
  'accessibility-feedback': 'Accessibility feedback',
  'lead-status': 'Lead status change',
  'lead-deal': 'Lead deal change',
  'lead-note': 'Note on a lead',
  'lead-task': 'Task on a lead',
  'lead-contact': 'Contact attempt on a lead',
  'inbox-read': 'Notifications read',
}

export function kindLabel(kind: OutboxKind): string {
  return KIND_LABELS[kind] ?? 'Submission'
}
