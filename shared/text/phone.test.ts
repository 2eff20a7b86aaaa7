import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPhone } from '#shared/rules/contact.ts'
import { phoneSchema, parseNorthAmericanPhone as schemaParser } from '#shared/schemas/leads.ts'
import { parseNorthAmericanPhone, telHref } from './phone'

describe('parseNorthAmericanPhone (zod-free)', () => {
  it('reads the common formats as E.164', () => {
    for (const text of [
      '416-555-0123',
      '(416) 555-0123',
      '416.555.0123',
      '4165550123',
      '+1 416 555 0123',
      '1-416-555-0123',
      ' +1 (416) 555-0123 ',
    ]) {
      expect(parseNorthAmericanPhone(text)).toBe('+14165550123')
    }
    expect(parseNorthAmericanPhone('116-555-0123')).toBeNull()
    expect(parseNorthAmericanPhone('416-155-0123')).toBeNull()
    expect(parseNorthAmericanPhone('416-555-012')).toBeNull()
  })

  it('is the one parser: the lead schema is built on it and accepts exactly what the forms check (isPhone)', () => {
    expect(schemaParser).toBe(parseNorthAmericanPhone)
    const digit = fc.constantFrom(...'0123456789')
    const sep = fc.constantFrom('', ' ', '-', '.', '  ', '/')
    const phoneLike = fc
      .tuple(
        fc.constantFrom('', '+1', '1', '+1 ', '1-', '+'),
        fc.boolean(),
        fc.array(digit, { minLength: 3, maxLength: 3 }),
        sep,
        fc.array(digit, { minLength: 3, maxLength: 3 }),
        sep,
        fc.array(digit, { minLength: 3, maxLength: 5 }),
      )
      .map(
        ([p, paren, a, s1, b, s2, c]) =>
          `${p}${paren ? `(${a.join('')})` : a.join('')}${s1}${b.join('')}${s2}${c.join('')}`,
      )
    fc.assert(
      fc.property(fc.oneof(phoneLike, fc.string({ maxLength: 30 })), (text) => {
        const parsed = phoneSchema.safeParse(text)
        expect(parsed.success).toBe(isPhone(text))
        if (parsed.success) expect(parsed.data).toBe(parseNorthAmericanPhone(text))
      }),
      { numRuns: 500 },
    )
  })
})

describe('telHref', () => {
  it('dials the digits and a leading + only', () => {
    expect(telHref('+1 (416) 555-0123')).toBe('tel:+14165550123')
    expect(telHref('1-800-555-0199 ext')).toBe('tel:18005550199')
  })
})
