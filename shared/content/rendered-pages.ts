/**
 * The public pages the worker renders with their data (the pages worker, pages-worker/), and
 * what each needs: the public API reads whose answers it renders (the API worker reads them
 * through its own edge-cached routes and sends them with the render request) and the edge-cache
 * scopes whose change makes a stored render stale (worker/edge-cache/cache.ts). Any other page
 * is served as its prerendered file. docs/decisions/210-pages-worker.md.
 */
export type RenderedPage = {
  /** Public GET paths under /api, each answered with JSON. */
  reads: readonly string[]
  /** Edge-cache scopes (PublicContentScope) the reads are purged by. */
  scopes: readonly string[]
}

export const RENDERED_PAGES: Readonly<Record<string, RenderedPage>> = {
  '/blog': { reads: ['/api/content/blog'], scopes: ['blog'] },
  '/services': { reads: ['/api/content/services'], scopes: ['services'] },
  '/find-broker': { reads: ['/api/content/agents'], scopes: ['agents'] },
  '/mortgage-news': { reads: ['/api/news'], scopes: ['news'] },
  '/products': { reads: ['/api/content/products'], scopes: ['products'] },
}

/** What the API worker sends the pages worker (POST, JSON). */
export type RenderRequest = {
  /** The page's path, a key of RENDERED_PAGES. */
  path: string
  /** Each read's JSON answer, by its path. */
  reads: Record<string, unknown>
  /** The page's prerendered HTML, into which the render goes. */
  shell: string
}
