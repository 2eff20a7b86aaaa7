/** Rates constants shared by the API, the app and the scraper (spec: section 9 of both files). */

export const PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const

export type ProvinceCode = (typeof PROVINCES)[number]['code']
export type ProvinceName = (typeof PROVINCES)[number]['name']

export const DEFAULT_PROVINCE_CODE: ProvinceCode = 'ON'

/** A province code or full name (any case) → the province; anything unknown maps to Ontario. */
export function provinceFromCode(codeOrName: string | null | undefined) {
  const needle = (codeOrName ?? '').trim().toLowerCase()
  return (
    PROVINCES.find((p) => p.code.toLowerCase() === needle || p.name.toLowerCase() === needle) ??
    PROVINCES.find((p) => p.code === DEFAULT_PROVINCE_CODE)!
  )
}

export const TERMS = ['1 year', '3 year', '5 year', '7 year'] as const
export type Term = (typeof TERMS)[number]
export const RATE_TYPES = ['fixed', 'variable'] as const
export type RateType = (typeof RATE_TYPES)[number]
export const MORTGAGE_TYPES = ['Conventional', 'High-Ratio', 'Refinance'] as const
export type MortgageType = (typeof MORTGAGE_TYPES)[number]

/** Years in a term text ('5 year' → 5); the spec's fallback is 5 when it cannot be parsed. */
export function parseTermYears(term: string): number {
  const m = /(\d+(?:\.\d+)?)/.exec(term)
  const years = m ? Number(m[1]) : Number.NaN
  return Number.isFinite(years) && years > 0 ? years : 5
}

/** Sort order 1, 3, 5, 7 years, anything else last. */
export function termSortKey(term: string): number {
  const i = (TERMS as readonly string[]).indexOf(term)
  return i === -1 ? TERMS.length : i
}

/** Rates are shown with two decimals. */
export function formatRate(rate: number): string {
  return rate.toFixed(2)
}
