import { liveQuery } from 'dexie'
import { useMemo, useSyncExternalStore } from 'react'
import type { DeviceDb } from './db'
import { readLastSyncAt, readOutboxCounts } from './outbox'

/**
 * Outbox status for the UI ("3 waiting to send · last synced 10:42", "needs attention").
 * Reactive across tabs through Dexie's liveQuery, read with useSyncExternalStore.
 * `db` is null when IndexedDB is unavailable (private mode): `available` is then false so
 * the UI can show its online-only notice.
 */
export interface OutboxStatus {
  available: boolean
  online: boolean
  pending: number
  sending: number
  /** Needing attention: rejected or conflicting entries. */
  rejected: number
  lastSyncAt: number | null
}

interface QueueSnapshot {
  pending: number
  sending: number
  rejected: number
  lastSyncAt: number | null
}

const EMPTY: QueueSnapshot = { pending: 0, sending: 0, rejected: 0, lastSyncAt: null }

interface Store<T> {
  subscribe(onStoreChange: () => void): () => void
  getSnapshot(): T
}

function sameSnapshot(a: QueueSnapshot, b: QueueSnapshot) {
  return (
    a.pending === b.pending && a.sending === b.sending && a.rejected === b.rejected && a.lastSyncAt === b.lastSyncAt
  )
}

/** A store over the outbox tables; the snapshot object changes only when a value does. */
export function createOutboxStatusStore(db: DeviceDb | null): Store<QueueSnapshot> {
  let snapshot = EMPTY
  return {
    subscribe(onStoreChange) {
      if (!db) return () => undefined
      const subscription = liveQuery(() =>
        db.transaction('r', db.outbox, db.syncMeta, async () => {
          const counts = await readOutboxCounts(db)
          const lastSyncAt = await readLastSyncAt(db)
          return { pending: counts.pending, sending: counts.sending, rejected: counts.rejected, lastSyncAt }
        }),
      ).subscribe({
        next(value) {
          if (sameSnapshot(value, snapshot)) return
          snapshot = value
          onStoreChange()
        },
        error() {
          // Keep the last snapshot; the next change will query again.
        },
      })
      return () => subscription.unsubscribe()
    },
    getSnapshot: () => snapshot,
  }
}

function subscribeOnline(onStoreChange: () => void) {
  if (typeof window === 'undefined') return () => undefined
  window.addEventListener('online', onStoreChange)
  window.addEventListener('offline', onStoreChange)
  return () => {
    window.removeEventListener('online', onStoreChange)
    window.removeEventListener('offline', onStoreChange)
  }
}

function getOnline() {
  return typeof navigator === 'undefined' ? true : navigator.onLine
}

const getServerOnline = () => true
const getServerQueue = () => EMPTY

export function useOutboxStatus(db: DeviceDb | null): OutboxStatus {
  const store = useMemo(() => createOutboxStatusStore(db), [db])
  const queue = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerQueue)
  const online = useSyncExternalStore(subscribeOnline, getOnline, getServerOnline)
  return useMemo(() => ({ available: db !== null, online, ...queue }), [db, online, queue])
}
