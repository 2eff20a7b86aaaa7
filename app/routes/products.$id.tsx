import { createFileRoute } from '@tanstack/react-router'
import { productQueryOptions } from '#app/data/public/public-content.ts'
import { ProductDetailPage } from '#app/features/public-content/products-pages.tsx'
import { type AgentSearch, parseAgentSearch } from '#app/features/public-forms/public-search.ts'

export const Route = createFileRoute('/products/$id')({
  validateSearch: (search: Record<string, unknown>): AgentSearch => parseAgentSearch(search),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(productQueryOptions(params.id)),
  component: function ProductRoute() {
    return <ProductDetailPage id={Route.useParams().id} agent={Route.useSearch().agent} />
  },
})
