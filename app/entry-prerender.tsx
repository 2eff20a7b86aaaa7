/**
 * The build's server render of the public pages (docs/decisions/039-prerendered-public-pages.md).
 * Bundled by Vite in SSR mode and run by scripts/lib/prerender-plugin.ts once the client build
 * is written: never shipped to the browser or the worker.
 *
 * TanStack Router's server rendering (createRequestHandler loads the page's matches on a server
 * history); React renders it twice: `prerender` first, which waits for every lazy part (the
 * footer, the below-the-fold sections) to load, then `renderToString` over the now-loaded
 * parts, so the HTML is complete and carries no streaming scripts.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRequestHandler, RouterServer } from '@tanstack/react-router/ssr/server'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { type PrerenderedState, prerenderedState } from './lib/prerendered-state'
import { isPrerenderedPath } from './lib/public-routes'
import { type PageHead, takeServerHead } from './lib/use-document-title'
import { createAppRouter } from './router'

/** Every route path of the app (TanStack full paths without trailing slash, `$param` kept). */
export function routePaths(): string[] {
  const router = createAppRouter(new QueryClient())
  const paths = new Set<string>()
  for (const route of Object.values(router.routesByPath)) {
    const fullPath = (route as { fullPath: string }).fullPath
    paths.add(fullPath === '/' ? '/' : fullPath.replace(/\/$/, ''))
  }
  return [...paths].sort()
}

/** The public pages rendered at build time: every static route outside the signed-in areas. */
export function prerenderPaths(): string[] {
  return routePaths().filter(isPrerenderedPath)
}

/** `head`: the title and description the page asked for (null: the shell's own stay). */
export type RenderedPage = { status: number; html: string; state: PrerenderedState; head: PageHead | null }

/** Markers of a Suspense boundary left unfinished (client-rendered or streamed in later). */
const UNFINISHED = /<!--\$[?!]-->|<template|\$RC\(/

/** Renders one path: the markup of `#root` and the router state the client hydrates with. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const render = async (finish: (tree: ReactNode) => Promise<string>) => {
    // No data at build time: the page renders every data section in its loading state, as the
    // browser's first (hydrating) render does. Loaders only start requests (`void prefetchQuery`,
    // decision 025): here they start none.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })
    queryClient.prefetchQuery = () => Promise.resolve()
    let state: PrerenderedState | undefined
    takeServerHead()
    const request = new Request(new URL(pathname, 'http://prerender.invalid'))
    const handler = createRequestHandler({ request, createRouter: () => createAppRouter(queryClient) })
    const response = await handler(async ({ router, responseHeaders }) => {
      state = prerenderedState(router.stores.matches.get())
      const html = await finish(
        <QueryClientProvider client={queryClient}>
          <RouterServer router={router} />
        </QueryClientProvider>,
      )
      const status = router.stores.matches.get().some((m) => m._notFound || m.status === 'notFound') ? 404 : 200
      return new Response(html, { status, headers: responseHeaders })
    })
    return { status: response.status, html: await response.text(), state: state!, head: takeServerHead() }
  }
  // Pass 1 loads every lazy component the page reaches; pass 2 renders them in one go.
  await render(async (tree) => new Response((await prerender(tree)).prelude).text())
  const page = await render(async (tree) => renderToString(tree))
  if (UNFINISHED.test(page.html)) throw new Error(`prerender: ${pathname} left a Suspense boundary unfinished`)
  // Inline scripts (TanStack's scroll restoration) cannot run under the CSP; the client does it.
  page.html = page.html.replace(/<script>[^<]*<\/script>/g, '')
  if (/<script/i.test(page.html)) throw new Error(`prerender: ${pathname} renders a script element`)
  return page
}
