import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { ensureSession } from './browser-session'
import { AUTH_MESSAGES } from './messages'
import { needsSecondStep, type SessionUser } from './session'
import { AREA_ROLES } from './targets'

/**
 * `beforeLoad` of a signed-in area. Not signed in → /auth (keeping `?redirect=`); wrong role
 * → / with 'Access denied'; a staff member with a verified factor who has not passed the
 * second step → /auth for the code. Returns the user for the route context.
 */
export async function requireArea(
  area: keyof typeof AREA_ROLES,
  { location, preload }: { location: ParsedLocation; preload?: boolean },
): Promise<{ user: SessionUser }> {
  const snap = await ensureSession()
  if (snap.status !== 'signed-in') throw redirect({ to: '/auth', search: { redirect: location.href } })
  if (!(AREA_ROLES[area] as readonly string[]).includes(snap.user.role)) {
    // Preloads (hovering a link) must not toast; the id keeps a double run to one toast. The
    // toaster is loaded lazily (it is not part of the initial bundle).
    if (!preload)
      void import('#app/components/ui/toaster.tsx').then(({ toaster }) =>
        toaster.error({ id: 'access-denied', title: AUTH_MESSAGES.accessDenied }),
      )
    throw redirect({ to: '/' })
  }
  // The server refuses an aal1 session of a user with a verified factor (step-up required).
  if (needsSecondStep(snap)) throw redirect({ to: '/auth', search: { redirect: location.href } })
  return { user: snap.user }
}
