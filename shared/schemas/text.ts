import * as z from 'zod/mini'
import './zod-config'

import { type SafeTextOptions, unsafeTextProblem } from '#shared/rules/text.ts'

/**
 * The string builders every request schema uses (docs/decisions/021-safe-text.md). Each refuses,
 * with a 400 naming the field, text the database or a reader must never get: invalid Unicode,
 * control characters and text-direction overrides (shared/rules/text.ts says which, zod-free, so
 * forms check the same rule).
 *
 * Nothing is silently rewritten except trimming: a refused field says why, so a person can fix
 * it, and what is stored is exactly what was sent.
 */

export {
  BIDI_CONTROLS_MESSAGE,
  CONTROL_CHARS_MESSAGE,
  INVALID_UNICODE_MESSAGE,
  unsafeTextProblem,
} from '#shared/rules/text.ts'

type SafeOptions = SafeTextOptions

function checked<T extends z.ZodMiniType<string, string>>(schema: T, options: SafeOptions): T {
  return schema.check(
    z.superRefine((value: string, ctx) => {
      const problem = unsafeTextProblem(value, options)
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value })
    }),
  )
}

/**
 * A string of safe text of at most `max` characters, trimmed first when `trim` (the base for
 * formats: add checks with `.check(z.minLength(1), z.regex(…))`, or `z.pipe()` it into a
 * format, as emails and tokens do).
 */
export function safeString(
  max: number,
  options: SafeOptions & { trim?: boolean; error?: string; tooLong?: string } = {},
) {
  const base = z.string(options.error ? { error: options.error } : undefined)
  return checked(
    options.trim
      ? base.check(z.trim(), z.maxLength(max, options.tooLong))
      : base.check(z.maxLength(max, options.tooLong)),
    options,
  )
}

/**
 * Trimmed single-line text of `min`–`max` characters (names, titles, addresses).
 * `messages` replaces zod's wording of the bounds.
 */
export function line(min: number, max: number, messages: { required?: string; tooLong?: string; type?: string } = {}) {
  return checked(
    z
      .string(messages.type ? { error: messages.type } : undefined)
      .check(
        z.trim(),
        z.minLength(min, min >= 1 ? (messages.required ?? 'Required') : undefined),
        z.maxLength(max, messages.tooLong),
      ),
    {},
  )
}

/** Trimmed multi-line text of `min`–`max` characters (messages, bios): tabs and line breaks allowed. */
export function multiline(min: number, max: number, messages: { required?: string; tooLong?: string } = {}) {
  return checked(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(min, min >= 1 ? (messages.required ?? 'Required') : undefined),
        z.maxLength(max, messages.tooLong),
      ),
    { multiline: true },
  )
}

/**
 * A secret as typed (passwords): never trimmed, any printable character including spaces and
 * text-direction characters (never displayed); still valid Unicode without control characters,
 * since two different broken strings would hash the same.
 */
export function secret(
  min: number,
  max: number,
  messages: { type?: string; required?: string; tooShort?: string; tooLong?: string } = {},
) {
  return checked(
    z
      .string(messages.type ? { error: messages.type } : undefined)
      .check(z.minLength(min, min === 1 ? messages.required : messages.tooShort), z.maxLength(max, messages.tooLong)),
    { allowBidi: true },
  )
}

/**
 * An object that is validated later, key by key, by a strict schema: checked to be a plain JSON
 * object but NOT copied. `z.record()` copies into a new object, and assigning a key named
 * `__proto__` there sets the copy's prototype instead, so the key vanished before the strict
 * schema could refuse it (JSON.parse keeps it as an own key).
 */
export function jsonObject(message = 'Expected an object') {
  return z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), message)
}
