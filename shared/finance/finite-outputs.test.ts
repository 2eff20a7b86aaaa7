// Within the input bounds (amounts > 0, rate 0–25 %, amortization 1–30 years, any date),
// no calculator returns NaN or ±Infinity anywhere in its result.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  affordability,
  amortizationSchedule,
  COMPOUNDING_OPTIONS,
  downPaymentHint,
  formatCAD,
  insurancePremium,
  insurancePremiumRate,
  landTransferTax,
  minimumDownPayment,
  mortgagePayment,
  ontarioInsurancePst,
  PAYMENT_FREQUENCIES,
} from './index'

function expectAllFinite(value: unknown, path = 'result'): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value), `${path} = ${value}`).toBe(true)
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) expectAllFinite(v, `${path}[${i}]`)
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) expectAllFinite(v, `${path}.${k}`)
  }
}

// Any double in range, including tiny ones that break naive formulas.
const amount = fc.double({ min: 0.01, max: 1e8, noNaN: true })
const rate = fc.oneof(
  fc.constant(0),
  fc.double({ min: 0, max: 25, noNaN: true }),
  fc.double({ min: Number.MIN_VALUE, max: 1e-6, noNaN: true }),
)
const years = fc.integer({ min: 1, max: 30 })
const date = fc.date({
  min: new Date('2015-01-01T00:00:00Z'),
  max: new Date('2035-12-31T00:00:00Z'),
  noInvalidDate: true,
})

describe('no NaN or Infinity within the bounds', () => {
  it('mortgagePayment and amortizationSchedule', () => {
    fc.assert(
      fc.property(
        amount,
        rate,
        years,
        fc.constantFrom(...COMPOUNDING_OPTIONS.map((c) => c.value)),
        fc.constantFrom(...PAYMENT_FREQUENCIES.map((f) => f.value)),
        (principal, annualRatePct, amortizationYears, compounding, frequency) => {
          const input = { principal, annualRatePct, amortizationYears, compounding, frequency }
          expectAllFinite(mortgagePayment(input))
          const rows = amortizationSchedule(input)
          expectAllFinite(rows)
          expect(rows.at(-1)?.endBalance).toBe(0)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('minimumDownPayment, insurancePremium, insurancePremiumRate, ontarioInsurancePst', () => {
    fc.assert(
      fc.property(
        amount,
        fc.double({ min: 0, max: 1, noNaN: true }),
        years,
        fc.boolean(),
        date,
        (price, share, amortizationYears, flag, asOf) => {
          expectAllFinite(minimumDownPayment(price, asOf))
          const insurance = insurancePremium({
            price,
            downPayment: price * share,
            amortizationYears,
            firstTimeBuyerOrNewBuild: flag,
            asOf,
          })
          expectAllFinite(insurance)
          expectAllFinite(ontarioInsurancePst(insurance.premium))
          expectAllFinite(insurancePremiumRate(share * 100, { asOf, longAmortization: flag }) ?? 0)
          expect(downPaymentHint(asOf)).not.toMatch(/NaN|Infinity|undefined/)
          expect(formatCAD(insurance.premium)).not.toMatch(/NaN|∞/)
        },
      ),
    )
  })

  it('affordability', () => {
    fc.assert(
      fc.property(
        fc.record({
          annualIncome: amount,
          coBorrowerIncome: amount,
          downPayment: amount,
          amortizationYears: years,
          annualRatePct: rate,
          monthlyDebts: amount,
          monthlyHeat: amount,
          annualPropertyTax: amount,
          monthlyCondoFees: amount,
          asOf: date,
        }),
        (input) => expectAllFinite(affordability(input)),
      ),
    )
  })

  it('landTransferTax', () => {
    fc.assert(
      fc.property(
        amount,
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('ON', 'Ontario', 'BC', 'Quebec'),
        date,
        (price, inToronto, firstTimeBuyer, province, asOf) => {
          expectAllFinite(landTransferTax({ price, province, inToronto, firstTimeBuyer, asOf }))
        },
      ),
    )
  })
})
