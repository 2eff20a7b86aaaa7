import { describe, expect, it } from 'vitest'
import type { Rate } from '#shared/schemas/rates.ts'
import { presentMortgageTypes, selectRateRows } from './select-rates'

let n = 0
const rate = (over: Partial<Rate>): Rate => ({
  id: `r${++n}`,
  province: 'Ontario',
  term: '5 year',
  rateType: 'fixed',
  mortgageType: 'Conventional',
  postedRate: 5,
  ourRate: 4,
  sourceUrl: 'x',
  scrapedAt: '2026-11-20T10:00:00.000Z',
  isActive: true,
  ...over,
})

describe('selectRateRows', () => {
  it('keeps only terms 1, 3, 5, 7 year, ordered by term', () => {
    const rows = selectRateRows(
      [
        rate({ term: '7 year' }),
        rate({ term: '2 year' }),
        rate({ term: '1 year' }),
        rate({ term: '10 year' }),
        rate({ term: '3 year' }),
      ],
      'Ontario',
      'fixed',
    )
    expect(rows.map((r) => r.term)).toEqual(['1 year', '3 year', '7 year'])
  })

  it('filters by province and rate type', () => {
    const rows = selectRateRows(
      [rate({ province: 'Quebec', ourRate: 1 }), rate({ rateType: 'variable', ourRate: 2 }), rate({ ourRate: 3.5 })],
      'Ontario',
      'fixed',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.cells.Conventional?.ourRate).toBe(3.5)
  })

  it('shows one rate per term and mortgage type: the lowest', () => {
    const rows = selectRateRows(
      [
        rate({ ourRate: 4.2 }),
        rate({ ourRate: 3.9 }),
        rate({ ourRate: 4.1 }),
        rate({ mortgageType: 'Refinance', ourRate: 4.5 }),
      ],
      'Ontario',
      'fixed',
    )
    expect(rows[0]!.cells.Conventional?.ourRate).toBe(3.9)
    expect(rows[0]!.cells.Refinance?.ourRate).toBe(4.5)
    expect(presentMortgageTypes(rows)).toEqual(['Conventional', 'Refinance'])
  })
})
