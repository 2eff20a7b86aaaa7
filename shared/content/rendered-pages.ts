/**
 * The public pages the worker renders with their data (the pages worker, pages-worker/), and
 * what each needs: the public API reads whose answers it renders (the API worker reads them
 * through its own edge-cached routes and sends them with the render request) and the edge-cache
 * scopes whose change makes a stored render stale (worker/edge-cache/cache.ts). A page is its
 * route (TanStack's path: `/blog/$slug`); a read names the route's parameters the same way, and
 * the page's path fills both. Any other page is served as its prerendered file or the shell.
 * docs/decisions/210-pages-worker.md, 221-single-pages-rendered.md.
 */
export type RenderedPage = {
  /** Public GET paths under /api, each answered with JSON; `$name` is the route's parameter. */
  reads: readonly string[]
  /** Edge-cache scopes (PublicContentScope) the reads are purged by. */
  scopes: readonly string[]
}

/** Today's Ontario rates, the province home and /rates open with. */
const ratesOn = '/api/rates?province=ON'

const post = { reads: ['/api/content/blog/$slug'], scopes: ['blog'] }
/**
 * An agent's page shows the site's rates and lenders under the agent's own part: carried too, so
 * they hydrate with the page instead of being fetched and rendered again after it (decision 261).
 */
const agent = {
  reads: ['/api/agents/$id', ratesOn, '/api/content/lenders'],
  scopes: ['agents', 'rates', 'lenders'],
}

export const RENDERED_PAGES: Readonly<Record<string, RenderedPage>> = {
  '/': {
    reads: [ratesOn, '/api/rates/best', '/api/content/lenders', '/api/content/testimonials/home', '/api/news'],
    scopes: ['rates', 'lenders', 'testimonials', 'news'],
  },
  '/rates': { reads: [ratesOn], scopes: ['rates'] },
  '/blog': { reads: ['/api/content/blog'], scopes: ['blog'] },
  '/blog/$slug': post,
  '/services': { reads: ['/api/content/services'], scopes: ['services'] },
  '/services/$id': { reads: ['/api/content/services/$id'], scopes: ['services'] },
  '/products': { reads: ['/api/content/products'], scopes: ['products'] },
  '/products/$id': { reads: ['/api/content/products/$id'], scopes: ['products'] },
  '/find-broker': { reads: ['/api/content/agents'], scopes: ['agents'] },
  '/agents/$id': agent,
  '/agent/$id': agent,
  '/mortgage-news': { reads: ['/api/news'], scopes: ['news'] },
}

/** `pattern` with each `$name` segment replaced by its parameter (encoded as a path segment). */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}

/** What the API worker sends the pages worker (POST, JSON). */
export type RenderRequest = {
  /** The page's route, a key of RENDERED_PAGES. */
  path: string
  /** The route's parameters (none for a page without any). */
  params?: Record<string, string>
  /** Each read's JSON answer, by its path as RENDERED_PAGES names it. */
  reads: Record<string, unknown>
  /** The page's prerendered HTML (or the shell), into which the render goes. */
  shell: string
}
