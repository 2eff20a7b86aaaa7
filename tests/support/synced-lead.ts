import type { SyncedLead } from '#shared/schemas/sync.ts'

/**
 * A lead as the agent's device holds it after a sync: a contact-form lead, status new, version 1,
 * with no message, notes or consent. Tests name what matters to them in `over`.
 */
export function syncedLead(over: Partial<SyncedLead> = {}): SyncedLead {
  return {
    id: '019b76da-a800-7009-8000-000000000001',
    agentId: 'agent-1',
    clientName: 'Client',
    clientEmail: 'c@example.com',
    clientPhone: null,
    type: 'contact',
    source: 'contact_form',
    status: 'new',
    message: null,
    notes: null,
    metadata: {},
    consentVersion: null,
    consentAt: null,
    submissionKind: 'contact',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...over,
  }
}
