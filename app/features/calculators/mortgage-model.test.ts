import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PAYMENT_FREQUENCIES, type PaymentFrequency } from '#shared/finance/index.ts'
import {
  computeMortgage,
  defaultRateChoice,
  MORTGAGE_DEFAULTS,
  type MortgageFormValues,
  type RateRow,
  rateOptions,
  summarize,
  yearsText,
} from './mortgage-model'

const C = 'Conventional' as const
const ROWS: RateRow[] = [
  { term: '5 year', rateType: 'fixed', mortgageType: C, ourRate: 4.39 },
  { term: '5 year', rateType: 'fixed', mortgageType: C, ourRate: 4.19 },
  { term: '5 year', rateType: 'fixed', mortgageType: 'High-Ratio', ourRate: 3.79 },
  { term: '1 year', rateType: 'variable', mortgageType: C, ourRate: 5.2 },
  { term: '1 year', rateType: 'fixed', mortgageType: C, ourRate: 5.74 },
  { term: '3 year', rateType: 'fixed', mortgageType: C, ourRate: 4.5 },
  { term: '10 year', rateType: 'fixed', mortgageType: C, ourRate: 5.1 },
  { term: '7 year', rateType: 'fixed', mortgageType: C, ourRate: Number.NaN },
]

function form(overrides: Partial<MortgageFormValues> = {}): MortgageFormValues {
  return { ...MORTGAGE_DEFAULTS, amount: '500000', custom: true, customRate: '5', ...overrides }
}

describe('the term-and-rate list', () => {
  it('shows each term and rate type of the mortgage type once, at the lowest rate, named with its type', () => {
    const options = rateOptions(ROWS, C)
    expect(options.map((o) => o.label)).toEqual([
      '1 year fixed, conventional - 5.74%',
      '1 year variable, conventional - 5.20%',
      '3 year fixed, conventional - 4.50%',
      '5 year fixed, conventional - 4.19%',
    ])
    expect(options.find((o) => o.id === '5 year|fixed|Conventional')?.rate).toBe(4.19)
    // The insured rate is lower but belongs to buyers with under 20 % down: only in its own list.
    expect(rateOptions(ROWS, 'High-Ratio').map((o) => o.label)).toEqual(['5 year fixed, insured (high-ratio) - 3.79%'])
  })

  it('defaults to the 5-year fixed, else the first entry, else nothing', () => {
    expect(defaultRateChoice(rateOptions(ROWS, C))).toBe('5 year|fixed|Conventional')
    expect(
      defaultRateChoice(rateOptions([{ term: '3 year', rateType: 'variable', mortgageType: C, ourRate: 5 }], C)),
    ).toBe('3 year|variable|Conventional')
    expect(defaultRateChoice([])).toBe('')
  })
})

describe('computeMortgage: the check figures of the Canadian rules', () => {
  const expected: Record<PaymentFrequency, string> = {
    monthly: '$2,908.02',
    'semi-monthly': '$1,452.52',
    'bi-weekly': '$1,340.68',
    'accelerated-bi-weekly': '$1,454.01',
    weekly: '$670.02',
    'accelerated-weekly': '$727.01',
  }
  it.each(PAYMENT_FREQUENCIES.map((f) => f.value))('$500,000 at 5 %% over 25 years, semi-annual, %s', (frequency) => {
    const values = form({ frequency })
    const summary = summarize(values, computeMortgage(values, []))
    expect(summary?.payment).toBe(expected[frequency])
  })

  it('gives $2,922.95 compounded monthly', () => {
    const values = form({ compounding: 'monthly' })
    expect(summarize(values, computeMortgage(values, []))?.payment).toBe('$2,922.95')
  })

  it('uses the chosen rate from the list and its term', () => {
    const options = rateOptions(ROWS, C)
    const values = form({ custom: false, rateChoice: '5 year|fixed|Conventional' })
    const c = computeMortgage(values, options)
    expect(c.ratePct).toBe(4.19)
    expect(c.termYears).toBe(5)
    const summary = summarize(values, c)!
    expect(summary.balanceAtTermEnd?.years).toBe(5)
    expect(summary.balanceAtTermEnd?.amount).toBe(
      new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(c.schedule![4]!.endBalance),
    )
  })
})

describe('the summary card', () => {
  it('shows principal and interest shares to one decimal that add up to 100 %', () => {
    const values = form()
    const c = computeMortgage(values, [])
    const s = summarize(values, c)!
    expect(s.totalInterestLabel).toBe('Total interest over 25 years')
    expect(s.principal).toBe('$500,000.00')
    const p = Number.parseFloat(s.principalShare)
    const i = Number.parseFloat(s.interestShare)
    expect(s.principalShare).toMatch(/^\d{1,3}\.\d%$/)
    expect(Math.round((p + i) * 10)).toBe(1000)
    expect(p).toBeCloseTo((500_000 / c.result!.totalPaid) * 100, 1)
  })

  it('counts the real years of an accelerated schedule', () => {
    const values = form({ frequency: 'accelerated-bi-weekly' })
    const s = summarize(values, computeMortgage(values, []))!
    expect(s.totalInterestLabel).toMatch(/^Total interest over 2[0-4]\.\d years$/)
    expect(yearsText(1)).toBe('1 year')
    expect(yearsText(22.34)).toBe('22.3 years')
  })

  it('is null while the inputs are not valid', () => {
    const values = form({ amount: '' })
    expect(summarize(values, computeMortgage(values, []))).toBeNull()
  })
})

describe('input hygiene', () => {
  it('explains each problem in plain words', () => {
    expect(computeMortgage(form({ amount: 'abc' }), []).errors.amount).toBe('Enter the mortgage amount.')
    expect(computeMortgage(form({ amount: '0' }), []).errors.amount).toBe('The mortgage amount must be more than $0.')
    expect(computeMortgage(form({ customRate: '26' }), []).errors.rate).toBe(
      'The interest rate must be between 0% and 25%.',
    )
    expect(computeMortgage(form({ customRate: '' }), []).errors.rate).toBe('Enter the interest rate.')
    expect(computeMortgage(form({ custom: false }), []).errors.rate).toBe(
      'No rates are available right now. Switch on Custom and type a rate.',
    )
    expect(computeMortgage(form({ custom: false, rateChoice: 'gone' }), rateOptions(ROWS, C)).errors.rate).toMatch(
      /^Choose a term and rate/,
    )
  })

  it('never shows NaN, Infinity or a negative amount', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer({ min: -5, max: 5_000_000 }).map(String)),
        fc.oneof(
          fc.string(),
          fc.double({ min: -1, max: 30, noNaN: true }).map((r) => r.toFixed(2)),
        ),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(...PAYMENT_FREQUENCIES.map((f) => f.value)),
        (amount, customRate, amortization, frequency) => {
          const values = form({ amount, customRate, amortization, frequency })
          const s = summarize(values, computeMortgage(values, []))
          if (!s) return
          const text = JSON.stringify(s)
          expect(text).not.toMatch(/NaN|Infinity|-\$|\$-/)
        },
      ),
      { numRuns: 200 },
    )
  })
})
