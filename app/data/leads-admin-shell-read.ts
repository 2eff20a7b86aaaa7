/**
 * The Leads tab's plain view read by the SPA shell's first script (app/features/auth/early-refresh.ts,
 * decision 269): at `/super-admin/leads` with no filter in the URL, the script sends the view's read
 * with the refreshed token the moment the session's refresh answers, and leaves the answer under a
 * page-global property; the route's read takes it once, under the view's own key
 * (leads-admin-early-read.ts). Its own small module, so the session's chunk carries none of it.
 */
import { createApiClient } from '#app/lib/api-client.ts'

/** The page-global property the shell's script leaves the read under. */
export const SHELL_READ_GLOBAL = '__earlyLeadsRead'

/** Where the plain view is read: the typed client's own addresses (list, board). */
export function leadsReadPaths(): { list: string; board: string } {
  const leads = createApiClient({ baseUrl: 'http://localhost/api' }).admin.leads
  return { list: new URL(leads.$url()).pathname, board: new URL(leads.board.$url()).pathname }
}

/** What the build passes to the shell's script (`earlyRefreshScript`). */
export const shellRead = () => ({ global: SHELL_READ_GLOBAL, ...leadsReadPaths() })

/**
 * The shell's read, once, when it read `path` (the address the page would read): resolves with
 * its response, or null when the script did not send it (the refresh failed, or the session would
 * not pass the guard). Later calls, and another address, get null: the page reads the view itself.
 */
export function takeShellRead(path: string): Promise<Response | null> | null {
  const g = globalThis as unknown as Record<string, unknown>
  const early = g[SHELL_READ_GLOBAL] as { path?: unknown; response?: unknown } | undefined
  if (!early || early.path !== path || !(early.response instanceof Promise)) return null
  delete g[SHELL_READ_GLOBAL]
  return early.response as Promise<Response | null>
}

/** Drops the shell's read if nothing took it (the entry's first read settled without it). */
export function dropShellRead(): void {
  delete (globalThis as unknown as Record<string, unknown>)[SHELL_READ_GLOBAL]
}
