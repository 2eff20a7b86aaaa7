/**
 * Starts the offline machinery after the first render (app/main.tsx imports this module
 * lazily, once the page is idle): the outbox's flush scheduler, the Background Sync bonus and
 * the service worker with its update prompt. See docs/decisions/013-pwa-and-caching.md.
 */
import { liveQuery } from 'dexie'
import type { Workbox } from 'workbox-window'
import { getOfflineClient, type OfflineClient } from '#app/offline/client.ts'
import { FLUSH_OUTBOX_MESSAGE, readOutboxCounts, type SchedulerWindow } from '#app/offline/outbox.ts'
import { setUpdateController } from './runtime'
import { createUpdateController } from './update-controller'

/** How often an open app asks the server for a new service worker. */
const UPDATE_CHECK_EVERY_MS = 60 * 60_000
/** A return to the app checks again at most this often (iOS home-screen apps rarely restart). */
const UPDATE_CHECK_ON_VISIBLE_MS = 15 * 60_000

let started: Promise<void> | null = null

/** Idempotent: the first call starts everything. */
export function startPwa(): Promise<void> {
  started ??= start()
  return started
}

async function start() {
  const client = await getOfflineClient().catch(() => null)
  if (client) {
    // Flushes on start, on `online`, on visibility, after each entry, on the backoff timer
    // and on the service worker's 'flush-outbox' message (app/offline/outbox.ts).
    // (The cast: TypeScript's DOM types lack ServiceWorkerRegistration.sync.)
    client.outbox.scheduleFlushes({ window: window as unknown as SchedulerWindow, document })
    void registerSyncIfQueued(client)
  }
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    await registerServiceWorker(client).catch((error: unknown) =>
      console.warn('[pwa] service worker registration failed', error),
    )
  }
}

function unsentOf(counts: { pending: number; sending: number }) {
  return counts.pending + counts.sending
}

/** Entries left from an earlier visit: ask for a `sync` event too (Chromium only). */
async function registerSyncIfQueued(client: OfflineClient) {
  try {
    const counts = await client.outbox.counts()
    if (counts.pending === 0 || !('serviceWorker' in navigator)) return
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> }
    }
    await registration.sync?.register(FLUSH_OUTBOX_MESSAGE)
  } catch {
    // Background Sync is a bonus; the page flushes anyway.
  }
}

async function registerServiceWorker(client: OfflineClient | null) {
  const { Workbox } = await import('workbox-window')
  const wb: Workbox = new Workbox('/sw.js', { scope: '/' })

  const controller = createUpdateController({
    workbox: wb,
    countUnsent: async () => (client ? unsentOf(await client.outbox.counts()) : 0),
    watchUnsent: (listener) => {
      if (!client) return () => undefined
      // liveQuery follows changes made by every tab (Dexie broadcasts them).
      const subscription = liveQuery(() => readOutboxCounts(client.db)).subscribe({
        next: (counts) => listener(unsentOf(counts)),
        error: () => undefined,
      })
      return () => subscription.unsubscribe()
    },
    reload: () => window.location.reload(),
  })
  setUpdateController(controller)

  await wb.register({ immediate: true })

  let lastCheck = Date.now()
  const check = () => {
    lastCheck = Date.now()
    wb.update().catch(() => undefined)
  }
  window.setInterval(check, UPDATE_CHECK_EVERY_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > UPDATE_CHECK_ON_VISIBLE_MS) check()
  })
}
