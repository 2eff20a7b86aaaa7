import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAuthEvent } from './use-session'

let navigatingHimself = false

/** For Logout in this tab: the caller chooses where to go, the area does not send it to /auth. */
export async function whileLeavingOnPurpose<T>(fn: () => Promise<T>): Promise<T> {
  navigatingHimself = true
  try {
    return await fn()
  } finally {
    navigatingHimself = false
  }
}

/**
 * Inside a signed-in area: when the session ends elsewhere (another tab signed out, the refresh
 * token was revoked), leave for /auth at once, keeping where we were.
 */
export function useSignedOutRedirect() {
  const router = useRouter()
  useAuthEvent(
    useCallback(
      (event) => {
        if (event !== 'SIGNED_OUT' || navigatingHimself) return
        const here = router.state.location.href
        void router.navigate({ to: '/auth', search: { redirect: here }, replace: true })
      },
      [router],
    ),
  )
}
