/**
 * A Leads tab view read from the URL's search, and what the board reads of it: no more than the
 * shared contract, so the route's early read (leads-admin-early-read.ts) loads nothing else.
 */
import { type AdminLeadsFilter, type AdminLeadsQuery, adminLeadsQuerySchema } from '#shared/schemas/admin-leads.ts'

/**
 * The view in a parsed search (the router has already turned `page=2` into the number 2, and
 * may have turned `q=4165550142` into a number too): strings and numbers are checked as text.
 */
export function leadsViewOf(search: Record<string, unknown>): AdminLeadsQuery {
  const shape = adminLeadsQuerySchema.shape
  const view: Record<string, unknown> = {}
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const raw = search[key]
    if ((typeof raw !== 'string' && typeof raw !== 'number') || raw === '') continue
    const parsed = shape[key].safeParse(String(raw))
    if (parsed.success && parsed.data !== undefined) view[key] = parsed.data
  }
  // 'from' after 'to' can match nothing: keep both, the list simply shows no leads.
  return view as AdminLeadsQuery
}

/** What the board reads of a view: its filters, not its page. */
export function boardFilterOf(view: AdminLeadsQuery): AdminLeadsFilter {
  const { page: _page, pageSize: _size, ...filter } = view
  return filter
}
