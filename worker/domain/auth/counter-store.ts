import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client.ts'
import { currentDbDeadline, DatabaseUnavailableError, forRequestsLetIn } from '#worker/db/request-gate.ts'
import { rateLimitBuckets } from '#worker/db/schema/index.ts'
import type { CounterStore } from '#worker/lib/auth/throttle.ts'
import { type CoalesceLimits, coalesce } from '#worker/lib/coalesce.ts'

/**
 * Fixed-window counters on `rate_limit_buckets`, shared by sign-in throttling
 * (worker/lib/auth/throttle.ts) and the public-form rate limit (worker/middleware/rate-limit.ts).
 *
 * `hit` is ONE statement, so concurrent requests can never both see the same count:
 *   INSERT INTO rate_limit_buckets (key, count, reset_at) VALUES (?, 1, now + window)
 *   ON CONFLICT (key) DO UPDATE SET
 *     count    = CASE WHEN reset_at <= now THEN 1 ELSE count + 1 END,
 *     reset_at = CASE WHEN reset_at <= now THEN excluded.reset_at ELSE reset_at END
 *   RETURNING count, reset_at
 * (In an UPDATE every right-hand side reads the row's old values, so both CASEs agree.)
 */
export function createDbCounterStore(db: Db): CounterStore {
  return {
    async hit(key, windowSeconds, now) {
      const hit: Hit = { key, windowSeconds, now, deadline: currentDbDeadline() }
      await groupedHits(db)(hit)
      if (hit.outcome) return hit.outcome
      throw hit.error ?? new DatabaseUnavailableError('timeout', 'The rate-limit counter did not answer in time')
    },
    async peek(key, now) {
      const rows = await db
        .select({ count: rateLimitBuckets.count })
        .from(rateLimitBuckets)
        .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.resetAt, now)))
      return rows[0]?.count ?? 0
    },
    /**
     * One statement: the conflict update only applies when the stored turn has come, so of
     * parallel callers exactly one gets a row back:
     *   INSERT … VALUES (?, 1, now + wait) ON CONFLICT (key) DO UPDATE SET count = count + 1,
     *   reset_at = excluded.reset_at WHERE reset_at <= now RETURNING count
     */
    async claim(key, waitSeconds, now) {
      const nowMs = now.getTime()
      const claimed = await db
        .insert(rateLimitBuckets)
        .values({ key, count: 1, resetAt: new Date(nowMs + waitSeconds * 1000) })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: { count: sql`${rateLimitBuckets.count} + 1`, resetAt: sql`excluded.reset_at` },
          setWhere: lte(rateLimitBuckets.resetAt, now),
        })
        .returning({ count: rateLimitBuckets.count })
      if (claimed.length > 0) return { claimed: true }
      const rows = await db
        .select({ resetAt: rateLimitBuckets.resetAt })
        .from(rateLimitBuckets)
        .where(eq(rateLimitBuckets.key, key))
      return { claimed: false, resetAt: rows[0]?.resetAt ?? new Date(nowMs + 1000) }
    },
    async reset(key) {
      await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key))
    },
  }
}

/** One request's hit, and what its group learned for it. */
export type Hit = {
  key: string
  windowSeconds: number
  now: Date
  /** Its request's database deadline (null: none, a job). */
  deadline?: number | null
  outcome?: { count: number; resetAt: Date }
  error?: unknown
}

/** The upsert of one hit (see the top of this file). */
function hitStatement(db: Db, { key, windowSeconds, now }: Hit) {
  const nowMs = now.getTime()
  return db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, resetAt: new Date(nowMs + windowSeconds * 1000) })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`CASE WHEN ${rateLimitBuckets.resetAt} <= ${nowMs} THEN 1 ELSE ${rateLimitBuckets.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimitBuckets.resetAt} <= ${nowMs} THEN excluded.reset_at ELSE ${rateLimitBuckets.resetAt} END`,
      },
    })
    .returning({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt })
}

/**
 * Group commit of the counters (decision 258): the hits that arrive while a previous group's
 * write is in flight go in the next group, one batch (one call, one transaction) of upserts in
 * arrival order, each hit learning its own count (two hits of one key in a group count 1 then
 * 2, as two calls would). Alone, a hit is sent at once. A failed batch fails each of its hits
 * with the batch's error (a 503 for an unavailable database); nothing is counted twice, since
 * a batch commits whole or not at all. Each hit's request waits on its own timer (coalesce).
 * The batch goes with the latest deadline of its hits, before new requests' first calls
 * (`forRequestsLetIn`): one group failing would fail every request in it.
 */
export async function hitGroup(db: Db, hits: Hit[]): Promise<void> {
  try {
    const [first, ...rest] = hits.map((hit) => hitStatement(db, hit))
    if (!first) return
    // The group's call has the latest deadline of its hits and is served as work under way.
    const deadlines = hits.map((h) => h.deadline ?? null)
    const deadline = deadlines.includes(null) ? null : Math.max(...(deadlines as number[]))
    const results = (await forRequestsLetIn(deadline, () => db.batch([first, ...rest]))) as {
      count: number
      resetAt: Date
    }[][]
    hits.forEach((hit, i) => {
      const row = results[i]?.[0]
      if (row) hit.outcome = { count: row.count, resetAt: row.resetAt }
      else hit.error = new Error('rate_limit_buckets upsert returned no row')
    })
  } catch (error) {
    for (const hit of hits) hit.error = error
  }
}

/**
 * A hit's request waits at most its database budget and the grace of a call sent
 * (worker/db/request-gate.ts) for its group; polls often, a hit being a request's first call.
 */
export const HIT_GROUP_LIMITS: CoalesceLimits = { pollMs: 10, maxItems: 100, maxWaitMs: 6000, staleMs: 10_000 }

/** One group runner per database handle (one per isolate and URL). */
const hitGroups = new WeakMap<Db, (hit: Hit) => Promise<void>>()
function groupedHits(db: Db): (hit: Hit) => Promise<void> {
  let grouped = hitGroups.get(db)
  if (!grouped) {
    grouped = coalesce<Hit>((hits) => hitGroup(db, hits), HIT_GROUP_LIMITS)
    hitGroups.set(db, grouped)
  }
  return grouped
}

/** Delete counters whose window has ended (they would restart at 1 anyway). */
export async function pruneExpiredBuckets(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(lte(rateLimitBuckets.resetAt, now))
}
