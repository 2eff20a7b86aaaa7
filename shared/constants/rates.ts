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

/**
 * How every screen names a mortgage type: an insured (high-ratio) rate applies only with under
 * 20 % down, so a rate is never shown without the type it belongs to.
 */
export const MORTGAGE_TYPE_LABELS: Readonly<Record<MortgageType, string>> = {
  Conventional: 'Conventional',
  'High-Ratio': 'Insured (high-ratio)',
  Refinance: 'Refinance',
}

/** Who a mortgage type's rate is for, in a few words. */
export const MORTGAGE_TYPE_FOR: Readonly<Record<MortgageType, string>> = {
  Conventional: 'with 20% or more down',
  'High-Ratio': 'with under 20% down',
  Refinance: 'to refinance a home you own',
}

/** A rate's product in words: '5 year fixed, insured (high-ratio)'. */
export function rateProductLabel(rate: { term: string; rateType: RateType; mortgageType: MortgageType }): string {
  return `${rate.term} ${rate.rateType}, ${MORTGAGE_TYPE_LABELS[rate.mortgageType].toLowerCase()}`
}

/** Down payments under this share of the price need default insurance (high-ratio rates). */
export const INSURED_BELOW_DOWN_PCT = 20

/** The purchase rates a down payment gets: insured (high-ratio) under 20 % of the price, conventional from 20 %. */
export function mortgageTypeForDownPayment(downPayment: number, price: number): 'Conventional' | 'High-Ratio' {
  return price > 0 && downPayment * 100 < INSURED_BELOW_DOWN_PCT * price ? 'High-Ratio' : 'Conventional'
}
