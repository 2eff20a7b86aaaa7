import { describe, expect, it } from 'vitest'
import { productPriceLabel } from './products-pages'

describe("a product's price", () => {
  it("says what it is: the lowest fee, 'Fees from $X', cents only when there are some", () => {
    expect(productPriceLabel(995)).toBe('Fees from $995')
    expect(productPriceLabel(1250)).toBe('Fees from $1,250')
    expect(productPriceLabel(995.5)).toBe('Fees from $995.50')
    expect(productPriceLabel(0)).toBe('Fees from $0')
  })

  it("writes whole amounts as Intl's en-CA dollars do, without Intl", () => {
    const intl = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 })
    const amounts = [0, -0, 1, 12, 999, 1000, 99_999, 1_000_000, -5, -1234, Number.MAX_SAFE_INTEGER]
    for (let i = 0; i < 2_000; i++)
      amounts.push(Math.floor(10 ** ((i % 15) + ((i * 0.618) % 1))) * (i % 7 === 0 ? -1 : 1))
    for (const n of amounts) expect(productPriceLabel(n)).toBe(`Fees from ${intl.format(n)}`)
  })

  it('is left out when none is stated', () => {
    expect(productPriceLabel(null)).toBeNull()
  })
})
