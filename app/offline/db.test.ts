import 'fake-indexeddb/auto'
import { Dexie } from 'dexie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isConnectionLost, withDb } from '#app/lib/with-db.ts'
import {
  clearPersonalData,
  countUnsentAgentEntries,
  DEVICE_DB_V1_STORES,
  DeviceDb,
  type OutboxEntry,
  openDeviceDb,
  SYNC_META_KEYS,
} from './db'

let counter = 0
const opened: Dexie[] = []
function uniqueName() {
  counter += 1
  return `db-test-${counter}-${Math.random().toString(36).slice(2)}`
}
function track<T extends Dexie>(db: T): T {
  opened.push(db)
  return db
}

afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close()
    await Dexie.delete(db.name)
  }
  vi.unstubAllGlobals()
})

function entry(id: string, kind: OutboxEntry['kind'], extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id,
    kind,
    scope: kind === 'lead-status' ? 'agent' : 'public',
    payload: { n: id },
    status: 'pending',
    attempts: 0,
    createdAt: 1,
    updatedAt: 1,
    nextAttemptAt: 1,
    ...extra,
  }
}

describe('schema upgrade', () => {
  it('version 2 keeps version 1 data and adds the outbox scope', async () => {
    const name = uniqueName()
    const v1 = new Dexie(name)
    v1.version(1).stores(DEVICE_DB_V1_STORES)
    await v1.open()
    // v1 rows have no scope.
    await v1.table('outbox').bulkAdd([
      {
        id: 'a',
        kind: 'quote',
        payload: { x: 1 },
        status: 'pending',
        attempts: 0,
        createdAt: 1,
        updatedAt: 1,
        nextAttemptAt: 1,
      },
      {
        id: 'b',
        kind: 'lead-status',
        payload: { leadId: 'l' },
        status: 'retry',
        attempts: 2,
        createdAt: 2,
        updatedAt: 2,
        nextAttemptAt: 9,
      },
    ])
    await v1.table('rates').add({ key: 'ON', rows: [{ term: '5 year' }], ratesDate: '2025-06-01', fetchedAt: 5 })
    await v1.table('chatMessages').add({ id: 'm1', sessionId: 's1', role: 'user', content: 'hello', createdAt: 3 })
    await v1.table('syncMeta').add({ key: 'outbox:lastSyncAt', value: 42, updatedAt: 42 })
    expect(v1.verno).toBe(1)
    v1.close()

    const db = track(new DeviceDb(name))
    await db.open()
    expect(db.verno).toBe(2)
    const a = await db.outbox.get('a')
    expect(a).toMatchObject({ id: 'a', kind: 'quote', payload: { x: 1 }, status: 'pending', scope: 'public' })
    expect(await db.outbox.get('b')).toMatchObject({ attempts: 2, nextAttemptAt: 9, scope: 'agent' })
    // The new index works on upgraded rows.
    expect((await db.outbox.where('scope').equals('agent').toArray()).map((e) => e.id)).toEqual(['b'])
    expect(await db.rates.get('ON')).toEqual({
      key: 'ON',
      rows: [{ term: '5 year' }],
      ratesDate: '2025-06-01',
      fetchedAt: 5,
    })
    expect(await db.chatMessages.where('sessionId').equals('s1').count()).toBe(1)
    expect((await db.syncMeta.get('outbox:lastSyncAt'))?.value).toBe(42)
  })

  it('a fresh database opens at version 2 with every table', async () => {
    const db = track(new DeviceDb(uniqueName()))
    await db.open()
    expect(db.tables.map((t) => t.name).sort()).toEqual(
      [
        'agents',
        'blogList',
        'calculatorScenarios',
        'chatMessages',
        'chatSessions',
        'leadsCache',
        'lenders',
        'outbox',
        'rates',
        'services',
        'syncMeta',
        'testimonials',
      ].sort(),
    )
  })
})

describe('openDeviceDb', () => {
  it('opens the database when IndexedDB works', async () => {
    const db = await openDeviceDb({ name: uniqueName() })
    expect(db).toBeInstanceOf(DeviceDb)
    if (db) track(db)
    expect(db?.isOpen()).toBe(true)
  })

  it('awaits beforeOpen after setting up the schema and before opening (the app yields a task there)', async () => {
    const opens: string[] = []
    const counting = {
      open: (...args: Parameters<IDBFactory['open']>) => {
        opens.push(args[0])
        return indexedDB.open(...args)
      },
      deleteDatabase: indexedDB.deleteDatabase.bind(indexedDB),
      cmp: indexedDB.cmp.bind(indexedDB),
      databases: indexedDB.databases.bind(indexedDB),
    } as unknown as IDBFactory
    let opensBefore = -1
    let release: () => void = () => undefined
    const beforeOpen = vi.fn(() => {
      opensBefore = opens.length
      return new Promise<void>((resolve) => (release = resolve))
    })
    const name = uniqueName()
    const pending = openDeviceDb({ name, indexedDB: counting, beforeOpen })
    await vi.waitFor(() => expect(beforeOpen).toHaveBeenCalledTimes(1))
    expect(opensBefore).toBe(0)
    expect(opens).toEqual([])
    release()
    const db = await pending
    if (db) track(db)
    expect(opens).toEqual([name])
    expect(db?.isOpen()).toBe(true)
  })

  it('returns null when opening throws (private browsing)', async () => {
    const onUnavailable = vi.fn()
    const throwing = {
      open() {
        throw new DOMException(
          'A mutation operation was attempted on a database that did not allow mutations.',
          'InvalidStateError',
        )
      },
      deleteDatabase: indexedDB.deleteDatabase.bind(indexedDB),
      cmp: indexedDB.cmp.bind(indexedDB),
      databases: indexedDB.databases.bind(indexedDB),
    } as unknown as IDBFactory
    expect(await openDeviceDb({ name: uniqueName(), indexedDB: throwing, onUnavailable })).toBeNull()
    expect(onUnavailable).toHaveBeenCalledTimes(1)
  })

  it('returns null when the open request fails asynchronously', async () => {
    const failing = {
      open() {
        const request = { error: new DOMException('private mode', 'InvalidStateError') } as unknown as IDBOpenDBRequest
        setTimeout(() => {
          const onerror = (request as unknown as { onerror?: (ev: unknown) => void }).onerror
          onerror?.({ target: request, preventDefault() {}, stopPropagation() {} })
        }, 0)
        return request
      },
      deleteDatabase: indexedDB.deleteDatabase.bind(indexedDB),
      cmp: indexedDB.cmp.bind(indexedDB),
      databases: indexedDB.databases.bind(indexedDB),
    } as unknown as IDBFactory
    expect(await openDeviceDb({ name: uniqueName(), indexedDB: failing })).toBeNull()
  })

  it('returns null when there is no IndexedDB at all', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const onUnavailable = vi.fn()
    expect(await openDeviceDb({ name: uniqueName(), onUnavailable })).toBeNull()
    expect(onUnavailable).toHaveBeenCalled()
  })
})

describe('withDb', () => {
  it('reopens a dropped connection once and retries', async () => {
    const db = track(new DeviceDb(uniqueName()))
    await db.outbox.add(entry('x', 'quote'))
    db.close() // closes and disables auto-open, as a dropped connection would leave it
    await expect(db.outbox.get('x')).rejects.toMatchObject({ name: 'DatabaseClosedError' })
    const fn = vi.fn((d: DeviceDb) => d.outbox.get('x'))
    const result = await withDb(db, fn)
    expect(result?.id).toBe('x')
    expect(fn).toHaveBeenCalledTimes(2)
    expect(db.isOpen()).toBe(true)
  })

  it('retries only once', async () => {
    const db = track(new DeviceDb(uniqueName()))
    await db.open()
    const fn = vi.fn(async () => {
      throw new Dexie.InvalidStateError('gone')
    })
    await expect(withDb(db, fn)).rejects.toMatchObject({ name: 'InvalidStateError' })
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('does not retry other errors', async () => {
    const db = track(new DeviceDb(uniqueName()))
    await db.outbox.add(entry('dup', 'quote'))
    const fn = vi.fn((d: DeviceDb) => d.outbox.add(entry('dup', 'quote')))
    await expect(withDb(db, fn)).rejects.toMatchObject({ name: 'ConstraintError' })
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('recognises wrapped and iOS connection errors', () => {
    expect(
      isConnectionLost({
        name: 'UnknownError',
        message: 'Connection to Indexed Database server lost. Refresh the page to try again',
      }),
    ).toBe(true)
    expect(isConnectionLost({ name: 'AbortError', inner: { name: 'InvalidStateError' } })).toBe(true)
    expect(isConnectionLost({ name: 'UnknownError', message: 'disk full' })).toBe(false)
    expect(isConnectionLost(new Error('x'))).toBe(false)
  })
})

describe('clearPersonalData', () => {
  it('removes agent leads, agent mutations and agent cursors, and keeps public data', async () => {
    const db = track(new DeviceDb(uniqueName()))
    await db.leadsCache.bulkAdd([
      { id: 'l1', data: { client_name: 'A' }, status: 'new', version: 1, createdAt: 1, updatedAt: 1 },
      { id: 'l2', data: { client_name: 'B' }, status: 'funded', version: 3, createdAt: 1, updatedAt: 2 },
    ])
    await db.outbox.bulkAdd([
      entry('pub', 'contact'),
      entry('mut1', 'lead-status'),
      entry('mut2', 'lead-status', { status: 'sent' }),
    ])
    await db.syncMeta.bulkAdd([
      { key: SYNC_META_KEYS.agentLeadsCursor, value: 'c-17', updatedAt: 1 },
      { key: SYNC_META_KEYS.agentLeadsSyncedAt, value: 5, updatedAt: 1 },
      { key: SYNC_META_KEYS.lastSyncAt, value: 99, updatedAt: 1 },
    ])
    await db.rates.add({ key: 'all', rows: [], ratesDate: null, fetchedAt: 1 })

    expect(await countUnsentAgentEntries(db)).toBe(1)
    await clearPersonalData(db)

    expect(await db.leadsCache.count()).toBe(0)
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual(['pub'])
    expect((await db.syncMeta.toArray()).map((r) => r.key)).toEqual([SYNC_META_KEYS.lastSyncAt])
    expect(await db.rates.count()).toBe(1)
    expect(await countUnsentAgentEntries(db)).toBe(0)
  })
})
