/**
 * The Leads tab's read, started by its route as soon as the route matches (the session is
 * checked by then), so the request runs while the screen's code is still loading and the page
 * rendering, not after the screen mounts. It asks exactly what the screen asks (the same query
 * keys), so the screen shows that answer: the page of rows for the list, each stage's count,
 * amount and first cards for the board (docs/decisions/228).
 *
 * A plain open (no filter in the URL, the usual one) is the empty view and starts at once; a
 * URL with filters first loads the shared contract that checks them (view-of-search.ts, with
 * zod), as the page does.
 */
import type { QueryClient } from '@tanstack/react-query'
import { adminLeadBoardQueryOptions, adminLeadsQueryOptions } from '#app/data/leads-admin.ts'
import type { AdminLeadsFilter, AdminLeadsQuery } from '#shared/schemas/admin-leads.ts'

/** Search params that are not part of a view: the layout, and the lead a notification opens. */
const NOT_VIEW = new Set(['layout', 'lead'])

export function startLeadsRead(queryClient: QueryClient, search: Record<string, unknown>): Promise<void> {
  const plain = Object.entries(search).every(([key, value]) => NOT_VIEW.has(key) || value === undefined || value === '')
  if (plain) {
    read(queryClient, {}, {}, search)
    return Promise.resolve()
  }
  return import('./view-of-search').then(({ leadsViewOf, boardFilterOf }) => {
    const view = leadsViewOf(search)
    read(queryClient, view, boardFilterOf(view), search)
  })
}

function read(
  queryClient: QueryClient,
  view: AdminLeadsQuery,
  filter: AdminLeadsFilter,
  search: Record<string, unknown>,
) {
  // The layout as the page reads it (layoutOfView): the board is `layout=board`, and the
  // Archived view a list only. Checked here so this chunk loads no board code.
  if (view.archived !== 'yes' && search.layout === 'board')
    void queryClient.prefetchQuery(adminLeadBoardQueryOptions(filter))
  else void queryClient.prefetchQuery(adminLeadsQueryOptions(view))
}
