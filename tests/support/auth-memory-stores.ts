/**
 * In-memory implementations of the auth store interfaces, for unit tests and as the reference
 * semantics the database implementations must match. Every method yields to the event loop
 * before touching state, like a network round trip, so concurrent calls interleave.
 * Not for production: state lives in one isolate.
 */
import type { RefreshRow, RefreshStore } from '#worker/lib/auth/refresh-token.ts'
import type { CounterStore } from '#worker/lib/auth/throttle.ts'

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export type MemoryRefreshStore = RefreshStore & { readonly rows: ReadonlyMap<string, RefreshRow> }

export function createMemoryRefreshStore(): MemoryRefreshStore {
  const rows = new Map<string, RefreshRow>()
  return {
    rows,
    async findByHash(tokenHash) {
      await tick()
      for (const row of rows.values()) if (row.tokenHash === tokenHash) return { ...row }
      return null
    },
    async insert(row) {
      await tick()
      if (rows.has(row.id)) throw new Error(`duplicate id ${row.id}`)
      for (const r of rows.values()) if (r.tokenHash === row.tokenHash) throw new Error('duplicate token hash')
      rows.set(row.id, { ...row })
    },
    async markUsedIfUnused(id, replacedBy, usedAt) {
      await tick()
      const row = rows.get(id)
      if (!row || row.usedAt || row.revokedAt) return false
      rows.set(id, { ...row, usedAt, replacedBy })
      return true
    },
    async revokeFamily(familyId, revokedAt) {
      await tick()
      for (const [id, row] of rows) if (row.familyId === familyId && !row.revokedAt) rows.set(id, { ...row, revokedAt })
    },
  }
}

export type MemoryCounterStore = CounterStore & {
  readonly buckets: ReadonlyMap<string, { count: number; resetAt: Date }>
}

/** Fixed-window counters, like `rate_limit_buckets`. */
export function createMemoryCounterStore(): MemoryCounterStore {
  const buckets = new Map<string, { count: number; resetAt: Date }>()
  return {
    buckets,
    async hit(key, windowSeconds, now) {
      await tick()
      const current = buckets.get(key)
      const next =
        !current || current.resetAt.getTime() <= now.getTime()
          ? { count: 1, resetAt: new Date(now.getTime() + windowSeconds * 1000) }
          : { count: current.count + 1, resetAt: current.resetAt }
      buckets.set(key, next)
      return { ...next }
    },
    async peek(key, now) {
      await tick()
      const current = buckets.get(key)
      return current && current.resetAt.getTime() > now.getTime() ? current.count : 0
    },
    async claim(key, waitSeconds, now) {
      await tick()
      const current = buckets.get(key)
      if (current && current.resetAt.getTime() > now.getTime()) return { claimed: false, resetAt: current.resetAt }
      buckets.set(key, { count: (current?.count ?? 0) + 1, resetAt: new Date(now.getTime() + waitSeconds * 1000) })
      return { claimed: true }
    },
    async reset(key) {
      await tick()
      buckets.delete(key)
    },
  }
}
