// The search parameters of /applications, read by the route's validateSearch. Kept apart from
// the form's model: route definitions are in the initial bundle, the form is not.

import { isUuid } from '#shared/rules/ids.ts'

/** Largest mortgage amount the form accepts (the server's money bound is one billion). */
export const MAX_MORTGAGE_AMOUNT = 100_000_000

/** Search parameters of /applications: `amount` from 'Apply Now', `agent` from an agent's page. */
export interface ApplicationSearch {
  amount?: number
  agent?: string
}

/** Keeps only usable values: a positive whole amount within bounds and an id-shaped agent. */
export function parseApplicationSearch(search: Record<string, unknown>): ApplicationSearch {
  const out: ApplicationSearch = {}
  const raw = typeof search.amount === 'string' ? Number(search.amount.replace(/[,\s$]/g, '')) : search.amount
  if (typeof raw === 'number' && Number.isFinite(raw) && raw > 0 && raw <= MAX_MORTGAGE_AMOUNT)
    out.amount = Math.round(raw)
  if (isUuid(search.agent)) out.agent = search.agent.toLowerCase()
  return out
}
