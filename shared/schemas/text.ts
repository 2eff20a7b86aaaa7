import * as z from 'zod/mini'
import './zod-config'

/**
 * The string builders every request schema uses (docs/decisions/021-safe-text.md). Each refuses,
 * with a 400 naming the field, text the database or a reader must never get:
 * - invalid Unicode: a lone UTF-16 surrogate ("\ud800") cannot be encoded as UTF-8 (sqld
 *   refused the whole request, which came back as a 5xx and blocked the device's outbox);
 * - NUL and the other C0/C1 control characters (tab, line feed and carriage return are
 *   allowed in multi-line text);
 * - the explicit bidirectional formatting characters (U+202A–U+202E embeddings and overrides,
 *   U+2066–U+2069 isolates: "Trojan Source"), which make a name display differently from what
 *   it is. The implicit marks U+200E, U+200F and U+061C stay allowed: right-to-left writers
 *   use them and they cannot reorder text beyond their neighbours.
 *
 * Nothing is silently rewritten except trimming: a refused field says why, so a person can fix
 * it, and what is stored is exactly what was sent.
 */

/** With the u flag a well-formed surrogate pair is one code point: only lone halves match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern matches control characters on purpose, to refuse or strip them
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern matches control characters on purpose, to refuse or strip them
const CONTROL_CHARS_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/

export const INVALID_UNICODE_MESSAGE = 'Contains characters that are not valid text'
export const CONTROL_CHARS_MESSAGE = 'Must not contain control characters'
export const BIDI_CONTROLS_MESSAGE = 'Must not contain text-direction control characters'

/** The first problem of a string as the field's message, or null when it is safe text. */
export function unsafeTextProblem(
  value: string,
  options: { multiline?: boolean; allowBidi?: boolean } = {},
): string | null {
  if (LONE_SURROGATE.test(value)) return INVALID_UNICODE_MESSAGE
  if ((options.multiline ? CONTROL_CHARS_EXCEPT_LINE_BREAKS : CONTROL_CHARS).test(value)) return CONTROL_CHARS_MESSAGE
  if (!options.allowBidi && BIDI_CONTROLS.test(value)) return BIDI_CONTROLS_MESSAGE
  return null
}

type SafeOptions = { multiline?: boolean; allowBidi?: boolean }

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
