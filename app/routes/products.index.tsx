import { createFileRoute } from '@tanstack/react-router'
import { ProductsPage } from '#app/features/public-content/products-pages.tsx'
import { type AgentSearch, parseAgentSearch } from '#app/features/public-forms/public-search.ts'

export const Route = createFileRoute('/products/')({
  validateSearch: (search: Record<string, unknown>): AgentSearch => parseAgentSearch(search),
  component: function ProductsRoute() {
    return <ProductsPage agent={Route.useSearch().agent} />
  },
})
