/**
 * Complaints: sent through the public submissions batch (or one by one) next to the leads,
 * stored once as a case (not a lead) with the policy's due dates, and worked by the super admin
 * with every change in the case's append-only history.
 */
import { eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, describe, expect, it } from 'vitest'
import type { ComplianceCase, ComplianceCaseDetail } from '#shared/compliance/cases.ts'
import { caseDueDates } from '#shared/compliance/due-dates.ts'
import type { LeadBatchResponse } from '#shared/schemas/leads.ts'
import { complianceCaseEvents, complianceCases, leads } from '#worker/db/schema/index.ts'
import { signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())

const origin = () => new URL(baseUrl()).origin
const submit = (body: unknown) => call('/api/leads', postInit(body, origin()))
const submitBatch = (entries: unknown[]) => call('/api/leads/batch', postInit({ entries }, origin()))

let n = 0
function complaint(overrides: Record<string, unknown> = {}) {
  n++
  return {
    id: uuidv7(),
    kind: 'complaint',
    payload: {
      name: 'Robin Client',
      email: `Complainer${n}.${Date.now()}@Example.ca`,
      phone: '416 555 0199',
      agent_id: null,
      details: 'My agent never called back.\nI would like an apology.',
      ...overrides,
    },
  }
}

async function asAdmin(path: string, init: RequestInit = {}) {
  const s = await signInAs('super_admin')
  return call(path, { ...init, headers: { ...s.authHeaders, ...(init.headers ?? {}) } })
}

describe('a complaint from the public form', () => {
  it('rides the batch with a lead, is stored once as a case with its due dates, and is not a lead', async () => {
    const c = complaint()
    const lead = submissionOf('newsletter')
    const before = Date.now()
    const res = await submitBatch([c, lead])
    expect(res.status).toBe(200)
    const { results } = (await res.json()) as LeadBatchResponse
    expect(results.map((r) => [r.id, r.outcome, r.status])).toEqual([
      [c.id, 'ok', 'received'],
      [lead.id, 'ok', 'new'],
    ])

    const [row] = await db.select().from(complianceCases).where(eq(complianceCases.id, c.id))
    expect(row).toMatchObject({
      kind: 'complaint',
      status: 'received',
      name: 'Robin Client',
      email: c.payload.email.toLowerCase(),
      phone: '+14165550199',
      agentId: null,
      details: c.payload.details,
    })
    const due = caseDueDates('complaint', new Date(before))
    expect({ acknowledgeBy: row?.acknowledgeBy, resolveBy: row?.resolveBy }).toEqual(due)
    expect(await db.select().from(leads).where(eq(leads.id, c.id))).toHaveLength(0)
    const events = await db.select().from(complianceCaseEvents).where(eq(complianceCaseEvents.caseId, c.id))
    expect(events.map((e) => [e.action, e.toStatus, e.actorId])).toEqual([['received', 'received', null]])
  })

  it('exactly once: a replay is a duplicate, other content under the same id is refused (409)', async () => {
    const c = complaint()
    expect((await submit(c)).status).toBe(201)
    const again = await submitBatch([c, c])
    expect(((await again.json()) as LeadBatchResponse).results.map((r) => r.outcome)).toEqual([
      'duplicate',
      'duplicate',
    ])
    const single = await submit(c)
    expect(single.status).toBe(200)
    expect(await single.json()).toEqual({ id: c.id, outcome: 'duplicate', status: 'received' })

    const changed = { ...c, payload: { ...c.payload, details: 'Something else entirely.' } }
    const conflict = await submit(changed)
    expect(conflict.status).toBe(409)
    expect(((await conflict.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('id')
    const inBatch = ((await (await submitBatch([changed])).json()) as LeadBatchResponse).results[0]
    expect(inBatch).toMatchObject({ id: c.id, outcome: 'rejected', error: { code: 'conflict' } })

    const rows = await db.select().from(complianceCases).where(eq(complianceCases.id, c.id))
    expect(rows.map((r) => r.details)).toEqual([c.payload.details])
    expect(await db.select().from(complianceCaseEvents).where(eq(complianceCaseEvents.caseId, c.id))).toHaveLength(1)
  })

  it('refuses bad input with a 400 naming the field; in a batch only that entry', async () => {
    const bad = complaint({ email: 'not-an-address', details: '' })
    const res = await submit(bad)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { fields: Record<string, string> } }
    expect(Object.keys(body.error.fields).sort()).toEqual(['payload.details', 'payload.email'])

    const good = complaint()
    const batch = ((await (await submitBatch([bad, good])).json()) as LeadBatchResponse).results
    expect(batch.map((r) => r.outcome)).toEqual(['rejected', 'ok'])
    expect(batch[0]?.error?.fields).toHaveProperty(['payload.email'])
    expect(await db.select().from(complianceCases).where(eq(complianceCases.id, bad.id))).toHaveLength(0)
  })

  it('a filled bot trap is answered as stored and keeps nothing; an unknown agent is dropped', async () => {
    const trapped = { ...complaint(), honeypot: 'http://spam.example' }
    const res = ((await (await submitBatch([trapped])).json()) as LeadBatchResponse).results[0]
    expect(res?.outcome).toBe('ok')
    expect(await db.select().from(complianceCases).where(eq(complianceCases.id, trapped.id))).toHaveLength(0)

    const stray = complaint({ agent_id: '019b76da-a800-7fff-8fff-000000000000' })
    expect((await submit(stray)).status).toBe(201)
    const [row] = await db.select().from(complianceCases).where(eq(complianceCases.id, stray.id))
    expect(row?.agentId).toBeNull()
  })
})

describe("the super admin's Complaints tab", () => {
  it('lists complaints for the super admin only', async () => {
    const c = complaint()
    await submit(c)
    const res = await asAdmin('/api/admin/compliance/cases?kind=complaint')
    expect(res.status).toBe(200)
    const { cases } = (await res.json()) as { cases: ComplianceCase[] }
    expect(cases.find((x) => x.id === c.id)).toMatchObject({ status: 'received', version: 1 })
    for (const role of ['admin', 'agent'] as const) {
      const s = await signInAs(role)
      const refused = await call('/api/admin/compliance/cases?kind=complaint', { headers: s.authHeaders })
      expect(refused.status).toBe(403)
    }
    expect((await call('/api/admin/compliance/cases?kind=complaint')).status).toBe(401)
    expect((await asAdmin('/api/admin/compliance/cases?kind=lead')).status).toBe(400)
  })

  it('changes the status and keeps the written response, each change in the history with who and when', async () => {
    const c = complaint()
    await submit(c)
    const path = `/api/admin/compliance/cases/${c.id}`
    const patch = (body: unknown) => asAdmin(path, { method: 'PATCH', body: JSON.stringify(body) })

    const acknowledged = await patch({ status: 'acknowledged', note: 'Called the client.', baseVersion: 1 })
    expect(acknowledged.status).toBe(200)
    const a = (await acknowledged.json()) as ComplianceCaseDetail
    expect(a.case).toMatchObject({ status: 'acknowledged', version: 2 })

    const resolved = await patch({ status: 'resolved', response: 'We are sorry: here is what we did.', baseVersion: 2 })
    const r = (await resolved.json()) as ComplianceCaseDetail
    expect(r.case).toMatchObject({ status: 'resolved', response: 'We are sorry: here is what we did.', version: 3 })
    expect(r.case.respondedAt).not.toBeNull()
    expect(r.history.map((e) => [e.action, e.fromStatus, e.toStatus, e.detail])).toEqual([
      ['received', null, 'received', null],
      ['status', 'received', 'acknowledged', null],
      ['note', null, null, 'Called the client.'],
      ['status', 'acknowledged', 'resolved', null],
      ['response', null, null, 'We are sorry: here is what we did.'],
    ])
    expect(r.history.slice(1).every((e) => e.actorName && e.actorName.length > 0)).toBe(true)

    // A change made on an old version is refused and changes nothing.
    const stale = await patch({ status: 'referred', baseVersion: 2 })
    expect(stale.status).toBe(409)
    const detail = (await (await asAdmin(path)).json()) as ComplianceCaseDetail
    expect(detail.case.status).toBe('resolved')
    expect(detail.history).toHaveLength(5)
  })

  it('refuses a bad change naming the field, and an unknown case with 404', async () => {
    const c = complaint()
    await submit(c)
    const path = `/api/admin/compliance/cases/${c.id}`
    const bad = await asAdmin(path, { method: 'PATCH', body: JSON.stringify({ status: 'closed', baseVersion: 1 }) })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('status')
    const nothing = await asAdmin(path, { method: 'PATCH', body: JSON.stringify({ baseVersion: 1 }) })
    expect(nothing.status).toBe(400)
    const missing = await asAdmin('/api/admin/compliance/cases/019b76da-a800-7fff-8fff-000000000001')
    expect(missing.status).toBe(404)
  })

  it('the history cannot be rewritten', async () => {
    const c = complaint()
    await submit(c)
    await expect(
      db.update(complianceCaseEvents).set({ detail: 'edited' }).where(eq(complianceCaseEvents.caseId, c.id)),
    ).rejects.toThrow()
  })
})

describe('privacy requests and the export of everything held about a person', () => {
  function privacyRequest(email: string, requestType = 'access') {
    return {
      id: uuidv7(),
      kind: 'privacy-request',
      payload: { request_type: requestType, name: 'Pat Private', email, details: 'Please send me a copy.' },
    }
  }

  it('stores a request with its type and a 30-day due date, in its own tab', async () => {
    const r = privacyRequest(`privacy.${Date.now()}@example.ca`, 'correction')
    const before = Date.now()
    expect((await submit(r)).status).toBe(201)
    const { cases } = (await (await asAdmin('/api/admin/compliance/cases?kind=privacy-request')).json()) as {
      cases: ComplianceCase[]
    }
    const found = cases.find((c) => c.id === r.id)
    expect(found).toMatchObject({ kind: 'privacy-request', requestType: 'correction', status: 'received' })
    expect({ acknowledgeBy: found?.acknowledgeBy, resolveBy: found?.resolveBy }).toEqual(
      caseDueDates('privacy-request', new Date(before)),
    )
    const complaintsTab = (await (await asAdmin('/api/admin/compliance/cases?kind=complaint')).json()) as {
      cases: ComplianceCase[]
    }
    expect(complaintsTab.cases.some((c) => c.id === r.id)).toBe(false)
    const bad = await submit(privacyRequest('x@example.ca', 'erase'))
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty([
      'payload.request_type',
    ])
  })

  it('exports the leads with their timeline and tasks, the subscription, the consents and the requests', async () => {
    const email = `Everything.${Date.now()}@Example.ca`
    const contact = submissionOf('contact')
    ;(contact.payload as { client_email: string }).client_email = email
    const newsletter = submissionOf('newsletter')
    ;(newsletter.payload as { client_email: string }).client_email = email.toLowerCase()
    const request = privacyRequest(email)
    const sent = (await (await submitBatch([contact, newsletter, request])).json()) as LeadBatchResponse
    expect(sent.results.map((r) => r.outcome)).toEqual(['ok', 'ok', 'ok'])
    await db
      .update(leads)
      .set({ metadata: { conversation: [{ role: 'user', content: 'my transcript' }] } })
      .where(eq(leads.id, contact.id))

    const res = await asAdmin(`/api/admin/compliance/person-export?email=${encodeURIComponent(email.toUpperCase())}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-information-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const data = (await res.json()) as {
      email: string
      leads: { id: string; metadata: unknown; timeline: unknown[]; tasks: unknown[] }[]
      newsletter: Record<string, unknown>[]
      consents: { action: string; form: string; text_version: string | null; at: string }[]
      complaintsAndPrivacyRequests: { id: string; history: unknown[]; submissionHash?: unknown }[]
      notFoundByEmail: string
    }
    expect(data.email).toBe(email.toLowerCase())
    expect(data.leads.map((l) => l.id).sort()).toEqual([contact.id, newsletter.id].sort())
    expect(data.leads.find((l) => l.id === contact.id)?.metadata).toEqual({
      conversation: [{ role: 'user', content: 'my transcript' }],
    })
    expect(data.leads.every((l) => Array.isArray(l.timeline) && Array.isArray(l.tasks))).toBe(true)
    expect(data.newsletter).toHaveLength(1)
    expect(data.newsletter[0]).not.toHaveProperty('unsubscribeToken')
    expect(data.consents.filter((c) => c.action === 'granted').map((c) => c.form)).toEqual(
      expect.arrayContaining(['contact', 'newsletter']),
    )
    expect(data.consents.every((c) => c.text_version === 'contact-v1' && c.at === '2026-01-05T12:00:00.000Z')).toBe(
      true,
    )
    expect(data.complaintsAndPrivacyRequests.map((c) => c.id)).toEqual([request.id])
    expect(data.complaintsAndPrivacyRequests[0]?.history).toHaveLength(1)
    expect(data.complaintsAndPrivacyRequests[0]).not.toHaveProperty('submissionHash')
    expect(data.notFoundByEmail).toMatch(/Rate alerts/)
  })

  it('is for the super admin only and names a bad address', async () => {
    const s = await signInAs('admin')
    const refused = await call('/api/admin/compliance/person-export?email=a@example.ca', { headers: s.authHeaders })
    expect(refused.status).toBe(403)
    const bad = await asAdmin('/api/admin/compliance/person-export?email=nope')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('email')
    const none = (await (
      await asAdmin('/api/admin/compliance/person-export?email=nobody.ever%40example.ca')
    ).json()) as {
      leads: unknown[]
      consents: unknown[]
    }
    expect(none).toMatchObject({ leads: [], consents: [] })
  })
})

describe('accessibility feedback', () => {
  it('is a case of its own kind, replied to within 2 business days, and cannot be referred to FSRA', async () => {
    const f = {
      id: uuidv7(),
      kind: 'accessibility-feedback',
      payload: {
        name: 'Ari Access',
        email: `access.${Date.now()}@example.ca`,
        phone: '',
        details: 'The rate table is hard to read with my screen reader.',
      },
    }
    const before = Date.now()
    expect((await submit(f)).status).toBe(201)
    const { cases } = (await (await asAdmin('/api/admin/compliance/cases?kind=accessibility-feedback')).json()) as {
      cases: ComplianceCase[]
    }
    const found = cases.find((c) => c.id === f.id)
    expect(found).toMatchObject({ kind: 'accessibility-feedback', phone: null, acknowledgeBy: null })
    expect(found?.resolveBy).toBe(caseDueDates('accessibility-feedback', new Date(before)).resolveBy)

    const path = `/api/admin/compliance/cases/${f.id}`
    const referred = await asAdmin(path, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'referred', baseVersion: 1 }),
    })
    expect(referred.status).toBe(400)
    expect(((await referred.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      'status',
    )
    const resolved = await asAdmin(path, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'resolved', baseVersion: 1 }),
    })
    expect(resolved.status).toBe(200)
  })
})
