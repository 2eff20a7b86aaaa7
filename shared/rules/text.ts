/**
 * Safe text: what every string a request carries must be (docs/decisions/021-safe-text.md).
 * Zod-free, so a form checks the same rule in the browser without the schema library; the text
 * builders of shared/schemas/text.ts are built on `unsafeTextProblem`.
 *
 * - invalid Unicode: a lone UTF-16 surrogate ("\ud800") cannot be encoded as UTF-8 (the
 *   database refuses the whole request);
 * - NUL and the other C0/C1 control characters (tab, line feed and carriage return are
 *   allowed in multi-line text);
 * - the explicit bidirectional formatting characters (U+202A–U+202E embeddings and overrides,
 *   U+2066–U+2069 isolates: "Trojan Source"), which make a name display differently from what
 *   it is. The implicit marks U+200E, U+200F and U+061C stay allowed: right-to-left writers
 *   use them and they cannot reorder text beyond their neighbours.
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

export type SafeTextOptions = { multiline?: boolean; allowBidi?: boolean }

/** The first problem of a string as the field's message, or null when it is safe text. */
export function unsafeTextProblem(value: string, options: SafeTextOptions = {}): string | null {
  if (LONE_SURROGATE.test(value)) return INVALID_UNICODE_MESSAGE
  if ((options.multiline ? CONTROL_CHARS_EXCEPT_LINE_BREAKS : CONTROL_CHARS).test(value)) return CONTROL_CHARS_MESSAGE
  if (!options.allowBidi && BIDI_CONTROLS.test(value)) return BIDI_CONTROLS_MESSAGE
  return null
}

/** Bounds of a trimmed text field (`min` 1 makes it required); multi-line text allows line breaks. */
export type TextBounds = { readonly min: number; readonly max: number; readonly multiline?: boolean }

export type TextProblem = { code: 'required' } | { code: 'too-long'; max: number } | { code: 'unsafe'; message: string }

/**
 * What is wrong with a text field under the schemas' `line`/`multiline` rule (trimmed, then
 * bounded, then safe text), or null. A form puts it in its own words; the schema builders take
 * the same bounds.
 */
export function textProblem(value: string, bounds: TextBounds): TextProblem | null {
  const trimmed = value.trim()
  if (trimmed.length < bounds.min) return { code: 'required' }
  if (trimmed.length > bounds.max) return { code: 'too-long', max: bounds.max }
  const unsafe = unsafeTextProblem(trimmed, { multiline: bounds.multiline ?? false })
  return unsafe ? { code: 'unsafe', message: unsafe } : null
}
