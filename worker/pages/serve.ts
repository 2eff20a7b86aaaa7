/**
 * The app's HTML, served by the worker for what the static assets do not answer
 * (docs/decisions/040-worker-serves-pages.md). Here arrive:
 * - prerendered public pages (`/rates` → rates.html, listed in wrangler.toml's run_worker_first):
 *   the asset with its canonical URL and og:url from the request's origin added;
 * - app routes with no HTML file (signed-in areas, `/agents/$id`, `/blog/$slug`): the SPA shell,
 *   200, through `withPageMeta` (per-page title/description/canonical, e.g. an agent's page); a
 *   page found that is rendered with its data (worker/pages/rendered.ts) is that render instead;
 * - anything else: the prerendered not-found page with a real 404;
 * - `/robots.txt` and `/sitemap.xml`, generated from the build's route list.
 */
import type { Context } from 'hono'
import { isPrivatePath, PRIVATE_PREFIXES, UNLISTED_PATHS } from '#app/lib/public-routes.ts'
import { escapeAttr, type ShareHead, shareTags } from '#shared/content/page-head.ts'
import type { AppEnv } from '#worker/env.ts'
import { log } from '#worker/lib/log.ts'

/** The build's shell for a page rendered with its data (scripts/lib/prerender-plugin.ts PAGE_SHELL_FILE). */
export const PAGE_SHELL = '/page-shell'

/** Written by the build (scripts/lib/prerender-plugin.ts). */
export type RoutesManifest = { pages: string[]; routes: string[] }

export type PageMeta = ShareHead & {
  /** 404 serves the shell with a 404 status (the app shows its not-found screen; crawlers skip it). */
  status?: 200 | 404
  /** The page moved for good (an agent's old slug): a 301 to this path, nothing else applies. */
  redirect?: string
}

/**
 * Per-page meta for app routes served as the shell, by route pattern (TanStack path, e.g.
 * '/agents/$id'), passed to `servePage` by the caller (worker/pages/page-meta.ts).
 */
export type PageMetaResolver = (c: Context<AppEnv>, params: Record<string, string>) => Promise<PageMeta>
export type PageMetaResolvers = Readonly<Record<string, PageMetaResolver>>

/**
 * Rewrites an HTML response's head with `meta` (streaming, HTMLRewriter): the title and the
 * description in place, the share tags (#shared/content/page-head.ts) appended. Callable on any
 * HTML response (shell or page).
 */
export function withPageMeta(response: Response, meta: PageMeta): Response {
  const { title, description } = meta
  let rewriter = new HTMLRewriter()
  if (title) rewriter = rewriter.on('title', { element: (el) => void el.setInnerContent(title) })
  if (description)
    rewriter = rewriter.on('meta[name="description"]', {
      element: (el) => void el.setAttribute('content', description),
    })
  const tags = shareTags(meta)
  if (tags) rewriter = rewriter.on('head', { element: (el) => void el.append(tags, { html: true }) })
  return rewriter.transform(response)
}

/** `/agents/$id` → a matcher of `/agents/42` giving `{ id: '42' }`; a trailing `$` matches the rest. */
export function routeMatcher(pattern: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = []
  const source = pattern
    .split('/')
    .map((seg) => {
      if (seg === '$') return names.push('_splat') && '(.*)'
      if (seg.startsWith('$')) return names.push(seg.slice(1)) && '([^/]+)'
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  const re = new RegExp(`^${source}/?$`)
  return (pathname) => {
    const m = re.exec(pathname)
    if (!m) return null
    return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]))
  }
}

type LoadedManifest = RoutesManifest & {
  match: (pathname: string) => { route: string; params: Record<string, string> } | null
}
let manifestPromise: Promise<LoadedManifest> | undefined

async function loadManifest(assets: Fetcher, origin: string): Promise<LoadedManifest> {
  manifestPromise ??= (async () => {
    const res = await assets.fetch(new URL('/routes.json', origin))
    if (!res.ok) throw new Error(`routes.json: ${res.status}`)
    const manifest = (await res.json()) as RoutesManifest
    // Static routes before dynamic ones, so '/blog' never reads as '/blog/$slug'.
    const matchers = [...manifest.routes]
      .sort((a, b) => Number(a.includes('$')) - Number(b.includes('$')))
      .map((route) => ({ route, match: routeMatcher(route) }))
    return {
      ...manifest,
      match: (pathname: string) => {
        for (const m of matchers) {
          const params = m.match(pathname)
          if (params) return { route: m.route, params }
        }
        return null
      },
    }
  })().catch((error: unknown) => {
    manifestPromise = undefined
    throw error
  })
  return manifestPromise
}

async function asset(assets: Fetcher, origin: string, path: string, status: number): Promise<Response> {
  const res = await assets.fetch(new URL(path, origin))
  const headers = new Headers(res.headers)
  // HTML that depends on the deployment: revalidated on every visit.
  headers.set('Cache-Control', 'no-cache')
  return new Response(res.body, { status, headers })
}

/**
 * A page rendered with its data (worker/pages/rendered.ts): its route and parameters, and the
 * file it goes into when it is not a prerendered page (the shell). Null: serve the file.
 */
export type RenderPage = (route: string, params?: Record<string, string>, shell?: string) => Promise<Response | null>

/**
 * GET/HEAD of a path the assets did not answer; `metaFor` gives per-page meta by route pattern,
 * `render` the page rendered with its data.
 */
export async function servePage(
  c: Context<AppEnv>,
  metaFor: PageMetaResolvers = {},
  render?: RenderPage,
): Promise<Response> {
  const assets = c.env.ASSETS
  if (!assets) return c.text('Not found', 404)
  const url = new URL(c.req.url)
  const manifest = await loadManifest(assets, url.origin)
  const hit = manifest.match(url.pathname)
  if (!hit) return asset(assets, url.origin, '/404', 404)
  if (manifest.pages.includes(hit.route)) {
    // A prerendered page (wrangler.toml sends it here first): the file as the assets answer it
    // (their caching headers, 304s and redirects kept), with its canonical address, which
    // only the request knows. A content page rendered with its data comes the same way.
    const res = (await render?.(hit.route)) ?? (await assets.fetch(c.req.raw))
    const html = res.ok && res.headers.get('content-type')?.includes('text/html')
    return html ? withPageMeta(res, { canonical: new URL(hit.route, url.origin).href }) : res
  }
  const shell = (status = 200) => asset(assets, url.origin, '/shell', status)
  if (isPrivatePath(url.pathname)) return withPageMeta(await shell(), { robots: 'noindex' })
  const resolve = metaFor[hit.route]
  if (!resolve) return shell()
  let meta: PageMeta
  try {
    meta = await resolve(c, hit.params)
  } catch (error) {
    // The database is down or slow: the page still works (the app reads its data itself and
    // shows its own error); only the link preview loses its meta.
    log.warn('page meta failed', { requestId: c.get('requestId'), path: url.pathname, error: String(error) })
    return shell()
  }
  if (meta.redirect) return c.redirect(new URL(meta.redirect, url.origin).href, 301)
  // A page found (a post, an agent, …) rendered with its data, under its own head, in the shell
  // that starts the app after the first paint (the build's page-shell.html); not rendered, the
  // SPA shell, which has nothing to paint first.
  const found = (meta.status ?? 200) === 200
  return withPageMeta(
    (found && (await render?.(hit.route, hit.params, PAGE_SHELL))) || (await shell(meta.status)),
    meta,
  )
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PREFIXES, '/api/'].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/** The sitemap's database pages (published posts, public agents, …) with their last change. */
export type SitemapSource = (c: Context<AppEnv>) => Promise<{ path: string; lastmod: Date | null }[]>

/**
 * Every public page: the prerendered ones (their date is the deployment's, so none is given) and
 * the database's with `lastmod`, the day their row last changed. A source that fails leaves its
 * pages out rather than failing the sitemap.
 */
export async function sitemapXml(c: Context<AppEnv>, sources: readonly SitemapSource[] = []): Promise<string> {
  const origin = new URL(c.req.url).origin
  const assets = c.env.ASSETS
  const pages = assets ? (await loadManifest(assets, origin)).pages : ['/']
  const extra = (await Promise.all(sources.map((s) => s(c).catch(() => [])))).flat()
  const seen = new Set<string>()
  const urls = [
    ...pages.filter((p) => !UNLISTED_PATHS.includes(p)).map((path) => ({ path, lastmod: null })),
    ...extra,
  ].flatMap(({ path, lastmod }) => {
    if (seen.has(path)) return []
    seen.add(path)
    const date = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''
    return [`  <url><loc>${escapeAttr(new URL(path, origin).href)}</loc>${date}</url>`]
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
