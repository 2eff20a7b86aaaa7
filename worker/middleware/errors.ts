import type { ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { DB_RETRY_AFTER_SECONDS, databaseUnavailableReason } from '#worker/db/request-gate.ts'
import type { AppEnv } from '#worker/env.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { describeError, log } from '#worker/lib/log.ts'

/** The message of every 503 for a database that is down, slow or busy. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is busy or briefly unavailable. Please try again in a few seconds.'

/**
 * Every error leaves the API in the one shape of shared/schemas/errors.ts (docs/decisions/020):
 * - HttpError → its status; Hono's HTTPException (body limit, …) → its status;
 * - malformed JSON → 400;
 * - the database unreachable, timed out or busy (worker/db/request-gate.ts) → 503 with Retry-After;
 * - anything else → 500, its cause logged without personal data (describeError).
 */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof HttpError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v)
    return c.json(err.toBody(), err.status as 400)
  }
  if (err instanceof HTTPException) {
    const status = err.status
    const code = status === 413 ? 'payload_too_large' : status === 401 ? 'unauthorized' : 'bad_request'
    return c.json({ error: { code, message: err.message || 'Bad request' } }, status)
  }
  if (err instanceof SyntaxError) {
    return c.json({ error: { code: 'bad_request', message: 'Malformed JSON body' } }, 400)
  }
  const reason = databaseUnavailableReason(err)
  if (reason) {
    log.warn('database unavailable', { requestId: c.get('requestId'), reason, error: describeError(err) })
    c.header('Retry-After', String(DB_RETRY_AFTER_SECONDS))
    return c.json({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } }, 503)
  }
  log.error('unhandled error', { requestId: c.get('requestId'), path: c.req.routePath, error: describeError(err) })
  return c.json({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } }, 500)
}

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: { code: 'not_found', message: `No route for ${c.req.method} ${new URL(c.req.url).pathname}` } }, 404)
