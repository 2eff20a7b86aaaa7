import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type AffordabilityInput,
  affordability,
  REVOLVING_DEBT_PAYMENT_PCT,
  revolvingDebtPayment,
} from './affordability'
import { mortgagePayment } from './payment'

const NOW = '2025-06-01'
const specDefaults: AffordabilityInput = {
  annualIncome: 100_000,
  coBorrowerIncome: 0,
  downPayment: 20_000,
  amortizationYears: 25,
  annualRatePct: 4.84,
  monthlyDebts: 0,
  monthlyHeat: 0,
  annualPropertyTax: 0,
  monthlyCondoFees: 0,
  asOf: NOW,
}

/** Present value of a monthly payment, semi-annual compounding, written out independently. */
function presentValue(payment: number, ratePct: number, years: number): number {
  const monthly = (1 + ratePct / 200) ** (2 / 12) - 1
  return (payment * (1 - (1 + monthly) ** (-years * 12))) / monthly
}

describe('affordability: the spec rule (32 % / 40 %)', () => {
  it('with no other costs, housing binds at 32 % of gross monthly income', () => {
    const r = affordability(specDefaults)
    // 100,000 / 12 × 32 % = 2,666.666… → 2,666.66 (never above the limit).
    expect(r.monthlyPayment).toBe(2666.66)
    expect(r.bindingLimit).toBe('housing')
    expect(r.maxMortgage).toBeCloseTo(presentValue(2666.66, 4.84, 25), 1)
    expect(r.maxMortgage).toBeLessThanOrEqual(presentValue(2666.66, 4.84, 25))
    expect(r.maxPrice).toBeCloseTo(r.maxMortgage + 20_000, 2)
  })

  it('its mortgage costs the stated payment in the payment calculator (to the cent)', () => {
    const r = affordability(specDefaults)
    const check = mortgagePayment({ principal: r.maxMortgage, annualRatePct: 4.84, amortizationYears: 25 })
    expect(Math.abs(check.payment - r.monthlyPayment)).toBeLessThanOrEqual(0.01)
  })

  it('subtracts tax/12, heat and condo fees; other debts can make total debt bind', () => {
    const r = affordability({
      ...specDefaults,
      monthlyDebts: 800,
      monthlyHeat: 150,
      annualPropertyTax: 4_000,
      monthlyCondoFees: 400,
    })
    // Housing cap 2,666.67; total-debt cap 3,333.33 − 800 = 2,533.33 binds;
    // minus 333.33 + 150 + 400 = 1,650.00.
    expect(r.bindingLimit).toBe('total-debt')
    expect(r.monthlyPayment).toBe(1650)
    expect(r.maxMortgage).toBeCloseTo(presentValue(1650, 4.84, 25), 1)
  })

  it('adds the co-borrower income', () => {
    const alone = affordability({ ...specDefaults, annualIncome: 150_000 })
    const together = affordability({ ...specDefaults, annualIncome: 100_000, coBorrowerIncome: 50_000 })
    expect(together).toEqual(alone)
  })

  it('handles a 0 % rate as payment × months', () => {
    const r = affordability({ ...specDefaults, annualRatePct: 0 })
    expect(r.maxMortgage).toBe(2666.66 * 300)
  })

  it('clamps to zero when costs exceed the limits', () => {
    const r = affordability({ ...specDefaults, monthlyDebts: 10_000 })
    expect(r.maxMortgage).toBe(0)
    expect(r.monthlyPayment).toBe(0)
    expect(r.maxPrice).toBe(20_000)
    expect(r.lenderMaximum.maxMortgage).toBe(0)
    expect(r.lenderMaximum.monthlyPayment).toBe(0)
  })

  it('treats negative, missing or non-numeric inputs as 0', () => {
    const r = affordability({
      annualIncome: Number.NaN,
      downPayment: -5,
      amortizationYears: 25,
      annualRatePct: 5,
      asOf: NOW,
    })
    expect(r.maxPrice).toBe(0)
    expect(r.maxMortgage).toBe(0)
    expect(affordability({ ...specDefaults, amortizationYears: 0 }).maxMortgage).toBe(0)
  })
})

describe('affordability: lender maximum (stress test, 39 % / 44 %)', () => {
  it('qualifies at contract rate + 2 when that is above 5.25', () => {
    const r = affordability(specDefaults)
    expect(r.lenderMaximum.qualifyingRatePct).toBe(6.84)
    // 39 % of 8,333.33 = 3,250.00 at 6.84 %.
    expect(r.lenderMaximum.maxMortgage).toBeCloseTo(presentValue(3250, 6.84, 25), 1)
    expect(r.lenderMaximum.maxPrice).toBeCloseTo(r.lenderMaximum.maxMortgage + 20_000, 2)
    // What the borrower would pay on it at the contract rate.
    expect(r.lenderMaximum.monthlyPayment).toBe(
      mortgagePayment({ principal: r.lenderMaximum.maxMortgage, annualRatePct: 4.84, amortizationYears: 25 }).payment,
    )
  })

  it('uses the 5.25 % floor for low rates', () => {
    expect(affordability({ ...specDefaults, annualRatePct: 2.5 }).lenderMaximum.qualifyingRatePct).toBe(5.25)
    expect(affordability({ ...specDefaults, annualRatePct: 3.25 }).lenderMaximum.qualifyingRatePct).toBe(5.25)
    expect(affordability({ ...specDefaults, annualRatePct: 3.26 }).lenderMaximum.qualifyingRatePct).toBe(5.26)
  })

  it('counts half the condo fees', () => {
    const r = affordability({ ...specDefaults, monthlyCondoFees: 600 })
    // 3,250 − 300 = 2,950 qualifying payment (TDS 44 % = 3,666.67 does not bind).
    expect(r.lenderMaximum.maxMortgage).toBeCloseTo(presentValue(2950, 6.84, 25), 1)
    // The comfortable rule counts all of it: 2,666.67 − 600.
    expect(r.monthlyPayment).toBe(2066.66)
  })

  it('applies TDS 44 % after other debts', () => {
    const r = affordability({ ...specDefaults, monthlyDebts: 1_000 })
    // 44 % of 8,333.33 = 3,666.67 − 1,000 = 2,666.66.
    expect(r.lenderMaximum.maxMortgage).toBeCloseTo(presentValue(2666.66, 6.84, 25), 0)
  })
})

describe('affordability properties', () => {
  const money = (max: number) => fc.integer({ min: -1_000, max }).map((c) => c + 0.25)
  const inputArb: fc.Arbitrary<AffordabilityInput> = fc.record({
    annualIncome: money(1_000_000),
    coBorrowerIncome: money(500_000),
    downPayment: money(2_000_000),
    amortizationYears: fc.constantFrom(1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 30),
    annualRatePct: fc.integer({ min: 0, max: 2500 }).map((bp) => bp / 100),
    monthlyDebts: money(20_000),
    monthlyHeat: money(2_000),
    annualPropertyTax: money(50_000),
    monthlyCondoFees: money(3_000),
    asOf: fc.constant(NOW),
  })

  it('never returns a negative or non-finite amount', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = affordability(input)
        const values = [
          r.maxPrice,
          r.maxMortgage,
          r.monthlyPayment,
          r.lenderMaximum.maxPrice,
          r.lenderMaximum.maxMortgage,
          r.lenderMaximum.monthlyPayment,
          r.lenderMaximum.qualifyingRatePct,
        ]
        for (const v of values) {
          expect(Number.isFinite(v)).toBe(true)
          expect(v).toBeGreaterThanOrEqual(0)
        }
        expect(r.maxPrice).toBeGreaterThanOrEqual(r.maxMortgage)
      }),
    )
  })

  it('more income never lowers the maximum; more debt never raises it', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (input, raise, debt) => {
          const base = affordability(input)
          const richer = affordability({ ...input, annualIncome: Math.max(0, input.annualIncome) + raise })
          const indebted = affordability({ ...input, monthlyDebts: Math.max(0, input.monthlyDebts ?? 0) + debt })
          expect(richer.maxMortgage).toBeGreaterThanOrEqual(base.maxMortgage)
          expect(richer.lenderMaximum.maxMortgage).toBeGreaterThanOrEqual(base.lenderMaximum.maxMortgage)
          expect(indebted.maxMortgage).toBeLessThanOrEqual(base.maxMortgage)
        },
      ),
    )
  })

  it('names the limit that binds', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const gross = (Math.max(0, input.annualIncome) + Math.max(0, input.coBorrowerIncome ?? 0)) / 12
        const expected = 0.32 * gross <= 0.4 * gross - Math.max(0, input.monthlyDebts ?? 0) ? 'housing' : 'total-debt'
        expect(affordability(input).bindingLimit).toBe(expected)
      }),
    )
  })
})

describe('revolvingDebtPayment (3 % of a card or line of credit balance)', () => {
  it('counts 3 % of the balance a month, to the cent', () => {
    expect(REVOLVING_DEBT_PAYMENT_PCT).toBe(3)
    expect(revolvingDebtPayment(10_000)).toBe(300)
    expect(revolvingDebtPayment(1234.56)).toBe(37.04)
    expect(revolvingDebtPayment(0)).toBe(0)
    expect(revolvingDebtPayment(Number.NaN)).toBe(0)
  })
})
