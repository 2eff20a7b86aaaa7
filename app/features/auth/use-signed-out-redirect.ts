import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAuthEvent } from './use-session'

/**
 * Inside a signed-in area: when the session ends (another tab signed out, the refresh token
 * was revoked), leave for /auth at once, keeping where we were.
 */
export function useSignedOutRedirect() {
  const router = useRouter()
  useAuthEvent(
    useCallback(
      (event) => {
        if (event !== 'SIGNED_OUT') return
        const here = router.state.location.href
        void router.navigate({ to: '/auth', search: { redirect: here }, replace: true })
      },
      [router],
    ),
  )
}
