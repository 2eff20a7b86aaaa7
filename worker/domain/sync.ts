import { and, asc, eq, gt, isNull, notExists, or, sql } from 'drizzle-orm'
import { base64url } from 'jose'
import type { LeadChange, LeadChangesResponse } from '#shared/schemas/sync.ts'
import { SYNC_PAGE_DEFAULT } from '#shared/schemas/sync-query.ts'
import type { Db } from '#worker/db/client.ts'
import { agents, leadDepartures, leads } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { recentActivityOf, tasksOf } from './lead-work'
import { toSyncedLead } from './leads'
import { inquiriesOfReturning } from './returning-clients'

/**
 * Delta pulls: `GET /api/sync/leads?since=<cursor>&limit=<n>` gives a signed-in agent the
 * changes to their own leads after the cursor, oldest change first, in pages. Deleted rows
 * come as tombstones. The order is (updated_at, id); lead writes stamp updated_at in commit
 * order (leadStamp in ./leads), so a cursor never skips a row committed after it was issued.
 * A lead that left the agent (reassigned or unassigned in the admin leads workspace) comes as a
 * tombstone too, from `lead_departures` (same stamps, same cursor order), so devices drop it.
 */

export type SyncCursor = { updatedAt: number; id: string }

const CURSOR_RE = /^(\d{1,16})~([A-Za-z0-9-]{1,64})$/

const decoder = new TextDecoder()

/** Opaque to clients: base64url of `<updatedAt ms>~<id>`. */
export function encodeCursor(cursor: SyncCursor): string {
  return base64url.encode(`${cursor.updatedAt}~${cursor.id}`)
}

export function decodeCursor(value: string): SyncCursor | null {
  let text: string
  try {
    text = decoder.decode(base64url.decode(value))
  } catch {
    return null
  }
  const m = CURSOR_RE.exec(text)
  if (!m) return null
  const updatedAt = Number(m[1])
  if (!Number.isSafeInteger(updatedAt)) return null
  return { updatedAt, id: m[2] as string }
}

/**
 * One page of changes to the leads of the user's own agent record after `since`. One round
 * trip: a batch reading the agent row and the page (scoped by a subquery on the same agent).
 * Reads limit+1 rows to know whether more follow. `nextCursor` points after the last change
 * returned (or stays `since` when there is nothing new). No agent record → 403.
 */
export async function pullLeadChanges(
  db: Db,
  input: { userId: string; since?: string | undefined; limit?: number | undefined },
): Promise<LeadChangesResponse> {
  const limit = input.limit ?? SYNC_PAGE_DEFAULT
  let after: SyncCursor | null = null
  if (input.since !== undefined) {
    after = decodeCursor(input.since)
    if (!after) throw new HttpError('validation_failed', 'Invalid query: since', { since: 'Invalid cursor' })
  }
  const afterCursor = after
    ? or(
        gt(leads.updatedAt, new Date(after.updatedAt)),
        and(eq(leads.updatedAt, new Date(after.updatedAt)), gt(leads.id, after.id)),
      )
    : undefined
  const departedAfter = after
    ? or(
        gt(leadDepartures.updatedAt, new Date(after.updatedAt)),
        and(eq(leadDepartures.updatedAt, new Date(after.updatedAt)), gt(leadDepartures.leadId, after.id)),
      )
    : undefined
  const ownAgent = and(eq(agents.userId, input.userId), isNull(agents.deletedAt))
  const ownAgentId = () => db.select({ id: agents.id }).from(agents).where(ownAgent).limit(1)
  const [agentRows, rows, departed] = await db.batch([
    db.select({ id: agents.id }).from(agents).where(ownAgent).limit(1),
    db
      .select()
      .from(leads)
      .where(and(eq(leads.agentId, ownAgentId()), afterCursor))
      .orderBy(asc(leads.updatedAt), asc(leads.id))
      .limit(limit + 1),
    db
      .select({ id: leadDepartures.leadId, updatedAt: leadDepartures.updatedAt })
      .from(leadDepartures)
      // A lead that came back is the agent's again: its row (stamped later) says so; no tombstone.
      .where(
        and(
          eq(leadDepartures.agentId, ownAgentId()),
          departedAfter,
          notExists(
            db
              .select({ one: sql`1` })
              .from(leads)
              .where(and(eq(leads.id, leadDepartures.leadId), eq(leads.agentId, leadDepartures.agentId))),
          ),
        ),
      )
      .orderBy(asc(leadDepartures.updatedAt), asc(leadDepartures.leadId))
      .limit(limit + 1),
  ])
  if (agentRows.length === 0) throw new HttpError('forbidden', 'Agent not found')
  const live = rows.filter((r) => !r.deletedAt).map((r) => r.id)
  const [inquiries, tasks, activity] = await Promise.all([
    inquiriesOfReturning(db, rows),
    tasksOf(db, live),
    recentActivityOf(db, live),
  ])

  type Item = { updatedAt: Date; id: string; change: LeadChange }
  const items: Item[] = [
    ...rows.map(
      (row): Item => ({
        updatedAt: row.updatedAt,
        id: row.id,
        change: row.deletedAt
          ? {
              id: row.id,
              deleted: true,
              deletedAt: row.deletedAt.toISOString(),
              updatedAt: row.updatedAt.toISOString(),
            }
          : {
              ...toSyncedLead(row, inquiries.get(row.id)),
              tasks: tasks.get(row.id) ?? [],
              activity: activity.get(row.id) ?? [],
            },
      }),
    ),
    ...departed.map(
      (d): Item => ({
        updatedAt: d.updatedAt,
        id: d.id,
        change: { id: d.id, deleted: true, deletedAt: d.updatedAt.toISOString(), updatedAt: d.updatedAt.toISOString() },
      }),
    ),
  ].sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const hasMore = items.length > limit
  const page = hasMore ? items.slice(0, limit) : items
  const changes: LeadChange[] = page.map((item) => item.change)
  const last = page.at(-1)
  const nextCursor = last ? encodeCursor({ updatedAt: last.updatedAt.getTime(), id: last.id }) : (input.since ?? null)
  return { changes, nextCursor, hasMore }
}
