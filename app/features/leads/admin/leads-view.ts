/**
 * The Leads tab's view (filters, search, sort, page) ⇄ the URL's search params, so a view is a
 * bookmark. Each value is checked with the shared contract (`adminLeadsQuerySchema`, the one the
 * API validates with); a bad or unknown value is dropped, never an error page. Read here, in
 * the tab's chunk, not with the route's validateSearch (docs/decisions/069-leads-tab-url-view.md).
 */
import { boardFilterOf, leadsViewOf } from '#app/data/leads-admin-view-of-search.ts'
import type { AdminLeadsFilter, AdminLeadsQuery } from '#shared/schemas/admin-leads.ts'
import { type LeadsLayout, layoutOf, layoutSearch } from '../board/board-model'

export { boardFilterOf, leadsViewOf }

/** The URL form of a view: only what is set (page 1 left out); page numbers stay numbers. */
export function searchOfView(view: AdminLeadsQuery): Partial<Record<keyof AdminLeadsQuery, string | number>> {
  const out: Partial<Record<keyof AdminLeadsQuery, string | number>> = {}
  for (const [key, value] of Object.entries(view) as [keyof AdminLeadsQuery, unknown][]) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue
    out[key] = typeof value === 'number' ? value : String(value)
  }
  return out
}

/** Is any filter (beyond sort and paging) set? */
export function isFiltered(view: AdminLeadsQuery): boolean {
  const { sort: _s, page: _p, pageSize: _ps, ...filters } = view
  return Object.values(filters).some((v) => v !== undefined && v !== '')
}

/** The lead a notification opens (`?lead=<uuid>`), or null. */
export function linkedLeadOf(search: Record<string, unknown>): string | null {
  const raw = search.lead
  return typeof raw === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)
    ? raw
    : null
}

/** The URL's search for a view shown as `layout` (the list writes nothing for its layout). */
export function searchOfLayoutView(view: AdminLeadsQuery, layout: LeadsLayout) {
  return { ...searchOfView(view), ...layoutSearch(layout) }
}

/** The layout a view is shown in: the Archived view is a list only. */
export function layoutOfView(view: AdminLeadsQuery, search: Record<string, unknown>): LeadsLayout {
  return view.archived === 'yes' ? 'list' : layoutOf(search)
}

/**
 * A view picked on the page as the page will read it back from the URL once the navigation is
 * done (page 1 and empty values left out, each value checked): what a pick's read must ask for
 * to be the request the screen then takes.
 */
export function pickedView(
  next: AdminLeadsQuery,
  layout: LeadsLayout,
): { view: AdminLeadsQuery; filter: AdminLeadsFilter; layout: LeadsLayout } {
  const search = searchOfLayoutView(next, layout)
  const view = leadsViewOf(search)
  return { view, filter: boardFilterOf(view), layout: layoutOfView(view, search) }
}
