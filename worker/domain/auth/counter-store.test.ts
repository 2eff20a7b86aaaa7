import { describe, expect, it, vi } from 'vitest'
import { fileTestDb } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { DatabaseUnavailableError } from '#worker/db/request-gate.ts'
import { createDbCounterStore, type Hit, hitGroup } from './counter-store'

let db: Db
fileTestDb((made) => {
  db = made
})

const now = new Date('2026-11-29T01:00:00Z')

describe('rate-limit counters: group commit (decision 258)', () => {
  it('a group is one batch in arrival order: each hit learns its own count, two of one key count 1 then 2', async () => {
    const hits: Hit[] = [
      { key: 'g:a', windowSeconds: 60, now },
      { key: 'g:b', windowSeconds: 600, now },
      { key: 'g:a', windowSeconds: 60, now },
    ]
    const batch = vi.spyOn(db, 'batch')
    try {
      await hitGroup(db, hits)
      expect(batch).toHaveBeenCalledTimes(1)
    } finally {
      batch.mockRestore()
    }
    expect(hits.map((h) => h.outcome?.count)).toEqual([1, 1, 2])
    expect(hits[1]?.outcome?.resetAt.getTime()).toBe(now.getTime() + 600_000)
    expect(hits.every((h) => h.error === undefined)).toBe(true)
  })

  it('a window that ended starts again at 1 inside a group, as it does alone', async () => {
    const later = new Date(now.getTime() + 61_000)
    const hits: Hit[] = [
      { key: 'g:a', windowSeconds: 60, now: later },
      { key: 'g:a', windowSeconds: 60, now: later },
    ]
    await hitGroup(db, hits)
    expect(hits.map((h) => h.outcome?.count)).toEqual([1, 2])
    expect(hits[0]?.outcome?.resetAt.getTime()).toBe(later.getTime() + 60_000)
  })

  it('concurrent hits share calls and still count each exactly once', async () => {
    const store = createDbCounterStore(db)
    const batch = vi.spyOn(db, 'batch')
    let counts: number[]
    try {
      counts = (await Promise.all(Array.from({ length: 10 }, () => store.hit('g:many', 60, now)))).map((r) => r.count)
      // The first goes alone; the nine that arrive while it is in flight go together.
      expect(batch.mock.calls.length).toBeLessThan(10)
    } finally {
      batch.mockRestore()
    }
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(await store.peek('g:many', now)).toBe(10)
  })

  it('a batch that fails fails each of its hits with its error (an unavailable database: a 503), counting none', async () => {
    const down = new DatabaseUnavailableError('busy', 'The database is too busy to answer in time')
    const batch = vi.spyOn(db, 'batch').mockRejectedValue(down)
    const store = createDbCounterStore(db)
    let outcomes: unknown[]
    try {
      outcomes = await Promise.all(
        Array.from({ length: 3 }, () =>
          store.hit('g:down', 60, now).then(
            () => 'counted',
            (e: unknown) => e,
          ),
        ),
      )
    } finally {
      batch.mockRestore()
    }
    expect(outcomes).toEqual([down, down, down])
    expect(await store.peek('g:down', now)).toBe(0)
  })
})
