import { createFileRoute } from '@tanstack/react-router'
import { servicesQueryOptions } from '../data/public-content'
import { ServicesPage } from '../features/public-content/services-pages'
import { parseAgentSearch, type AgentSearch } from '../features/public-forms/public-search'

export const Route = createFileRoute('/services/')({
  validateSearch: (search: Record<string, unknown>): AgentSearch => parseAgentSearch(search),
  loader: ({ context }) => void context.queryClient.prefetchQuery(servicesQueryOptions()),
  component: function ServicesRoute() {
    return <ServicesPage agent={Route.useSearch().agent} />
  },
})
