/**
 * Is a scrape believable? All or nothing: one bad row makes the whole scrape suspicious (a
 * moved column, a changed page, a typo upstream), and the caller then writes nothing and
 * keeps the current rates.
 *
 * Thresholds:
 * - every rate is a number with 0 < rate ≤ 25 (%): Canadian residential rates have stayed far
 *   inside this band; 0 or 45 means a misread cell;
 * - our_rate ≤ posted_rate + 0.01 percentage points: the brokerage's rate is a discount on the
 *   posted rate, the hundredth absorbs rounding on pages that show both with 2 decimals; a
 *   larger gap usually means the two columns were swapped;
 * - province, term, rate type and mortgage type are among the known values (shared constants);
 * - no two rows for the same (province, term, rate type, mortgage type);
 * - between `minRows` (default 8: one province's 4 terms × 2 rate types) and `maxRows`
 *   (default 312: every combination, 13 × 4 × 2 × 3) rows.
 */
import {
  MORTGAGE_TYPES,
  type MortgageType,
  PROVINCES,
  type ProvinceName,
  RATE_TYPES,
  type RateType,
  TERMS,
  type Term,
} from '#shared/constants/rates.ts'
import type { ScrapedRate } from '#worker/domain/rate-refresh.ts'
import type { ParsedRate } from './normalize'

/** A validated row: a stored rate before its source and time are added. */
export type RateRow = Omit<ScrapedRate, 'source_url' | 'scraped_at'>

export const MAX_RATE = 25
export const OUR_RATE_TOLERANCE = 0.01
export const DEFAULT_MIN_ROWS = 8
export const DEFAULT_MAX_ROWS = PROVINCES.length * TERMS.length * RATE_TYPES.length * MORTGAGE_TYPES.length
/** Problems listed before the rest are summarised ("… and 40 more"). */
const MAX_PROBLEMS = 30

export type ValidateOptions = { minRows?: number; maxRows?: number }
export type ValidateResult = { ok: true; rows: RateRow[] } | { ok: false; problems: string[] }

const PROVINCE_NAMES: readonly string[] = PROVINCES.map((p) => p.name)

export function validateScrape(rows: readonly ParsedRate[], options: ValidateOptions = {}): ValidateResult {
  const minRows = options.minRows ?? DEFAULT_MIN_ROWS
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS
  const problems: string[] = []

  if (rows.length < minRows) problems.push(`only ${rows.length} rates (at least ${minRows} expected)`)
  if (rows.length > maxRows) problems.push(`${rows.length} rates (at most ${maxRows} expected)`)

  const seen = new Set<string>()
  for (const r of rows) {
    const label = `${r.province || '(no province)'} ${r.term} ${r.rate_type || '(no rate type)'} ${r.mortgage_type}`
    if (!PROVINCE_NAMES.includes(r.province)) problems.push(`${label}: unknown province "${r.province}"`)
    if (!(TERMS as readonly string[]).includes(r.term)) problems.push(`${label}: unknown term "${r.term}"`)
    if (!(RATE_TYPES as readonly string[]).includes(r.rate_type))
      problems.push(`${label}: unknown rate type "${r.rate_type}"`)
    if (!(MORTGAGE_TYPES as readonly string[]).includes(r.mortgage_type)) {
      problems.push(`${label}: unknown mortgage type "${r.mortgage_type}"`)
    }
    const ratesOk = plausible(r.posted_rate) && plausible(r.our_rate)
    if (!plausible(r.posted_rate)) problems.push(`${label}: posted rate ${r.posted_rate} is outside 0–${MAX_RATE} %`)
    if (!plausible(r.our_rate)) problems.push(`${label}: our rate ${r.our_rate} is outside 0–${MAX_RATE} %`)
    if (ratesOk && r.our_rate > r.posted_rate + OUR_RATE_TOLERANCE) {
      problems.push(`${label}: our rate ${r.our_rate} is above the posted rate ${r.posted_rate}`)
    }
    const key = [r.province, r.term, r.rate_type, r.mortgage_type].join('|')
    if (seen.has(key)) problems.push(`${label}: listed more than once`)
    seen.add(key)
  }

  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS)
    if (problems.length > MAX_PROBLEMS) shown.push(`… and ${problems.length - MAX_PROBLEMS} more`)
    return { ok: false, problems: shown }
  }
  return {
    ok: true,
    rows: rows.map((r) => ({
      province: r.province as ProvinceName,
      term: r.term as Term,
      rate_type: r.rate_type as RateType,
      mortgage_type: r.mortgage_type as MortgageType,
      posted_rate: r.posted_rate,
      our_rate: r.our_rate,
    })),
  }
}

function plausible(rate: number): boolean {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 && rate <= MAX_RATE
}
