import type { ProvinceCode, RateType } from '#shared/constants/rates.ts'
import type { RatesPageSearch } from '#shared/schemas/rate-alerts.ts'

// The codes of PROVINCES and RATE_TYPES (shared/constants/rates.ts), written out: importing them
// would move that whole module into the first bundle (+0.6 KB gzip). The test checks they agree.
const PROVINCE = /^(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)$/
const TAB = /^(fixed|variable)$/

/**
 * The search of /rates (`?province=XX&tab=fixed|variable`, what a rate alert's
 * notification opens): `ratesPageSearchSchema` by hand, because a route's config is in the first
 * bundle and zod is not. Lenient like the schema: a bad or missing value is left out
 * (rates-page-search.test.ts checks both agree).
 */
export function parseRatesPageSearch(search: Record<string, unknown>): RatesPageSearch {
  const { province, tab } = search
  // Both keys always set (undefined when bad): the router keeps a key this object leaves out.
  return {
    province: typeof province === 'string' && PROVINCE.test(province) ? (province as ProvinceCode) : undefined,
    tab: typeof tab === 'string' && TAB.test(tab) ? (tab as RateType) : undefined,
  }
}
