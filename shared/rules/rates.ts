/**
 * What a rate and the rates page's URL may be. Zod-free: the rates and rate-alert schemas are
 * built from these, and the rates page (which loads no schema library on its first visit) reads
 * the same rules.
 */
import { PROVINCES, type ProvinceCode, RATE_TYPES, type RateType } from '#shared/constants/rates.ts'

/** Largest rate accepted anywhere (the scraper's plausibility bound). */
export const MAX_RATE_PERCENT = 25
/** Rates are kept to three decimals (the forms' step 0.001). */
export const RATE_DECIMALS = 3

export type RateProblem = 'not-positive' | 'too-high' | 'too-precise'

/** What is wrong with a rate in percent (0 < rate ≤ MAX_RATE_PERCENT, at most three decimals), or null. */
export function rateProblem(rate: number): RateProblem | null {
  if (!(rate > 0)) return 'not-positive'
  if (rate > MAX_RATE_PERCENT) return 'too-high'
  return hasRateDecimals(rate) ? null : 'too-precise'
}

/** True when the rate has at most RATE_DECIMALS decimals (within floating-point noise). */
export function hasRateDecimals(rate: number): boolean {
  const scaled = rate * 10 ** RATE_DECIMALS
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
}

export function isProvinceCode(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && PROVINCES.some((p) => p.code === value)
}

export function isRateType(value: unknown): value is RateType {
  return typeof value === 'string' && (RATE_TYPES as readonly string[]).includes(value)
}

/** The search of /rates: `?province=XX&tab=fixed|variable` (what a rate alert's notification opens). */
export type RatesPageSearch = { province?: ProvinceCode | undefined; tab?: RateType | undefined }

/** The URL a rate alert's notification opens: the rates page on the alert's province and tab. */
export function rateAlertUrl(province: ProvinceCode, rateType: RateType): string {
  return `/rates?province=${province}&tab=${rateType}`
}

/**
 * Reads the rates page's search leniently: a bad or missing value is undefined (the page's
 * default). Both keys are always set: the router keeps a key this object leaves out.
 */
export function parseRatesPageSearch(search: Record<string, unknown>): RatesPageSearch {
  // A province code in any case ('bc', 'Bc') is the province: links are typed by people.
  const province = typeof search.province === 'string' ? search.province.trim().toUpperCase() : undefined
  const tab = typeof search.tab === 'string' ? search.tab.trim().toLowerCase() : undefined
  return {
    province: isProvinceCode(province) ? province : undefined,
    tab: isRateType(tab) ? tab : undefined,
  }
}
