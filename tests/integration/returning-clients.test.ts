/**
 * Returning clients over HTTP: a later submission with the client's e-mail joins the open lead;
 * the admin's list filters and shows it, the lead's timeline carries the inquiry in full, and
 * the agent's devices receive it by the delta pull and in a status change's answer.
 */
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { AdminLeadsPage, LeadTimeline } from '#shared/schemas/admin-leads.ts'
import type { LeadChange, LeadChangesResponse, LeadStatusChangeResponse, SyncedLead } from '#shared/schemas/sync.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, uniquePhone, validPayload } from './leads-fixtures'

const { client } = testDb()
afterAll(() => client.close())
const origin = () => new URL(baseUrl()).origin

let superAdmin: SignedIn
let agent: SignedIn
beforeAll(async () => {
  ;[superAdmin, agent] = await Promise.all([signInAs('super_admin'), signInAs('agent')])
})

const submitBatch = (entries: unknown[]) => call('/api/leads/batch', postInit({ entries }, origin()))
const admin = (path: string) => call(path, { headers: superAdmin.authHeaders })

async function pulledLead(id: string): Promise<SyncedLead | undefined> {
  let since: string | null = null
  let found: SyncedLead | undefined
  for (;;) {
    const q = new URLSearchParams({ limit: '500' })
    if (since) q.set('since', since)
    const res = await call(`/api/sync/leads?${q}`, { headers: { Authorization: agent.authHeaders.Authorization } })
    const body = (await res.json()) as LeadChangesResponse
    for (const c of body.changes as LeadChange[]) if (c.id === id && !('deleted' in c)) found = c as SyncedLead
    since = body.nextCursor
    if (!body.hasMore) return found
  }
}

describe('a returning client', () => {
  it("an inquiry's id retried with other content is refused (409), the stored inquiry kept", async () => {
    const first = submissionOf('quote', validPayload('quote'))
    expect((await call('/api/leads', postInit(first, origin()))).status).toBe(201)
    const email = (first.payload as { client_email: string }).client_email
    const back = submissionOf('contact', { ...validPayload('contact'), client_email: email })
    expect((await call('/api/leads', postInit(back, origin()))).status).toBe(201)
    // The same id and content again: an idempotent duplicate.
    expect((await call('/api/leads', postInit(back, origin()))).status).toBe(200)
    const changed = { ...back, payload: { ...(back.payload as object), message: 'Other words entirely' } }
    const res = await call('/api/leads', postInit(changed, origin()))
    expect(res.status).toBe(409)
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('id')
    const timeline = (await (await admin(`/api/admin/leads/${first.id}/activity`)).json()) as LeadTimeline
    expect(timeline.inquiries.map((i) => i.id)).toEqual([back.id])
    expect(timeline.inquiries[0]?.message ?? '').not.toContain('Other words entirely')
  })

  it('joins the open lead: Returning in the list and filter, the inquiry in the timeline and on devices', async () => {
    const first = submissionOf('quote', validPayload('quote', { agentId: DEMO_IDS.agents.sarah }))
    expect((await call('/api/leads', postInit(first, origin()))).status).toBe(201)
    const email = (first.payload as { client_email: string }).client_email
    const back = submissionOf('application', {
      ...validPayload('application', { agentId: null }),
      client_email: email.toUpperCase(),
      client_phone: uniquePhone('905-Xxx-xxxx'),
    })
    const res = await submitBatch([back, back])
    expect(((await res.json()) as { results: { outcome: string }[] }).results.map((r) => r.outcome)).toEqual([
      'ok',
      'duplicate',
    ])

    const q = encodeURIComponent(email)
    const all = (await (await admin(`/api/admin/leads?q=${q}`)).json()) as AdminLeadsPage
    expect(all.leads.map((l) => l.id)).toEqual([first.id])
    expect(all.leads[0]?.returningAt).toEqual(expect.any(String))
    expect(all.leads[0]?.agentId).toBe(DEMO_IDS.agents.sarah)
    const returning = (await (await admin(`/api/admin/leads?returning=yes&q=${q}`)).json()) as AdminLeadsPage
    expect(returning.leads.map((l) => l.id)).toEqual([first.id])
    const other = submissionOf('quote', validPayload('quote'))
    await call('/api/leads', postInit(other, origin()))
    const otherEmail = encodeURIComponent((other.payload as { client_email: string }).client_email)
    expect(
      ((await (await admin(`/api/admin/leads?returning=yes&q=${otherEmail}`)).json()) as AdminLeadsPage).total,
    ).toBe(0)

    const timeline = (await (await admin(`/api/admin/leads/${first.id}/activity`)).json()) as LeadTimeline
    // The routing row of the first submission (its agent kept), then the returning inquiry.
    expect(timeline.entries.filter((e) => e.kind !== 'assignment').map((e) => [e.kind, e.toValue])).toEqual([
      ['inquiry', back.id],
    ])
    expect(timeline.entries.filter((e) => e.kind === 'assignment')).toHaveLength(1)
    expect(timeline.inquiries).toEqual([
      expect.objectContaining({
        id: back.id,
        type: 'application',
        clientEmail: email.toUpperCase(),
        metadata: (back.payload as { metadata: unknown }).metadata,
      }),
    ])

    const pulled = await pulledLead(first.id)
    expect(pulled?.returningAt).toEqual(expect.any(String))
    expect(pulled?.inquiries?.map((i) => i.id)).toEqual([back.id])

    const change = await call(`/api/leads/${first.id}/status`, {
      method: 'PATCH',
      headers: agent.authHeaders,
      body: JSON.stringify({ id: uuidv7(), status: 'contacted', baseVersion: pulled?.version }),
    })
    expect(change.status, await change.clone().text()).toBe(200)
    const answer = (await change.json()) as LeadStatusChangeResponse
    expect(answer.row?.inquiries?.map((i) => i.id)).toEqual([back.id])
  })
})

describe('merging two leads', () => {
  const merge = (keepId: string, body: unknown) =>
    call(`/api/admin/leads/${keepId}/merge`, {
      method: 'POST',
      headers: superAdmin.authHeaders,
      body: JSON.stringify(body),
    })

  it('keeps the chosen values, moves inquiries and timeline, archives the other, in one step', async () => {
    const a = submissionOf('quote', validPayload('quote', { agentId: DEMO_IDS.agents.sarah }))
    const b = submissionOf('contact', validPayload('contact', { agentId: null }))
    for (const s of [a, b]) expect((await call('/api/leads', postInit(s, origin()))).status).toBe(201)
    const note = await call(`/api/leads/${b.id}/notes`, {
      method: 'POST',
      headers: superAdmin.authHeaders,
      body: JSON.stringify({ id: uuidv7(), note: 'Prefers evenings' }),
    })
    expect(note.status).toBe(200)

    expect((await merge(a.id, { mergeId: a.id })).status).toBe(400)
    const res = await merge(a.id, { mergeId: b.id, take: { clientName: 'merged', clientPhone: 'merged' } })
    expect(res.status).toBe(200)
    const { lead } = (await res.json()) as { lead: AdminLeadsPage['leads'][number] }
    const bp = b.payload as { first_name: string; last_name: string; client_email: string }
    expect(lead).toMatchObject({
      clientName: `${bp.first_name} ${bp.last_name}`,
      clientEmail: (a.payload as { client_email: string }).client_email,
      agentId: DEMO_IDS.agents.sarah,
      returningAt: expect.any(String),
    })

    const timeline = (await (await admin(`/api/admin/leads/${a.id}/activity`)).json()) as LeadTimeline
    expect(timeline.entries.map((e) => [e.kind, e.fromValue ?? e.note])).toEqual(
      expect.arrayContaining([
        ['merge', b.id],
        ['note', 'Prefers evenings'],
      ]),
    )
    expect(timeline.inquiries.map((i) => [i.id, i.type, i.message])).toEqual([
      [b.id, 'contact', 'Please call me about a renewal.\nThanks!'],
    ])
    // The merged lead is archived: gone from the list and its own timeline, not erased.
    expect((await admin(`/api/admin/leads/${b.id}/activity`)).status).toBe(404)
    const q = encodeURIComponent(bp.client_email)
    expect(((await (await admin(`/api/admin/leads?q=${q}`)).json()) as AdminLeadsPage).total).toBe(0)
    // Merging it again: it no longer exists.
    expect((await merge(a.id, { mergeId: b.id })).status).toBe(404)
  })

  it('only the super admin merges', async () => {
    const res = await call(`/api/admin/leads/${uuidv7()}/merge`, {
      method: 'POST',
      headers: agent.authHeaders,
      body: JSON.stringify({ mergeId: uuidv7() }),
    })
    expect(res.status).toBe(403)
  })
})
