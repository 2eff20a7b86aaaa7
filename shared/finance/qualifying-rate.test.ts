import { describe, expect, it } from 'vitest'
import { qualifyingRate } from './index'

describe('qualifyingRate (stress test: max(contract + 2 %, 5.25 %))', () => {
  it('adds the 2 % buffer when that is above the floor', () => {
    expect(qualifyingRate(3.89, '2026-11-27')).toEqual({ qualifyingRatePct: 5.89, by: 'buffer' })
    expect(qualifyingRate(4.5, '2026-11-27')).toEqual({ qualifyingRatePct: 6.5, by: 'buffer' })
  })

  it('uses the 5.25 % floor below it (and exactly at it, the buffer)', () => {
    expect(qualifyingRate(2.99, '2026-11-27')).toEqual({ qualifyingRatePct: 5.25, by: 'floor' })
    expect(qualifyingRate(3.25, '2026-11-27')).toEqual({ qualifyingRatePct: 5.25, by: 'buffer' })
  })

  it('rejects a rate that is not a number', () => {
    expect(() => qualifyingRate(Number.NaN)).toThrow(RangeError)
  })
})
