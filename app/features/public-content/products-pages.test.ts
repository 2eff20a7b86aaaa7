import { describe, expect, it } from 'vitest'
import { productPriceLabel } from './products-pages'

describe("a product's price", () => {
  it("says what it is: the lowest fee, 'Fees from $X', cents only when there are some", () => {
    expect(productPriceLabel(995)).toBe('Fees from $995')
    expect(productPriceLabel(1250)).toBe('Fees from $1,250')
    expect(productPriceLabel(995.5)).toBe('Fees from $995.50')
    expect(productPriceLabel(0)).toBe('Fees from $0')
  })

  it('is left out when none is stated', () => {
    expect(productPriceLabel(null)).toBeNull()
  })
})
