import { useSyncExternalStore } from 'react'
import type { UpdateController, UpdateState } from './update-controller'

/**
 * Hand-over point between the lazily started service-worker registration (start-pwa.ts)
 * and the update prompt mounted in the root layout.
 */

let controller: UpdateController | null = null
let unsubscribeController: (() => void) | null = null
const listeners = new Set<() => void>()
const IDLE: UpdateState = { phase: 'idle', unsent: 0 }

function emit() {
  for (const listener of listeners) listener()
}

export function setUpdateController(next: UpdateController | null) {
  unsubscribeController?.()
  controller = next
  unsubscribeController = next ? next.subscribe(emit) : null
  emit()
}

export function getUpdateController(): UpdateController | null {
  return controller
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function getSnapshot(): UpdateState {
  return controller?.getState() ?? IDLE
}

/** The update prompt's state; 'idle' until the service worker is registered. */
export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribe, getSnapshot, () => IDLE)
}
