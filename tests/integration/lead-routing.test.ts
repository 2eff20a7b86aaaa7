/**
 * Lead routing over HTTP against sqld: a lead from an agent's page stays with that agent; under
 * 'Unassigned for triage' every other lead waits unassigned; under round-robin a burst of 100
 * concurrent submissions spreads evenly over the active agents who accept new leads (max − min
 * ≤ 1), none to an agent who does not; the timeline names the rule each time.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { ROUTING_ACTORS } from '#shared/leads/routing.ts'
import { agents, leadActivities, leads } from '#worker/db/schema/index.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, callUntilAnswered, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())
const origin = () => new URL(baseUrl()).origin

let superAdmin: SignedIn
beforeAll(async () => {
  superAdmin = await signInAs('super_admin')
})

const setRule = (rule: unknown) =>
  call('/api/admin/lead-routing', {
    method: 'PUT',
    headers: { ...superAdmin.authHeaders, 'Content-Type': 'application/json' },
    body: JSON.stringify({ rule }),
  })

async function submit(sub: unknown): Promise<void> {
  const res = await callUntilAnswered('/api/leads', postInit(sub, origin()))
  await res.body?.cancel()
  if (res.status !== 201 && res.status !== 200) throw new Error(`submission answered ${res.status}`)
}

const routingRows = (leadIds: string[]) =>
  db
    .select({ leadId: leadActivities.leadId, actor: leadActivities.actorName, to: leadActivities.toValue })
    .from(leadActivities)
    .where(and(inArray(leadActivities.leadId, leadIds), eq(leadActivities.kind, 'assignment')))

describe('lead routing', () => {
  it("triage (the default): the agent's page keeps its agent, other leads wait unassigned", async () => {
    const res = await call('/api/admin/lead-routing', { headers: superAdmin.authHeaders })
    expect(((await res.json()) as { rule: string }).rule).toBe('triage')
    const mine = submissionOf('quote', validPayload('quote', { agentId: DEMO_IDS.agents.sarah }))
    const open = submissionOf('contact', validPayload('contact', { agentId: null }))
    const newsletter = submissionOf('newsletter', validPayload('newsletter', { agentId: null }))
    for (const s of [mine, open, newsletter]) await submit(s)
    const rows = await db
      .select({ id: leads.id, agentId: leads.agentId })
      .from(leads)
      .where(inArray(leads.id, [mine.id, open.id]))
    expect(Object.fromEntries(rows.map((r) => [r.id, r.agentId]))).toEqual({
      [mine.id]: DEMO_IDS.agents.sarah,
      [open.id]: null,
    })
    // The routing rows are written after the answer (background work).
    await expect
      .poll(async () =>
        (await routingRows([mine.id, open.id, newsletter.id])).map((r) => `${r.leadId} ${r.actor} ${r.to}`).sort(),
      )
      .toEqual(
        [
          `${mine.id} ${ROUTING_ACTORS.agentPage} ${DEMO_IDS.agents.sarah}`,
          `${open.id} ${ROUTING_ACTORS.triage} null`,
        ].sort(),
      )
  })

  it('round-robin: a burst of 100 concurrent leads spreads evenly over the agents who accept new leads', async () => {
    await db.update(agents).set({ acceptsNewLeads: false }).where(eq(agents.id, DEMO_IDS.agents.marcus))
    try {
      expect((await setRule('round-robin')).status).toBe(200)
      const eligible = (
        await db
          .select({ id: agents.id })
          .from(agents)
          .where(and(eq(agents.isActive, true), eq(agents.acceptsNewLeads, true), isNull(agents.deletedAt)))
      ).map((a) => a.id)
      expect(eligible.length).toBeGreaterThan(1)
      const subs = Array.from({ length: 100 }, (_, i) =>
        submissionOf(i % 2 ? 'quote' : 'contact', validPayload(i % 2 ? 'quote' : 'contact', { agentId: null })),
      )
      await Promise.all(subs.map(submit))
      const ids = subs.map((s) => s.id)
      // Routing follows the answer (background work): wait until every lead has its agent.
      const leadsOf = () => db.select({ agentId: leads.agentId }).from(leads).where(inArray(leads.id, ids))
      await expect
        .poll(async () => (await leadsOf()).filter((r) => r.agentId !== null).length, { timeout: 60_000 })
        .toBe(100)
      const rows = await leadsOf()
      expect(rows).toHaveLength(100)
      const counts = new Map<string, number>()
      for (const r of rows) {
        expect(r.agentId).not.toBeNull()
        counts.set(r.agentId!, (counts.get(r.agentId!) ?? 0) + 1)
      }
      expect([...counts.keys()].sort()).toEqual([...eligible].sort())
      expect(counts.has(DEMO_IDS.agents.marcus)).toBe(false)
      const n = [...counts.values()]
      expect(Math.max(...n) - Math.min(...n)).toBeLessThanOrEqual(1)
      // One timeline row per lead, naming the rule and the agent it chose.
      const timeline = await routingRows(ids)
      expect(timeline).toHaveLength(100)
      for (const row of timeline) expect(row.actor).toBe(ROUTING_ACTORS.roundRobin)
      const assigned = new Map(timeline.map((t) => [t.leadId, t.to]))
      const leadAgents = await db
        .select({ id: leads.id, agentId: leads.agentId })
        .from(leads)
        .where(inArray(leads.id, ids))
      for (const l of leadAgents) expect(assigned.get(l.id)).toBe(l.agentId)
    } finally {
      await setRule('triage')
      await db.update(agents).set({ acceptsNewLeads: true }).where(eq(agents.id, DEMO_IDS.agents.marcus))
    }
  }, 120_000)

  it('the rule is refused by name when unknown (400)', async () => {
    const res = await setRule('lottery')
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('rule')
  })
})
