import type * as z from 'zod/mini'

/**
 * The `fields` of the API's error shape (shared/schemas/errors.ts, which re-exports all of this):
 * a dotted field path → a plain-words problem. Zod-free at run time (zod's issue type only), so
 * the form kit can place a 400's messages without loading the schema library (docs/decisions/226).
 */

/** The key of a problem with the body as a whole (not with one of its fields). */
export const ROOT_FIELD = '(root)'
/** At most this many field messages in one error, each at most MAX_FIELD_MESSAGE characters. */
export const MAX_FIELDS = 50
export const MAX_FIELD_MESSAGE = 500

type IssueLike = Pick<z.core.$ZodIssue, 'code' | 'path' | 'message'> & { keys?: readonly string[] }

/**
 * zod issues → `fields`: one message per dotted path (the first issue wins), at most
 * MAX_FIELDS. Unrecognized keys are reported under their own path (`payload.extra`), so the
 * offending field is named although zod reports them on the parent object; a problem with
 * the whole value goes under ROOT_FIELD. `prefix` is prepended to every path (a nested
 * schema checked on its own).
 */
export function toFieldErrors(
  error: { readonly issues: readonly IssueLike[] },
  prefix: readonly PropertyKey[] = [],
): Record<string, string> {
  // Null prototype, so a key named `__proto__` is recorded as a field (not a prototype change).
  const fields = Object.create(null) as Record<string, string>
  let count = 0
  const put = (path: readonly PropertyKey[], message: string) => {
    const key = [...prefix, ...path].map(String).join('.') || ROOT_FIELD
    if (key in fields || count >= MAX_FIELDS) return
    fields[key] = message.slice(0, MAX_FIELD_MESSAGE)
    count++
  }
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys ?? []) put([...issue.path, key], 'Unknown field')
    else put(issue.path, issue.message)
  }
  // A plain object again, so it serialises and compares normally.
  return { ...fields }
}
