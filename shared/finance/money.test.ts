import { describe, expect, it } from 'vitest'
import { floorCents, formatCAD, roundCents } from './money'

describe('roundCents', () => {
  it('rounds half away from zero despite binary noise', () => {
    expect(roundCents(727.005)).toBe(727.01)
    expect(roundCents(1.005)).toBe(1.01)
    expect(roundCents(-1.005)).toBe(-1.01)
    expect(roundCents(876.205)).toBe(876.21)
  })

  it('rounds ordinary values to the nearest cent', () => {
    expect(roundCents(2908.0249)).toBe(2908.02)
    expect(roundCents(0.1 + 0.2)).toBe(0.3)
    expect(roundCents(124_999.9)).toBe(124_999.9)
  })

  it('never returns negative zero', () => {
    expect(Object.is(roundCents(-0.001), 0)).toBe(true)
  })
})

describe('floorCents', () => {
  it('rounds down to the cent', () => {
    expect(floorCents(2666.6666)).toBe(2666.66)
    expect(floorCents(0.009)).toBe(0)
  })

  it('does not lose a cent to binary noise', () => {
    expect(floorCents(0.29 + 0.01)).toBe(0.3)
    expect(floorCents(1.1 * 3)).toBe(3.3)
  })
})

describe('formatCAD', () => {
  it('formats en-CA dollars with 2 decimals by default', () => {
    expect(formatCAD(2908.02)).toBe('$2,908.02')
    expect(formatCAD(1_234_567.891)).toBe('$1,234,567.89')
  })

  it('supports whole dollars for the quote dialog', () => {
    expect(formatCAD(19_000, 0)).toBe('$19,000')
    expect(formatCAD(124_999.9, 0)).toBe('$125,000')
  })

  it('shows negatives with a sign but never "-$0.00"', () => {
    expect(formatCAD(-5)).toBe('-$5.00')
    expect(formatCAD(-0.001)).toBe('$0.00')
  })

  it('shows a dash for non-finite amounts', () => {
    expect(formatCAD(Number.NaN)).toBe('—')
    expect(formatCAD(Infinity)).toBe('—')
  })

  it("writes out what Intl's en-CA currency format says, halves and binary noise included", () => {
    const intl = (decimals: number) =>
      new Intl.NumberFormat('en-CA', {
        style: 'currency',
        currency: 'CAD',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        signDisplay: 'negative',
      })
    const amounts = [0, 0.5, 0.995, 1.005, 727.005, 876.205, -1.005, -0.004, -0.005, 999.995, 1e15 + 0.5, 123456789.125]
    let seed = 7
    for (let i = 0; i < 3000; i++) {
      seed = (seed * 16807) % 2147483647
      const scale = 10 ** (seed % 9)
      amounts.push(((seed / 2147483647) * 2 - 1) * scale, Math.round(seed % 100000) / 1000)
    }
    for (const decimals of [0, 2])
      for (const amount of amounts)
        expect(formatCAD(amount, decimals), String(amount)).toBe(intl(decimals).format(amount))
  })
})
