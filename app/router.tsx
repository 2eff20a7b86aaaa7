import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { NotFoundPage } from './components/layout/not-found-page'
import { routeTree } from './route-tree.gen'

/**
 * One router per render: the browser makes one (app/main.tsx); the build's prerender makes one
 * per public page (app/entry-prerender.tsx, docs/decisions/039-prerendered-public-pages.md).
 */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
