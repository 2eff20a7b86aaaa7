import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { niceScale } from './amortization-chart'

describe('niceScale', () => {
  it('picks round steps for the chart axes', () => {
    expect(niceScale(500_000)).toEqual({ max: 600_000, step: 150_000 })
    expect(niceScale(30_538.68)).toEqual({ max: 40_000, step: 10_000 })
    expect(niceScale(100_000)).toEqual({ max: 100_000, step: 25_000 })
    expect(niceScale(0)).toEqual({ max: 4, step: 1 })
  })

  it('always reaches the value without wasting more than half the height', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e9, noNaN: true }), (value) => {
        const { max } = niceScale(value)
        expect(max).toBeGreaterThanOrEqual(value)
        expect(max).toBeLessThanOrEqual(value * 1.5 + 1e-6)
      }),
    )
  })
})
