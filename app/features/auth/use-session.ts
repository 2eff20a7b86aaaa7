import { useEffect, useSyncExternalStore } from 'react'
import { session } from './browser-session'
import type { AuthEvent, SessionSnapshot } from './session'

/** The current session: `{ status: 'loading' | 'signed-out' }` or `{ status: 'signed-in', user, mfa }`. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
}

/** Runs `fn` on each later session event (SIGNED_OUT, TOKEN_REFRESHED, ...). */
export function useAuthEvent(fn: (event: AuthEvent, snapshot: SessionSnapshot) => void) {
  useEffect(() => session.onAuthStateChange(fn), [fn])
}
