import type { ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../env'
import { HttpError } from '../lib/http-error'
import { log } from '../lib/log'

/** Every error leaves the API in the one shape of shared/errors.ts. Unknown errors → 500, logged. */
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
  if (isDatabaseUnavailable(err)) {
    log.error('database unavailable', { requestId: c.get('requestId'), error: String(err) })
    return c.json({ error: { code: 'unavailable', message: 'The service is temporarily unavailable. Please try again shortly.' } }, 503)
  }
  log.error('unhandled error', { requestId: c.get('requestId'), error: err instanceof Error ? err.stack : String(err) })
  return c.json({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } }, 500)
}

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: { code: 'not_found', message: `No route for ${c.req.method} ${new URL(c.req.url).pathname}` } }, 404)

function isDatabaseUnavailable(err: unknown): boolean {
  const text = err instanceof Error ? `${err.name} ${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : ''
  return /ECONNREFUSED|fetch failed|Network connection lost|HRANA|SERVER_ERROR|Failed query|connect/i.test(text)
}
