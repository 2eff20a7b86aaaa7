import { describe, expect, it } from 'vitest'
import { affordability } from './affordability'
import { reachablePrice } from './reachable-price'

const asOf = '2025-06-01'
const reach = (incomeMortgage: number, downPayment: number, amortizationYears = 25) =>
  reachablePrice({ incomeMortgage, downPayment, amortizationYears, asOf })

describe('reachablePrice: the lower of the income limit and the down payment limit', () => {
  it('$20,000 down buys at most $400,000 (5 %), the 4.00 % premium added to the loan', () => {
    // 380,000 × 4.00 % = 15,200 → a 395,200 loan, inside a 465,000 income mortgage.
    expect(reach(465_000, 20_000)).toEqual({
      price: 400_000,
      incomePrice: 485_000,
      downPaymentPrice: 400_000,
      mortgage: 395_200,
      premium: 15_200,
      premiumRatePct: 4,
      limit: 'down-payment',
    })
  })

  it('$100,000 down buys at most $1,250,000 however large the income', () => {
    // 5 % of 500,000 = 25,000; the other 75,000 is 10 % of 750,000 → 1,250,000.
    // Loan 1,150,000 (92 % LTV) × 4.00 % = 46,000.
    const r = reach(50_000_000, 100_000)
    expect(r.price).toBe(1_250_000)
    expect(r.mortgage).toBe(1_196_000)
    expect(r.limit).toBe('down-payment')
  })

  it('insured purchases stop under the $1.5M cap: $200,000 down buys $1,499,999.99', () => {
    // 20 % of 1,500,000 would be 300,000; below the cap the tiers ask 125,000.
    // Loan 1,299,999.99 (86.67 % LTV) × 3.10 % = 40,300.00.
    const r = reach(50_000_000, 200_000)
    expect(r.price).toBe(1_499_999.99)
    expect(r.premium).toBe(40_300)
    expect(r.mortgage).toBe(1_340_299.99)
  })

  it('at or above the cap 20 % down is needed: $400,000 down and a $1.5M mortgage buy $1.9M', () => {
    const r = reach(1_500_000, 400_000)
    expect(r).toMatchObject({ price: 1_900_000, downPaymentPrice: 2_000_000, premium: 0, limit: 'income' })
  })

  it('when the income binds, the premium comes out of the price', () => {
    // (P − 20,000) × 1.04 ≤ 200,000 → P = 212,307.69 (90.6 % LTV: 4.00 %); premium 7,692.31.
    const r = reach(200_000, 20_000)
    expect(r).toMatchObject({ price: 212_307.69, premium: 7_692.31, mortgage: 200_000, limit: 'income' })
  })

  it('just over 80 % loan-to-value the 2.80 % premium applies', () => {
    // 20 % down stops at 500,000 (no premium); above it L + 2.80 % of L ≤ 420,000 → L = 408,560.31.
    const r = reach(420_000, 100_000)
    expect(r).toMatchObject({ price: 508_560.31, premium: 11_439.69, premiumRatePct: 2.8, mortgage: 420_000 })
  })

  it('with 20 % down or more no premium: $100,000 down and a $300,000 mortgage buy $400,000', () => {
    expect(reach(300_000, 100_000)).toMatchObject({ price: 400_000, premium: 0, mortgage: 300_000, limit: 'income' })
  })

  it('no down payment reaches no price', () => {
    expect(reach(300_000, 0).price).toBe(0)
  })
})

describe('affordability: the headline is reachable', () => {
  const base = {
    coBorrowerIncome: 0,
    amortizationYears: 25,
    annualRatePct: 4.84,
    asOf,
  }

  it('the spec defaults (100,000 income, 20,000 down) reach $400,000, not the formula’s $485,767', () => {
    const r = affordability({ ...base, annualIncome: 100_000, downPayment: 20_000 })
    expect(Math.round(r.maxPrice)).toBe(485_767)
    expect(r.reachable.price).toBe(400_000)
    expect(r.reachable.mortgage).toBe(395_200)
    expect(r.reachable.limit).toBe('down-payment')
    // 395,200 at 4.84 % (semi-annual), 25 years: the payment calculator's figure.
    expect(r.reachable.monthlyPayment).toBeCloseTo(2262.7, 0)
  })

  it('a $5M income with $100,000 down reaches $1,250,000, not $23M', () => {
    const r = affordability({ ...base, annualIncome: 5_000_000, downPayment: 100_000 })
    expect(r.maxPrice).toBeGreaterThan(23_000_000)
    expect(r.reachable.price).toBe(1_250_000)
    expect(r.lenderMaximum.reachable.price).toBe(1_250_000)
  })
})
