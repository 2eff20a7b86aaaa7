import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { downPaymentHint, maxPriceForDownPayment, minimumDownPayment } from './down-payment'

const NOW = '2025-06-01'
const BEFORE = '2024-12-14'

describe('minimumDownPayment (rule since 2024-12-15)', () => {
  it.each([
    [300_000, 15_000],
    [500_000, 25_000],
    [600_000, 35_000],
    [1_000_000, 75_000],
    [1_499_999, 124_999.9],
    [1_500_000, 300_000],
    [2_000_000, 400_000],
  ])('$%d → $%d', (price, minimum) => {
    expect(minimumDownPayment(price, NOW)).toBe(minimum)
  })

  it('accepts a Date', () => {
    expect(minimumDownPayment(1_200_000, new Date('2025-01-15T12:00:00Z'))).toBe(95_000)
  })
})

describe('minimumDownPayment (rule before 2024-12-15)', () => {
  it.each([
    [500_000, 25_000],
    [999_999, 74_999.9],
    [1_000_000, 200_000],
    [1_499_999, 299_999.8],
  ])('$%d → $%d', (price, minimum) => {
    expect(minimumDownPayment(price, BEFORE)).toBe(minimum)
  })
})

describe('minimumDownPayment edges', () => {
  it('is 0 for a price of 0 and rejects impossible prices', () => {
    expect(minimumDownPayment(0, NOW)).toBe(0)
    expect(() => minimumDownPayment(-1, NOW)).toThrow(RangeError)
    expect(() => minimumDownPayment(Number.NaN, NOW)).toThrow(RangeError)
  })

  it('never falls as the price rises, and stays between 5 % and 20 %', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300_000_000 }).map((c) => c * 100),
        fc.integer({ min: 0, max: 100_000_00 }),
        fc.constantFrom(NOW, BEFORE),
        (priceCents, extraCents, date) => {
          const price = priceCents / 100
          const higher = (priceCents + extraCents) / 100
          const minimum = minimumDownPayment(price, date)
          expect(minimumDownPayment(higher, date)).toBeGreaterThanOrEqual(minimum)
          expect(minimum).toBeGreaterThanOrEqual(Math.floor(price * 5) / 100)
          expect(minimum).toBeLessThanOrEqual(Math.ceil(price * 20) / 100)
        },
      ),
    )
  })
})

describe('downPaymentHint', () => {
  it("reproduces the spec's hint for the rule before 2024-12-15", () => {
    expect(downPaymentHint(BEFORE)).toBe('Minimum 5% for homes under $500k, 5-10% for $500k-$1M, 20% for $1M+')
  })

  it('follows the table for the rule in force since 2024-12-15', () => {
    expect(downPaymentHint('2024-12-15')).toBe(
      'Minimum 5% for homes under $500k, 5-10% for $500k-$1.5M, 20% for $1.5M+',
    )
    expect(downPaymentHint(NOW, 'detailed')).toBe(
      'Minimum 5% up to $500k, 5% + 10% of the amount above $500k up to $1.5M, 20% for $1.5M+',
    )
    expect(downPaymentHint(BEFORE, 'detailed')).toBe(
      'Minimum 5% up to $500k, 5% + 10% of the amount above $500k up to $1M, 20% for $1M+',
    )
  })

  it('defaults to today', () => {
    expect(downPaymentHint()).toBe(downPaymentHint(new Date()))
    expect(downPaymentHint()).toContain('$1.5M')
  })
})

describe('maxPriceForDownPayment', () => {
  it.each([
    [20_000, 400_000],
    [25_000, 500_000],
    [35_000, 600_000],
    [95_000, 1_200_000],
    [124_999.9, 1_499_999],
    [200_000, 1_499_999.99],
    [300_000, 1_500_000],
    [400_000, 2_000_000],
    [0, 0],
  ])('$%d down (rule since 2024-12-15) → $%d', (down, price) => {
    expect(maxPriceForDownPayment(down, NOW)).toBe(price)
  })

  it('uses the $1M cap before 2024-12-15', () => {
    expect(maxPriceForDownPayment(74_999.9, BEFORE)).toBe(999_999)
    expect(maxPriceForDownPayment(100_000, BEFORE)).toBe(999_999.99)
    expect(maxPriceForDownPayment(200_000, BEFORE)).toBe(1_000_000)
  })

  it('rejects impossible down payments', () => {
    expect(() => maxPriceForDownPayment(-1, NOW)).toThrow(RangeError)
    expect(() => maxPriceForDownPayment(Number.NaN, NOW)).toThrow(RangeError)
  })

  it('is the largest price whose minimum the down payment covers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (downCents) => {
        const down = downCents / 100
        const price = maxPriceForDownPayment(down, NOW)
        expect(minimumDownPayment(price, NOW)).toBeLessThanOrEqual(down)
        expect(minimumDownPayment(price + 1, NOW)).toBeGreaterThan(down)
      }),
    )
  })
})
