import { createFileRoute } from '@tanstack/react-router'
import { productQueryOptions } from '../data/public-content'
import { ProductDetailPage } from '../features/public-content/products-pages'
import { parseAgentSearch, type AgentSearch } from '../features/public-forms/public-search'

export const Route = createFileRoute('/products/$id')({
  validateSearch: (search: Record<string, unknown>): AgentSearch => parseAgentSearch(search),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(productQueryOptions(params.id)),
  component: function ProductRoute() {
    return <ProductDetailPage id={Route.useParams().id} agent={Route.useSearch().agent} />
  },
})
