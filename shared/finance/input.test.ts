import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatShare, parseDecimalInput, parseOptionalDecimalInput } from './input'

describe('parseDecimalInput', () => {
  it.each([
    ['500000', 500_000],
    ['500,000', 500_000],
    ['$500,000', 500_000],
    [' 1 250 000 ', 1_250_000],
    ['1\u202f250\u202f000', 1_250_000],
    ['4.84', 4.84],
    ['4.84%', 4.84],
    ['.5', 0.5],
    ['12.', 12],
    ['0', 0],
    ['1,234,567.89', 1_234_567.89],
  ])('%j → %d', (text, value) => {
    expect(parseDecimalInput(text)).toBe(value)
  })

  it.each(['', '   ', '-5', '1e6', 'Infinity', 'NaN', '1.2.3', 'abc', '12abc', '$', '5,00', '1,2345'])(
    '%j → NaN',
    (text) => {
      expect(parseDecimalInput(text)).toBeNaN()
    },
  )

  it('is NaN for null and undefined', () => {
    expect(parseDecimalInput(null)).toBeNaN()
    expect(parseDecimalInput(undefined)).toBeNaN()
  })

  it('reads back any non-negative amount written with or without thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 99 }), (dollars, cents) => {
        const plain = `${dollars}.${String(cents).padStart(2, '0')}`
        const value = Number(plain)
        const grouped = new Intl.NumberFormat('en-CA', { minimumFractionDigits: 2 }).format(value)
        expect(parseDecimalInput(plain)).toBe(value)
        expect(parseDecimalInput(grouped)).toBe(value)
        expect(parseDecimalInput(`$${grouped}`)).toBe(value)
      }),
    )
  })

  it('never returns a negative or non-finite number', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseDecimalInput(text)
        expect(Number.isNaN(value) || (Number.isFinite(value) && value >= 0)).toBe(true)
      }),
    )
  })
})

describe('parseOptionalDecimalInput', () => {
  it('reads an empty field as 0 and still refuses garbage', () => {
    expect(parseOptionalDecimalInput('')).toBe(0)
    expect(parseOptionalDecimalInput('  ')).toBe(0)
    expect(parseOptionalDecimalInput(undefined)).toBe(0)
    expect(parseOptionalDecimalInput('350')).toBe(350)
    expect(parseOptionalDecimalInput('-350')).toBeNaN()
  })
})

describe('formatShare', () => {
  it.each([
    [0.6532, '65.3%'],
    [0.3468, '34.7%'],
    [1, '100.0%'],
    [0, '0.0%'],
    [0.00049, '0.0%'],
    [0.12345, '12.3%'],
    [0.12355, '12.4%'],
  ])('%d → %s', (fraction, text) => {
    expect(formatShare(fraction)).toBe(text)
  })

  it('shows a dash for non-finite shares', () => {
    expect(formatShare(Number.NaN)).toBe('—')
    expect(formatShare(Infinity)).toBe('—')
  })
})
