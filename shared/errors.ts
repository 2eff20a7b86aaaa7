/**
 * The one error shape every API error uses:
 * `{ error: { code, message, fields? } }` where `fields` maps a field path to a plain-words problem.
 */
export type ApiErrorBody = {
  error: {
    code: ApiErrorCode
    message: string
    fields?: Record<string, string>
  }
}

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

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const err = (value as { error: unknown }).error
  return typeof err === 'object' && err !== null && typeof (err as { message?: unknown }).message === 'string'
}
