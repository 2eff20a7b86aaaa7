/**
 * North American (NANP) phone numbers, without zod, so code that must stay small (the chat
 * engine's lazy chunk, the browser form checks) can read them. The one parser: the lead
 * schema (shared/schemas/leads.ts) and the forms' rule (shared/rules/contact.ts) use it.
 */

// Optional +1 / 1, area code and exchange start with 2-9, separators space . - and
// parentheses around the area code.
const NA_PHONE_RE = /^(?:\+?1[\s.-]?)?(?:\(([2-9]\d{2})\)|([2-9]\d{2}))[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})$/

/** Parses a North American phone number and returns it as E.164 (`+14165550123`), or null. */
export function parseNorthAmericanPhone(input: string): string | null {
  const m = NA_PHONE_RE.exec(input.trim())
  if (!m) return null
  return `+1${m[1] ?? m[2]}${m[3]}${m[4]}`
}

/** What a phone link dials: the number's digits and a leading +, nothing else. */
export const dialString = (phone: string) => phone.replace(/[^\d+]/g, '')

/** A phone number as a `tel:` link. */
export const telHref = (phone: string) => `tel:${dialString(phone)}`
