import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '#worker/env.ts'
import { waitUntilOf } from '#worker/middleware/context.ts'
import {
  EDGE_TTL_SECONDS,
  edgeCache,
  entryKey,
  etagOf,
  matchesEtag,
  type PublicContentScope,
  purgePublicContent,
  scopeVersion,
} from './cache'

/**
 * Serves a public GET from the edge cache (./cache.ts), filling it on a miss with
 * the handler's 200 answer; every answer carries an ETag and a matching If-None-Match gets a
 * 304. Requests with an Authorization header, and answers other than 200, are never cached.
 * `X-Edge-Cache: hit | miss` tells which (tests, the bench).
 */
/** The handler's Cache-Control, kept beside the stored copy's own. */
const VISITOR_CACHE_CONTROL = 'X-Visitor-Cache-Control'

export function edgeCached(scope: PublicContentScope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cache = edgeCache()
    if (!cache || c.req.method !== 'GET' || c.req.header('authorization')) return next()
    const url = new URL(c.req.url)
    const key = entryKey(scope, await scopeVersion(cache, scope), url)
    // Outside production a request's `Cache-Control: no-cache` skips the lookup (and refills):
    // tests that write the database directly read what they wrote. Ignored in production.
    const bypass = c.env.ENVIRONMENT !== 'production' && /no-cache/.test(c.req.header('cache-control') ?? '')
    let res = bypass ? undefined : await cache.match(key)
    let state = 'hit'
    if (!res) {
      state = 'miss'
      await next()
      // Only complete answers: a fallback (a failed read answered with `no-store`) is never stored.
      if (c.res.status !== 200 || /no-store|private/.test(c.res.headers.get('Cache-Control') ?? '')) return
      const body = await c.res.arrayBuffer()
      const headers = new Headers(c.res.headers)
      headers.set('ETag', await etagOf(body))
      const visitorCacheControl = headers.get('Cache-Control') ?? 'no-cache'
      // The stored copy lives EDGE_TTL_SECONDS; the visitor's keeps the handler's Cache-Control.
      const storedHeaders = new Headers(headers)
      storedHeaders.set('Cache-Control', `public, max-age=${EDGE_TTL_SECONDS}`)
      storedHeaders.set(VISITOR_CACHE_CONTROL, visitorCacheControl)
      if (!storedHeaders.has('Date')) storedHeaders.set('Date', new Date().toUTCString())
      const stored = cache.put(key, new Response(body, { status: 200, headers: storedHeaders }))
      const waitUntil = waitUntilOf(c)
      if (waitUntil) waitUntil(stored)
      else await stored
      res = new Response(body, { status: 200, headers })
    } else {
      res = new Response(res.body, res)
      // The answer leaves the server now: its Date is now, and Age says how old the stored copy
      // is. The app reads an old Date as a copy the service worker kept (no server reached); a
      // stored copy's own Date, up to EDGE_TTL_SECONDS old, made online visitors look offline.
      const storedAt = Date.parse(res.headers.get('Date') ?? '')
      const now = Date.now()
      res.headers.set('Date', new Date(now).toUTCString())
      if (Number.isFinite(storedAt)) res.headers.set('Age', String(Math.max(0, Math.floor((now - storedAt) / 1000))))
      res.headers.set('Cache-Control', res.headers.get(VISITOR_CACHE_CONTROL) ?? 'no-cache')
      res.headers.delete(VISITOR_CACHE_CONTROL)
      res.headers.delete('Cf-Cache-Status')
    }
    res.headers.set('X-Edge-Cache', state)
    const etag = res.headers.get('ETag')
    if (etag && matchesEtag(c.req.header('if-none-match'), etag)) {
      c.res = new Response(null, {
        status: 304,
        headers: { ETag: etag, 'Cache-Control': res.headers.get('Cache-Control') ?? 'no-cache', 'X-Edge-Cache': state },
      })
      return
    }
    c.res = res
  }
}

/**
 * On a router whose writes change public content: after every successful (2xx) non-GET answer,
 * the given scopes are re-keyed, finishing after the response.
 */
export function purgesOnWrite(...scopes: PublicContentScope[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 300) return
    await purgePublicContent(scopes, waitUntilOf(c))
  }
}
