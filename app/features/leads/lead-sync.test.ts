import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { DeviceDb, SYNC_META_KEYS } from '#app/offline/db.ts'
import type { LeadChangesResponse, SyncedLead } from '#shared/schemas/sync.ts'
import { syncedLead } from '#tests/support/synced-lead.ts'
import { AGENT_LEADS_OWNER_KEY, pullAgentLeads } from './lead-sync'

let n = 0
const dbs: DeviceDb[] = []
async function freshDb() {
  n += 1
  const db = new DeviceDb(`lead-sync-test-${n}`)
  await db.open()
  dbs.push(db)
  return db
}
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close()
    await db.delete()
  }
})

function lead(i: number, over: Partial<SyncedLead> = {}): SyncedLead {
  const id = `019b76da-a800-7009-8000-${i.toString(16).padStart(12, '0')}`
  const at = new Date(Date.UTC(2026, 0, i)).toISOString()
  return syncedLead({
    id,
    clientName: `Client ${i}`,
    clientEmail: `c${i}@example.com`,
    createdAt: at,
    updatedAt: at,
    ...over,
  })
}

/** A fake server: pages of `changes` after a numeric cursor. */
function server(changes: LeadChangesResponse['changes']) {
  const calls: (string | null)[] = []
  const fetchPage = async (since: string | null, limit: number): Promise<LeadChangesResponse> => {
    calls.push(since)
    const start = since === null ? 0 : Number(since)
    const page = changes.slice(start, start + limit)
    const end = start + page.length
    return { changes: page, nextCursor: page.length ? String(end) : since, hasMore: end < changes.length }
  }
  return { calls, fetchPage }
}

describe('pullAgentLeads', () => {
  it('pulls every page, saving the cursor after each, into the leads cache', async () => {
    const db = await freshDb()
    const all = Array.from({ length: 5 }, (_, i) => lead(i + 1))
    const s = server(all)
    const result = await pullAgentLeads(db, { ownerId: 'u1', fetchPage: s.fetchPage, pageSize: 2, now: () => 42 })
    expect(result).toEqual({ pages: 3, changes: 5 })
    expect(s.calls).toEqual([null, '2', '4'])
    expect((await db.leadsCache.toArray()).map((r) => r.id).sort()).toEqual(all.map((l) => l.id).sort())
    expect((await db.syncMeta.get(SYNC_META_KEYS.agentLeadsCursor))?.value).toBe('5')
    expect((await db.syncMeta.get(SYNC_META_KEYS.agentLeadsSyncedAt))?.value).toBe(42)
    // The next pull starts from the saved cursor.
    await pullAgentLeads(db, { ownerId: 'u1', fetchPage: s.fetchPage, pageSize: 2 })
    expect(s.calls.at(-1)).toBe('5')
  })

  it('keeps the cursor of the last complete page when a later page fails', async () => {
    const db = await freshDb()
    const s = server(Array.from({ length: 4 }, (_, i) => lead(i + 1)))
    let calls = 0
    const flaky = async (since: string | null, limit: number) => {
      calls += 1
      if (calls === 2) throw new Error('offline')
      return s.fetchPage(since, limit)
    }
    await expect(pullAgentLeads(db, { ownerId: 'u1', fetchPage: flaky, pageSize: 2 })).rejects.toThrow('offline')
    expect((await db.syncMeta.get(SYNC_META_KEYS.agentLeadsCursor))?.value).toBe('2')
    expect(await db.leadsCache.count()).toBe(2)
  })

  it('applies updates and tombstones, and never goes back to an older version', async () => {
    const db = await freshDb()
    const a = lead(1)
    const b = lead(2)
    await pullAgentLeads(db, { ownerId: 'u1', fetchPage: server([a, b]).fetchPage })
    const changes: LeadChangesResponse['changes'] = [
      { ...a, status: 'funded', version: 3 },
      { id: b.id, deleted: true, deletedAt: a.updatedAt, updatedAt: a.updatedAt },
      { ...a, status: 'contacted', version: 2 },
    ]
    await db.syncMeta.delete(SYNC_META_KEYS.agentLeadsCursor)
    await pullAgentLeads(db, { ownerId: 'u1', fetchPage: server(changes).fetchPage })
    const rows = await db.leadsCache.toArray()
    expect(rows.map((r) => [r.id, r.status, r.version])).toEqual([[a.id, 'funded', 3]])
  })

  it("clears another user's personal data before pulling for this one", async () => {
    const db = await freshDb()
    await pullAgentLeads(db, { ownerId: 'u1', fetchPage: server([lead(1)]).fetchPage })
    await db.outbox.add({
      id: 'x',
      kind: 'lead-status',
      scope: 'agent',
      payload: {},
      status: 'pending',
      attempts: 0,
      createdAt: 1,
      updatedAt: 1,
      nextAttemptAt: 1,
    })
    const s = server([lead(7)])
    await pullAgentLeads(db, { ownerId: 'u2', fetchPage: s.fetchPage })
    expect(s.calls).toEqual([null])
    expect((await db.leadsCache.toArray()).map((r) => r.id)).toEqual([lead(7).id])
    expect(await db.outbox.count()).toBe(0)
    expect((await db.syncMeta.get(AGENT_LEADS_OWNER_KEY))?.value).toBe('u2')
  })

  it('rejects a malformed server answer without touching the cache', async () => {
    const db = await freshDb()
    await expect(pullAgentLeads(db, { ownerId: 'u1', fetchPage: async () => ({ nope: true }) })).rejects.toThrow()
    expect(await db.leadsCache.count()).toBe(0)
    expect(await db.syncMeta.get(SYNC_META_KEYS.agentLeadsCursor)).toBeUndefined()
  })
})
