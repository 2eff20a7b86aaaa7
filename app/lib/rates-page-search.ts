import { PROVINCES, RATE_TYPES, type ProvinceCode, type RateType } from '../../shared/constants/rates'
import type { RatesPageSearch } from '../../shared/schemas/rate-alerts'

/**
 * `validateSearch` of /rates (`?province=XX&tab=fixed|variable`, what a rate alert's
 * notification opens): `ratesPageSearchSchema` by hand, because a route's config is in the first
 * bundle and zod is not. Lenient like the schema: a bad or missing value is left out
 * (rates-page-search.test.ts checks both agree).
 */
export function parseRatesPageSearch(search: Record<string, unknown>): RatesPageSearch {
  const out: RatesPageSearch = {}
  const { province, tab } = search
  if (typeof province === 'string' && PROVINCES.some((p) => p.code === province)) out.province = province as ProvinceCode
  if (typeof tab === 'string' && (RATE_TYPES as readonly string[]).includes(tab)) out.tab = tab as RateType
  return out
}
