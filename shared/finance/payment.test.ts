import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amortizationSchedule,
  annuityFactor,
  COMPOUNDING_OPTIONS,
  type Compounding,
  type MortgageInput,
  mortgagePayment,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
  periodicRate,
} from './payment'

const cents = (amount: number) => Math.round(amount * 100)
const base = { principal: 500_000, annualRatePct: 5, amortizationYears: 25 } as const

describe('options', () => {
  it('lists the payment frequencies with labels and counts', () => {
    expect(PAYMENT_FREQUENCIES.map((f) => [f.value, f.label, f.paymentsPerYear])).toEqual([
      ['monthly', 'Monthly', 12],
      ['semi-monthly', 'Semi-monthly', 24],
      ['bi-weekly', 'Bi-weekly', 26],
      ['accelerated-bi-weekly', 'Accelerated bi-weekly', 26],
      ['weekly', 'Weekly', 52],
      ['accelerated-weekly', 'Accelerated weekly', 52],
    ])
  })

  it('lists the compounding options, semi-annual first', () => {
    expect(COMPOUNDING_OPTIONS.map((c) => [c.value, c.label, c.periodsPerYear])).toEqual([
      ['semi-annual', 'Semi-annual', 2],
      ['monthly', 'Monthly', 12],
      ['quarterly', 'Quarterly', 4],
      ['annual', 'Annual', 1],
    ])
  })
})

describe('periodicRate', () => {
  it('is (1 + j/m)^(m/n) − 1', () => {
    expect(periodicRate(5, 'semi-annual', 12)).toBeCloseTo(1.025 ** (1 / 6) - 1, 15)
    expect(periodicRate(5, 'monthly', 12)).toBeCloseTo(0.05 / 12, 15)
    expect(periodicRate(6, 'quarterly', 4)).toBeCloseTo(0.015, 15)
    expect(periodicRate(6, 'annual', 52)).toBeCloseTo(1.06 ** (1 / 52) - 1, 15)
  })

  it('is 0 at 0 % and stays positive for tiny rates', () => {
    expect(periodicRate(0, 'semi-annual', 12)).toBe(0)
    expect(periodicRate(1e-12, 'semi-annual', 12)).toBeGreaterThan(0)
  })
})

describe('annuityFactor', () => {
  it('matches the closed form and is the count at 0 %', () => {
    expect(annuityFactor(0.01, 12)).toBeCloseTo((1 - 1.01 ** -12) / 0.01, 12)
    expect(annuityFactor(0, 300)).toBe(300)
  })
})

describe('mortgagePayment check figures ($500,000, 5 %, 25 years)', () => {
  it.each([
    ['monthly', 2908.02],
    ['semi-monthly', 1452.52],
    ['bi-weekly', 1340.68],
    ['accelerated-bi-weekly', 1454.01],
    ['weekly', 670.02],
    ['accelerated-weekly', 727.01],
  ] as const)('%s semi-annual → %d', (frequency, payment) => {
    expect(mortgagePayment({ ...base, compounding: 'semi-annual', frequency }).payment).toBe(payment)
  })

  it('defaults to semi-annual compounding and monthly payments', () => {
    expect(mortgagePayment(base).payment).toBe(2908.02)
    expect(mortgagePayment(base).paymentsPerYear).toBe(12)
  })

  it('monthly compounding gives 2,922.95', () => {
    expect(mortgagePayment({ ...base, compounding: 'monthly' }).payment).toBe(2922.95)
  })
})

describe('mortgagePayment check figures ($100,000, 2 %, 5 years)', () => {
  const small = { principal: 100_000, annualRatePct: 2, amortizationYears: 5 }
  it.each([
    ['monthly', 1752.41],
    ['bi-weekly', 808.45],
    ['accelerated-bi-weekly', 876.21],
  ] as const)('%s → %d', (frequency, payment) => {
    expect(mortgagePayment({ ...small, frequency }).payment).toBe(payment)
  })
})

describe('mortgagePayment totals', () => {
  it('runs the full term for a regular frequency', () => {
    const r = mortgagePayment(base)
    expect(r.payoffYears).toBe(25)
    expect(cents(r.totalPaid)).toBe(cents(r.totalInterest) + cents(500_000))
    // 299 regular payments plus a final one that settles the balance: the payment was
    // rounded down by about half a cent, which grows to about $3 over 25 years.
    const last = r.totalPaid - 299 * r.payment
    expect(last).toBeGreaterThan(r.payment)
    expect(last).toBeLessThan(r.payment + 5)
  })

  it('ends accelerated schedules early, with less interest', () => {
    const biWeekly = mortgagePayment({ ...base, frequency: 'bi-weekly' })
    const accelerated = mortgagePayment({ ...base, frequency: 'accelerated-bi-weekly' })
    expect(accelerated.payoffYears).toBeLessThan(22)
    expect(accelerated.payoffYears).toBeGreaterThan(21)
    expect(accelerated.totalInterest).toBeLessThan(biWeekly.totalInterest - 50_000)
    const weekly = mortgagePayment({ ...base, frequency: 'accelerated-weekly' })
    expect(weekly.payoffYears).toBeLessThan(22)
  })

  it('handles a 0 % rate: payment = principal / number of payments, no interest', () => {
    const r = mortgagePayment({ principal: 120_000, annualRatePct: 0, amortizationYears: 10 })
    expect(r.payment).toBe(1000)
    expect(r.totalInterest).toBe(0)
    expect(r.totalPaid).toBe(120_000)
    expect(r.payoffYears).toBe(10)
    const uneven = mortgagePayment({ principal: 100_000, annualRatePct: 0, amortizationYears: 3 })
    expect(uneven.payment).toBe(2777.78)
    expect(uneven.totalPaid).toBe(100_000)
  })

  it('returns zeros for a zero principal', () => {
    expect(mortgagePayment({ ...base, principal: 0 })).toEqual({
      payment: 0,
      paymentsPerYear: 12,
      totalPaid: 0,
      totalInterest: 0,
      payoffYears: 0,
    })
  })

  it('rejects impossible input', () => {
    expect(() => mortgagePayment({ ...base, principal: -1 })).toThrow(RangeError)
    expect(() => mortgagePayment({ ...base, principal: Number.NaN })).toThrow(RangeError)
    expect(() => mortgagePayment({ ...base, annualRatePct: -0.5 })).toThrow(RangeError)
    expect(() => mortgagePayment({ ...base, amortizationYears: 0 })).toThrow(RangeError)
    expect(() => mortgagePayment({ ...base, amortizationYears: 1e9 })).toThrow(RangeError)
    expect(() => mortgagePayment({ ...base, frequency: 'daily' as PaymentFrequency })).toThrow(RangeError)
    expect(() => mortgagePayment({ ...base, compounding: 'daily' as Compounding })).toThrow(RangeError)
  })
})

describe('amortizationSchedule', () => {
  it('has one row per year, ending at zero', () => {
    const rows = amortizationSchedule(base)
    expect(rows).toHaveLength(25)
    expect(rows.map((r) => r.year)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
    expect(rows.at(-1)?.endBalance).toBe(0)
    // First year: balance after 12 payments.
    expect(rows[0]?.interestPaid).toBeGreaterThan(rows[0]?.principalPaid ?? Infinity)
    expect(cents(rows[0]!.principalPaid) + cents(rows[0]!.endBalance)).toBe(cents(500_000))
  })

  it('stops at the payoff year for accelerated payments', () => {
    expect(amortizationSchedule({ ...base, frequency: 'accelerated-bi-weekly' })).toHaveLength(22)
  })

  it('returns no rows for a zero principal', () => {
    expect(amortizationSchedule({ ...base, principal: 0 })).toEqual([])
  })
})

// ---- properties -------------------------------------------------------------------------

const frequencyArb = fc.constantFrom(...PAYMENT_FREQUENCIES.map((f) => f.value))
const compoundingArb = fc.constantFrom(...COMPOUNDING_OPTIONS.map((c) => c.value))
const inputWith = (minPrincipalCents: number): fc.Arbitrary<MortgageInput> =>
  fc.record({
    principal: fc.integer({ min: minPrincipalCents, max: 5_000_000_00 }).map((c) => c / 100),
    annualRatePct: fc.integer({ min: 0, max: 2500 }).map((bp) => bp / 100),
    amortizationYears: fc.integer({ min: 1, max: 30 }),
    compounding: compoundingArb,
    frequency: frequencyArb,
  })
// Any amount: the schedule must still settle exactly. Loans of a few dollars are degenerate
// (a payment of a few cents is all rounding), so shape properties use a realistic minimum.
const anyInputArb = inputWith(1)
const inputArb = inputWith(10_000_00)

describe('mortgagePayment properties', () => {
  it('a higher rate never lowers the payment, and clearly raises it', () => {
    fc.assert(
      fc.property(anyInputArb, fc.integer({ min: 1, max: 1000 }), (input, extraBp) => {
        const low = mortgagePayment(input)
        const high = mortgagePayment({ ...input, annualRatePct: input.annualRatePct + extraBp / 100 })
        expect(high.payment).toBeGreaterThanOrEqual(low.payment)
        if (extraBp >= 50 && input.principal >= 50_000) expect(high.payment).toBeGreaterThan(low.payment)
      }),
    )
  })

  it('a clearly higher rate costs more interest over a fixed term', () => {
    // Accelerated schedules are left out: a higher rate also raises their payment and can
    // drop a payment from the end, so their total interest need not rise.
    const fixedTerm = fc.constantFrom('monthly', 'semi-monthly', 'bi-weekly', 'weekly' as const)
    // Below about $50,000 at rates near 25 %, a cent of payment rounding outweighs 0.1 % of rate.
    fc.assert(
      fc.property(
        inputWith(50_000_00),
        fixedTerm,
        fc.integer({ min: 10, max: 1000 }),
        (anyFrequency, frequency, extraBp) => {
          const input = { ...anyFrequency, frequency }
          const low = mortgagePayment(input)
          const high = mortgagePayment({ ...input, annualRatePct: input.annualRatePct + extraBp / 100 })
          expect(high.totalInterest).toBeGreaterThan(low.totalInterest)
        },
      ),
    )
  })

  it('accelerated pays off sooner than its non-accelerated counterpart', () => {
    const pairs = [
      ['accelerated-bi-weekly', 'bi-weekly'],
      ['accelerated-weekly', 'weekly'],
    ] as const
    fc.assert(
      fc.property(inputArb, fc.constantFrom(...pairs), (input, [fast, regular]) => {
        const a = mortgagePayment({ ...input, frequency: fast })
        const b = mortgagePayment({ ...input, frequency: regular })
        expect(a.payoffYears).toBeLessThan(b.payoffYears)
        expect(a.totalInterest).toBeLessThanOrEqual(b.totalInterest)
      }),
    )
  })

  it('never runs past the amortization, and totals are exact to the cent', () => {
    fc.assert(
      fc.property(anyInputArb, (input) => {
        const r = mortgagePayment(input)
        expect(r.payoffYears).toBeLessThanOrEqual(input.amortizationYears)
        expect(cents(r.totalPaid)).toBe(cents(input.principal) + cents(r.totalInterest))
        expect(r.totalInterest).toBeGreaterThanOrEqual(0)
        if (input.annualRatePct === 0) expect(r.totalInterest).toBe(0)
      }),
    )
  })
})

describe('amortizationSchedule properties', () => {
  it('ends at zero balance for any amount', () => {
    fc.assert(
      fc.property(anyInputArb, (input) => {
        expect(amortizationSchedule(input).at(-1)?.endBalance).toBe(0)
      }),
    )
  })

  it('ends at zero balance with falling balances', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const rows = amortizationSchedule(input)
        expect(rows.at(-1)?.endBalance).toBe(0)
        for (let i = 1; i < rows.length; i++) expect(rows[i]!.endBalance).toBeLessThan(rows[i - 1]!.endBalance)
        expect(rows.length).toBe(Math.ceil(mortgagePayment(input).payoffYears - 1e-9))
      }),
    )
  })

  it('sums to the principal and to the totals of mortgagePayment', () => {
    fc.assert(
      fc.property(anyInputArb, (input) => {
        const rows = amortizationSchedule(input)
        const totals = mortgagePayment(input)
        const principal = rows.reduce((sum, r) => sum + cents(r.principalPaid), 0)
        const interest = rows.reduce((sum, r) => sum + cents(r.interestPaid), 0)
        expect(principal).toBe(cents(input.principal))
        expect(interest).toBe(cents(totals.totalInterest))
        expect(principal + interest).toBe(cents(totals.totalPaid))
      }),
    )
  })
})
