/**
 * The pages worker's router: the root layout and the pages it renders (shared/content/
 * rendered-pages.ts), on a memory history of the one requested path. The app's full route tree
 * would bundle every screen (decision 208).
 */
import type { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { NotFoundPage } from '#app/components/layout/not-found-page.tsx'
import { Route as rootRoute } from '#app/routes/__root.tsx'
import { Route as blogIndexRoute } from '#app/routes/blog.index.tsx'
import { Route as findBrokerRoute } from '#app/routes/find-broker.tsx'
import { Route as mortgageNewsRoute } from '#app/routes/mortgage-news.tsx'
import { Route as productsIndexRoute } from '#app/routes/products.index.tsx'
import { Route as servicesIndexRoute } from '#app/routes/services.index.tsx'

// As the generated route tree (app/route-tree.gen.ts) declares them.
const children = {
  BlogIndexRoute: blogIndexRoute.update({ id: '/blog/', path: '/blog/', getParentRoute: () => rootRoute } as never),
  ServicesIndexRoute: servicesIndexRoute.update({
    id: '/services/',
    path: '/services/',
    getParentRoute: () => rootRoute,
  } as never),
  FindBrokerRoute: findBrokerRoute.update({
    id: '/find-broker',
    path: '/find-broker',
    getParentRoute: () => rootRoute,
  } as never),
  ProductsIndexRoute: productsIndexRoute.update({
    id: '/products/',
    path: '/products/',
    getParentRoute: () => rootRoute,
  } as never),
  MortgageNewsRoute: mortgageNewsRoute.update({
    id: '/mortgage-news',
    path: '/mortgage-news',
    getParentRoute: () => rootRoute,
  } as never),
}
const routeTree = rootRoute._addFileChildren(children as never)

export function createPagesRouter(queryClient: QueryClient, path: string) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: NotFoundPage,
  } as never)
}
