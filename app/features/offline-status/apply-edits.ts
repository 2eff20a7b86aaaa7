/**
 * The edited payload re-validated with the kind's shared schema before it is queued again
 * (outbox.editRejected validates once more). Loaded with the edit form only.
 */

import type { OutboxKind } from '#app/offline/db.ts'
import { ROOT_FIELD, toFieldErrors } from '#shared/schemas/errors.ts'
import { leadPayloadSchemas } from '#shared/schemas/leads.ts'
import { isLeadKind } from './edit-entry'

function setAt(target: Record<string, unknown>, key: string, value: string) {
  const parts = key.split('.')
  let node = target
  for (const part of parts.slice(0, -1)) {
    const next = node[part]
    if (typeof next !== 'object' || next === null) return
    node = next as Record<string, unknown>
  }
  node[parts[parts.length - 1]!] = value
}

export type EditResult = { ok: true; payload: unknown } | { ok: false; fields: Record<string, string> }

/**
 * Applies the edited values to a copy of the payload and validates it with the kind's
 * schema. Returns the RAW edited payload (the outbox parses and stores the normalised one).
 */
export function applyEdits(kind: OutboxKind, payload: unknown, values: Record<string, string>): EditResult {
  if (!isLeadKind(kind)) return { ok: false, fields: { [ROOT_FIELD]: 'This entry cannot be edited' } }
  const copy = structuredClone(payload) as Record<string, unknown>
  for (const [key, value] of Object.entries(values)) setAt(copy, key, value)
  const parsed = leadPayloadSchemas[kind].safeParse(copy)
  if (!parsed.success) return { ok: false, fields: toFieldErrors(parsed.error) }
  return { ok: true, payload: copy }
}
