// Browser-side checks that agree with the lead schema (shared/schemas/leads.ts) without
// loading zod into page chunks; app/features/quote/quote-model.test.ts checks they agree.

// The same email rule as the server's zod `z.email()` (its default pattern), so the form
// never accepts an address the server would refuse (quote-model.test.ts checks they agree).
const EMAIL_RE = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

// The lead schema's phone rule (parseNorthAmericanPhone): optional +1, area code and exchange
// starting 2-9, separators space . - and parentheses around the area code. Tested to agree.
const NA_PHONE_RE = /^(?:\+?1[\s.-]?)?(?:\(([2-9]\d{2})\)|([2-9]\d{2}))[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})$/

export function isNorthAmericanPhone(phone: string): boolean {
  const trimmed = phone.trim()
  return trimmed.length <= 25 && NA_PHONE_RE.test(trimmed)
}

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length <= 254 && EMAIL_RE.test(trimmed)
}
