/**
 * The service-worker update flow, framework-free (docs/decisions/013-pwa-and-caching.md).
 *
 *   idle ──'waiting'──▶ available ──reload()──▶ (outbox empty?) ──yes──▶ activating ──'controlling'──▶ reload
 *                                                     │ no
 *                                                     ▼
 *                                                  blocked ──(unsent reaches 0)──▶ activating …
 *
 * The one rule: the page NEVER reloads while the outbox holds unsent entries (pending, retry or
 * sending). It reloads only when the visitor asked for it, and once they asked it reloads by
 * itself as soon as the outbox is empty. A new worker activated by another tab does not
 * reload this one either: the prompt stays, and the next click reloads directly.
 */

/** The part of workbox-window's Workbox used here (a fake in tests). */
export interface WorkboxLike {
  addEventListener(
    type: 'waiting' | 'controlling',
    listener: (event: { isExternal?: boolean; isUpdate?: boolean }) => void,
  ): void
  removeEventListener(
    type: 'waiting' | 'controlling',
    listener: (event: { isExternal?: boolean; isUpdate?: boolean }) => void,
  ): void
  messageSkipWaiting(): void
}

export type UpdatePhase =
  /** Nothing to show. */
  | 'idle'
  /** 'A new version is available' [Reload]. */
  | 'available'
  /** The visitor asked; submissions are still waiting to be sent. */
  | 'blocked'
  /** SKIP_WAITING sent; the page reloads when the new worker controls it. */
  | 'activating'

export interface UpdateState {
  phase: UpdatePhase
  /** Unsent outbox entries when blocked (0 otherwise). */
  unsent: number
}

export interface UpdateControllerDeps {
  workbox: WorkboxLike
  /** Pending + retry + sending entries in the outbox (0 when there is no outbox). */
  countUnsent: () => Promise<number>
  /** Calls `listener` with the new count whenever the outbox changes (in any tab). */
  watchUnsent: (listener: (unsent: number) => void) => () => void
  reload: () => void
  /** If 'controlling' never comes after SKIP_WAITING (the waiting worker vanished), reload anyway after this long. Default 10 s. */
  activationTimeoutMs?: number
  setTimeout?: (handler: () => void, ms: number) => unknown
  clearTimeout?: (id: unknown) => void
}

export interface UpdateController {
  getState(): UpdateState
  subscribe(listener: () => void): () => void
  /** The visitor pressed Reload. */
  requestReload(): Promise<void>
  /** The visitor pressed Later: hide until the next update. */
  dismiss(): void
  dispose(): void
}

export function createUpdateController(deps: UpdateControllerDeps): UpdateController {
  const { workbox } = deps
  const setTimer = deps.setTimeout ?? ((handler: () => void, ms: number) => globalThis.setTimeout(handler, ms))
  const clearTimer =
    deps.clearTimeout ?? ((id: unknown) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>))
  const activationTimeoutMs = deps.activationTimeoutMs ?? 10_000

  let state: UpdateState = { phase: 'idle', unsent: 0 }
  const listeners = new Set<() => void>()
  /** A new worker is installed and waiting (ours or found by another tab). */
  let hasWaiting = false
  /** A new worker took control without this page reloading (another tab activated it). */
  let staleControl = false
  /** The visitor pressed Reload (and did not dismiss since). */
  let requested = false
  let stopWatching: (() => void) | null = null
  let activationTimer: unknown
  let reloaded = false

  function set(next: UpdateState) {
    if (next.phase === state.phase && next.unsent === state.unsent) return
    state = next
    for (const listener of listeners) listener()
  }

  function doReload() {
    if (reloaded) return
    reloaded = true
    stopWatching?.()
    stopWatching = null
    deps.reload()
  }

  function unwatch() {
    stopWatching?.()
    stopWatching = null
  }

  /** The outbox is empty: activate the new worker, or reload straight away if it already controls. */
  function proceed() {
    unwatch()
    if (hasWaiting) {
      set({ phase: 'activating', unsent: 0 })
      workbox.messageSkipWaiting()
      clearTimer(activationTimer)
      activationTimer = setTimer(() => void reloadIfStillEmpty(), activationTimeoutMs)
    } else if (staleControl) {
      set({ phase: 'activating', unsent: 0 })
      doReload()
    } else {
      // Nothing to update to any more.
      requested = false
      set({ phase: 'idle', unsent: 0 })
    }
  }

  function block(unsent: number) {
    set({ phase: 'blocked', unsent })
    if (stopWatching) return
    stopWatching = deps.watchUnsent((count) => {
      if (!requested) return
      if (count > 0) set({ phase: 'blocked', unsent: count })
      else proceed()
    })
  }

  async function reloadIfStillEmpty() {
    // Last check right before reloading: a submission may have been queued meanwhile.
    const unsent = await safeCount()
    if (!requested) return
    if (unsent > 0) block(unsent)
    else doReload()
  }

  async function safeCount() {
    try {
      return await deps.countUnsent()
    } catch {
      // Unknown is treated as "maybe unsent": never reload on a guess.
      return Number.POSITIVE_INFINITY
    }
  }

  const onWaiting = () => {
    hasWaiting = true
    if (!requested) set({ phase: 'available', unsent: 0 })
  }

  const onControlling = (event: { isExternal?: boolean; isUpdate?: boolean }) => {
    // The first install claims the page (clientsClaim): not an update, nothing to do.
    if (event.isUpdate === false && !hasWaiting && !requested) return
    hasWaiting = false
    staleControl = true
    clearTimer(activationTimer)
    if (requested) {
      void reloadIfStillEmpty()
    } else {
      // Activated from another tab: this page runs old code under the new worker. Offer the
      // reload; never force it.
      set({ phase: 'available', unsent: 0 })
    }
  }

  workbox.addEventListener('waiting', onWaiting)
  workbox.addEventListener('controlling', onControlling)

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    async requestReload() {
      if (state.phase === 'activating') return
      requested = true
      const unsent = await safeCount()
      if (!requested) return
      if (unsent > 0) block(unsent)
      else proceed()
    },
    dismiss() {
      requested = false
      unwatch()
      clearTimer(activationTimer)
      set({ phase: 'idle', unsent: 0 })
    },
    dispose() {
      unwatch()
      clearTimer(activationTimer)
      listeners.clear()
      workbox.removeEventListener('waiting', onWaiting)
      workbox.removeEventListener('controlling', onControlling)
    },
  }
}
