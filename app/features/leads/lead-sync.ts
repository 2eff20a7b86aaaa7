/**
 * The agent's leads on this device: delta pulls from `GET /api/sync/leads` into the Dexie
 * `leadsCache`, the cursor saved after each page (docs/decisions/012). Framework-free; the
 * page fetcher is injected (app/data/agent-leads.ts binds it to the API).
 */

import { withDb } from '#app/lib/with-db.ts'
import {
  AGENT_SYNC_PREFIX,
  type CachedLead,
  clearPersonalData,
  type DeviceDb,
  SYNC_META_KEYS,
} from '#app/offline/db.ts'
import {
  isLeadTombstone,
  type LeadChangesResponse,
  leadChangesResponseSchema,
  type SyncedLead,
  syncedLeadSchema,
} from '#shared/schemas/sync.ts'

/** Whose leads the cache holds (a different signed-in user first clears them). */
export const AGENT_LEADS_OWNER_KEY = `${AGENT_SYNC_PREFIX}leads:owner`
export const AGENT_LEADS_PAGE_SIZE = 200
/** A safety stop: 200 pages of 200 is far beyond any agent's book. */
const MAX_PAGES = 200

/** One page of changes after `since` (null: from the start). */
export type FetchLeadChanges = (since: string | null, limit: number) => Promise<unknown>

export function toCachedLead(lead: SyncedLead): CachedLead {
  return {
    id: lead.id,
    data: lead,
    status: lead.status,
    version: lead.version,
    createdAt: Date.parse(lead.createdAt),
    updatedAt: Date.parse(lead.updatedAt),
  }
}

/** The cached leads, each re-validated (a row may have been written by an older app). */
export function cachedLeadData(rows: readonly CachedLead[]): SyncedLead[] {
  const leads: SyncedLead[] = []
  for (const row of rows) {
    const parsed = syncedLeadSchema.safeParse(row.data)
    if (parsed.success) leads.push(parsed.data)
  }
  return leads
}

/**
 * Applies one page and saves its cursor in ONE transaction, so a page is either fully
 * applied with its cursor or not at all (a crash re-pulls it; applying twice is harmless).
 * A row never goes back to an older version (a stale page cannot undo a newer one).
 */
export async function applyLeadChanges(db: DeviceDb, page: LeadChangesResponse, now: number): Promise<void> {
  await withDb(db, (d) =>
    d.transaction('rw', d.leadsCache, d.syncMeta, async () => {
      const ids = page.changes.map((c) => c.id)
      const existing = new Map(
        (await d.leadsCache.bulkGet(ids)).filter((r): r is CachedLead => !!r).map((r) => [r.id, r]),
      )
      // The newest version per id wins, also between two entries of the same page.
      const latest = new Map<string, CachedLead | null>()
      for (const change of page.changes) {
        if (isLeadTombstone(change)) {
          latest.set(change.id, null)
          continue
        }
        const current = latest.has(change.id) ? latest.get(change.id) : existing.get(change.id)
        if (current && current.version > change.version) continue
        latest.set(change.id, toCachedLead(change))
      }
      const deletes = [...latest].filter(([, row]) => row === null).map(([id]) => id)
      const puts = [...latest.values()].filter((row): row is CachedLead => row !== null)
      if (deletes.length > 0) await d.leadsCache.bulkDelete(deletes)
      if (puts.length > 0) await d.leadsCache.bulkPut(puts)
      if (page.nextCursor !== null) {
        await d.syncMeta.put({ key: SYNC_META_KEYS.agentLeadsCursor, value: page.nextCursor, updatedAt: now })
      }
      await d.syncMeta.put({ key: SYNC_META_KEYS.agentLeadsSyncedAt, value: now, updatedAt: now })
    }),
  )
}

export interface PullOptions {
  /** The signed-in user's id: the cache belongs to them. */
  ownerId: string
  fetchPage: FetchLeadChanges
  now?: () => number
  pageSize?: number
}

export interface PullResult {
  pages: number
  changes: number
}

/**
 * Pulls every change since the saved cursor, page by page, saving the cursor after each.
 * When the cache belonged to another user (no sign-out in between), their personal data is
 * cleared first.
 */
export async function pullAgentLeads(db: DeviceDb, options: PullOptions): Promise<PullResult> {
  const now = options.now ?? Date.now
  const pageSize = options.pageSize ?? AGENT_LEADS_PAGE_SIZE
  const owner = await withDb(db, (d) => d.syncMeta.get(AGENT_LEADS_OWNER_KEY))
  if (owner && owner.value !== options.ownerId) await clearPersonalData(db)
  if (!owner || owner.value !== options.ownerId) {
    await withDb(db, (d) => d.syncMeta.put({ key: AGENT_LEADS_OWNER_KEY, value: options.ownerId, updatedAt: now() }))
  }

  const saved = await withDb(db, (d) => d.syncMeta.get(SYNC_META_KEYS.agentLeadsCursor))
  let since = typeof saved?.value === 'string' ? saved.value : null
  let pages = 0
  let changes = 0
  for (; pages < MAX_PAGES; ) {
    const page = leadChangesResponseSchema.parse(await options.fetchPage(since, pageSize))
    pages++
    changes += page.changes.length
    await applyLeadChanges(db, page, now())
    since = page.nextCursor
    if (!page.hasMore || page.changes.length === 0) break
  }
  return { pages, changes }
}
