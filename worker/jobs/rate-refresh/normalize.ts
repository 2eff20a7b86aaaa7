/**
 * Cell-level normalisation shared by the HTML-table and JSON parsers: whatever a source
 * writes ('5-Year Fixed', 'Qu&eacute;bec', '4.79 %*', 'Insured') becomes the values the
 * mortgage_rates table holds ('5 year', 'fixed', 'Quebec', 4.79, 'High-Ratio').
 *
 * Rows for products the site does not list (terms other than 1/3/5/7 years, open terms, other
 * rate or mortgage types, rates marked as not offered) are SKIPPED with a note. Anything that
 * looks like a reading error (an unknown province, a rate type that cannot be worked out, a
 * non-numeric rate) is passed through as-is so that `validateScrape` rejects the whole scrape.
 */
import { MORTGAGE_TYPES, type MortgageType, type RateType, TERMS } from '#shared/constants/rates.ts'
import { NUMBER_WORD_VALUES } from '#shared/text/number-words.ts'
import { normalizeProvince } from '#worker/domain/rate-sources.ts'

/** A parsed row before validation: strings that validation narrows to the known values. */
export type ParsedRate = {
  province: string
  term: string
  rate_type: string
  mortgage_type: string
  posted_rate: number
  our_rate: number
}

export type ParseResult = { ok: true; rows: ParsedRate[]; skipped: string[] } | { ok: false; error: string }

/** Values fixed by the source's configuration (a per-province page, a fixed-rates table...). */
export type RowDefaults = {
  province?: string
  rateType?: RateType
  mortgageType?: MortgageType
}

/** Raw values read for one row; `undefined` = no such column/field is mapped. */
export type RawRow = {
  province?: string
  term: string
  rateType?: string
  mortgageType?: string
  /** A cell's text or a JSON value; absent key = no posted column (posted = ours). */
  posted?: unknown
  ours: unknown
}

export function cleanText(s: string): string {
  return s
    .replace(/[\u00a0\u2007\u202f\u200b\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export function normalizeRateType(raw: string): RateType | null {
  const s = cleanText(raw).toLowerCase()
  if (/\b(variable|adjustable|arm|vrm|floating)\b/.test(s)) return 'variable'
  if (/\bfixed\b/.test(s)) return 'fixed'
  return null
}

export function normalizeMortgageType(raw: string): MortgageType | null {
  const s = cleanText(raw)
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
  if (!s) return null
  if (s.includes('refi')) return 'Refinance'
  if (s.includes('insurable')) return null // a third pricing tier; not one the site lists
  if (s.includes('uninsured') || s.includes('conventional') || s === 'conv') return 'Conventional'
  if (s.includes('highratio') || s.includes('insured')) return 'High-Ratio'
  const exact = MORTGAGE_TYPES.find((t) => t.toLowerCase().replace(/[^a-z]/g, '') === s)
  return exact ?? null
}

export type TermInfo = {
  /** '5 year' when the text names a whole number of years, otherwise null. */
  term: string | null
  /** Rate type named in the same text ('5 Year Fixed'), if any. */
  rateType: RateType | null
  /** An open (prepay-anytime) term: the site lists closed terms only. */
  open: boolean
}

/** '5-year', '5 Year Fixed', '5 yr', 'Five-Year', '60 months' → '5 year'. */
export function normalizeTerm(raw: string): TermInfo {
  const s = cleanText(raw)
    .toLowerCase()
    .replace(/[-\u2010-\u2015_/]+/g, ' ')
  const open = /\bopen\b/.test(s) && !/\bclosed\b/.test(s)
  const rateType = normalizeRateType(s)
  const m =
    /(?:(\d+(?:\.\d+)?)|\b(one|two|three|four|five|six|seven|eight|nine|ten)\b)\s*(years?|yrs?|months?|mths?|mos?|y|m)?\b/.exec(
      s,
    )
  const count = m?.[1] ?? m?.[2]
  if (!m || !count) return { term: null, rateType, open }
  // Without a unit, only a cell that is just the number ('5', '5 fixed') counts as years:
  // 'Prime + 1' is not a 1-year term.
  const unit = m[3]
  const rest = s
    .replace(m[0], ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(fixed|variable|adjustable|arm|closed|term|rate|mortgage)\b/g, ' ')
    .trim()
  if (!unit && rest !== '') return { term: null, rateType, open }
  const n = NUMBER_WORD_VALUES[count] ?? Number(count)
  const years = unit?.startsWith('m') ? n / 12 : n
  const term = Number.isInteger(years) && years > 0 ? `${years} year` : null
  return { term, rateType, open }
}

/**
 * '4.79', '4.79%', ' 4,79 % ', '4.79%*' → 4.79. Blank cells, dashes, 'N/A', 'Call us' (no digits)
 * → null: the product is not offered. Non-numbers in JSON → NaN, which validation rejects.
 */
export function parseRate(raw: unknown): number | null {
  if (raw === null || raw === undefined) return null
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : Number.NaN
  if (typeof raw !== 'string') return Number.NaN
  const m = /\d+(?:[.,]\d+)?/.exec(raw)
  return m ? Number(m[0].replace(',', '.')) : null
}

/** One source row → a parsed rate, or the reason it is skipped. */
export function buildRow(raw: RawRow, defaults: RowDefaults): { row: ParsedRate } | { skip: string } {
  const termText = cleanText(raw.term)
  if (!termText) return { skip: 'row without a term' }
  const info = normalizeTerm(termText)
  if (info.open) return { skip: `open term "${termText}" (only closed terms are listed)` }
  if (!info.term) return { skip: `"${termText}" is not a term` }
  if (!(TERMS as readonly string[]).includes(info.term)) return { skip: `term "${info.term}" is not listed` }

  let rateType: string = ''
  if (raw.rateType !== undefined && cleanText(raw.rateType)) {
    const t = normalizeRateType(raw.rateType)
    if (!t) return { skip: `rate type "${cleanText(raw.rateType)}" is not listed` }
    rateType = t
  } else {
    rateType = info.rateType ?? defaults.rateType ?? ''
  }

  let mortgageType: string = defaults.mortgageType ?? 'Conventional'
  if (raw.mortgageType !== undefined && cleanText(raw.mortgageType)) {
    const t = normalizeMortgageType(raw.mortgageType)
    if (!t) return { skip: `mortgage type "${cleanText(raw.mortgageType)}" is not listed` }
    mortgageType = t
  }

  const provinceText = raw.province !== undefined ? cleanText(raw.province) : ''
  const provinceSource = provinceText || (defaults.province ?? '')
  const province = normalizeProvince(provinceSource) ?? cleanText(provinceSource)

  const ours = parseRate(raw.ours)
  if (ours === null) return { skip: `${info.term} ${rateType} ${province}: no rate (not offered)` }
  let posted = ours
  if ('posted' in raw) {
    const p = parseRate(raw.posted)
    if (p === null) return { skip: `${info.term} ${rateType} ${province}: no posted rate` }
    posted = p
  }

  return {
    row: {
      province,
      term: info.term,
      rate_type: rateType,
      mortgage_type: mortgageType,
      posted_rate: posted,
      our_rate: ours,
    },
  }
}
