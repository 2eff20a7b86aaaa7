import { describe, expect, it } from 'vitest'
import { CLOSING_COSTS_DEFAULTS, type ClosingCostsFormValues, computeClosingCosts } from './closing-costs-model'

const NOW = '2025-06-01'
const FEES = 2_000 + 500 + 350 + 400

function form(overrides: Partial<ClosingCostsFormValues> = {}): ClosingCostsFormValues {
  return { ...CLOSING_COSTS_DEFAULTS, price: '500000', downPayment: '50000', ...overrides }
}

const line = (c: ReturnType<typeof computeClosingCosts>, label: string) =>
  c.lines.find((l) => l.label.startsWith(label))?.amount

describe('computeClosingCosts', () => {
  it('adds Ontario land transfer tax, PST on the premium and the fees', () => {
    const c = computeClosingCosts(form(), NOW)
    expect(line(c, 'Ontario land transfer tax')).toBe(6_475)
    // 10 % down: premium 3.10 % of $450,000 = $13,950, PST 8 % = $1,116.
    expect(c.premium).toBe(13_950)
    expect(line(c, 'PST on mortgage insurance')).toBe(1_116)
    expect(line(c, 'Toronto')).toBeUndefined()
    expect(c.total).toBe(6_475 + 1_116 + FEES)
    expect(c.totalShare).toBe('2.2%')
  })

  it('adds the Toronto tax and both first-time buyer rebates', () => {
    const c = computeClosingCosts(form({ inToronto: true, firstTimeBuyer: true }), NOW)
    expect(line(c, 'Toronto municipal land transfer tax')).toBe(6_475)
    expect(line(c, 'Ontario first-time buyer refund')).toBe(-4_000)
    expect(line(c, 'Toronto first-time buyer rebate')).toBe(-4_475)
    expect(c.total).toBe(6_475 - 4_000 + 6_475 - 4_475 + 1_116 + FEES)
  })

  it('has no PST with 20 % down, and uses the $1M check figure', () => {
    const c = computeClosingCosts(form({ price: '1000000', downPayment: '200000' }), NOW)
    expect(line(c, 'Ontario land transfer tax')).toBe(16_475)
    expect(line(c, 'PST')).toBeUndefined()
    expect(c.total).toBe(16_475 + FEES)
  })

  it('lets the visitor change or clear the fees, refusing text that is not a number', () => {
    expect(computeClosingCosts(form({ legal: '1500', appraisal: '' }), NOW).total).toBe(
      6_475 + 1_116 + 1_500 + 500 + 350,
    )
    const bad = computeClosingCosts(form({ inspection: 'five hundred' }), NOW)
    expect(bad.errors.inspection).toBe('Enter the home inspection as a number (0 if none).')
    expect(bad.lines).toEqual([])
  })

  it('needs a price and a down payment within the rules', () => {
    expect(computeClosingCosts(form({ price: '' }), NOW).errors.price).toBe('Enter the purchase price.')
    expect(computeClosingCosts(form({ downPayment: '10000' }), NOW).errors.downPayment).toBe(
      'The minimum down payment for this price is $25,000.',
    )
  })
})
