import { describe, expect, it } from 'vitest'
import { barPercent } from './source-bars'

describe('barPercent', () => {
  it('measures a bar against the source with the most leads, a count of one still showing', () => {
    expect(barPercent(50, 50)).toBe(100)
    expect(barPercent(25, 50)).toBe(50)
    expect(barPercent(1, 10_000)).toBe(2)
    expect(barPercent(0, 10)).toBe(0)
    expect(barPercent(3, 0)).toBe(0)
  })
})
