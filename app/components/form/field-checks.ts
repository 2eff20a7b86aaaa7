// The lead forms' field checks in plain words. The rules themselves (bounds, formats, parsers)
// are shared/rules/, zod-free, which the lead schema is built from: a form never accepts what
// the server refuses, and never needs the schema library to know it.

import { isEmail, isPhone, isPostalCode } from '#shared/rules/contact.ts'
import { LEAD_TEXT } from '#shared/rules/leads.ts'
import { type TextBounds, textProblem } from '#shared/rules/text.ts'
import { groupThousands } from '#shared/text/group-thousands.ts'

// 5000 → '5,000' without Intl (the first Intl format on a page loads the locale's data).
export { groupThousands } from '#shared/text/group-thousands.ts'

/**
 * The message for a text field under the schema's bounds, or undefined when it is fine:
 * `required` when empty (a field with `min` 0 is never empty), `tooLong` with the limit written
 * out ('5,000'), else the safe-text rule's own message.
 */
export function textFieldProblem(
  value: string,
  bounds: TextBounds,
  words: { required?: string; tooLong: (max: string) => string },
): string | undefined {
  const problem = textProblem(value, bounds)
  if (!problem) return undefined
  if (problem.code === 'required') return words.required ?? 'Required'
  if (problem.code === 'too-long') return words.tooLong(groupThousands(problem.max))
  return problem.message
}

/**
 * The message for a person's name under the lead contract's bounds, or undefined when it is
 * fine; `required` is the form's own words for an empty name.
 */
export function personNameProblem(name: string, required: string): string | undefined {
  return textFieldProblem(name, LEAD_TEXT.personName, {
    required,
    tooLong: (max) => `Your name can be at most ${max} characters.`,
  })
}

/** The message for an email field (required unless `optional`), or undefined when it is fine. */
export function emailProblem(email: string, optional = false): string | undefined {
  if (!email.trim()) return optional ? undefined : 'Enter your email address.'
  return isEmail(email) ? undefined : 'Enter a valid email address, like name@example.com.'
}

/** The message for a phone field (required unless `optional`), or undefined when it is fine. */
export function phoneProblem(phone: string, optional = false): string | undefined {
  if (!phone.trim()) return optional ? undefined : 'Enter your phone number.'
  if (isPhone(phone)) return undefined
  return optional
    ? 'Enter a 10-digit phone number, like 416-555-0123, or leave it empty.'
    : 'Enter a 10-digit phone number, like 416-555-0123.'
}

/** The message for an optional Canadian postal code, or undefined when it is fine or empty. */
export function postalCodeProblem(postalCode: string): string | undefined {
  if (!postalCode.trim() || isPostalCode(postalCode)) return undefined
  return 'Enter a Canadian postal code, like M5V 3L9, or leave it empty.'
}

/** A form's checks without the fields that passed (each check gives undefined for a good field). */
export function problemsOnly<E extends Partial<Record<string, string | undefined>>>(checks: E): E {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message !== undefined)) as E
}
