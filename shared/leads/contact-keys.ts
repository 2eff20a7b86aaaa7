import { CHAT_PLACEHOLDER_EMAIL } from '#shared/constants/leads.ts'

/**
 * How a returning client is recognised: the same e-mail (trimmed, lower-case) or the same phone
 * (its digits, a North American leading 1 dropped, so '+1 (416) 555-0142' and '416.555.0142'
 * match). The chat's placeholder address is nobody's e-mail, and a phone with fewer than 7
 * digits identifies nobody.
 */
export function emailKey(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase()
  if (key === '' || key === CHAT_PLACEHOLDER_EMAIL) return null
  return key
}

export const PHONE_KEY_MIN_DIGITS = 7

export function phoneKey(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  return digits.length >= PHONE_KEY_MIN_DIGITS ? digits : null
}
