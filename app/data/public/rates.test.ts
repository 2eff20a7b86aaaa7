import { describe, expect, it, vi } from 'vitest'
import type { DeviceDb } from '#app/offline/db.ts'
import { testDeviceDbs } from '#app/offline/test-device-db.ts'
import type { Rate, RatesResponse } from '#shared/schemas/rates.ts'
import {
  loadRates,
  type RatesDeps,
  ratesQueryOptions,
  ratesSnapshotSaved,
  readRatesSnapshot,
  STALE_RETRY_MS,
} from './rates'

const makeDb = testDeviceDbs('rates-test').open

const NOW = Date.parse('2026-03-10T15:00:00.000Z')
const rate = (id: string, ourRate: number): Rate => ({
  id,
  province: 'Ontario',
  term: '5 year',
  rateType: 'fixed',
  mortgageType: 'Conventional',
  postedRate: 6.09,
  ourRate,
  sourceUrl: 'https://rates.example-network.ca/daily',
  scrapedAt: '2026-03-10T10:15:00.000Z',
  isActive: true,
})
const TODAY: RatesResponse = { rates: [rate('a', 4.09), rate('b', 4.19)], ratesDate: '2026-03-10', isToday: true }

function deps(db: DeviceDb | null, request: RatesDeps['request'], online = true): Partial<RatesDeps> {
  return { request, getDb: async () => db, isOnline: () => online, now: () => NOW, whenIdle: async () => undefined }
}

/** loadRates, then its snapshot write (which it does not wait for). */
async function load(...args: Parameters<typeof loadRates>) {
  const view = await loadRates(...args)
  await ratesSnapshotSaved()
  return view
}

type Answer = Awaited<ReturnType<RatesDeps['request']>>
/** The deps of a read with `db` while the server gives `answer`, or fails with it (an Error). */
const answering = (db: DeviceDb | null, answer: Answer | Error, online = true) =>
  deps(db, async () => (answer instanceof Error ? Promise.reject(answer) : answer), online)
/** Ontario's rates, read with `answering`'s deps. */
const loadOntario = (db: DeviceDb, answer: Answer | Error, online = true) => load('ON', answering(db, answer, online))

describe('loadRates', () => {
  it('returns the rates without waiting for the device database', async () => {
    const never = new Promise<DeviceDb | null>(() => undefined)
    const view = await loadRates('ON', {
      request: async () => TODAY,
      getDb: () => never,
      isOnline: () => true,
      now: () => NOW,
    })
    expect(view).toMatchObject({ rates: TODAY.rates, stale: false })
  })

  it('opens the device database only once the page is idle, then saves the snapshot', async () => {
    const db = await makeDb()
    let idle!: () => void
    const getDb = vi.fn(async () => db)
    const view = await loadRates('ON', {
      ...deps(db, async () => TODAY),
      getDb,
      whenIdle: () => new Promise<void>((r) => (idle = r)),
    })
    expect(view).toMatchObject({ rates: TODAY.rates, stale: false })
    await new Promise((r) => setTimeout(r, 10))
    expect(getDb).not.toHaveBeenCalled()
    expect(await db.rates.get('ON')).toBeUndefined()
    idle()
    await ratesSnapshotSaved()
    expect(getDb).toHaveBeenCalledTimes(1)
    expect(await db.rates.get('ON')).toMatchObject({ key: 'ON', rows: TODAY.rates })
  })

  it('online: the server’s rates, saved on the device in one snapshot with the server time', async () => {
    const db = await makeDb()
    const request = vi.fn(async () => ({ ...TODAY, date: 'Tue, 10 Mar 2026 14:59:00 GMT' }))
    const view = await load('ON', deps(db, request))
    expect(request).toHaveBeenCalledWith('ON')
    expect(view).toEqual({ ...TODAY, savedAt: Date.parse('2026-03-10T14:59:00.000Z'), stale: false, offline: false })
    const snap = await db.rates.get('ON')
    expect(snap).toEqual({
      key: 'ON',
      rows: TODAY.rates,
      ratesDate: '2026-03-10',
      fetchedAt: Date.parse('2026-03-10T14:59:00.000Z'),
    })
  })

  it("'all' asks for every province (no province parameter)", async () => {
    const request = vi.fn(async () => TODAY)
    await load('all', deps(await makeDb(), request))
    expect(request).toHaveBeenCalledWith(undefined)
  })

  it('network failure: the saved copy, marked stale with the time it was saved', async () => {
    const db = await makeDb()
    await loadOntario(db, { ...TODAY, date: null })
    const view = await loadOntario(db, new TypeError('Failed to fetch'))
    expect(view).toMatchObject({ stale: true, savedAt: NOW, ratesDate: '2026-03-10', isToday: true })
    expect(view.rates.map((r) => r.id)).toEqual(['a', 'b'])
  })

  it('offline: the saved copy without waiting on the network', async () => {
    const db = await makeDb()
    await loadOntario(db, TODAY)
    const request = vi.fn(async () => TODAY)
    const view = await load('ON', deps(db, request, false))
    expect(request).not.toHaveBeenCalled()
    expect(view.stale).toBe(true)
  })

  it('a copy from an earlier day is not "today"', async () => {
    const db = await makeDb()
    await loadOntario(db, TODAY)
    const view = await load('ON', {
      ...deps(db, async () => Promise.reject(new Error('down'))),
      now: () => NOW + 86_400_000,
    })
    expect(view).toMatchObject({ stale: true, isToday: false, ratesDate: '2026-03-10' })
  })

  it('the server has no rates: the saved copy wins; with no copy, the empty answer', async () => {
    const db = await makeDb()
    const empty: RatesResponse = { rates: [], ratesDate: null, isToday: false }
    expect(await loadOntario(db, empty)).toMatchObject({ rates: [], stale: false })
    await loadOntario(db, TODAY)
    const view = await loadOntario(db, empty)
    expect(view).toMatchObject({ stale: true, ratesDate: '2026-03-10' })
    // The empty answer did not replace the snapshot.
    expect((await db.rates.get('ON'))?.rows).toHaveLength(2)
  })

  it('an old answer (the service worker’s cached copy) is shown as saved rates and does not overwrite a newer device copy', async () => {
    const db = await makeDb()
    const old = new Date(NOW - 3 * 3600_000).toUTCString()
    const fromSw = await loadOntario(db, { ...TODAY, date: old })
    expect(fromSw).toMatchObject({ stale: true, savedAt: Date.parse(old) })
    expect(await db.rates.get('ON')).toBeUndefined()
    await load('ON', { ...deps(db, async () => ({ ...TODAY, date: null })), now: () => NOW - 3600_000 })
    const view = await loadOntario(db, { ...TODAY, rates: [rate('z', 9)], date: old })
    expect(view).toMatchObject({ stale: true, savedAt: NOW - 3600_000 })
    expect(view.rates.map((r) => r.id)).toEqual(['a', 'b'])
  })

  it('a saved copy is "offline" only when the device has no connection', async () => {
    const db = await makeDb()
    const old = new Date(NOW - 10 * 60_000).toUTCString()
    // Online, an answer ten minutes old (the service worker's copy): a saved copy, not offline.
    expect(await loadOntario(db, { ...TODAY, date: old })).toMatchObject({
      stale: true,
      offline: false,
    })
    await loadOntario(db, { ...TODAY, date: null })
    // Online, the request failed: the device copy, not offline either.
    expect(await loadOntario(db, new TypeError('Failed to fetch'))).toMatchObject({ stale: true, offline: false })
    // No connection: the device copy, offline.
    expect(await loadOntario(db, new TypeError('Failed to fetch'), false)).toMatchObject({ stale: true, offline: true })
    // An answer four minutes old (an edge copy) is today's rates.
    const recent = new Date(NOW - 4 * 60_000).toUTCString()
    expect(await loadOntario(db, { ...TODAY, date: recent })).toMatchObject({
      stale: false,
      offline: false,
    })
  })

  it('online, a saved copy is asked for again every half minute; offline it waits for the connection', () => {
    const interval = ratesQueryOptions('ON').refetchInterval as (q: unknown) => number | false
    const query = (data: object | undefined) => ({ state: { data } })
    expect(interval(query({ stale: true, offline: false }))).toBe(STALE_RETRY_MS)
    expect(interval(query({ stale: true, offline: true }))).toBe(false)
    expect(interval(query({ stale: false, offline: false }))).toBe(false)
    expect(interval(query(undefined))).toBe(false)
  })

  it('network failure with nothing saved (or no IndexedDB): the error', async () => {
    await expect(loadRates('ON', answering(await makeDb(), new TypeError('Failed to fetch')))).rejects.toThrow(
      'Failed to fetch',
    )
    await expect(loadRates('ON', answering(null, new TypeError('offline')))).rejects.toThrow('offline')
  })

  it('snapshots are per province', async () => {
    const db = await makeDb()
    await loadOntario(db, TODAY)
    await expect(loadRates('QC', answering(db, new Error('down')))).rejects.toThrow('down')
  })

  it('a snapshot an older app wrote in another shape is ignored', async () => {
    const db = await makeDb()
    await db.rates.put({ key: 'ON', rows: [{ id: 1, rate: 'x' }], ratesDate: '2026-03-09', fetchedAt: NOW })
    expect(await readRatesSnapshot(db, 'ON', NOW)).toBeNull()
  })
})
