// Browser-side checks that agree with the lead schema (shared/schemas/leads.ts) without
// loading zod into page chunks; app/features/quote/quote-model.test.ts checks they agree.

import { parseNorthAmericanPhone } from '#shared/text/phone.ts'

// The same email rule as the server's zod `z.email()` (its default pattern), so the form
// never accepts an address the server would refuse (quote-model.test.ts checks they agree).
const EMAIL_RE = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** The lead schema's phone rule: its parser (shared/text/phone.ts, zod-free) and its 25-character bound. */
export function isNorthAmericanPhone(phone: string): boolean {
  return phone.trim().length <= 25 && parseNorthAmericanPhone(phone) !== null
}

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length <= 254 && EMAIL_RE.test(trimmed)
}

/** The message for a required email field, or undefined when it is fine. */
export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.'
  return isValidEmail(email) ? undefined : 'Enter a valid email address, like name@example.com.'
}

/** The message for a required phone field, or undefined when it is fine. */
export function phoneProblem(phone: string): string | undefined {
  if (!phone.trim()) return 'Enter your phone number.'
  return isNorthAmericanPhone(phone) ? undefined : 'Enter a 10-digit phone number, like 416-555-0123.'
}
