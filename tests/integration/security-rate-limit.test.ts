/**
 * The database counter behind rate limits and sign-in throttling (rate_limit_buckets, one
 * upsert per hit): concurrent hits never share a count, and a finished window restarts.
 */
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { rateLimitBuckets } from '#worker/db/schema/index.ts'
import { createDbCounterStore, pruneExpiredBuckets } from '#worker/domain/auth/counter-store.ts'
import { testDb } from './helpers'

const { db, client } = testDb()
afterAll(() => client.close())
const store = createDbCounterStore(db as never)

describe('rate_limit_buckets counter', () => {
  it('30 concurrent hits on one key get the counts 1…30, each exactly once', async () => {
    const key = `test:${crypto.randomUUID()}`
    const now = new Date()
    const hits = await Promise.all(Array.from({ length: 30 }, () => store.hit(key, 60, now)))
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    expect(new Set(hits.map((h) => h.resetAt.getTime()))).toEqual(new Set([now.getTime() + 60_000]))
  })

  it('a hit after the window restarts at 1 with a new window; reset clears the key', async () => {
    const key = `test:${crypto.randomUUID()}`
    const t0 = new Date(Date.now() - 120_000)
    expect((await store.hit(key, 60, t0)).count).toBe(1)
    expect((await store.hit(key, 60, new Date(t0.getTime() + 1000))).count).toBe(2)
    const later = new Date()
    expect(await store.hit(key, 60, later)).toEqual({ count: 1, resetAt: new Date(later.getTime() + 60_000) })
    await store.reset(key)
    expect(await db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key))).toEqual([])
  })

  it('prune deletes only finished windows', async () => {
    const old = `test:${crypto.randomUUID()}`
    const live = `test:${crypto.randomUUID()}`
    await store.hit(old, 1, new Date(Date.now() - 10_000))
    await store.hit(live, 600, new Date())
    await pruneExpiredBuckets(db as never, new Date())
    const keys = (await db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((r) => r.key)
    expect(keys).not.toContain(old)
    expect(keys).toContain(live)
  })
})
