import { useEffect, useSyncExternalStore } from 'react'
import { session } from './browser-session'
import type { AuthEvent, SessionSnapshot } from './session'

/** What the prerendered HTML shows (and what hydration must match): the session is not known yet. */
const PRERENDERED: SessionSnapshot = { status: 'loading' }
const prerendered = () => PRERENDERED

/** The current session: `{ status: 'loading' | 'signed-out' }` or `{ status: 'signed-in', user, mfa }`. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, prerendered)
}

/** Runs `fn` on each later session event (SIGNED_OUT, TOKEN_REFRESHED, ...). */
export function useAuthEvent(fn: (event: AuthEvent, snapshot: SessionSnapshot) => void) {
  useEffect(() => session.onAuthStateChange(fn), [fn])
}
