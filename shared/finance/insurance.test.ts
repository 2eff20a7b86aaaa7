import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { minimumDownPayment } from './down-payment'
import { insurancePremium, insurancePremiumRate, ontarioInsurancePst } from './insurance'

const NOW = '2025-06-01'

describe('insurancePremiumRate (full table)', () => {
  it.each([
    [50, 0.6],
    [65, 0.6],
    [65.01, 1.7],
    [75, 1.7],
    [75.01, 2.4],
    [80, 2.4],
    [80.01, 2.8],
    [85, 2.8],
    [85.01, 3.1],
    [90, 3.1],
    [90.01, 4.0],
    [95, 4.0],
  ])('LTV %d %% → %d %%', (ltv, rate) => {
    expect(insurancePremiumRate(ltv, { asOf: NOW })).toBe(rate)
  })

  it('adds 0.20 % for a long amortization since 2024-08-01, without binary noise', () => {
    expect(insurancePremiumRate(65, { asOf: NOW, longAmortization: true })).toBe(0.8)
    expect(insurancePremiumRate(75, { asOf: NOW, longAmortization: true })).toBe(1.9)
    expect(insurancePremiumRate(80, { asOf: NOW, longAmortization: true })).toBe(2.6)
    expect(insurancePremiumRate(85, { asOf: NOW, longAmortization: true })).toBe(3)
    expect(insurancePremiumRate(90, { asOf: NOW, longAmortization: true })).toBe(3.3)
    expect(insurancePremiumRate(95, { asOf: NOW, longAmortization: true })).toBe(4.2)
    expect(insurancePremiumRate(95, { asOf: '2024-07-31', longAmortization: true })).toBe(4)
  })

  it('is null above 95 % or for nonsense', () => {
    expect(insurancePremiumRate(95.01, { asOf: NOW })).toBeNull()
    expect(insurancePremiumRate(Number.NaN, { asOf: NOW })).toBeNull()
    expect(insurancePremiumRate(-1, { asOf: NOW })).toBeNull()
  })
})

describe('insurancePremium', () => {
  const at = (price: number, downPayment: number, amortizationYears = 25, extra = {}) =>
    insurancePremium({ price, downPayment, amortizationYears, asOf: NOW, ...extra })

  it('uses the spec rows for 5–19.99 % down, on the loan amount', () => {
    expect(at(500_000, 25_000)).toEqual({ required: true, insurable: true, rate: 4, premium: 19_000 })
    expect(at(500_000, 50_000)).toEqual({ required: true, insurable: true, rate: 3.1, premium: 13_950 })
    expect(at(500_000, 75_000)).toEqual({ required: true, insurable: true, rate: 2.8, premium: 11_900 })
    expect(at(500_000, 99_999)).toMatchObject({ required: true, rate: 2.8, premium: 11_200.03 })
  })

  it('is not required at exactly 20 % down or more', () => {
    expect(at(500_000, 100_000)).toEqual({ required: false, insurable: true, rate: 0, premium: 0 })
    expect(at(500_000, 500_000)).toMatchObject({ required: false, premium: 0 })
    expect(at(500_000, 600_000)).toMatchObject({ required: false, premium: 0 })
  })

  it('treats exact 90 % and 85 % loan-to-value as the lower row', () => {
    expect(at(400_000, 40_000).rate).toBe(3.1)
    expect(at(400_000, 60_000).rate).toBe(2.8)
  })

  it('is not insurable below the minimum down payment', () => {
    expect(at(700_000, 40_000)).toEqual({ required: true, insurable: false, rate: 0, premium: 0 })
    expect(at(700_000, minimumDownPayment(700_000, NOW)).insurable).toBe(true)
  })

  it('is not insurable at or above the price cap in force', () => {
    expect(at(1_499_999, 150_000)).toMatchObject({ required: true, insurable: true, rate: 3.1 })
    expect(at(1_500_000, 150_000)).toMatchObject({ required: true, insurable: false, premium: 0 })
    const before = { asOf: '2024-12-14' }
    expect(at(999_999, 100_000, 25, before)).toMatchObject({ insurable: true, rate: 3.1 })
    expect(at(1_200_000, 150_000, 25, before)).toMatchObject({ required: true, insurable: false, premium: 0 })
  })

  it('allows 30 years only for first-time buyers or new builds, with the surcharge', () => {
    expect(at(500_000, 25_000, 30)).toMatchObject({ required: true, insurable: false, premium: 0 })
    expect(at(500_000, 25_000, 30, { firstTimeBuyerOrNewBuild: true })).toEqual({
      required: true,
      insurable: true,
      rate: 4.2,
      premium: 19_950,
    })
    expect(at(500_000, 25_000, 31, { firstTimeBuyerOrNewBuild: true }).insurable).toBe(false)
    expect(at(500_000, 25_000, 25, { firstTimeBuyerOrNewBuild: true }).rate).toBe(4)
  })

  it('30 years, check figures at the boundaries (95 % loan-to-value: 4.00 % → 4.20 %)', () => {
    const thirty = (asOf: string, buyer: { firstTimeBuyer?: boolean; newBuild?: boolean }) =>
      insurancePremium({ price: 500_000, downPayment: 25_000, amortizationYears: 30, asOf, ...buyer })
    const insured = { required: true, insurable: true, rate: 4.2, premium: 19_950 }
    const refused = { required: true, insurable: false, rate: 0, premium: 0 }
    // Before 2024-08-01: no one.
    expect(thirty('2024-07-31', { firstTimeBuyer: true, newBuild: true })).toEqual(refused)
    // 2024-08-01 to 2024-12-14: a first-time buyer of a new build only.
    for (const asOf of ['2024-08-01', '2024-12-14']) {
      expect(thirty(asOf, { firstTimeBuyer: true, newBuild: true })).toEqual(insured)
      expect(thirty(asOf, { firstTimeBuyer: true })).toEqual(refused)
      expect(thirty(asOf, { newBuild: true })).toEqual(refused)
    }
    // From 2024-12-15: any first-time buyer, any new build.
    expect(thirty('2024-12-15', { firstTimeBuyer: true })).toEqual(insured)
    expect(thirty('2024-12-15', { newBuild: true })).toEqual(insured)
    expect(thirty('2024-12-15', {})).toEqual(refused)
    // 80.01–85 % row with the surcharge: 2.80 % → 3.00 %.
    expect(
      insurancePremium({
        price: 400_000,
        downPayment: 60_000,
        amortizationYears: 30,
        newBuild: true,
        asOf: '2024-12-15',
      }),
    ).toMatchObject({ rate: 3, premium: 10_200 })
  })

  it("the quote dialog's one answer (first-time buyer or new build) opens 30 years from 2024-12-15 only", () => {
    const answer = (asOf: string) =>
      insurancePremium({
        price: 500_000,
        downPayment: 25_000,
        amortizationYears: 30,
        firstTimeBuyerOrNewBuild: true,
        asOf,
      })
    expect(answer('2024-12-14').insurable).toBe(false)
    expect(answer('2024-12-15')).toMatchObject({ insurable: true, rate: 4.2 })
  })

  it('does not insure over 25 years before 2024-08-01', () => {
    expect(
      insurancePremium({
        price: 500_000,
        downPayment: 25_000,
        amortizationYears: 30,
        firstTimeBuyerOrNewBuild: true,
        asOf: '2024-07-31',
      }),
    ).toMatchObject({ required: true, insurable: false, premium: 0 })
  })

  it('rejects impossible input', () => {
    expect(() => at(0, 0)).toThrow(RangeError)
    expect(() => at(500_000, -1)).toThrow(RangeError)
    expect(() => at(500_000, 25_000, 0)).toThrow(RangeError)
  })

  it('never falls as the loan-to-value rises (insurable purchases)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 1_499_999 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(25, 30),
        (price, a, b, amortizationYears) => {
          // Two down payments between the minimum (rounded up to a dollar) and the price.
          const minimum = Math.ceil(minimumDownPayment(price, NOW))
          const down = (t: number) => Math.round(minimum + t * (price - minimum))
          const opts = { firstTimeBuyerOrNewBuild: true }
          const lowLtv = at(price, Math.max(down(a), down(b)), amortizationYears, opts)
          const highLtv = at(price, Math.min(down(a), down(b)), amortizationYears, opts)
          expect(lowLtv.insurable && highLtv.insurable).toBe(true)
          expect(highLtv.premium).toBeGreaterThanOrEqual(lowLtv.premium)
          expect(highLtv.rate).toBeGreaterThanOrEqual(lowLtv.rate)
        },
      ),
    )
  })
})

describe('ontarioInsurancePst', () => {
  it('is 8 % of the premium, to the cent', () => {
    expect(ontarioInsurancePst(19_000)).toBe(1_520)
    expect(ontarioInsurancePst(11_200.03)).toBe(896)
    expect(ontarioInsurancePst(13_950.55)).toBe(1_116.04)
  })

  it('is 0 without a premium', () => {
    expect(ontarioInsurancePst(0)).toBe(0)
    expect(ontarioInsurancePst(Number.NaN)).toBe(0)
  })
})
