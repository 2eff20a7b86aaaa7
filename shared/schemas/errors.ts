import * as z from 'zod/mini'
import { MAX_FIELD_MESSAGE, MAX_FIELDS, ROOT_FIELD, toFieldErrors } from '#shared/rules/field-errors.ts'

// The zod-free part (field paths and their messages) lives in shared/rules/field-errors.ts, so the
// form kit reads a 400's fields without loading the schema library (docs/decisions/226).
export { MAX_FIELD_MESSAGE, MAX_FIELDS, ROOT_FIELD, toFieldErrors }

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
