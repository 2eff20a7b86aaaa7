/**
 * The Leads tab's read, started by its route as soon as the route matches (the session is
 * checked by then), so the request runs while the screen's code is still loading and the page
 * rendering, not after the screen mounts. It asks exactly what the screen asks (the same query
 * keys), so the screen shows that answer: the page of rows for the list, each stage's count,
 * amount and first cards for the board (docs/decisions/228).
 */
import type { QueryClient } from '@tanstack/react-query'
import { adminLeadBoardQueryOptions, adminLeadsQueryOptions } from '#app/data/leads-admin.ts'
import { boardFilterOf, leadsViewOf } from './view-of-search'

export function startLeadsRead(queryClient: QueryClient, search: Record<string, unknown>): void {
  const view = leadsViewOf(search)
  // The layout as the page reads it (layoutOfView): the board is `layout=board`, and the
  // Archived view a list only. Checked here so this chunk loads no board code.
  if (view.archived !== 'yes' && search.layout === 'board')
    void queryClient.prefetchQuery(adminLeadBoardQueryOptions(boardFilterOf(view)))
  else void queryClient.prefetchQuery(adminLeadsQueryOptions(view))
}
