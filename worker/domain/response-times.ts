/**
 * Response times (shared/leads/response-time.ts): for the leads that arrived since `since`, the
 * time from arrival to first contact (`leads.first_contact_at`, docs/decisions/197), summed up
 * per agent. One read of two numbers a lead; the figures are worked out here.
 */
import { sql } from 'drizzle-orm'
import {
  FAST_CONTACT_MS,
  HOUR_CONTACT_MS,
  type ResponseTimeRow,
  type ResponseTimeSummary,
} from '#shared/leads/response-time.ts'
import type { Db } from '#worker/db/client.ts'
import { ROUTED_KIND } from './lead-routing'

/**
 * The figures of one group of leads, each given as its time to first contact in ms (null: not
 * contacted). The median of an even count is the mean of the middle two.
 */
export function summarizeResponseTimes(times: readonly (number | null)[]): ResponseTimeSummary {
  const done = times.filter((t): t is number => t !== null).sort((a, b) => a - b)
  const mid = done.length >> 1
  return {
    leads: times.length,
    contacted: done.length,
    medianMs: done.length === 0 ? null : done.length % 2 ? done[mid]! : (done[mid - 1]! + done[mid]!) / 2,
    within5Min: done.filter((t) => t <= FAST_CONTACT_MS).length,
    within1Hour: done.filter((t) => t <= HOUR_CONTACT_MS).length,
  }
}

/**
 * One row per agent with leads in the period (most leads first, then by name), and one for the
 * leads without an agent; `agentId` limits it to that agent's leads.
 */
export async function responseTimes(db: Db, since: Date | null, agentId?: string): Promise<ResponseTimeRow[]> {
  const rows = await db.all<{ agentId: string | null; name: string | null; ms: number | null }>(
    sql`SELECT l.agent_id AS agentId, a.name AS name, l.first_contact_at - l.created_at AS ms
      FROM leads l LEFT JOIN agents a ON a.id = l.agent_id
      WHERE l.deleted_at IS NULL AND ${ROUTED_KIND}${since ? sql` AND l.created_at >= ${since.getTime()}` : sql``}${
        agentId === undefined ? sql`` : sql` AND l.agent_id = ${agentId}`
      }`,
  )
  const groups = new Map<string | null, { name: string | null; times: (number | null)[] }>()
  for (const r of rows) {
    const group = groups.get(r.agentId) ?? { name: r.name, times: [] }
    // A contact stamped before the arrival (a clock step) counts as immediate.
    group.times.push(r.ms === null ? null : Math.max(0, r.ms))
    groups.set(r.agentId, group)
  }
  return [...groups]
    .map(([id, g]) => ({ agentId: id, name: g.name, ...summarizeResponseTimes(g.times) }))
    .sort((a, b) => b.leads - a.leads || (a.name ?? '').localeCompare(b.name ?? ''))
}
