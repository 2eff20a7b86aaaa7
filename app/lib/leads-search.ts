/**
 * The filters of the admin Leads tab, kept in the URL so a view is a bookmark
 * (docs/decisions/069-leads-tab-url-view.md). The route's `validateSearch`: route options are in
 * the initial bundle, so this only keeps the known keys with a string or number value (no zod here); the page
 * checks each value with the shared contract (`adminLeadsQuerySchema`) in its own chunk
 * (app/features/agent-leads/admin/leads-view.ts) and drops a bad one.
 */
export const LEADS_SEARCH_KEYS = ['status', 'type', 'source', 'agent', 'from', 'to', 'due', 'q', 'sort', 'page', 'pageSize'] as const
export type LeadsSearchKey = (typeof LEADS_SEARCH_KEYS)[number]
/** Page numbers stay numbers (the router writes a numeric-looking string quoted: page="2"). */
export type LeadsSearch = Partial<Record<LeadsSearchKey, string | number>>

export function keepLeadsSearch(search: Record<string, unknown>): LeadsSearch {
  const out: LeadsSearch = {}
  for (const key of LEADS_SEARCH_KEYS) {
    const value = search[key]
    if (typeof value === 'string' || typeof value === 'number') out[key] = value
  }
  return out
}
