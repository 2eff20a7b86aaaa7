import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import type { DeviceDb } from '#app/offline/db.ts'
import { testDeviceDbs } from '#app/offline/test-device-db.ts'
import { cacheThrough, type ResponseLike, savedAtKey } from './device-cache'

const lenderSchema = z.object({ id: z.string(), name: z.string(), type: z.enum(['a_lender', 'alternate_lender']) })
type Lender = z.infer<typeof lenderSchema>
const bodySchema = z.object({ aLenders: z.array(lenderSchema), alternateLenders: z.array(lenderSchema) })
type Body = z.infer<typeof bodySchema>

const makeDb = testDeviceDbs('cache-test').open

function response(body: unknown, init: { status?: number; date?: string } = {}): ResponseLike {
  const status = init.status ?? 200
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    headers: { get: (name: string) => (name.toLowerCase() === 'date' ? (init.date ?? null) : null) },
  }
}

const BODY: Body = {
  aLenders: [
    { id: 'l1', name: 'Big Bank', type: 'a_lender' },
    { id: 'l2', name: 'Other Bank', type: 'a_lender' },
  ],
  alternateLenders: [{ id: 'l3', name: 'Trust Co', type: 'alternate_lender' }],
}

function options(
  db: DeviceDb | null,
  request: () => Promise<ResponseLike>,
  extra: { online?: boolean; now?: number; scope?: string } = {},
) {
  return {
    table: 'lenders' as const,
    scope: extra.scope,
    request,
    schema: bodySchema,
    itemSchema: lenderSchema,
    select: (b: Body) => [...b.aLenders, ...b.alternateLenders],
    assemble: (items: Lender[]) => ({
      aLenders: items.filter((l) => l.type === 'a_lender'),
      alternateLenders: items.filter((l) => l.type === 'alternate_lender'),
    }),
    key: (l: Lender) => l.id,
    index: (_l: Lender, position: number) => ({ displayOrder: position }),
    getDb: async () => db,
    isOnline: () => extra.online ?? true,
    now: () => extra.now ?? Date.UTC(2026, 4, 1, 12),
  }
}

describe('cacheThrough', () => {
  it('returns the server answer and saves it, with the server date as savedAt', async () => {
    const db = await makeDb()
    const result = await cacheThrough(
      options(db, async () => response(BODY, { date: 'Fri, 01 May 2026 11:59:00 GMT' })),
    )
    expect(result).toEqual({ data: BODY, savedAt: Date.UTC(2026, 4, 1, 11, 59), fromCache: false })
    const rows = await db.lenders.toArray()
    expect(rows.map((r) => [r.id, r.displayOrder])).toEqual([
      ['l1', 0],
      ['l2', 1],
      ['l3', 2],
    ])
    expect((await db.syncMeta.get(savedAtKey('lenders')))?.value).toBe(Date.UTC(2026, 4, 1, 11, 59))
  })

  it('serves the saved list offline without calling the network, in the original order', async () => {
    const db = await makeDb()
    await cacheThrough(options(db, async () => response(BODY)))
    const request = vi.fn(async () => response(BODY))
    const result = await cacheThrough(options(db, request, { online: false }))
    expect(request).not.toHaveBeenCalled()
    expect(result.fromCache).toBe(true)
    expect(result.data).toEqual(BODY)
    expect(result.savedAt).toBe(Date.UTC(2026, 4, 1, 12))
  })

  it('falls back to the saved list when the request fails or the server errs', async () => {
    const db = await makeDb()
    await cacheThrough(options(db, async () => response(BODY)))
    const viaThrow = await cacheThrough(options(db, async () => Promise.reject(new TypeError('Failed to fetch'))))
    expect(viaThrow).toMatchObject({ data: BODY, fromCache: true })
    const via500 = await cacheThrough(options(db, async () => response({ error: {} }, { status: 503 })))
    expect(via500).toMatchObject({ data: BODY, fromCache: true })
  })

  it('replaces the list: an item the server dropped is gone from the cache', async () => {
    const db = await makeDb()
    await cacheThrough(options(db, async () => response(BODY)))
    const smaller: Body = { aLenders: [BODY.aLenders[1]!], alternateLenders: [] }
    await cacheThrough(options(db, async () => response(smaller)))
    expect((await db.lenders.toArray()).map((r) => r.id)).toEqual(['l2'])
    const offline = await cacheThrough(options(db, async () => response(BODY), { online: false }))
    expect(offline.data).toEqual(smaller)
  })

  it('writes the list in one transaction', async () => {
    const db = await makeDb()
    const spy = vi.spyOn(db, 'transaction')
    await cacheThrough(options(db, async () => response(BODY)))
    const writes = spy.mock.calls.filter((call) => call[0] === 'rw')
    expect(writes).toHaveLength(1)
  })

  it('keeps scopes that share a table apart', async () => {
    const db = await makeDb()
    await cacheThrough(options(db, async () => response(BODY), { scope: 'home' }))
    await cacheThrough(
      options(db, async () => response({ aLenders: [BODY.aLenders[0]!], alternateLenders: [] }), { scope: 'picker' }),
    )
    const home = await cacheThrough(options(db, async () => response(BODY), { scope: 'home', online: false }))
    expect(home.data).toEqual(BODY)
    expect(await db.lenders.count()).toBe(4)
  })

  it('skips cached rows that no longer match the schema', async () => {
    const db = await makeDb()
    await cacheThrough(options(db, async () => response(BODY)))
    await db.lenders.update('l2', { data: { id: 'l2', name: 42 } })
    const result = await cacheThrough(options(db, async () => response(BODY), { online: false }))
    expect(result.data.aLenders.map((l) => l.id)).toEqual(['l1'])
  })

  it('throws the request error when there is neither network nor a saved list', async () => {
    const db = await makeDb()
    await expect(
      cacheThrough(options(db, async () => Promise.reject(new TypeError('Failed to fetch')), { online: false })),
    ).rejects.toThrow('Failed to fetch')
  })

  it('works without a device database (private browsing): network only', async () => {
    const result = await cacheThrough(options(null, async () => response(BODY)))
    expect(result).toMatchObject({ data: BODY, fromCache: false })
    await expect(cacheThrough(options(null, async () => response({}, { status: 500 })))).rejects.toThrow('HTTP 500')
  })
})
