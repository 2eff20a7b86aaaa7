/**
 * A cold open at the admin's Leads tab (list or board): its first read leaves the moment the
 * session's silent refresh has the access token, rather than after the router's guard, the route's
 * match and its chunk (docs/decisions/244). The entry (app/main.tsx) loads this beside the session
 * module; the route's own start (super-admin.leads.tsx) then finds the read in flight, under the
 * same key, and takes it.
 *
 * The same security as the guard: the read goes out with the refreshed access token, and only
 * when the restored session would pass the area's guard (signed in, a super admin, no second step
 * owed); otherwise nothing is read and the guard redirects as it always did. The URL's view is
 * read by the router's own search parser and checked by the page's own contract.
 *
 * The file's name makes it a staff chunk (vite.config.ts' isStaffChunk: no preload list in the
 * entry) and the precache leaves it and its imports out, as the staff routes (decision 062).
 */
import { defaultParseSearch } from '@tanstack/react-router'
import { dropShellRead, startLeadsReadWhenAdmitted } from '#app/data/leads-admin-early-read.ts'
import { queryClient } from '#app/lib/query-client.ts'
import { ensureSession } from './browser-session'
import { passesGuard } from './session'
import { AREA_ROLES } from './targets'

/** Resolves whether the read started. */
export function startFirstLeadsRead(): Promise<boolean> {
  return startLeadsReadWhenAdmitted(
    queryClient,
    defaultParseSearch(location.search),
    ensureSession().then((snap) => passesGuard(snap, AREA_ROLES['/super-admin'])),
  ).finally(
    // The shell's read of the plain view (decision 269) is this load's only: a read it did not
    // take now (another view, or not admitted) is never shown later.
    dropShellRead,
  )
}
