// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type OutboxEntry, SYNC_META_KEYS } from './db'
import { testDeviceDbs } from './test-device-db'
import { useOutboxStatus } from './use-outbox'

const makeDb = testDeviceDbs('hook-test').create

let onLine = true
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => onLine })

afterEach(() => {
  onLine = true
})

function entry(id: string, status: OutboxEntry['status']): OutboxEntry {
  return {
    id,
    kind: 'newsletter',
    scope: 'public',
    payload: {},
    status,
    attempts: 0,
    createdAt: 1,
    updatedAt: 1,
    nextAttemptAt: 1,
  }
}

describe('useOutboxStatus', () => {
  it('follows the queue live: pending, sending, needing attention, last sync', async () => {
    const db = makeDb()
    await db.outbox.bulkAdd([entry('a', 'pending'), entry('b', 'retry')])
    const { result } = renderHook(() => useOutboxStatus(db))
    await waitFor(() => expect(result.current).toMatchObject({ pending: 2, sending: 0, rejected: 0, lastSyncAt: null }))
    expect(result.current.available).toBe(true)

    await act(async () => {
      await db.outbox.update('a', { status: 'sending' })
      await db.outbox.add(entry('c', 'rejected'))
      await db.outbox.add(entry('d', 'conflict'))
      await db.syncMeta.put({ key: SYNC_META_KEYS.lastSyncAt, value: 1234, updatedAt: 1234 })
    })
    await waitFor(() => expect(result.current).toMatchObject({ pending: 1, sending: 1, rejected: 2, lastSyncAt: 1234 }))

    // A stuck entry stays visible.
    await act(async () => {
      await db.outbox.update('a', { status: 'sent' })
    })
    await waitFor(() => expect(result.current).toMatchObject({ pending: 1, sending: 0, rejected: 2 }))
  })

  it('follows online and offline events', async () => {
    const db = makeDb()
    const { result } = renderHook(() => useOutboxStatus(db))
    expect(result.current.online).toBe(true)
    act(() => {
      onLine = false
      window.dispatchEvent(new Event('offline'))
    })
    expect(result.current.online).toBe(false)
    act(() => {
      onLine = true
      window.dispatchEvent(new Event('online'))
    })
    expect(result.current.online).toBe(true)
  })

  it('reports an unavailable database (private mode) with empty counts', () => {
    const { result } = renderHook(() => useOutboxStatus(null))
    expect(result.current).toEqual({
      available: false,
      online: true,
      pending: 0,
      sending: 0,
      rejected: 0,
      lastSyncAt: null,
    })
  })

  it('keeps the same object while nothing changes', async () => {
    const db = makeDb()
    await db.outbox.add(entry('a', 'pending'))
    const { result, rerender } = renderHook(() => useOutboxStatus(db))
    await waitFor(() => expect(result.current.pending).toBe(1))
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })
})
