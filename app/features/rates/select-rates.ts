import { MORTGAGE_TYPES, type MortgageType, type RateType, TERMS, termSortKey } from '#shared/constants/rates.ts'
import type { Rate } from '#shared/schemas/rates.ts'

export type RateCell = Pick<Rate, 'ourRate' | 'postedRate' | 'id'>
export type RateRow = { term: string; cells: Partial<Record<MortgageType, RateCell>> }

/**
 * What the rates table shows for one province and rate type: only terms 1, 3, 5 and 7 year,
 * ordered by term, one rate per term and mortgage type (the lowest when a day has several).
 */
export function selectRateRows(rates: readonly Rate[], province: string, rateType: RateType): RateRow[] {
  const rows = new Map<string, RateRow>()
  for (const r of rates) {
    if (r.province !== province || r.rateType !== rateType) continue
    if (!(TERMS as readonly string[]).includes(r.term)) continue
    const row = rows.get(r.term) ?? { term: r.term, cells: {} }
    const current = row.cells[r.mortgageType]
    if (!current || r.ourRate < current.ourRate)
      row.cells[r.mortgageType] = { ourRate: r.ourRate, postedRate: r.postedRate, id: r.id }
    rows.set(r.term, row)
  }
  return [...rows.values()].sort((a, b) => termSortKey(a.term) - termSortKey(b.term))
}

/** Mortgage types that have at least one rate in the rows (so empty columns are not shown). */
export function presentMortgageTypes(rows: readonly RateRow[]): MortgageType[] {
  return MORTGAGE_TYPES.filter((t) => rows.some((r) => r.cells[t]))
}
