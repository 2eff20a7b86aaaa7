import { createFileRoute } from '@tanstack/react-router'
import { servicesQueryOptions } from '#app/data/public/public-content.ts'
import { ServicesPage } from '#app/features/public-content/services-pages.tsx'
import { type AgentSearch, parseAgentSearch } from '#app/features/public-forms/public-search.ts'

export const Route = createFileRoute('/services/')({
  validateSearch: (search: Record<string, unknown>): AgentSearch => parseAgentSearch(search),
  loader: ({ context }) => void context.queryClient.prefetchQuery(servicesQueryOptions()),
  component: function ServicesRoute() {
    return <ServicesPage agent={Route.useSearch().agent} />
  },
})
