/**
 * Lead e-mail through the real local queue (miniflare) and the simulated Email Service binding:
 * a lead in gives one e-mail to its agent and one acknowledgement to the visitor, each recorded
 * in mail_log and sent exactly once however often the submission is retried; a send that keeps
 * failing is retried by the queue and ends dead-lettered (failed). The Mail tab reads the log.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { MailLogResponse } from '#shared/schemas/mail.ts'
import { agents, mailLog } from '#worker/db/schema/index.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { baseUrl, call, testDb } from './helpers'
import { postInit, submissionOf, validPayload } from './leads-fixtures'

const { db, client } = testDb()
afterAll(() => client.close())
const origin = () => new URL(baseUrl()).origin

let superAdmin: SignedIn
beforeAll(async () => {
  superAdmin = await signInAs('super_admin')
})

const mailOf = (leadId: string) => db.select().from(mailLog).where(eq(mailLog.leadId, leadId))
const POLL = { timeout: 20_000, interval: 200 }

describe('lead e-mail', () => {
  it('a new lead: one e-mail to its agent, one acknowledgement, exactly once when retried', async () => {
    const [sarah] = await db.select().from(agents).where(eq(agents.id, DEMO_IDS.agents.sarah))
    const sub = submissionOf('quote', validPayload('quote', { agentId: DEMO_IDS.agents.sarah }))
    const visitor = (sub.payload as { client_email: string }).client_email
    expect((await call('/api/leads', postInit(sub, origin()))).status).toBe(201)
    // The outbox retries the same submission, one by one and in a batch.
    expect((await call('/api/leads', postInit(sub, origin()))).status).toBe(200)
    expect((await call('/api/leads/batch', postInit({ entries: [sub, sub] }, origin()))).status).toBe(200)

    await expect
      .poll(async () => (await mailOf(sub.id)).map((m) => `${m.kind} ${m.to} ${m.state}`).sort(), POLL)
      .toEqual([`lead-acknowledgement ${visitor} sent`, `new-lead ${sarah!.email} sent`])
    const rows = await mailOf(sub.id)
    for (const row of rows) {
      expect(row.attempts).toBe(1)
      expect(row.sentAt).not.toBeNull()
    }
    expect(rows.find((r) => r.kind === 'new-lead')?.subject).toMatch(/^New lead: Quote Person .+ \(Mortgage quote\)$/)

    // The Mail tab lists them, and filters by state.
    const res = await call('/api/admin/mail?state=sent&limit=200', { headers: superAdmin.authHeaders })
    expect(res.status).toBe(200)
    const body = (await res.json()) as MailLogResponse
    expect(body.messages.filter((m) => m.leadId === sub.id)).toHaveLength(2)
    expect(body.messages.every((m) => m.state === 'sent')).toBe(true)
    const times = body.messages.map((m) => m.createdAt)
    expect(times).toEqual([...times].sort().reverse())
  })

  it("an agent who turned 'E-mail me new leads' off gets none; the visitor still gets the acknowledgement", async () => {
    await db.update(agents).set({ emailNewLeads: false }).where(eq(agents.id, DEMO_IDS.agents.marcus))
    try {
      const sub = submissionOf('contact', validPayload('contact', { agentId: DEMO_IDS.agents.marcus }))
      expect((await call('/api/leads', postInit(sub, origin()))).status).toBe(201)
      await expect
        .poll(async () => (await mailOf(sub.id)).map((m) => `${m.kind} ${m.state}`), POLL)
        .toEqual(['lead-acknowledgement sent'])
    } finally {
      await db.update(agents).set({ emailNewLeads: true }).where(eq(agents.id, DEMO_IDS.agents.marcus))
    }
  })

  it('a send that keeps failing is retried, then dead-lettered as failed; the lead is stored at once', async () => {
    const payload = {
      ...validPayload('contact', { agentId: null }),
      client_email: `nobody.${Date.now()}@example.invalid`,
    }
    const sub = submissionOf('contact', payload)
    expect((await call('/api/leads', postInit(sub, origin()))).status).toBe(201)
    await expect
      .poll(async () => (await mailOf(sub.id)).map((m) => `${m.kind} ${m.state} ${m.attempts}`), POLL)
      .toEqual(['lead-acknowledgement failed 4'])
    const [row] = await mailOf(sub.id)
    expect(row?.lastError).toMatch(/cannot receive mail/)
    expect(row?.sentAt).toBeNull()
    const res = await call('/api/admin/mail?state=failed', { headers: superAdmin.authHeaders })
    const body = (await res.json()) as MailLogResponse
    expect(body.messages.map((m) => m.leadId)).toContain(sub.id)
  })

  it("'E-mail me new leads' is set by the agent and by the super admin; a bad value is a 400 naming it", async () => {
    const agent = await signInAs('agent')
    const put = (path: string, body: unknown, headers: Record<string, string>) =>
      call(path, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    const off = await put(
      '/api/agent/lead-settings',
      { emailNewLeads: false, acceptsNewLeads: true },
      agent.authHeaders,
    )
    expect(off.status).toBe(200)
    expect(((await off.json()) as { emailNewLeads: boolean }).emailNewLeads).toBe(false)
    const bad = await put('/api/agent/lead-settings', { emailNewLeads: 'no', acceptsNewLeads: true }, agent.authHeaders)
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('emailNewLeads')
    const on = await put(
      `/api/admin/users/agents/${DEMO_IDS.agents.sarah}/lead-settings`,
      { emailNewLeads: true, acceptsNewLeads: true },
      superAdmin.authHeaders,
    )
    expect(on.status).toBe(200)
    expect(((await on.json()) as { emailNewLeads: boolean }).emailNewLeads).toBe(true)
    const [row] = await db.select().from(agents).where(eq(agents.id, DEMO_IDS.agents.sarah))
    expect(row?.emailNewLeads).toBe(true)
  })

  it('the Mail tab refuses an unknown state by name (400)', async () => {
    const res = await call('/api/admin/mail?state=lost', { headers: superAdmin.authHeaders })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('state')
  })
})
