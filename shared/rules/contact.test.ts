import { describe, expect, it } from 'vitest'
import { EMAIL_MAX, isEmail, isPhone, isPostalCode } from './contact'

describe('isEmail', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@sub.example.ca', true],
    [" o'brien@example.ca ", true],
    ['.a@b.co', false],
    ['a..b@example.ca', false],
    ['a@b', false],
    ['a b@example.ca', false],
    ['a@-b.ca', false],
  ])('%s: %s', (email, valid) => {
    expect(isEmail(email)).toBe(valid)
  })

  it('refuses an address over the mail path limit', () => {
    const domain = '@example.ca'
    expect(isEmail(`${'a'.repeat(EMAIL_MAX - domain.length)}${domain}`)).toBe(true)
    expect(isEmail(`${'a'.repeat(EMAIL_MAX - domain.length + 1)}${domain}`)).toBe(false)
  })
})

describe('isPhone', () => {
  it('takes North American numbers with their usual separators, trimmed', () => {
    expect(isPhone(' (416) 555-0123 ')).toBe(true)
    expect(isPhone('+1 416.555.0123')).toBe(true)
    expect(isPhone('416-155-0123')).toBe(false)
  })

  it('refuses a tab between the groups (the schema refuses control characters)', () => {
    expect(isPhone('416\t555\t0123')).toBe(false)
  })

  it('counts the bound after trimming', () => {
    expect(isPhone(`${' '.repeat(40)}416-555-0123${' '.repeat(40)}`)).toBe(true)
  })
})

describe('isPostalCode', () => {
  it('takes Canadian codes in any case, with or without the space', () => {
    expect(isPostalCode('m5v 3l9')).toBe(true)
    expect(isPostalCode('M5V3L9')).toBe(true)
    expect(isPostalCode('D1A 1A1')).toBe(false)
    expect(isPostalCode('12345')).toBe(false)
  })
})
