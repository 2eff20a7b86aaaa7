/**
 * Quick actions' contact attempts through the running worker (workerd + sqld): one timeline entry
 * per mutation id, with who and the channel; a replay is a duplicate, the id with other content a
 * 409; another agent's lead a 404; the channel checked; the agent's delta pull carries it.
 */
import { and, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { LeadWorkResponse } from '#shared/leads/lead-work.ts'
import type { LeadChangesResponse } from '#shared/schemas/sync.ts'
import { leadActivities, syncMutations } from '#worker/db/schema/index.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())
const origin = () => new URL(baseUrl()).origin

let agent: SignedIn
let admin: SignedIn
let superAdmin: SignedIn
beforeAll(async () => {
  agent = await signInAs('agent')
  admin = await signInAs('admin')
  superAdmin = await signInAs('super_admin')
})

async function newLeadOf(agentId: string | null): Promise<string> {
  const s = submissionOf('quote', validPayload('quote', { agentId }))
  expect((await call('/api/leads', postInit(s, origin()))).status).toBe(201)
  return s.id
}
const contact = (who: SignedIn, leadId: string, body: Record<string, unknown>, key = body.id as string) =>
  call(`/api/leads/${leadId}/contacts`, {
    method: 'POST',
    headers: { ...who.authHeaders, 'Idempotency-Key': key },
    body: JSON.stringify(body),
  })
const contactsOf = (leadId: string) =>
  db
    .select()
    .from(leadActivities)
    .where(and(eq(leadActivities.leadId, leadId), eq(leadActivities.kind, 'contact')))

describe('POST /api/leads/:id/contacts', () => {
  it("the agent's call on their own lead: one entry under the mutation id; replay duplicate; other content 409", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.sarah)
    const body = { id: uuidv7(), channel: 'call' }
    const res = await contact(agent, id, body)
    expect(res.status).toBe(200)
    expect(((await res.json()) as LeadWorkResponse).outcome).toBe('ok')
    const again = await contact(agent, id, body)
    expect(((await again.json()) as LeadWorkResponse).outcome).toBe('duplicate')
    expect((await contact(agent, id, { ...body, channel: 'text' })).status).toBe(409)
    const entries = await contactsOf(id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ id: body.id, toValue: 'call', actorUserId: agent.session.user.id })
    // The device copy carries it in the lead's timeline.
    let found = false
    let since: string | null = null
    for (;;) {
      const pull = await call(`/api/sync/leads?limit=500${since ? `&since=${since}` : ''}`, {
        headers: { Authorization: agent.authHeaders.Authorization },
      })
      const page = (await pull.json()) as LeadChangesResponse
      for (const c of page.changes)
        if (c.id === id && 'activity' in c)
          found = (c.activity ?? []).some((e) => e.id === body.id && e.kind === 'contact')
      since = page.nextCursor
      if (!page.hasMore) break
    }
    expect(found).toBe(true)
  })

  it("another agent's lead is a 404 for an agent and an admin; a super admin logs on any; the channel is checked", async () => {
    const id = await newLeadOf(DEMO_IDS.agents.marcus)
    const mine = { id: uuidv7(), channel: 'email' }
    expect((await contact(agent, id, mine)).status).toBe(404)
    expect((await contact(admin, id, { id: uuidv7(), channel: 'email' })).status).toBe(404)
    expect(await db.select().from(syncMutations).where(eq(syncMutations.id, mine.id))).toHaveLength(0)
    expect((await contact(superAdmin, id, { id: uuidv7(), channel: 'text' })).status).toBe(200)
    const bad = await contact(superAdmin, id, { id: uuidv7(), channel: 'fax' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('channel')
    expect((await contactsOf(id)).map((e) => e.toValue)).toEqual(['text'])
  })
})
