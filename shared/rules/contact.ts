/**
 * How a person is reached: email addresses, North American phone numbers and Canadian postal
 * codes. Zod-free: the lead schema (shared/schemas/leads.ts) is built from these limits and
 * functions, and the forms call the same ones in the browser without loading the schema library.
 */
import { parseNorthAmericanPhone } from '#shared/text/phone.ts'
import { parseCanadianPostalCode } from '#shared/text/postal-code.ts'
import { unsafeTextProblem } from './text'

export { parseCanadianPostalCode, parseNorthAmericanPhone }

/** The longest address a mail path allows (RFC 5321). */
export const EMAIL_MAX = 254

/**
 * An address as zod's email format reads it (its default pattern): a dotted local part of
 * letters, digits and `_ ' + -`, then a domain of labels and a 2+ letter top level.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** True when the trimmed value is an email address the lead schema accepts. */
export function isEmail(value: string): boolean {
  const trimmed = value.trim()
  return trimmed.length <= EMAIL_MAX && EMAIL_PATTERN.test(trimmed)
}

/** Room for separators and a +1 around the 10 digits. */
export const PHONE_MAX = 25

/**
 * True when the trimmed value is a North American number the lead schema accepts: within
 * PHONE_MAX, safe text (the parser's separators would let a tab through), and parsed.
 */
export function isPhone(value: string): boolean {
  const trimmed = value.trim()
  return trimmed.length <= PHONE_MAX && unsafeTextProblem(trimmed) === null && parseNorthAmericanPhone(trimmed) !== null
}

/** `A1A 1A1` with room for a stray separator. */
export const POSTAL_CODE_MAX = 10

/** True when the trimmed value is a Canadian postal code the lead schema accepts. */
export function isPostalCode(value: string): boolean {
  return value.trim().length <= POSTAL_CODE_MAX && parseCanadianPostalCode(value) !== null
}
