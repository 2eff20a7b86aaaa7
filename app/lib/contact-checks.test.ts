import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { phoneSchema } from '#shared/schemas/leads.ts'
import { isNorthAmericanPhone } from './contact-checks'

describe('isNorthAmericanPhone', () => {
  it('accepts exactly what the lead schema accepts (both read shared/text/phone.ts)', () => {
    const phoneLike = fc
      .tuple(
        fc.constantFrom('', '+1 ', '1-', '+'),
        fc.stringMatching(/^\(?[0-9]{3}\)?[ .-]?[0-9]{3}[ .-]?[0-9]{3,5}$/),
        fc.constantFrom('', ' ', '   '),
      )
      .map(([p, n, pad]) => `${pad}${p}${n}${pad}`)
    fc.assert(
      fc.property(
        fc.oneof(
          phoneLike,
          fc.string({ maxLength: 30 }),
          fc.constant(`${' '.repeat(10)}416-555-0123${' '.repeat(20)}`),
        ),
        (text) => {
          expect(isNorthAmericanPhone(text)).toBe(phoneSchema.safeParse(text).success)
        },
      ),
      { numRuns: 500 },
    )
  })
})
