import { createFileRoute } from '@tanstack/react-router'
import { ProductsPage } from '../features/public-content/products-pages'
import { parseAgentSearch, type AgentSearch } from '../features/public-forms/public-search'

export const Route = createFileRoute('/products/')({
  validateSearch: (search: Record<string, unknown>): AgentSearch => parseAgentSearch(search),
  component: function ProductsRoute() {
    return <ProductsPage agent={Route.useSearch().agent} />
  },
})
