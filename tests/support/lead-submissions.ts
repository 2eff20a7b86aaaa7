/**
 * Test support for the lead domain's unit tests (Node only, never imported by the worker):
 * submissions as a device sends them, parsed the way the routes parse them.
 */
import { uuidv7 } from 'uuidv7'
import { parseLeadBatch } from '#shared/schemas/leads.ts'

/** A newsletter sign-up for `email`, with a fresh submission id. */
export function newsletterSubmission(email: string) {
  return {
    id: uuidv7(),
    kind: 'newsletter',
    payload: {
      type: 'contact',
      source: 'newsletter',
      client_email: email,
      consent: { granted: true, text_version: 'v1', granted_at: '2026-01-01T00:00:00.000Z' },
      metadata: { subscribed_to: 'newsletter' },
    },
  }
}

/** The submissions parsed as one batch; throws when the test wrote an invalid one. */
export function parsedEntries(...subs: unknown[]) {
  const parsed = parseLeadBatch({ entries: subs })
  if (!parsed.ok) throw new Error(`invalid test batch: ${JSON.stringify(parsed.error)}`)
  return parsed.entries
}
