import { createFileRoute } from '@tanstack/react-router'
import { serviceQueryOptions } from '#app/data/public/public-content.ts'
import { ServiceDetailPage } from '#app/features/public-content/services-pages.tsx'
import { type AgentSearch, parseAgentSearch } from '#app/features/public-forms/public-search.ts'

export const Route = createFileRoute('/services/$id')({
  validateSearch: (search: Record<string, unknown>): AgentSearch => parseAgentSearch(search),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(serviceQueryOptions(params.id)),
  component: function ServiceRoute() {
    return <ServiceDetailPage id={Route.useParams().id} agent={Route.useSearch().agent} />
  },
})
