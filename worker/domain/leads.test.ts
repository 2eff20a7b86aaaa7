import { eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubmission, parsedEntries } from '#tests/support/lead-submissions.ts'
import { createTestDb } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { chatLeadSessions, leads } from '#worker/db/schema/index.ts'
import { submitLead } from './lead-intake'
import { leadStamp, SUBMISSION_CONFLICT, submitLeads } from './leads'

/**
 * The domain against a real SQLite (libSQL in memory, the project's migrations): side effects
 * run once per new lead, and change stamps grow with every write.
 */
let db: Db
let close = () => {}

beforeAll(async () => {
  ;({ db, close } = await createTestDb())
})
afterAll(() => close())

describe('submitLeads: what a request inserted', () => {
  it('lists only newly inserted leads, once each; a replay inserts nothing', async () => {
    const a = newsletterSubmission('a@example.com')
    const b = newsletterSubmission('b@example.com')
    const first = await submitLeads(db, parsedEntries(a, b, a))
    expect(first.results.map((r) => r.outcome)).toEqual(['ok', 'ok', 'duplicate'])
    expect(first.inserted.map((l) => l.id)).toEqual([a.id, b.id])

    const replay = await submitLeads(db, parsedEntries(b, a))
    expect(replay.results.map((r) => r.outcome)).toEqual(['duplicate', 'duplicate'])
    expect(replay.inserted).toEqual([])
  })
})

function chat(sessionId: string, phone: string, at: string) {
  return {
    id: uuidv7(),
    kind: 'chat',
    payload: {
      type: 'contact',
      source: 'AI Chatbot',
      client_phone: phone,
      message: { conversation: [{ role: 'user', content: `Call me at ${phone}` }], last_interaction: at },
      metadata: {
        property_value: 750000,
        property_type: 'condo',
        down_payment: null,
        mortgage_type: 'fixed',
        source_details: 'Captured from chat conversation',
        chat_session_id: sessionId,
      },
    },
  }
}

describe('submitLeads: a retried id must carry the same content', () => {
  it('refuses other content under a stored id, in the same request or a later one; the row stays', async () => {
    const a = newsletterSubmission('same.id@example.com')
    const changed = { ...a, payload: { ...a.payload, client_email: 'other@example.com' } }
    const first = await submitLeads(db, parsedEntries(a, changed))
    expect(first.results.map((r) => r.outcome)).toEqual(['ok', 'rejected'])
    expect(first.results[1]?.error).toEqual(SUBMISSION_CONFLICT)

    const later = await submitLeads(db, parsedEntries(changed))
    expect(later.results[0]?.error?.code).toBe('conflict')
    await expect(submitLead(db, changed)).rejects.toMatchObject({
      code: 'conflict',
      fields: { id: expect.any(String) },
    })
    const [row] = await db.select().from(leads).where(eq(leads.id, a.id))
    expect(row?.clientEmail).toBe('same.id@example.com')

    // Same content with its keys in another order: an idempotent success.
    const reordered = { payload: Object.fromEntries(Object.entries(a.payload).reverse()), kind: a.kind, id: a.id }
    expect((await submitLead(db, reordered)).outcome).toBe('duplicate')
  })

  it('a chat entry replayed with other content under the id that created the lead changes nothing', async () => {
    const session = `chat_${uuidv7()}`
    const first = chat(session, '416-555-0101', '2026-01-05T12:00:00.000Z')
    expect((await submitLeads(db, parsedEntries(first))).results[0]?.outcome).toBe('ok')
    const forged = { ...first, payload: chat(session, '416-555-0202', '2026-01-05T12:05:00.000Z').payload }
    const answer = await submitLeads(db, parsedEntries(forged))
    expect(answer.results[0]?.error?.code).toBe('conflict')
    const [row] = await db.select().from(leads).where(eq(leads.id, first.id))
    expect(row?.clientPhone).toBe('+14165550101')
    const [mapped] = await db.select().from(chatLeadSessions).where(eq(chatLeadSessions.sessionId, session))
    expect(mapped?.lastInteraction).toBe(Date.parse('2026-01-05T12:00:00.000Z'))
    // The first entry replayed as it was: a duplicate; a newer entry with its own id updates.
    expect((await submitLeads(db, parsedEntries(first))).results[0]?.outcome).toBe('duplicate')
    const next = chat(session, '416-555-0303', '2026-01-05T12:06:00.000Z')
    expect((await submitLeads(db, parsedEntries(next))).results[0]?.outcome).toBe('ok')
    const [updated] = await db.select().from(leads).where(eq(leads.id, first.id))
    expect(updated?.clientPhone).toBe('+14165550303')
  })

  it('a lead stored without a fingerprint (before they were kept) takes any retry as a duplicate', async () => {
    const a = newsletterSubmission('legacy@example.com')
    await submitLeads(db, parsedEntries(a))
    await db.update(leads).set({ submissionHash: null }).where(eq(leads.id, a.id))
    const changed = { ...a, payload: { ...a.payload, client_email: 'legacy.other@example.com' } }
    expect((await submitLeads(db, parsedEntries(changed))).results[0]?.outcome).toBe('duplicate')
  })
})

describe('leadStamp', () => {
  it('is above every updated_at already stored, even one in the future', async () => {
    const s = newsletterSubmission('d@example.com')
    await submitLeads(db, parsedEntries(s))
    const future = new Date(Date.now() + 3_600_000)
    await db.update(leads).set({ updatedAt: future }).where(eq(leads.id, s.id))
    const t = newsletterSubmission('e@example.com')
    await submitLeads(db, parsedEntries(t))
    const [row] = await db.select({ updatedAt: leads.updatedAt }).from(leads).where(eq(leads.id, t.id))
    expect(row?.updatedAt.getTime()).toBe(future.getTime() + 1)
    await db.update(leads).set({ notes: 'x', updatedAt: leadStamp() }).where(eq(leads.id, s.id))
    const [again] = await db.select({ updatedAt: leads.updatedAt }).from(leads).where(eq(leads.id, s.id))
    expect(again?.updatedAt.getTime()).toBe(future.getTime() + 2)
  })
})
