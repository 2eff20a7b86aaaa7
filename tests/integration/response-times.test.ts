/**
 * Response times through the running worker (workerd + sqld): the super admin reads every agent's
 * figures for the period, worked out from the stored first contacts (hand-computed below); an
 * agent reads only their own, and a quick action on their new lead shows in them; newsletter
 * sign-ups do not count; the period is checked.
 */
import { eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { ResponseTimes } from '#shared/leads/response-time.ts'
import { agents, leads } from '#worker/db/schema/index.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())
const origin = () => new URL(baseUrl()).origin
const MIN = 60_000
const DAY = 86_400_000

let agent: SignedIn
let superAdmin: SignedIn
const agentId = uuidv7()
beforeAll(async () => {
  agent = await signInAs('agent')
  superAdmin = await signInAs('super_admin')
  // An agent of this test alone, with leads whose arrival and first contact are known; removed
  // and inactive, so no other test's routing or top agents meets it.
  await db.insert(agents).values({
    id: agentId,
    name: 'Rhea Response',
    email: `rhea-${agentId}@example.ca`,
    isActive: false,
    acceptsNewLeads: false,
    deletedAt: new Date(),
  })
  const now = Date.now()
  const lead = (ago: number, after: number | null, submissionKind = 'quote') => ({
    id: uuidv7(),
    agentId,
    clientName: 'Client',
    clientEmail: 'client@example.ca',
    type: 'rate_quote' as const,
    source: 'website' as const,
    submissionKind,
    createdAt: new Date(now - ago),
    updatedAt: new Date(now - ago),
    firstContactAt: after === null ? null : new Date(now - ago + after),
  })
  await db.insert(leads).values([
    // In the last 7 days: 2, 4, 45 minutes and 3 hours, and one never contacted.
    lead(1 * DAY, 2 * MIN),
    lead(2 * DAY, 4 * MIN),
    lead(3 * DAY, 45 * MIN),
    lead(4 * DAY, 180 * MIN),
    lead(5 * DAY, null),
    // Not a client's request: never counts.
    lead(1 * DAY, null, 'newsletter'),
    // Ten days ago: only in the last 30 days.
    lead(10 * DAY, 1 * MIN),
  ])
})

const read = async (who: SignedIn, period: string) => {
  const res = await call(`/api/response-times?period=${period}`, { headers: who.authHeaders })
  expect(res.status).toBe(200)
  return (await res.json()) as ResponseTimes
}

describe('GET /api/response-times', () => {
  it('the super admin: per agent, for the period; never-contacted leads in the shares, not the median', async () => {
    const week = await read(superAdmin, '7d')
    expect(week.period).toBe('7d')
    // 5 leads, 4 contacted: 2, 4, 45, 180 min → median (4 + 45) / 2 = 24.5 min;
    // within 5 min: 2 of 5; within the hour: 3 of 5.
    expect(week.rows.find((r) => r.agentId === agentId)).toEqual({
      agentId,
      name: 'Rhea Response',
      leads: 5,
      contacted: 4,
      medianMs: 24.5 * MIN,
      within5Min: 2,
      within1Hour: 3,
    })
    // 30 days adds the 1-minute lead: 1, 2, 4, 45, 180 → median 4 min; 3 of 6 within 5 min.
    const month = await read(superAdmin, '30d')
    expect(month.rows.find((r) => r.agentId === agentId)).toMatchObject({
      leads: 6,
      contacted: 5,
      medianMs: 4 * MIN,
      within5Min: 3,
      within1Hour: 4,
    })
    expect(month.rows.length).toBeGreaterThan(1)
  })

  it('an agent reads only their own; a quick action on their new lead counts within 5 minutes', async () => {
    const before = (await read(agent, 'all')).rows
    expect(before.every((r) => r.agentId === DEMO_IDS.agents.sarah)).toBe(true)
    const s = submissionOf('quote', validPayload('quote', { agentId: DEMO_IDS.agents.sarah }))
    expect((await call('/api/leads', postInit(s, origin()))).status).toBe(201)
    const id = uuidv7()
    const quick = await call(`/api/leads/${s.id}/contacts`, {
      method: 'POST',
      headers: { ...agent.authHeaders, 'Idempotency-Key': id },
      body: JSON.stringify({ id, channel: 'text' }),
    })
    expect(quick.status).toBe(200)
    const [stored] = await db.select({ at: leads.firstContactAt }).from(leads).where(eq(leads.id, s.id))
    expect(stored?.at).toBeInstanceOf(Date)
    const after = (await read(agent, '7d')).rows
    expect(after).toHaveLength(1)
    const mine = after[0]
    expect(mine?.agentId).toBe(DEMO_IDS.agents.sarah)
    expect(mine?.contacted).toBeGreaterThanOrEqual(1)
    expect(mine?.within5Min).toBeGreaterThanOrEqual(1)
  })

  it('a period that is not one of all, 30d, 7d is a 400 naming it', async () => {
    const res = await call('/api/response-times?period=year', { headers: superAdmin.authHeaders })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('period')
  })
})
