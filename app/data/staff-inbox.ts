/**
 * The inbox behind the bell (API in shared/schemas/staff-notifications.ts): read from the server
 * and kept on the device under the signed-in user's prefix (signing out clears it), so the list
 * shows offline. Marking read goes through the device outbox (kind `inbox-read`): sent once when
 * the device is online again, and shown read at once, the queued reads applied over every copy.
 */
import { queryOptions } from '@tanstack/react-query'
import { authedApi, unwrap } from '#app/lib/api-client.ts'
import { loadDeviceDb } from '#app/lib/device-db.ts'
import { whenIdle } from '#app/lib/idle.ts'
import { withDb } from '#app/lib/with-db.ts'
import type { OutboxEntry } from '#app/offline/db.ts'
import type { MarkReadInput, StaffInbox, StaffNotification } from '#shared/schemas/staff-notifications.ts'

const inboxApi = authedApi['staff-notifications']

/** The inbox as the bell shows it: `offline` when it is the device's copy. */
export type InboxView = StaffInbox & { offline: boolean }

export const inboxKeys = { all: ['staff-inbox'] as const, of: (userId: string) => ['staff-inbox', userId] as const }

const UNSENT: readonly OutboxEntry['status'][] = ['pending', 'sending', 'retry']

/** Whether a read request covers this notification. */
export function readCovers(read: MarkReadInput, n: Pick<StaffNotification, 'id' | 'createdAt'>): boolean {
  if ('ids' in read) return read.ids.includes(n.id)
  return read.until === undefined || Date.parse(n.createdAt) <= Date.parse(read.until)
}

/** The inbox with reads not yet on the server applied: those items read, the count lowered. */
export function applyReads(inbox: StaffInbox, reads: readonly MarkReadInput[], at: string): StaffInbox {
  let unread = inbox.unread
  const notifications = inbox.notifications.map((n) => {
    if (n.readAt !== null || !reads.some((r) => readCovers(r, n))) return n
    unread--
    return { ...n, readAt: at }
  })
  return { notifications, unread: Math.max(0, unread) }
}

type DeviceCopy = { userId: string; inbox: StaffInbox }

async function copyKey(): Promise<string> {
  return `${(await import('#app/offline/db.ts')).AGENT_SYNC_PREFIX}inbox`
}

async function device() {
  return loadDeviceDb().catch(() => null)
}

async function pendingReads(): Promise<MarkReadInput[]> {
  const db = await device()
  if (!db) return []
  const entries = await withDb(db, (d) => d.outbox.where('kind').equals('inbox-read').toArray()).catch(() => [])
  return entries.filter((e) => UNSENT.includes(e.status)).map((e) => e.payload as MarkReadInput)
}

/** The page's first inbox read, once the page's own first load is done (`readInbox`). */
let firstRead: Promise<void> | null = null

/**
 * The server's inbox, kept on the device; without a connection (or when the server cannot be
 * reached) the device's copy of the same user's. No copy either: the failure.
 */
export async function readInbox(userId: string): Promise<InboxView> {
  // The bell's first read (and the device database it opens) waits for the screen's first load
  // and an idle moment (at most 2 s): beside a cold open's first rows it slowed their answer and
  // their render (decision 260). Later reads go at once.
  firstRead ??= whenIdle()
  await firstRead
  const db = await device()
  const key = await copyKey()
  // The reads queued before asking the server are applied too: one the outbox delivers while the
  // server's answer is on its way is no longer queued by the end, yet that answer may predate it.
  const queuedBefore = await pendingReads()
  let view: InboxView
  try {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new TypeError('Offline')
    const inbox = await unwrap(await inboxApi.$get())
    if (db) {
      const value: DeviceCopy = { userId, inbox }
      await withDb(db, (d) => d.syncMeta.put({ key, value, updatedAt: Date.now() })).catch(() => undefined)
    }
    view = { ...inbox, offline: false }
  } catch (error) {
    const row = db ? await withDb(db, (d) => d.syncMeta.get(key)).catch(() => undefined) : undefined
    const copy = row?.value as DeviceCopy | undefined
    if (!copy || copy.userId !== userId) throw error
    view = { ...copy.inbox, offline: true }
  }
  const reads = [...queuedBefore, ...(await pendingReads())]
  return { ...applyReads(view, reads, new Date().toISOString()), offline: view.offline }
}

export const inboxQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: inboxKeys.of(userId),
    queryFn: () => readInbox(userId),
    // The badge keeps up while the dashboard is open; a push or focus brings it sooner.
    refetchInterval: 60_000,
    staleTime: 15_000,
    // Offline it still runs: the device's copy is the answer then.
    networkMode: 'always',
  })

/** Queues the read on the device (sent once, when online); without a device database, sends it. */
export async function markInboxRead(read: MarkReadInput): Promise<void> {
  const client = await import('#app/offline/client.ts').then(
    (m) => m.getOfflineClient(),
    () => null,
  )
  if (client) {
    await client.outbox.enqueue('inbox-read', read)
    return
  }
  await unwrap(await inboxApi.read.$post({ json: read }))
}
