import * as z from 'zod/mini'

/**
 * The API's one error shape, for both sides: `{ error: { code, message, fields? } }`.
 * `fields` maps a dotted field path (`payload.client_email`) to a plain-words problem; a
 * problem with the body as a whole is reported under `ROOT_FIELD`.
 *
 * - The worker builds it (worker/lib/http-error.ts) and maps zod issues with `toFieldErrors`
 *   (worker/lib/validate.ts), so every 400 looks the same.
 * - The zod schemas are the wire contract: a lead batch's per-entry result embeds it, tests
 *   check bodies against it.
 * - The app reads an error with `readApiError` (app/lib/api-client.ts), tolerantly and by hand
 *   so the client stays free of zod (it loads on every page); its tests check that it
 *   accepts whatever `apiErrorSchema` accepts.
 */

export const API_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
] as const
export type ApiErrorCode = (typeof API_ERROR_CODES)[number]

/** The key of a problem with the body as a whole (not with one of its fields). */
export const ROOT_FIELD = '(root)'
/** At most this many field messages in one error, each at most MAX_FIELD_MESSAGE characters. */
export const MAX_FIELDS = 50
export const MAX_FIELD_MESSAGE = 500

/**
 * An error as a client reads it. `code` is any string: an installed app may meet a code a
 * newer server added, and the outbox records its own (`http_503`, `network`).
 */
export const apiErrorDetailSchema = /*#__PURE__*/ z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(64)),
  message: z.string().check(z.maxLength(1000)),
  fields: z.optional(
    z.record(z.string().check(z.minLength(1), z.maxLength(200)), z.string().check(z.maxLength(MAX_FIELD_MESSAGE))),
  ),
})
export const apiErrorSchema = /*#__PURE__*/ z.strictObject({ error: apiErrorDetailSchema })

export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>

/** The body the worker sends: one of its own codes. */
export type ApiErrorBody = { error: ApiErrorDetail & { code: ApiErrorCode } }

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
