import type { Context, MiddlewareHandler } from 'hono'
import { checkJwtSecret } from '#worker/domain/auth/signer.ts'
import type { AppEnv } from '#worker/env.ts'
import { joinChunks } from '#worker/lib/bytes.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { log } from '#worker/lib/log.ts'

/**
 * Global API protections (mounted on /api/* in worker/app.ts). Static assets get their
 * headers from app/public/_headers; the pages the worker writes, the same (`pageSecurityHeaders`).
 */

/** What every response of this worker carries, API or page, beside its own content policy. */
const COMMON_SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const

/** Headers on every API response (ASVS 3.4). JSON never needs to load anything. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  ...COMMON_SECURITY_HEADERS,
  'Cross-Origin-Resource-Policy': 'same-origin',
})

/**
 * Security headers, and `Cache-Control: no-store` on every API response that did not set its
 * own (auth, leads, admin, sync: anything personal is never cached; the public cacheable reads
 * such as GET /api/rates set `public, max-age=…` themselves). Runs after the handler and after
 * the error handler, so errors carry the same headers.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
  } catch {
    // Immutable headers (a Response passed through from fetch): copy it once.
    c.res = new Response(c.res.body, c.res)
  }
  const headers = c.res.headers
  const ownPolicy = headers.get('Content-Security-Policy')
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) headers.set(name, value)
  // A handler's own policy adds to the API's, never loosens it (a download keeps `sandbox`).
  if (ownPolicy)
    headers.set('Content-Security-Policy', mergeCsp(API_SECURITY_HEADERS['Content-Security-Policy']!, ownPolicy))
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
  // No CORS: the PWA is same-origin. Never let a handler grant a foreign origin.
  headers.delete('Access-Control-Allow-Origin')
  headers.delete('Access-Control-Allow-Credentials')
}

/**
 * The headers of app/public/_headers' `/*` block, for the HTML this worker writes itself (a page
 * rendered with its data, a page's meta rewritten into the shell): the static assets' headers only
 * reach what the assets answer. A unit test keeps the two equal.
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; frame-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
  ...COMMON_SECURITY_HEADERS,
})

/**
 * Every page the worker answers carries the pages' security headers: one the assets answered
 * keeps theirs (the same, from _headers), one the worker wrote (no policy of its own) gets them.
 */
export const pageSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.res.headers.has('Content-Security-Policy')) return
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
  } catch {
    c.res = new Response(c.res.body, c.res)
  }
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) c.res.headers.set(name, value)
}

/**
 * `base` with the directives of `extra` that `base` does not have (`sandbox`, say): a directive
 * `base` sets is kept as `base` sets it.
 */
export function mergeCsp(base: string, extra: string): string {
  const name = (d: string) => d.trim().split(/\s+/)[0]!.toLowerCase()
  const directives = base
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
  const have = new Set(directives.map(name))
  for (const d of extra
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean)) {
    if (!have.has(name(d))) {
      have.add(name(d))
      directives.push(d)
    }
  }
  return directives.join('; ')
}

let reportedSecretProblem = ''

/**
 * Refuses to serve with a weak or missing JWT_SECRET: every API request answers 503 and the
 * problem is logged (once per isolate), naming the problem but never the secret.
 * scripts/start.ts refuses to start in the same case.
 */
export const requireStrongSecret: MiddlewareHandler<AppEnv> = async (c, next) => {
  const check = checkJwtSecret(c.env.JWT_SECRET)
  if (!check.ok) {
    if (reportedSecretProblem !== check.message) {
      reportedSecretProblem = check.message
      log.error(`refusing to serve: ${check.message}`)
    }
    throw new HttpError('unavailable', 'The service is not configured correctly. Please try again later.')
  }
  await next()
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Origins allowed besides the request's own (ALLOWED_ORIGINS, comma separated). */
function allowedOrigins(c: Context<AppEnv>): string[] {
  return (c.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean)
}

/** The request's own origin: from its URL, and from its Host header (they differ behind a proxy). */
function ownOrigins(c: Context<AppEnv>): string[] {
  const url = new URL(c.req.url)
  const own = [url.origin]
  const host = c.req.header('host')
  if (host) own.push(`${url.protocol}//${host}`)
  return own
}

/**
 * CSRF defence for state-changing methods (ASVS 3.5):
 * - `Origin`, when present, must be this site's own origin or one in ALLOWED_ORIGINS → else 403.
 *   `Sec-Fetch-Site: cross-site` without an Origin is refused too.
 * - A request with a body must be `application/json` → else 415 (HTML forms cannot send it
 *   cross-site without a CORS preflight, which we never grant). Bodiless requests (POST
 *   /api/auth/refresh, DELETE) need no Content-Type.
 * Routes that take other bodies (uploads) are listed in `rawBodyPaths`.
 */
export function sameOriginJson(options: { rawBodyPaths?: readonly RegExp[] } = {}): MiddlewareHandler<AppEnv> {
  const rawBodyPaths = options.rawBodyPaths ?? []
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next()
    const origin = c.req.header('origin')
    if (origin !== undefined) {
      const normalised = origin.trim().replace(/\/+$/, '')
      if (!ownOrigins(c).includes(normalised) && !allowedOrigins(c).includes(normalised)) {
        log.warn('foreign origin refused', { requestId: c.get('requestId'), origin: normalised.slice(0, 100) })
        throw new HttpError('forbidden', 'Cross-origin requests are not allowed')
      }
    } else if (c.req.header('sec-fetch-site') === 'cross-site') {
      throw new HttpError('forbidden', 'Cross-origin requests are not allowed')
    }
    if (hasBody(c.req.raw) && !rawBodyPaths.some((re) => re.test(c.req.path))) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
      if (type !== 'application/json') {
        throw new HttpError('unsupported_media_type', 'Send the request body as application/json')
      }
    }
    await next()
  }
}

function hasBody(req: Request): boolean {
  const length = req.headers.get('content-length')
  if (length !== null) return Number(length) > 0 || Number.isNaN(Number(length))
  return req.headers.has('transfer-encoding') || (req.body !== null && req.headers.has('content-type'))
}

/** Default JSON body cap (ASVS 5.2.1). Uploads set their own limit on their routes. */
export const DEFAULT_BODY_LIMIT_BYTES = 64 * 1024

/**
 * Body size limit → 413 `payload_too_large` in the one error shape. `overrides` lets upload
 * routes raise (or lower) the cap by path; the first matching entry wins.
 *
 * A Content-Length over the cap is refused without buffering; a streamed body (no
 * Content-Length) is buffered up to the cap, and the request continues with those bytes.
 * An oversize body is read and discarded (up to 8 MB) before the 413: answering while the
 * client is still sending made wrangler dev fail the NEXT request on that connection with
 * "worker restarted mid-request" (hono/body-limit has that problem).
 */
/** How much of an oversize stream is read and discarded before answering 413 (then cancelled). */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number) {
  let read = 0
  try {
    while (read <= limit) {
      const { done, value } = await reader.read()
      if (done) return
      read += value.byteLength
    }
    await reader.cancel()
  } catch {
    /* the client went away */
  }
}

export function limitBody(
  options: { maxBytes?: number; overrides?: ReadonlyArray<{ path: RegExp; maxBytes: number }> } = {},
): MiddlewareHandler<AppEnv> {
  const fallback = options.maxBytes ?? DEFAULT_BODY_LIMIT_BYTES
  const overrides = options.overrides ?? []
  return async (c, next) => {
    const body = c.req.raw.body
    if (!STATE_CHANGING.has(c.req.method) || !body) return next()
    const maxBytes = overrides.find((o) => o.path.test(c.req.path))?.maxBytes ?? fallback
    const tooLarge = () =>
      new HttpError('payload_too_large', `The request body is too large (limit ${Math.round(maxBytes / 1024)} KB)`)
    const length = c.req.header('content-length')
    if (length !== undefined && !c.req.raw.headers.has('transfer-encoding')) {
      if (!/^\d+$/.test(length) || Number(length) > maxBytes) {
        await drain(body.getReader(), DRAIN_LIMIT_BYTES)
        throw tooLarge()
      }
      return next()
    }
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await drain(reader, DRAIN_LIMIT_BYTES)
        throw tooLarge()
      }
      chunks.push(value)
    }
    c.req.raw = new Request(c.req.raw, { body: joinChunks(chunks, size) })
    await next()
  }
}
