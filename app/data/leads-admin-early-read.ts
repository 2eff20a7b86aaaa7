/**
 * The Leads tab's early read: it asks exactly what the screen asks (the same query keys), so the
 * screen shows that answer: the page of rows for the list, each stage's count, amount and first
 * cards for the board (docs/decisions/228). Started twice, the second start takes the first's
 * request (TanStack Query shares a fetch in flight under one key, and the answer stays fresh 3 s):
 *
 * - by the entry of a cold open at the Leads tab (app/features/auth/super-admin-first-read.ts), the
 *   moment the session's refresh has the access token and the session would pass the area's
 *   guard (docs/decisions/244), before the router's guard and match;
 * - by the route's `beforeLoad`, once the area's guard has passed (docs/decisions/216, 234):
 *   a move to the tab from another one, or an entry whose read could not start.
 *
 * A plain open (no filter in the URL, the usual one) is the empty view, read at once; a URL with
 * filters first loads the shared contract that checks them (leads-admin-view-of-search.ts, with
 * zod), as the page does.
 */
import type { QueryClient } from '@tanstack/react-query'
import { unwrap } from '#app/lib/api-client.ts'
import type { AdminLeadsFilter, AdminLeadsQuery } from '#shared/schemas/admin-leads.ts'
import { adminLeadBoardQueryOptions, adminLeadsQueryOptions, startViewRead } from './leads-admin'
import { leadsReadPaths, takeShellRead } from './leads-admin-shell-read'

export { dropShellRead } from './leads-admin-shell-read'

/** Search params that are not part of a view: the layout, and the lead a notification opens. */
const NOT_VIEW = new Set(['layout', 'lead'])

/** A started read of the view in `search` (the router's parsed search), once its checks are loaded. */
export type LeadsRead = (queryClient: QueryClient) => void

/** The read of the view in `search`, ready to start: at once for a plain open, else once its checks load. */
export function leadsReadOf(search: Record<string, unknown>): Promise<LeadsRead> {
  const plain = Object.entries(search).every(([key, value]) => NOT_VIEW.has(key) || value === undefined || value === '')
  if (plain) return Promise.resolve((queryClient) => read(queryClient, {}, {}, search, true))
  return import('./leads-admin-view-of-search').then(({ leadsViewOf, boardFilterOf }) => {
    const view = leadsViewOf(search)
    return (queryClient) => read(queryClient, view, boardFilterOf(view), search)
  })
}

/** The route's start: the read leaves once its checks are loaded (at once for a plain open). */
export function startLeadsRead(queryClient: QueryClient, search: Record<string, unknown>): Promise<void> {
  return leadsReadOf(search).then((start) => start(queryClient))
}

/**
 * The entry's start: the view's checks load while the session is being restored, and the read
 * leaves as soon as `admitted` (the session, restored) says the area's guard will let it in; a
 * session that is signed out, of another role or short of its second step reads nothing (the
 * guard redirects, as it always did). Resolves whether it started.
 */
export async function startLeadsReadWhenAdmitted(
  queryClient: QueryClient,
  search: Record<string, unknown>,
  admitted: Promise<boolean>,
): Promise<boolean> {
  const [start, yes] = await Promise.all([leadsReadOf(search), admitted])
  if (yes) start(queryClient)
  return yes
}

function read(
  queryClient: QueryClient,
  view: AdminLeadsQuery,
  filter: AdminLeadsFilter,
  search: Record<string, unknown>,
  plain = false,
) {
  // The layout as the page reads it (layoutOfView): the board is `layout=board`, and the
  // Archived view a list only. Checked here so this chunk loads no board code.
  const layout = search.layout === 'board' ? 'board' : 'list'
  if (!plain) return startViewRead(queryClient, view, filter, layout)
  if (view.archived !== 'yes' && layout === 'board') {
    void queryClient.prefetchQuery(adoptingEarlyRead(adminLeadBoardQueryOptions(filter), leadsReadPaths().board))
  } else {
    void queryClient.prefetchQuery(adoptingEarlyRead(adminLeadsQueryOptions(view), leadsReadPaths().list))
  }
}

/**
 * A plain view's read that takes, once, the answer the shell's script read at `path` as the
 * session's refresh answered (leads-admin-shell-read.ts, decision 269), under the view's own key. Anything
 * but a success from it (not sent, refused, the network) and the view is read as usual.
 */
export function adoptingEarlyRead<O extends { queryFn?: unknown }>(options: O, path: string): O {
  const early = takeShellRead(path)
  const queryFn = options.queryFn
  if (!early || typeof queryFn !== 'function') return options
  return {
    ...options,
    queryFn: async (context: unknown) => {
      const res = await early.catch(() => null)
      return res?.ok ? unwrap(res) : queryFn(context)
    },
  } as O
}
