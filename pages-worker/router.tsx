/**
 * The pages worker's router: the root layout and the pages it renders (shared/content/
 * rendered-pages.ts), on a memory history of the one requested path. The app's full route tree
 * would bundle every screen (decision 208).
 */
import type { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { NotFoundPage } from '#app/components/layout/not-found-page.tsx'
import { Route as rootRoute } from '#app/routes/__root.tsx'
import { Route as agentRoute } from '#app/routes/agent.$id.tsx'
import { Route as agentsRoute } from '#app/routes/agents.$id.tsx'
import { Route as blogPostRoute } from '#app/routes/blog.$slug.tsx'
import { Route as blogIndexRoute } from '#app/routes/blog.index.tsx'
import { Route as findBrokerRoute } from '#app/routes/find-broker.tsx'
import { Route as homeRoute } from '#app/routes/index.tsx'
import { Route as mortgageNewsRoute } from '#app/routes/mortgage-news.tsx'
import { Route as productRoute } from '#app/routes/products.$id.tsx'
import { Route as productsIndexRoute } from '#app/routes/products.index.tsx'
import { Route as ratesRoute } from '#app/routes/rates.tsx'
import { Route as serviceRoute } from '#app/routes/services.$id.tsx'
import { Route as servicesIndexRoute } from '#app/routes/services.index.tsx'

/** Each route with the id and path the generated route tree (app/route-tree.gen.ts) gives it. */
const ROUTES = {
  IndexRoute: [homeRoute, '/'],
  RatesRoute: [ratesRoute, '/rates'],
  BlogIndexRoute: [blogIndexRoute, '/blog/'],
  BlogSlugRoute: [blogPostRoute, '/blog/$slug'],
  ServicesIndexRoute: [servicesIndexRoute, '/services/'],
  ServicesIdRoute: [serviceRoute, '/services/$id'],
  ProductsIndexRoute: [productsIndexRoute, '/products/'],
  ProductsIdRoute: [productRoute, '/products/$id'],
  FindBrokerRoute: [findBrokerRoute, '/find-broker'],
  AgentsIdRoute: [agentsRoute, '/agents/$id'],
  AgentIdRoute: [agentRoute, '/agent/$id'],
  MortgageNewsRoute: [mortgageNewsRoute, '/mortgage-news'],
} as const

const children = Object.fromEntries(
  Object.entries(ROUTES).map(([name, [route, path]]) => [
    name,
    (route as { update: (o: unknown) => unknown }).update({ id: path, path, getParentRoute: () => rootRoute }),
  ]),
)
const routeTree = rootRoute._addFileChildren(children as never)

export function createPagesRouter(queryClient: QueryClient, path: string) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultNotFoundComponent: NotFoundPage,
  } as never)
}
