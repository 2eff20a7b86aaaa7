import { describe, expect, it } from 'vitest'
import { REFINANCE_MAX_LTV_PCT, refinanceEquity } from './index'

describe('refinanceEquity (up to 80 % of the value, less the balance)', () => {
  it('frees 80 % of the value less what is owed', () => {
    expect(REFINANCE_MAX_LTV_PCT).toBe(80)
    expect(refinanceEquity({ homeValue: 900_000, balance: 550_000 })).toEqual({
      maxMortgage: 720_000,
      available: 170_000,
    })
    expect(refinanceEquity({ homeValue: 800_000, balance: 400_000 })).toEqual({
      maxMortgage: 640_000,
      available: 240_000,
    })
  })

  it('is 0, not negative, when the balance is already above 80 %', () => {
    expect(refinanceEquity({ homeValue: 500_000, balance: 450_000 })).toEqual({ maxMortgage: 400_000, available: 0 })
  })

  it('never rounds up to a cent the value does not support', () => {
    expect(refinanceEquity({ homeValue: 333_333.33, balance: 0 }).maxMortgage).toBe(266_666.66)
  })

  it('rejects impossible inputs', () => {
    expect(() => refinanceEquity({ homeValue: -1, balance: 0 })).toThrow(RangeError)
    expect(() => refinanceEquity({ homeValue: 1, balance: Number.POSITIVE_INFINITY })).toThrow(RangeError)
  })
})
