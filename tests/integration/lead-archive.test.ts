/**
 * Deleting archives (docs/decisions/192-archived-leads.md) and the append-only audit log
 * (docs/decisions/193-append-only-audit-log.md): an archived lead leaves the list, the board and
 * the agent's device, stays whole under 'Archived', comes back on restore; each change writes
 * its audit row in the same transaction, and the database refuses to rewrite the log.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import type { LeadBoardPage } from '#shared/leads/board.ts'
import type { LeadSourceId } from '#shared/leads/sources.ts'
import type { AdminLead, AdminLeadsPage } from '#shared/schemas/admin-leads.ts'
import type { AuditPage } from '#shared/schemas/audit.ts'
import type { LeadChangesResponse } from '#shared/schemas/sync.ts'
import {
  auditLog,
  blogPosts,
  leadActivities,
  leads,
  newsletterSubscribers,
  testimonials,
} from '#worker/db/schema/index.ts'
import { archiveSeenLeads } from '#worker/domain/lead-archive.ts'
import { leadStamp } from '#worker/domain/leads.ts'
import { type SignedIn, signInAs } from './auth-helpers'
import { call, testDb } from './helpers'

const { db, client } = testDb()
afterAll(() => client.close())

let superAdmin: SignedIn
let agent: SignedIn
beforeAll(async () => {
  ;[superAdmin, agent] = await Promise.all([signInAs('super_admin'), signInAs('agent')])
})

const runSource = () => `it-archive-${uuidv7().slice(-12)}` as LeadSourceId

async function arrange(source: LeadSourceId, names: string[], agentId: string | null = DEMO_IDS.agents.sarah) {
  const ids: string[] = []
  for (const clientName of names) {
    const id = uuidv7()
    ids.push(id)
    await db.insert(leads).values({
      id,
      clientName,
      clientEmail: `${clientName.toLowerCase().replace(/[^a-z]/g, '.')}@example.com`,
      type: 'contact',
      status: 'new',
      source,
      agentId,
      updatedAt: leadStamp(),
    })
  }
  return ids
}

const asAdmin = (path: string, init: RequestInit = {}) => call(path, { ...init, headers: superAdmin.authHeaders })
async function list(query: string): Promise<AdminLeadsPage> {
  const res = await asAdmin(`/api/admin/leads?${query}`)
  expect(res.status).toBe(200)
  return (await res.json()) as AdminLeadsPage
}
const auditOf = (ids: string[]) =>
  db.select().from(auditLog).where(inArray(auditLog.targetId, ids)).orderBy(auditLog.id)

/** The demo agent's device: pulls every change after `cursor`. */
async function pull(cursor?: string) {
  let next: string | undefined = cursor
  const changes: LeadChangesResponse['changes'] = []
  for (let more = true; more; ) {
    const res = await call(`/api/sync/leads?limit=500${next ? `&since=${next}` : ''}`, { headers: agent.authHeaders })
    const page = (await res.json()) as LeadChangesResponse
    changes.push(...page.changes)
    next = page.nextCursor ?? undefined
    more = page.hasMore
  }
  return { changes, cursor: next }
}

describe('deleting archives a lead', () => {
  it('hides it from the list, the board and the device; keeps it whole under Archived; audits it', async () => {
    const source = runSource()
    const [gone, kept] = (await arrange(source, ['Archie Gone', 'Keeper Stays'])) as [string, string]
    await db
      .insert(leadActivities)
      .values({ id: uuidv7(), leadId: gone, kind: 'note', note: 'Called twice', createdAt: new Date() })
    const { cursor } = await pull()

    const before = Date.now()
    const res = await asAdmin(`/api/admin/leads/${gone}`, { method: 'DELETE' })
    expect(res.status).toBe(200)

    expect((await list(`source=${source}`)).leads.map((l) => l.id)).toEqual([kept])
    const board = (await (await asAdmin(`/api/admin/leads/board?source=${source}`)).json()) as LeadBoardPage
    expect(board.columns.flatMap((c) => c.cards.map((l) => l.id))).toEqual([kept])
    expect(board.total).toBe(1)
    const pulled = await pull(cursor)
    expect(pulled.changes.filter((c) => c.id === gone)).toEqual([expect.objectContaining({ id: gone, deleted: true })])

    const archived = await list(`source=${source}&archived=yes`)
    expect(archived.leads.map((l) => l.id)).toEqual([gone])
    const archive = archived.leads[0]?.archive
    expect(archive?.legalHoldAt).toBeNull()
    const at = Date.parse(archive?.archivedAt ?? '')
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    const until = new Date(at)
    until.setUTCFullYear(until.getUTCFullYear() + 6)
    expect(archive?.retainUntil).toBe(until.toISOString())

    // The row and its timeline stay; who archived it is kept.
    const [row] = await db.select().from(leads).where(eq(leads.id, gone))
    expect(row?.archivedBy).toBe(DEMO_IDS.users.superAdmin)
    expect(await db.select().from(leadActivities).where(eq(leadActivities.leadId, gone))).toHaveLength(1)

    expect(await auditOf([gone])).toEqual([
      expect.objectContaining({
        kind: 'lead_archived',
        actorUserId: DEMO_IDS.users.superAdmin,
        targetId: gone,
        label: 'Archie Gone',
      }),
    ])
    // Archived already: a second delete finds nothing and writes nothing.
    expect((await asAdmin(`/api/admin/leads/${gone}`, { method: 'DELETE' })).status).toBe(404)
    expect(await auditOf([gone])).toHaveLength(1)
  })

  it('a bulk delete writes one audit row per lead; restore brings a lead back to the list and the device, audited', async () => {
    const source = runSource()
    const ids = await arrange(source, ['Bulk One', 'Bulk Two'])
    const bulk = await asAdmin('/api/admin/leads/bulk', {
      method: 'POST',
      body: JSON.stringify({ ids, action: { kind: 'delete' } }),
    })
    expect(await bulk.json()).toEqual({ changed: 2 })
    expect((await auditOf(ids)).map((r) => r.label).sort()).toEqual(['Bulk One', 'Bulk Two'])
    const { cursor } = await pull()

    const [first] = ids as [string]
    const restored = await asAdmin(`/api/admin/leads/${first}/restore`, { method: 'POST' })
    expect(restored.status).toBe(200)
    const { lead } = (await restored.json()) as { lead: AdminLead }
    expect(lead.archive).toBeUndefined()
    expect((await list(`source=${source}`)).leads.map((l) => l.id)).toEqual([first])
    expect((await list(`source=${source}&archived=yes`)).leads.map((l) => l.clientName)).toEqual(['Bulk Two'])
    const back = (await pull(cursor)).changes.filter((c) => c.id === first)
    expect(back).toEqual([expect.objectContaining({ id: first, clientName: 'Bulk One' })])
    expect(back[0]).not.toHaveProperty('deleted')
    expect((await auditOf([first])).map((r) => r.kind)).toEqual(['lead_archived', 'lead_restored'])

    // Restoring a live lead: 404, nothing audited.
    expect((await asAdmin(`/api/admin/leads/${first}/restore`, { method: 'POST' })).status).toBe(404)
    expect(await auditOf([first])).toHaveLength(2)
  })

  it('a legal hold is set and cleared on archived leads only, each change audited once', async () => {
    const source = runSource()
    const [id, live] = (await arrange(source, ['Held Person', 'Live Person'])) as [string, string]
    await asAdmin(`/api/admin/leads/${id}`, { method: 'DELETE' })
    const hold = (on: boolean, lead = id) =>
      asAdmin(`/api/admin/leads/${lead}/hold`, { method: 'PUT', body: JSON.stringify({ hold: on }) })

    const set = await hold(true)
    expect(set.status).toBe(200)
    expect(((await set.json()) as { lead: AdminLead }).lead.archive?.legalHoldAt).toEqual(expect.any(String))
    expect((await hold(true)).status).toBe(200)
    const cleared = await hold(false)
    expect(((await cleared.json()) as { lead: AdminLead }).lead.archive?.legalHoldAt).toBeNull()
    expect((await auditOf([id])).map((r) => r.kind)).toEqual(['lead_archived', 'lead_hold_set', 'lead_hold_cleared'])

    expect((await hold(true, live)).status).toBe(404)
    const bad = await asAdmin(`/api/admin/leads/${id}/hold`, { method: 'PUT', body: JSON.stringify({ hold: 'yes' }) })
    expect(bad.status).toBe(400)
    expect(
      (await call(`/api/admin/leads/${id}/hold`, { method: 'PUT', headers: agent.authHeaders, body: '{"hold":true}' }))
        .status,
    ).toBe(403)
  })

  it('a change that fails writes no audit row: leads changed meanwhile are neither archived nor audited', async () => {
    const source = runSource()
    const ids = await arrange(source, ['Race One', 'Race Two'])
    const seen = ids.map((id) => ({ id, version: 1 }))
    // Someone changes one lead after it was read.
    await db
      .update(leads)
      .set({ version: sql`${leads.version} + 1` })
      .where(eq(leads.id, ids[1] as string))
    await expect(archiveSeenLeads(db, seen, DEMO_IDS.users.superAdmin)).rejects.toMatchObject({ status: 409 })
    expect(await auditOf(ids)).toEqual([])
    expect((await list(`source=${source}`)).total).toBe(2)
  })
})

describe('the audit log', () => {
  it('refuses every update and delete, even from the database', async () => {
    const [row] = await db
      .insert(auditLog)
      .values({ at: new Date(), actorName: 'Test', kind: 'lead_archived', targetId: uuidv7(), label: 'Test' })
      .returning()
    const id = row?.id as number
    await expect(
      client.execute({ sql: "UPDATE audit_log SET label = 'Rewritten' WHERE id = ?", args: [id] }),
    ).rejects.toThrow(/append-only/)
    await expect(client.execute({ sql: 'DELETE FROM audit_log WHERE id = ?', args: [id] })).rejects.toThrow(
      /append-only/,
    )
    await expect(client.execute('DELETE FROM audit_log')).rejects.toThrow(/append-only/)
    const [after] = await db.select().from(auditLog).where(eq(auditLog.id, id))
    expect(after?.label).toBe('Test')
  })

  it('deleting a testimonial or a blog post writes its row; a missing one writes none', async () => {
    const [testimonial] = await db
      .insert(testimonials)
      .values({ clientName: 'Tess Timonial', content: 'Great', rating: 5 })
      .returning({ id: testimonials.id })
    const [post] = await db
      .insert(blogPosts)
      .values({
        title: 'Audit Post',
        slug: `audit-post-${uuidv7().slice(-8)}`,
        content: 'x',
        agentId: DEMO_IDS.agents.priya,
      })
      .returning({ id: blogPosts.id })
    const tId = testimonial?.id as string
    const pId = post?.id as string
    expect((await asAdmin(`/api/admin/testimonials/${tId}`, { method: 'DELETE' })).status).toBe(204)
    expect((await asAdmin(`/api/admin/blog/${pId}`, { method: 'DELETE' })).status).toBe(204)
    expect((await asAdmin(`/api/admin/blog/${pId}`, { method: 'DELETE' })).status).toBe(404)
    expect((await auditOf([tId, pId])).map((r) => [r.kind, r.label])).toEqual([
      ['testimonial_deleted', 'Tess Timonial'],
      ['blog_post_deleted', 'Audit Post'],
    ])
  })

  it('GET /api/admin/audit: newest first, filtered by kind, actor and days, paged; super admin only', async () => {
    const source = runSource()
    const ids = await arrange(source, ['Page A', 'Page B', 'Page C'])
    for (const id of ids) await asAdmin(`/api/admin/leads/${id}`, { method: 'DELETE' })

    const res = await asAdmin(`/api/admin/audit?kind=lead_archived&actor=${DEMO_IDS.users.superAdmin}`)
    expect(res.status).toBe(200)
    const page = (await res.json()) as AuditPage
    expect(page.entries.slice(0, 3).map((e) => e.label)).toEqual(['Page C', 'Page B', 'Page A'])
    expect(page.entries.every((e) => e.kind === 'lead_archived')).toBe(true)
    expect(page).toMatchObject({ page: 1, pageSize: 50 })
    expect(page.actors).toContainEqual({ id: DEMO_IDS.users.superAdmin, name: expect.any(String) })

    const second = (await (await asAdmin(`/api/admin/audit?kind=lead_archived&page=2`)).json()) as AuditPage
    expect(second.page).toBe(2)
    expect(second.entries.map((e) => e.id)).not.toContain(page.entries[0]?.id)

    const past = (await (await asAdmin('/api/admin/audit?from=2020-01-01&to=2020-01-02')).json()) as AuditPage
    expect(past).toMatchObject({ entries: [], total: 0 })
    expect((await asAdmin('/api/admin/audit?from=2026-02-02&to=2026-01-01')).status).toBe(400)
    expect((await asAdmin('/api/admin/audit?kind=nope')).status).toBe(400)
    expect((await call('/api/admin/audit', { headers: agent.authHeaders })).status).toBe(403)
    expect((await call('/api/admin/audit', { headers: (await signInAs('admin')).authHeaders })).status).toBe(403)
    expect((await call('/api/admin/audit')).status).toBe(401)
  })

  it('a marketing-only subscriber is erased at once on request, audited without the address; a lead’s is kept', async () => {
    const subscriber = async (leadId: string | null) => {
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({
          email: `erase.${uuidv7().slice(-10)}@example.com`,
          leadId,
          unsubscribeToken: uuidv7(),
          consentVersion: 'v1',
          consentAt: new Date(),
          subscribedAt: new Date(),
        })
        .returning({ id: newsletterSubscribers.id })
      return row?.id as string
    }
    const [leadId] = (await arrange(runSource(), ['Subscribed Client'])) as [string]
    const alone = await subscriber(null)
    const linked = await subscriber(leadId)
    const erase = (id: string, who: SignedIn = superAdmin) =>
      call(`/api/admin/newsletter/subscribers/${id}`, { method: 'DELETE', headers: who.authHeaders })

    expect((await erase(alone, agent)).status).toBe(403)
    expect((await erase(alone)).status).toBe(200)
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, alone))).toEqual([])
    expect((await erase(alone)).status).toBe(404)
    expect((await erase(linked)).status).toBe(409)
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, linked))).toHaveLength(1)
    expect((await auditOf([alone, linked])).map((r) => [r.kind, r.targetId, r.label])).toEqual([
      ['subscriber_erased', alone, 'Erased on request'],
    ])
  })
})
