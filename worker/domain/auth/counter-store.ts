import { and, eq, gt, lte, sql } from 'drizzle-orm'
import type { Db } from '#worker/db/client.ts'
import { rateLimitBuckets } from '#worker/db/schema/index.ts'
import type { CounterStore } from '#worker/lib/auth/throttle.ts'

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
      const nowMs = now.getTime()
      const resetAt = new Date(nowMs + windowSeconds * 1000)
      const rows = await db
        .insert(rateLimitBuckets)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            count: sql`CASE WHEN ${rateLimitBuckets.resetAt} <= ${nowMs} THEN 1 ELSE ${rateLimitBuckets.count} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimitBuckets.resetAt} <= ${nowMs} THEN excluded.reset_at ELSE ${rateLimitBuckets.resetAt} END`,
          },
        })
        .returning({ count: rateLimitBuckets.count, resetAt: rateLimitBuckets.resetAt })
      const row = rows[0]
      if (!row) throw new Error('rate_limit_buckets upsert returned no row')
      return { count: row.count, resetAt: row.resetAt }
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

/** Delete counters whose window has ended (they would restart at 1 anyway). */
export async function pruneExpiredBuckets(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(lte(rateLimitBuckets.resetAt, now))
}
