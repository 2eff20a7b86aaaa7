/**
 * The content pages rendered with their data (docs/decisions/210-pages-worker.md): the pages
 * worker (service binding `PAGES`) renders, this worker reads the data and keeps the result.
 * - The data: the page's public reads (shared/content/rendered-pages.ts) through this worker's
 *   own routes, so from their edge cache.
 * - The result is kept in the Workers Cache under a key holding the versions of the page's
 *   edge-cache scopes: whatever purges those reads (an admin edit, an approved post, the daily
 *   jobs) makes the next request render afresh (decision 212).
 * - No binding, a failed read or render, or one slower than RENDER_DEADLINE_MS: null, and the
 *   caller serves the prerendered page (its data sections then load in the browser).
 */
import type { Context } from 'hono'
import { fillPath, RENDERED_PAGES, type RenderRequest } from '#shared/content/rendered-pages.ts'
import { EDGE_TTL_SECONDS, edgeCache, type PublicContentScope, scopeVersion } from '#worker/edge-cache/cache.ts'
import type { AppEnv } from '#worker/env.ts'
import { log } from '#worker/lib/log.ts'
import { waitUntilOf } from '#worker/middleware/context.ts'

/** A public GET of this worker's API (its answer as a visitor would get it). */
export type ReadApi = (path: string) => Promise<Response>

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }

/**
 * How long a visit waits for its page's data and render before it gets the prerendered page: a
 * slow read (a busy or restarting database) must not hold the document, whose data sections
 * can load in the browser. A render takes milliseconds when its reads are cached, ~100 ms cold.
 */
export const RENDER_DEADLINE_MS = 2_500

/**
 * The rendered page of `route` (a route pattern) with `params`, or null: serve the page's file
 * (a prerendered page's, or the shell at `shell`).
 */
export async function renderedPage(
  c: Context<AppEnv>,
  route: string,
  read: ReadApi,
  params: Record<string, string> = {},
  shell?: string,
  deadlineMs = RENDER_DEADLINE_MS,
): Promise<Response | null> {
  const page = RENDERED_PAGES[route]
  const url = new URL(c.req.url)
  const path = fillPath(route, params)
  const { PAGES: pages, ASSETS: assets } = c.env
  // A query string (a shared link's campaign, a filter) is the app's to apply: the file. So is a
  // request that is not a page visit: the service worker's precache keeps the file, never a
  // render whose data would be replayed as fresh on every later visit.
  const mode = c.req.header('sec-fetch-mode')
  if (!page || !pages || !assets || c.req.method !== 'GET' || url.pathname !== path || url.search) return null
  if (mode && mode !== 'navigate') return null
  const render = async (): Promise<Response> => {
    const cache = edgeCache()
    const versions = cache
      ? await Promise.all(page.scopes.map((s) => scopeVersion(cache, s as PublicContentScope)))
      : []
    const key = new Request(`https://edge-cache.invalid/pages/${versions.join('.')}${path}`)
    const hit = await cache?.match(key)
    if (hit) return new Response(hit.body, { headers: { ...HTML_HEADERS, 'X-Edge-Cache': 'hit' } })
    const reads: RenderRequest['reads'] = {}
    await Promise.all(
      page.reads.map(async (api) => {
        const res = await read(fillPath(api, params))
        if (res.status !== 200) throw new Error(`${api}: ${res.status}`)
        reads[api] = await res.json()
      }),
    )
    const shellRes = await assets.fetch(new URL(shell ?? path, url.origin))
    if (!shellRes.ok) throw new Error(`shell: ${shellRes.status}`)
    const body: RenderRequest = { path: route, params, reads, shell: await shellRes.text() }
    const res = await pages.fetch('https://pages.invalid/render', { method: 'POST', body: JSON.stringify(body) })
    if (!res.ok) throw new Error(`render: ${res.status}`)
    const html = await res.text()
    if (cache) {
      const stored = cache.put(
        key,
        new Response(html, { headers: { ...HTML_HEADERS, 'Cache-Control': `public, max-age=${EDGE_TTL_SECONDS}` } }),
      )
      const waitUntil = waitUntilOf(c)
      if (waitUntil) waitUntil(stored)
      else await stored
    }
    return new Response(html, { headers: { ...HTML_HEADERS, 'X-Edge-Cache': 'miss' } })
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no page within ${deadlineMs} ms`)), deadlineMs)
  })
  try {
    return await Promise.race([render(), late])
  } catch (error) {
    log.warn('page render failed', { requestId: c.get('requestId'), path, error: String(error) })
    return null
  } finally {
    clearTimeout(timer)
  }
}
