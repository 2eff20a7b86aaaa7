/**
 * The admin leads workspace (docs/decisions/044-leads-workspace.md): filters that
 * combine, search, paging, changes with their timeline, bulk all-or-nothing, departures seen by
 * the old agent's device, and the CSV export read back by an independent parser.
 */
import { eq, inArray } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDS } from '#scripts/seed-data.ts'
import { LEAD_STATUSES } from '#shared/constants/leads.ts'
import {
  LEAD_BOARD_COLUMN_MAX,
  LEAD_BOARD_PAGE,
  type LeadBoardColumnPage,
  type LeadBoardPage,
} from '#shared/leads/board.ts'
import type { LeadSourceId } from '#shared/leads/sources.ts'
import type { AdminLead, AdminLeadsPage, LeadTimeline } from '#shared/schemas/admin-leads.ts'
import type { ApiErrorBody } from '#shared/schemas/errors.ts'
import type { LeadChangesResponse } from '#shared/schemas/sync.ts'
import { addDays, torontoDay, torontoDayStart } from '#shared/time/toronto-time.ts'
import { parseCsv } from '#tests/support/csv-parse.ts'
import { leadActivities, leads } from '#worker/db/schema/index.ts'
import { adminLeadsReads, leadBoardReads } from '#worker/domain/admin-leads.ts'
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

/**
 * A source unique to this run, so each test sees only its own leads: not one of the registry's
 * (the column is text, and the filter finds any stored value).
 */
const runSource = () => `it-admin-${uuidv7().slice(-12)}` as LeadSourceId

type Arrange = Partial<typeof leads.$inferInsert> & { clientName: string }

async function arrange(source: LeadSourceId, rows: Arrange[]): Promise<string[]> {
  const ids: string[] = []
  for (const row of rows) {
    const id = uuidv7()
    ids.push(id)
    await db.insert(leads).values({
      id,
      clientEmail: `${row.clientName.toLowerCase().replace(/[^a-z]/g, '.')}@example.com`,
      type: 'contact',
      status: 'new',
      ...row,
      source,
      updatedAt: leadStamp(),
    })
  }
  return ids
}

const list = (query: string) => call(`/api/admin/leads?${query}`, { headers: superAdmin.authHeaders })
async function listOk(query: string): Promise<AdminLeadsPage> {
  const res = await list(query)
  expect(res.status).toBe(200)
  return (await res.json()) as AdminLeadsPage
}
const names = (page: AdminLeadsPage) => page.leads.map((l) => l.clientName)

const patch = (id: string, body: unknown, who: SignedIn = superAdmin) =>
  call(`/api/admin/leads/${id}`, { method: 'PATCH', headers: who.authHeaders, body: JSON.stringify(body) })
const bulk = (body: unknown) =>
  call('/api/admin/leads/bulk', { method: 'POST', headers: superAdmin.authHeaders, body: JSON.stringify(body) })

describe('the list: server-side filters, search and paging', () => {
  it('status, type, agent, unassigned and the date range combine; newest first by default', async () => {
    const source = runSource()
    const now = Date.now()
    await arrange(source, [
      {
        clientName: 'Ava One',
        status: 'new',
        agentId: DEMO_IDS.agents.marcus,
        createdAt: new Date(now - 3 * 86400_000),
      },
      {
        clientName: 'Ben Two',
        status: 'contacted',
        agentId: DEMO_IDS.agents.marcus,
        createdAt: new Date(now - 2 * 86400_000),
      },
      {
        clientName: 'Cleo Three',
        status: 'contacted',
        agentId: null,
        type: 'rate_quote',
        createdAt: new Date(now - 86400_000),
      },
      { clientName: 'Dan Four', status: 'contacted', agentId: null, createdAt: new Date(now) },
    ])
    expect(names(await listOk(`source=${source}`))).toEqual(['Dan Four', 'Cleo Three', 'Ben Two', 'Ava One'])
    expect(names(await listOk(`source=${source}&sort=oldest`))).toEqual([
      'Ava One',
      'Ben Two',
      'Cleo Three',
      'Dan Four',
    ])
    expect(names(await listOk(`source=${source}&status=contacted&agent=unassigned`))).toEqual([
      'Dan Four',
      'Cleo Three',
    ])
    expect(names(await listOk(`source=${source}&status=contacted&agent=unassigned&type=rate_quote`))).toEqual([
      'Cleo Three',
    ])
    const marcus = await listOk(`source=${source}&agent=${DEMO_IDS.agents.marcus}`)
    expect(names(marcus)).toEqual(['Ben Two', 'Ava One'])
    expect(marcus.leads[0]?.agentName).toBeTruthy()
    const yesterday = torontoDay(new Date(now - 86400_000))
    const range = await listOk(`source=${source}&from=${addDays(yesterday as never, -1)}&to=${yesterday}`)
    expect(names(range)).toEqual(['Cleo Three', 'Ben Two'])
  })

  it('pages: total counts the whole filtered view; pages do not overlap', async () => {
    const source = runSource()
    await arrange(
      source,
      Array.from({ length: 7 }, (_, i) => ({ clientName: `Pager ${i}`, createdAt: new Date(Date.now() - i * 1000) })),
    )
    const first = await listOk(`source=${source}&pageSize=3&page=1`)
    const third = await listOk(`source=${source}&pageSize=3&page=3`)
    expect(first.total).toBe(7)
    expect(names(first)).toEqual(['Pager 0', 'Pager 1', 'Pager 2'])
    expect(names(third)).toEqual(['Pager 6'])
  })

  it('leads arriving in the same millisecond keep one order, by id: newest, oldest and across pages', async () => {
    const source = runSource()
    const at = new Date(Date.now() - 5000)
    const ids = await arrange(
      source,
      Array.from({ length: 5 }, (_, i) => ({ clientName: `Tie ${i}`, createdAt: at })),
    )
    const byId = [...ids].sort()
    const idsOf = (page: AdminLeadsPage) => page.leads.map((l) => l.id)
    expect(idsOf(await listOk(`source=${source}`))).toEqual([...byId].reverse())
    expect(idsOf(await listOk(`source=${source}&sort=oldest`))).toEqual(byId)
    const paged: string[] = []
    for (const page of [1, 2, 3]) paged.push(...idsOf(await listOk(`source=${source}&pageSize=2&page=${page}`)))
    expect(paged).toEqual([...byId].reverse())
  })

  it('the live list, its count and the board read in index order, with no sort of their own', async () => {
    const today = torontoDay(new Date())
    const planOf = async (query: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql, params } = query.toSQL()
      const plan = await client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params as never })
      return plan.rows.map((r) => String(r.detail)).join(' | ')
    }
    for (const sort of ['newest', 'oldest'] as const) {
      const [page, count] = adminLeadsReads(db, { sort }, today)
      expect(await planOf(page), sort).toMatch(/USING INDEX leads_archived_idx \(deleted_at=\?\)/)
      expect(await planOf(page), sort).not.toContain('TEMP B-TREE')
      expect(await planOf(count)).toContain('COVERING INDEX leads_archived_idx')
    }
    const [, statusCount] = adminLeadsReads(db, { status: 'contacted' }, today)
    expect(await planOf(statusCount)).toContain('COVERING INDEX leads_live_status_idx (deleted_at=? AND status=?)')
    const [totals, ...stages] = leadBoardReads(db, {}, today)
    expect(await planOf(totals)).toMatch(/^SEARCH leads USING COVERING INDEX leads_live_status_idx \(deleted_at=\?\)$/)
    for (const stage of stages) expect(await planOf(stage)).not.toContain('TEMP B-TREE')
    expect(await planOf(stages[0]!)).toContain('leads_live_status_idx (deleted_at=? AND status=?)')
  })

  it('search finds a name without its accents, a phone typed with punctuation, part of an email', async () => {
    const source = runSource()
    await arrange(source, [
      { clientName: 'Amélie Tremblay', clientPhone: '(416) 555-0142', clientEmail: 'amelie.t@laposte.example' },
      { clientName: 'Bob Li', clientPhone: '905-555-0199', clientEmail: 'bob@example.com' },
    ])
    expect(names(await listOk(`source=${source}&q=amelie`))).toEqual(['Amélie Tremblay'])
    expect(names(await listOk(`source=${source}&q=${encodeURIComponent('416-555-0142')}`))).toEqual(['Amélie Tremblay'])
    expect(names(await listOk(`source=${source}&q=5550199`))).toEqual(['Bob Li'])
    expect(names(await listOk(`source=${source}&q=laposte`))).toEqual(['Amélie Tremblay'])
    // Two characters: a substring scan, not the trigram index ('Bo' is in no other name, email or phone).
    expect(names(await listOk(`source=${source}&q=Bo`))).toEqual(['Bob Li'])
    // FTS syntax in the search is text, not query operators.
    expect(names(await listOk(`source=${source}&q=${encodeURIComponent('"Bob" OR *')}`))).toEqual([])
    // A name change is searchable at once (the index follows every write).
    await db.update(leads).set({ clientName: 'Zoë Quinn' }).where(eq(leads.clientName, 'Bob Li'))
    expect(names(await listOk(`source=${source}&q=zoe`))).toEqual(['Zoë Quinn'])
  })

  it('due today and overdue are Toronto days; closed leads are never due', async () => {
    const source = runSource()
    const today = torontoDay(new Date())
    await arrange(source, [
      { clientName: 'Due Today', nextFollowUpOn: today },
      { clientName: 'Overdue', nextFollowUpOn: addDays(today, -2) },
      { clientName: 'Closed Overdue', nextFollowUpOn: addDays(today, -2), status: 'funded' },
      { clientName: 'Later', nextFollowUpOn: addDays(today, 3) },
    ])
    const page = await listOk(`source=${source}&due=today`)
    expect(page.today).toBe(today)
    expect(names(page)).toEqual(['Due Today'])
    expect(names(await listOk(`source=${source}&due=overdue`))).toEqual(['Overdue'])
  })

  it('bad filters are a 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=won', 'status'],
      ['from=2026-02-30', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['pageSize=1000', 'pageSize'],
      ['agent=bob', 'agent'],
      ['colour=red', ''],
    ] as const) {
      const res = await list(query)
      expect(res.status, query).toBe(400)
      const body = (await res.json()) as ApiErrorBody
      if (field) expect(Object.keys(body.error.fields ?? {}), query).toContain(field)
    }
  })
})

describe('the board: each stage counted and summed, its first cards, more on request', () => {
  const board = (query: string, who?: SignedIn) =>
    call(`/api/admin/leads/board?${query}`, who ? { headers: who.authHeaders } : {})
  const column = (query: string, who?: SignedIn) =>
    call(`/api/admin/leads/board/column?${query}`, who ? { headers: who.authHeaders } : {})
  const boardOk = async (query: string) => {
    const res = await board(query, superAdmin)
    expect(res.status, query).toBe(200)
    return (await res.json()) as LeadBoardPage
  }
  const stageOf = (page: LeadBoardPage, stage: string) => page.columns.find((c) => c.stage === stage)

  it('the same filters as the list, no paging; the figures a card shows; nothing more', async () => {
    const source = runSource()
    const now = Date.now()
    await arrange(source, [
      { clientName: 'Board Old', status: 'funded', dealAmount: 450000, createdAt: new Date(now - 86400_000) },
      {
        clientName: 'Board Asked',
        type: 'application',
        metadata: { mortgage_amount: '380000', calculations: { totalMortgage: 1 } },
        createdAt: new Date(now - 3600_000),
      },
      {
        clientName: 'Board Quote',
        type: 'rate_quote',
        metadata: { calculations: { totalMortgage: 512345.5 } },
        createdAt: new Date(now),
      },
      {
        clientName: 'Board Other',
        status: 'lost',
        lostReason: 'other',
        type: 'contact',
        agentId: DEMO_IDS.agents.sarah,
        createdAt: new Date(now - 60_000),
      },
    ])
    const res = await board(`source=${source}&pageSize=1`, superAdmin)
    // Paging is the list's: the board refuses it like any unknown filter.
    expect(res.status).toBe(400)
    const body = await boardOk(`source=${source}`)
    expect(body.total).toBe(4)
    expect(body.pageSize).toBe(LEAD_BOARD_PAGE)
    // Every stage, in pipeline order, even the empty ones.
    expect(body.columns.map((c) => c.stage)).toEqual([...LEAD_STATUSES])
    expect(body.columns.map((c) => c.count)).toEqual([2, 0, 0, 0, 0, 1, 1])
    expect(stageOf(body, 'new')?.cards.map((l) => l.clientName)).toEqual(['Board Quote', 'Board Asked'])
    const cards = body.columns.flatMap((c) => c.cards)
    const byName = Object.fromEntries(cards.map((l) => [l.clientName, l]))
    expect(byName['Board Old']).toMatchObject({ status: 'funded', dealAmount: 450000, askedAmount: null })
    expect(byName['Board Asked']).toMatchObject({ type: 'application', dealAmount: null, askedAmount: 380000 })
    expect(byName['Board Quote']?.askedAmount).toBe(512345.5)
    // Lean: no contact details, message or metadata travel with a card.
    expect(Object.keys(byName['Board Old'] ?? {}).sort()).toEqual(
      ['askedAmount', 'clientName', 'createdAt', 'dealAmount', 'id', 'status', 'type'].sort(),
    )
    const filtered = await boardOk(`source=${source}&agent=${DEMO_IDS.agents.sarah}`)
    expect(filtered.columns.flatMap((c) => c.cards.map((l) => l.clientName))).toEqual(['Board Other'])
    expect(filtered.total).toBe(1)
    const byStatus = await boardOk(`source=${source}&status=new&sort=name`)
    expect(byStatus.columns.map((c) => c.count)).toEqual([2, 0, 0, 0, 0, 0, 0])
    expect(stageOf(byStatus, 'new')?.cards.map((l) => l.clientName)).toEqual(['Board Asked', 'Board Quote'])
  })

  it("a stage's count and amount are over every lead of it, its cards a first page; a column reads on", async () => {
    const source = runSource()
    const now = Date.now()
    const n = LEAD_BOARD_PAGE + 7
    await arrange(
      source,
      Array.from({ length: n }, (_, i) => ({
        clientName: `Paged ${String(i).padStart(2, '0')}`,
        status: 'approved' as const,
        // Cents that float sums get wrong (0.1 + 0.2), and one lead without a deal.
        dealAmount: i === 0 ? null : i % 2 ? 0.1 : 0.2,
        createdAt: new Date(now - i * 60_000),
      })),
    )
    await arrange(source, [{ clientName: 'Paged Contacted', status: 'contacted', dealAmount: 1000 }])
    const body = await boardOk(`source=${source}`)
    const approved = stageOf(body, 'approved')
    expect(approved?.count).toBe(n)
    expect(approved?.cards).toHaveLength(LEAD_BOARD_PAGE)
    expect(approved?.cards[0]?.clientName).toBe('Paged 00')
    const odd = Math.floor(n / 2)
    expect(approved?.amount).toBe(Math.round((odd * 0.1 + (n - 1 - odd) * 0.2) * 100) / 100)
    expect(stageOf(body, 'contacted')).toMatchObject({ count: 1, amount: 1000 })
    expect(body.total).toBe(n + 1)

    // The rest of the column, in the same order, after the first page; nothing of another stage.
    const res = await column(`source=${source}&stage=approved&offset=${LEAD_BOARD_PAGE}&limit=50`, superAdmin)
    expect(res.status).toBe(200)
    const rest = (await res.json()) as LeadBoardColumnPage
    expect(rest.stage).toBe('approved')
    expect(rest.cards.map((c) => c.clientName)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Paged ${String(LEAD_BOARD_PAGE + i).padStart(2, '0')}`),
    )
    const seen = new Set([...(approved?.cards ?? []), ...rest.cards].map((c) => c.id))
    expect(seen.size).toBe(n)
    const two = (await (
      await column(`source=${source}&stage=approved&offset=3&limit=2&sort=oldest`, superAdmin)
    ).json()) as LeadBoardColumnPage
    expect(two.cards.map((c) => c.clientName)).toEqual([`Paged ${n - 4}`, `Paged ${n - 5}`])
    const contacted = (await (
      await column(`source=${source}&stage=contacted&offset=0&limit=50`, superAdmin)
    ).json()) as LeadBoardColumnPage
    expect(contacted.cards.map((c) => c.clientName)).toEqual(['Paged Contacted'])
  })

  it('bad filters are a 400 naming the field; super admins only (decision 009)', async () => {
    for (const [query, field] of [
      ['status=won', 'status'],
      ['from=2026-02-30', 'from'],
      ['agent=bob', 'agent'],
    ] as const) {
      const res = await board(query, superAdmin)
      expect(res.status, query).toBe(400)
      expect(Object.keys(((await res.json()) as ApiErrorBody).error.fields ?? {}), query).toContain(field)
    }
    for (const [query, field] of [
      ['offset=0&limit=10', 'stage'],
      ['stage=won&offset=0&limit=10', 'stage'],
      ['stage=new&limit=10', 'offset'],
      ['stage=new&offset=0&limit=0', 'limit'],
      [`stage=new&offset=0&limit=${LEAD_BOARD_COLUMN_MAX + 1}`, 'limit'],
    ] as const) {
      const res = await column(query, superAdmin)
      expect(res.status, query).toBe(400)
      expect(Object.keys(((await res.json()) as ApiErrorBody).error.fields ?? {}), query).toContain(field)
    }
    // An agent's board is the leads on the device (their own, from the sync); the admin's reads
    // of every lead answer no one else, not even an admin.
    const admin = await signInAs('admin')
    for (const read of [board, column]) {
      const query = read === column ? 'stage=new&offset=0&limit=10' : ''
      expect((await read(query, agent)).status).toBe(403)
      expect((await read(query, admin)).status).toBe(403)
      expect((await read(query)).status).toBe(401)
    }
  })
})

describe('changes and the timeline', () => {
  it('status, assignment and follow-up each write a timeline entry with who; an agent sees the lead, the old agent gets a tombstone', async () => {
    const source = runSource()
    const [id] = (await arrange(source, [{ clientName: 'Timeline Person', agentId: DEMO_IDS.agents.sarah }])) as [
      string,
    ]

    // The demo agent (Sarah) holds the lead; remember her cursor.
    const before = await call('/api/sync/leads?limit=500', { headers: agent.authHeaders })
    let cursor = ((await before.json()) as LeadChangesResponse).nextCursor
    for (let more = true; more; ) {
      const page = (await (
        await call(`/api/sync/leads?limit=500&since=${cursor}`, { headers: agent.authHeaders })
      ).json()) as LeadChangesResponse
      cursor = page.nextCursor
      more = page.hasMore
    }

    const res = await patch(id, { status: 'contacted', agentId: DEMO_IDS.agents.marcus, nextFollowUpOn: '2026-12-01' })
    expect(res.status).toBe(200)
    const { lead } = (await res.json()) as { lead: AdminLead }
    expect(lead).toMatchObject({
      status: 'contacted',
      agentId: DEMO_IDS.agents.marcus,
      nextFollowUpOn: '2026-12-01',
      version: 2,
    })

    // Sarah's device: the lead left her, so it comes as a tombstone.
    const pulled = (await (
      await call(`/api/sync/leads?limit=500&since=${cursor}`, { headers: agent.authHeaders })
    ).json()) as LeadChangesResponse
    expect(pulled.changes.filter((c) => c.id === id)).toEqual([expect.objectContaining({ id, deleted: true })])

    // Same values again: nothing changes, no entry.
    expect((await patch(id, { status: 'contacted' })).status).toBe(200)

    // The drawer's note goes through the staff notes route, as an agent's does.
    const note = await call(`/api/leads/${id}/notes`, {
      method: 'POST',
      headers: superAdmin.authHeaders,
      body: JSON.stringify({ id: uuidv7(), note: 'Called, left a voicemail' }),
    })
    expect(note.status).toBe(200)

    const timeline = (await (
      await call(`/api/admin/leads/${id}/activity`, { headers: superAdmin.authHeaders })
    ).json()) as LeadTimeline
    expect(timeline.created.source).toBe(source)
    expect(timeline.entries.map((e) => e.kind).sort()).toEqual(['assignment', 'follow_up', 'note', 'status'])
    expect(timeline.entries[0]).toMatchObject({
      kind: 'note',
      note: 'Called, left a voicemail',
      actorName: 'Morgan Ellis',
    })
    const assignment = timeline.entries.find((e) => e.kind === 'assignment')
    expect(assignment).toMatchObject({
      fromValue: DEMO_IDS.agents.sarah,
      toValue: DEMO_IDS.agents.marcus,
      fromLabel: 'Sarah Chen',
      actorName: 'Morgan Ellis',
    })
    expect(timeline.entries.find((e) => e.kind === 'status')).toMatchObject({ fromValue: 'new', toValue: 'contacted' })

    // Back to Sarah: her device gets the lead again.
    expect((await patch(id, { agentId: DEMO_IDS.agents.sarah })).status).toBe(200)
    const back = (await (
      await call(`/api/sync/leads?limit=500&since=${pulled.nextCursor}`, { headers: agent.authHeaders })
    ).json()) as LeadChangesResponse
    expect(back.changes.filter((c) => c.id === id)).toEqual([
      expect.objectContaining({ id, agentId: DEMO_IDS.agents.sarah, status: 'contacted' }),
    ])
  })

  it('moves a lead to Lost only with a reason, kept with the lead and in its timeline; another stage clears it', async () => {
    const source = runSource()
    const [id] = (await arrange(source, [{ clientName: 'Lost Lead' }])) as [string]
    const bare = await patch(id, { status: 'lost' })
    expect(bare.status).toBe(400)
    expect(((await bare.json()) as ApiErrorBody).error.fields).toHaveProperty('lostReason')
    const bulkBare = await bulk({ ids: [id], action: { kind: 'status', status: 'lost' } })
    expect(bulkBare.status).toBe(400)
    const res = await patch(id, { status: 'lost', lostReason: 'chose_competitor', lostNote: 'Bank offer' })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { lead: AdminLead }).lead).toMatchObject({
      status: 'lost',
      lostReason: 'chose_competitor',
      lostNote: 'Bank offer',
    })
    const timeline = await (await call(`/api/admin/leads/${id}/activity`, { headers: superAdmin.authHeaders })).json()
    expect((timeline as LeadTimeline).entries[0]).toMatchObject({
      kind: 'status',
      toValue: 'lost',
      toLabel: 'Went with another lender or broker: Bank offer',
    })
    const back = await patch(id, { status: 'contacted' })
    expect(((await back.json()) as { lead: AdminLead }).lead).toMatchObject({ lostReason: null, lostNote: null })
  })

  it('refuses an unknown or inactive agent, an unknown lead, an empty change, an empty note', async () => {
    const source = runSource()
    const [id] = (await arrange(source, [{ clientName: 'Refusals' }])) as [string]
    const inactive = await patch(id, { agentId: DEMO_IDS.agents.jennifer })
    expect(inactive.status).toBe(400)
    expect(((await inactive.json()) as ApiErrorBody).error.fields).toHaveProperty('agentId')
    expect((await patch(uuidv7(), { status: 'funded' })).status).toBe(404)
    expect((await patch(id, {})).status).toBe(400)
    expect((await patch(id, { status: 'funded', extra: 1 })).status).toBe(400)
    const emptyNote = await call(`/api/leads/${id}/notes`, {
      method: 'POST',
      headers: superAdmin.authHeaders,
      body: JSON.stringify({ id: uuidv7(), note: '  ' }),
    })
    expect(emptyNote.status).toBe(400)
    const [row] = await db.select().from(leads).where(eq(leads.id, id))
    expect(row).toMatchObject({ status: 'new', agentId: null, version: 1 })
  })

  it('agents and admins may not use the workspace', async () => {
    const admin = await signInAs('admin')
    const source = runSource()
    const [id] = (await arrange(source, [{ clientName: 'Not Yours', agentId: DEMO_IDS.agents.sarah }])) as [string]
    expect((await patch(id, { status: 'funded' }, agent)).status).toBe(403)
    expect((await patch(id, { status: 'funded' }, admin)).status).toBe(403)
    expect((await call(`/api/admin/leads?source=${source}`)).status).toBe(401)
    expect((await call(`/api/admin/leads/export.csv?source=${source}`, { headers: agent.authHeaders })).status).toBe(
      403,
    )
  })
})

describe('bulk operations are all or nothing', () => {
  it('one missing lead: 404 and nothing changed; then the whole selection changes', async () => {
    const source = runSource()
    const ids = await arrange(source, [{ clientName: 'Bulk A' }, { clientName: 'Bulk B' }, { clientName: 'Bulk C' }])
    const missing = await bulk({ ids: [...ids, uuidv7()], action: { kind: 'status', status: 'application' } })
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as ApiErrorBody).error.message).toMatch(/Nothing was changed/)
    const untouched = await db.select().from(leads).where(inArray(leads.id, ids))
    expect(untouched.map((r) => r.status)).toEqual(['new', 'new', 'new'])
    expect(await db.select().from(leadActivities).where(inArray(leadActivities.leadId, ids))).toEqual([])

    const ok = await bulk({ ids, action: { kind: 'assign', agentId: DEMO_IDS.agents.daniel } })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ changed: 3 })
    expect(names(await listOk(`source=${source}&agent=${DEMO_IDS.agents.daniel}`)).sort()).toEqual([
      'Bulk A',
      'Bulk B',
      'Bulk C',
    ])

    const status = await bulk({ ids, action: { kind: 'status', status: 'funded' } })
    expect(await status.json()).toEqual({ changed: 3 })
    expect(await db.select().from(leadActivities).where(inArray(leadActivities.leadId, ids))).toHaveLength(6)

    const del = await bulk({ ids: ids.slice(0, 2), action: { kind: 'delete' } })
    expect(await del.json()).toEqual({ changed: 2 })
    expect(names(await listOk(`source=${source}`))).toEqual(['Bulk C'])
    // Deleted leads are gone for the next bulk too: the selection is refused whole.
    expect((await bulk({ ids, action: { kind: 'status', status: 'new' } })).status).toBe(404)
  })

  it('refuses duplicates, an empty selection and an unknown action', async () => {
    const id = uuidv7()
    expect((await bulk({ ids: [id, id], action: { kind: 'delete' } })).status).toBe(400)
    expect((await bulk({ ids: [], action: { kind: 'delete' } })).status).toBe(400)
    expect((await bulk({ ids: [id], action: { kind: 'archive' } })).status).toBe(400)
  })
})

describe('CSV export', () => {
  it('exactly the filtered view, in order, read back by an independent parser; hostile cells stay inert', async () => {
    const source = runSource()
    const now = Date.now()
    await arrange(source, [
      {
        clientName: '=HYPERLINK("http://evil.example","click")',
        clientPhone: '+1 416 555 0100',
        createdAt: new Date(now - 2000),
      },
      {
        clientName: 'Amélie "Mimi" Côté',
        message: 'Line one,\r\nline two',
        createdAt: new Date(now - 1000),
        status: 'contacted',
      },
      { clientName: '@SUM(A1)', createdAt: new Date(now), status: 'funded' },
      { clientName: 'Filtered Out', createdAt: new Date(now), status: 'application' },
    ])
    const res = await call(`/api/admin/leads/export.csv?source=${source}&sort=oldest&status=new`, {
      headers: superAdmin.authHeaders,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const records = parseCsv(text)
    expect(records[0]?.[1]).toBe('Name')
    expect(records.slice(1).map((r) => r[1])).toEqual([`'=HYPERLINK("http://evil.example","click")`])
    expect(records[1]?.[3]).toBe(`'+1 416 555 0100`)

    const all = await call(`/api/admin/leads/export.csv?source=${source}&sort=oldest&status=contacted`, {
      headers: superAdmin.authHeaders,
    })
    const rows = parseCsv(new TextDecoder().decode(new Uint8Array(await all.arrayBuffer()).slice(3)))
    expect(rows.slice(1).map((r) => [r[1], r[6], r[9]])).toEqual([
      ['Amélie "Mimi" Côté', 'Contacted', 'Line one,\r\nline two'],
    ])
    const closed = await call(`/api/admin/leads/export.csv?source=${source}&status=funded`, {
      headers: superAdmin.authHeaders,
    })
    expect(parseCsv(new TextDecoder().decode(new Uint8Array(await closed.arrayBuffer()).slice(3)))[1]?.[1]).toBe(
      `'@SUM(A1)`,
    )
  })

  it('carries what the visitor gave as labelled columns, worded as the drawer shows it', async () => {
    const source = runSource()
    const [id] = await arrange(source, [
      {
        clientName: 'Quote Details',
        type: 'rate_quote',
        metadata: {
          price: 650_000,
          downPayment: 65_000,
          paymentFrequency: 'bi-weekly',
          calculations: { periodicPayment: 1600.5, cmhcInsurance: 23_400 },
          referralCode: '=cmd',
        },
        consentVersion: 'contact-2026-11',
        consentAt: new Date('2026-11-27T15:04:00Z'),
      },
    ])
    // The list (the drawer's data) carries the metadata and the consent.
    const page = await listOk(`source=${source}`)
    expect(page.leads[0]).toMatchObject({
      id,
      metadata: { price: 650_000 },
      consentVersion: 'contact-2026-11',
      consentAt: '2026-11-27T15:04:00.000Z',
    })
    const res = await call(`/api/admin/leads/export.csv?source=${source}`, { headers: superAdmin.authHeaders })
    const [headers = [], row = []] = parseCsv(
      new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(3)),
    )
    const cell = (header: string) => row[headers.indexOf(header)]
    expect(cell('Quote: Purchase price')).toBe('$650,000.00')
    expect(cell('Quote: Payment')).toBe('$1,600.50')
    expect(cell('Quote: Payment frequency')).toBe('Bi-weekly')
    expect(cell('Quote: Mortgage default insurance')).toBe('$23,400.00')
    expect(cell('Consent: Given on')).toBe('2026-11-27 10:04 (Toronto)')
    expect(cell('Consent: Text agreed to')).toMatch(/^I consent to receive communications/)
    // A value no column names is still there, and stays inert.
    expect(cell('Other details')).toBe('Referral code: =cmd')
  })

  it('more rows than one export page come out complete and in order', async () => {
    const source = runSource()
    const base = torontoDayStart(torontoDay(new Date())).getTime()
    const count = 1203
    const values = Array.from({ length: count }, (_, i) => ({
      id: uuidv7(),
      clientName: `Row ${String(i).padStart(4, '0')}`,
      clientEmail: `row${i}@example.com`,
      type: 'contact' as const,
      source,
      createdAt: new Date(base + (i % 5) * 1000),
      updatedAt: leadStamp(),
    }))
    for (let i = 0; i < values.length; i += 200) await db.insert(leads).values(values.slice(i, i + 200))
    const res = await call(`/api/admin/leads/export.csv?source=${source}&sort=name`, {
      headers: superAdmin.authHeaders,
    })
    const rows = parseCsv(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(3)))
    expect(rows.slice(1).map((r) => r[1])).toEqual(values.map((v) => v.clientName))
    const newest = await call(`/api/admin/leads/export.csv?source=${source}`, { headers: superAdmin.authHeaders })
    const newestRows = parseCsv(new TextDecoder().decode(new Uint8Array(await newest.arrayBuffer()).slice(3)))
    expect(new Set(newestRows.slice(1).map((r) => r[10])).size).toBe(count)
  })
})
