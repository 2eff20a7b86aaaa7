// The search parameters of /applications, read by the route's validateSearch. Kept apart from
// the form's model: route definitions are in the initial bundle, the form is not.

import { isUuid } from '#shared/rules/ids.ts'

/** Largest mortgage amount the form accepts (the server's money bound is one billion). */
export const MAX_MORTGAGE_AMOUNT = 100_000_000

/** Longest product name a link may carry (the lead's product field takes as much). */
export const MAX_PRODUCT_NAME = 200

/**
 * Search parameters of /applications: `amount` from the affordability calculator's 'Apply Now',
 * `product` from a product's, `agent` from an agent's page.
 */
export interface ApplicationSearch {
  amount?: number
  product?: string
  agent?: string
}

/**
 * Keeps only usable values: a positive whole amount within bounds, a product name of one line
 * (spaces collapsed, at most MAX_PRODUCT_NAME characters) and an id-shaped agent.
 */
export function parseApplicationSearch(search: Record<string, unknown>): ApplicationSearch {
  const out: ApplicationSearch = {}
  if (typeof search.product === 'string') {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are matched on purpose, to drop them
    const product = search.product.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim()
    if (product && product.length <= MAX_PRODUCT_NAME) out.product = product
  }
  const raw = typeof search.amount === 'string' ? Number(search.amount.replace(/[,\s$]/g, '')) : search.amount
  if (typeof raw === 'number' && Number.isFinite(raw) && raw > 0 && raw <= MAX_MORTGAGE_AMOUNT)
    out.amount = Math.round(raw)
  if (isUuid(search.agent)) out.agent = search.agent.toLowerCase()
  return out
}
