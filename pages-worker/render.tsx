/**
 * The pages worker's render: one public page with its data, by the router's rendering the build
 * uses for prerendering (app/entry-prerender.tsx), into the page's prerendered HTML.
 * docs/decisions/210-pages-worker.md.
 *
 * - The page's queries are put in the Query cache first (app/lib/page-data.ts), so its data
 *   sections render with their data; loaders start no request (`prefetchQuery` does nothing).
 * - React's legacy string renderer (the smallest server renderer). A lazy part of the layout not
 *   loaded yet leaves its Suspense boundary unfinished: the page is rendered again once it has
 *   loaded (the first render of an isolate only).
 * - The markup replaces the prerendered `#root`; the queries follow as a data block. The router
 *   state block stays the prerender's (same page, same matches); a page served in the shell (a
 *   post, a service, a product, an agent) gets the render's, as the build writes it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { carryPageQueries, type PageQuery, pageDataBlock } from '#app/lib/page-data.ts'
import {
  PRERENDERED_STATE_ID,
  type PrerenderedState,
  prerenderedState,
  prerenderedStateBlock,
} from '#app/lib/prerendered-state.ts'
import { fillPath, RENDERED_PAGES, type RenderRequest } from '#shared/content/rendered-pages.ts'
import { queriesOf } from './queries'
import { createPagesRouter } from './router'

/** Markers of a Suspense boundary left unfinished (a lazy part not loaded yet). */
const UNFINISHED = /<!--\$[?!]-->/
const MAX_PASSES = 8

type Rendered = { html: string; state: PrerenderedState }

async function renderOnce(path: string, queries: readonly PageQuery[]): Promise<Rendered> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.prefetchQuery = () => Promise.resolve()
  queryClient.prefetchInfiniteQuery = () => Promise.resolve()
  carryPageQueries(queryClient, queries)
  const router = createPagesRouter(queryClient, path)
  await router.load()
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { html, state: prerenderedState(router.stores.matches.get()) }
}

/**
 * The markup of `#root` for `path` with its queries (lazy parts loaded: rendered again), and the
 * router state the browser hydrates it with.
 */
export async function renderRoot(path: string, queries: readonly PageQuery[]): Promise<Rendered> {
  let page = await renderOnce(path, queries)
  for (let pass = 1; pass < MAX_PASSES && UNFINISHED.test(page.html); pass++) {
    await new Promise((resolve) => setTimeout(resolve, (pass - 1) * 10))
    page = await renderOnce(path, queries)
  }
  if (UNFINISHED.test(page.html)) throw new Error(`render: ${path} left a Suspense boundary unfinished`)
  // Inline scripts (the router's scroll restoration) cannot run under the CSP; the client does it.
  return { ...page, html: page.html.replace(/<script>[^<]*<\/script>/g, '') }
}

/** The prerendered `#root` and what follows it, up to the router state block. */
const ROOT = new RegExp(
  `<div id="root">[\\s\\S]*?</div>(\\s*<script type="application/json" id="${PRERENDERED_STATE_ID}">)`,
)
/** The shell's empty `#root` (a page with no file of its own: a post, an agent, …). */
const EMPTY_ROOT = '<div id="root"></div>'

/**
 * The page's HTML: `shell` with `#root` rendered and the queries carried. A prerendered page
 * keeps its router state block (same page, same matches); the shell gets the render's.
 */
export async function renderPage({ path: route, params = {}, reads, shell }: RenderRequest): Promise<string> {
  const page = RENDERED_PAGES[route]
  if (!page) throw new Error(`render: ${route} is not a rendered page`)
  const queries = page.reads.flatMap((api) => {
    if (!(api in reads)) throw new Error(`render: ${route} needs ${api}`)
    return queriesOf(api, reads[api], params)
  })
  const prerendered = ROOT.test(shell)
  if (!prerendered && !shell.includes(EMPTY_ROOT)) throw new Error('render: the shell has no #root')
  const { html, state } = await renderRoot(fillPath(route, params), queries)
  const filled = prerendered
    ? shell.replace(ROOT, (_, block: string) => `<div id="root">${html}</div>${block}`)
    : shell.replace(EMPTY_ROOT, () => `<div id="root">${html}</div>${prerenderedStateBlock(state)}`)
  return filled.replace('</body>', () => `${pageDataBlock(queries)}</body>`)
}
