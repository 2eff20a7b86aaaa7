import { describe, expect, it } from 'vitest'
import { CHAT_PLACEHOLDER_EMAIL } from '#shared/constants/leads.ts'
import { emailKey, phoneKey } from './contact-keys'

describe('contact keys', () => {
  it('e-mail: trimmed and lower-case; none for blank or the chat placeholder', () => {
    expect(emailKey('  Amelie.Roy@Example.COM ')).toBe('amelie.roy@example.com')
    expect(emailKey('')).toBeNull()
    expect(emailKey(null)).toBeNull()
    expect(emailKey(` ${CHAT_PLACEHOLDER_EMAIL.toUpperCase()}`)).toBeNull()
  })

  it('phone: digits only, a leading 1 of an 11-digit number dropped', () => {
    expect(phoneKey('+1 (416) 555-0142')).toBe('4165550142')
    expect(phoneKey('416.555.0142')).toBe('4165550142')
    expect(phoneKey('14165550142')).toBe('4165550142')
    // Ten digits starting with 1 are not a country code.
    expect(phoneKey('1165550142')).toBe('1165550142')
    expect(phoneKey('555-12')).toBeNull()
    expect(phoneKey(undefined)).toBeNull()
  })
})
