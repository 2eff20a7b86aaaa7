import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { prepaymentPenalty } from './index'

// Check figure: $400,000 fixed at 5.19 %, 30 months left.
const CHECK = { balance: 400_000, contractRatePct: 5.19, monthsRemaining: 30 } as const

describe('prepaymentPenalty', () => {
  it('posted-rate method: 3 months 5,190.00, IRD 10,000.00, penalty the greater', () => {
    expect(
      prepaymentPenalty({
        ...CHECK,
        rateType: 'fixed',
        method: 'posted',
        postedRateAtSigningPct: 6.49,
        comparisonPostedRatePct: 5.49,
      }),
    ).toEqual({ threeMonthsInterest: 5190, ird: 10_000, penalty: 10_000 })
  })

  it('published-rate method at 4.39 %: IRD 8,000.00', () => {
    expect(
      prepaymentPenalty({ ...CHECK, rateType: 'fixed', method: 'published', comparisonPublishedRatePct: 4.39 }),
    ).toEqual({ threeMonthsInterest: 5190, ird: 8000, penalty: 8000 })
  })

  it('variable: three months of interest whatever the IRD', () => {
    const r = prepaymentPenalty({ ...CHECK, rateType: 'variable', method: 'published', comparisonPublishedRatePct: 3 })
    expect(r.penalty).toBe(5190)
    expect(r.threeMonthsInterest).toBe(5190)
  })

  it('an IRD never goes below 0 (rates went up), so the penalty is three months of interest', () => {
    const r = prepaymentPenalty({ ...CHECK, rateType: 'fixed', method: 'published', comparisonPublishedRatePct: 6.5 })
    expect(r).toEqual({ threeMonthsInterest: 5190, ird: 0, penalty: 5190 })
  })

  it('without the comparison rates the IRD is 0 (not guessed)', () => {
    expect(prepaymentPenalty({ ...CHECK, rateType: 'fixed', method: 'posted', comparisonPostedRatePct: 5.49 })).toEqual(
      {
        threeMonthsInterest: 5190,
        ird: 0,
        penalty: 5190,
      },
    )
  })

  it('rounds to the cent and rejects impossible inputs', () => {
    const r = prepaymentPenalty({
      balance: 123_456.78,
      contractRatePct: 4.37,
      monthsRemaining: 17,
      rateType: 'fixed',
      method: 'published',
      comparisonPublishedRatePct: 3.91,
    })
    expect(r.threeMonthsInterest).toBe(1348.77) // 123,456.78 × 4.37 % / 4 = 1,348.765…
    expect(r.ird).toBe(804.53) // × 0.46 % × 17 / 12 = 804.528…
    expect(() => prepaymentPenalty({ ...CHECK, balance: -1, rateType: 'fixed', method: 'published' })).toThrow(
      RangeError,
    )
    expect(() =>
      prepaymentPenalty({ ...CHECK, monthsRemaining: Number.NaN, rateType: 'fixed', method: 'published' }),
    ).toThrow(RangeError)
  })

  it('a fixed penalty is never below three months of interest, nor below the IRD', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 100, max: 900 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 100, max: 900 }),
        (balance, rate, months, comparison) => {
          const r = prepaymentPenalty({
            balance,
            contractRatePct: rate / 100,
            monthsRemaining: months,
            rateType: 'fixed',
            method: 'published',
            comparisonPublishedRatePct: comparison / 100,
          })
          return r.penalty >= r.threeMonthsInterest && r.penalty >= r.ird && r.ird >= 0
        },
      ),
    )
  })
})
