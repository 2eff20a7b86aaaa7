import * as z from 'zod'

/**
 * The one error body every API response uses (`{ error: { code, message, fields? } }`).
 * `fields` maps a dotted field path (`payload.client_email`) to a human message.
 * `shared/errors.ts` (owned by the lead) builds these; this file only describes the wire shape.
 */
export const apiErrorDetailSchema = z.strictObject({
  code: z.string().min(1).max(64),
  message: z.string().max(1000),
  fields: z.record(z.string().min(1).max(200), z.string().max(500)).optional(),
})

export const apiErrorSchema = z.strictObject({
  error: apiErrorDetailSchema,
})

export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>
export type ApiError = z.infer<typeof apiErrorSchema>

const MAX_FIELDS = 50

/**
 * Turns zod issues into `fields`: one message per dotted path (first issue wins), at most 50.
 * Unrecognized keys are reported under their own path (`payload.extra`), so the offending
 * field is named even though zod reports them on the parent object.
 */
export function toFieldErrors(error: z.ZodError, prefix: readonly PropertyKey[] = []): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>
  const put = (path: readonly PropertyKey[], message: string) => {
    const key = [...prefix, ...path].map((p) => String(p)).join('.') || '(root)'
    if (!(key in fields) && Object.keys(fields).length < MAX_FIELDS) fields[key] = message.slice(0, 500)
  }
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) put([...issue.path, key], 'Unknown field')
    } else {
      put(issue.path, issue.message)
    }
  }
  // A plain object so it serialises and compares normally.
  return { ...fields }
}
