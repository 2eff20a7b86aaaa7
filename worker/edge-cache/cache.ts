/**
 * The edge cache of public reads (docs/decisions/041-edge-cache.md): answers from the Workers
 * Cache API (miniflare's locally) with an ETag, re-keyed when the content changes. The whole
 * API: `edgeCached(scope)` on a public GET and `purgesOnWrite(...scopes)` on a router that
 * changes public content (./middleware.ts); `purgePublicContent(...)` for a change made
 * anywhere else (a job, a handler that purges other scopes than its router's).
 *
 * Each scope (rates, lenders, …) has a version, itself an entry of the same cache; an entry's key
 * carries the version it was stored under. A change writes a new version, so the next read
 * misses and fills a fresh entry (the old ones expire unread). A version that is missing (new
 * colo, evicted) is replaced by a new random one: eviction can only cause a miss, never serve an
 * older entry. The Cache API is per data centre: a change purges the one that ran it at once,
 * the others within EDGE_TTL_SECONDS.
 */
import { base64url } from 'jose'

export type PublicContentScope =
  | 'rates'
  | 'lenders'
  | 'testimonials'
  | 'news'
  | 'products'
  | 'services'
  | 'blog'
  | 'agents'

/** How long an entry may be served in a data centre the change did not run in. */
export const EDGE_TTL_SECONDS = 300
const ORIGIN = 'https://edge-cache.invalid'

/** The worker's cache, or null where there is none (Node unit tests). */
export function edgeCache(): Cache | null {
  const c = (globalThis as { caches?: { default?: Cache } }).caches
  return c?.default ?? null
}

const versionKey = (scope: PublicContentScope) => new Request(`${ORIGIN}/__version/${scope}`)

async function writeVersion(cache: Cache, scope: PublicContentScope): Promise<string> {
  const version = crypto.randomUUID()
  // A long life: the version outlives every entry keyed by it.
  await cache.put(
    versionKey(scope),
    new Response(version, { headers: { 'Cache-Control': `public, max-age=${7 * 24 * 3600}` } }),
  )
  return version
}

export async function scopeVersion(cache: Cache, scope: PublicContentScope): Promise<string> {
  const hit = await cache.match(versionKey(scope))
  return hit ? await hit.text() : await writeVersion(cache, scope)
}

/**
 * After a change to public content: each scope is re-keyed, so its next public read goes to the
 * database. With `waitUntil` (a request's) the purge finishes after the response.
 */
export async function purgePublicContent(
  scopes: PublicContentScope | readonly PublicContentScope[],
  waitUntil?: (p: Promise<unknown>) => void,
): Promise<void> {
  const cache = edgeCache()
  if (!cache) return
  const purge = Promise.all((typeof scopes === 'string' ? [scopes] : scopes).map((s) => writeVersion(cache, s)))
  if (waitUntil) waitUntil(purge)
  else await purge
}

export function entryKey(scope: PublicContentScope, version: string, url: URL): Request {
  return new Request(`${ORIGIN}/${scope}/${version}${url.pathname}${url.search}`)
}

/** A weak ETag of a body (SHA-1, base64url): equal bodies, equal tags. */
export async function etagOf(body: ArrayBuffer): Promise<string> {
  return `W/"${base64url.encode(new Uint8Array(await crypto.subtle.digest('SHA-1', body)))}"`
}

/** If-None-Match holds `etag` (a list, `*`, weak or strong). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (t: string) => t.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag))
}
