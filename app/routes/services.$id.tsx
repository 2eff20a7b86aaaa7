import { createFileRoute } from '@tanstack/react-router'
import { serviceQueryOptions } from '../data/public-content'
import { ServiceDetailPage } from '../features/public-content/services-pages'
import { parseAgentSearch, type AgentSearch } from '../features/public-forms/public-search'

export const Route = createFileRoute('/services/$id')({
  validateSearch: (search: Record<string, unknown>): AgentSearch => parseAgentSearch(search),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(serviceQueryOptions(params.id)),
  component: function ServiceRoute() {
    return <ServiceDetailPage id={Route.useParams().id} agent={Route.useSearch().agent} />
  },
})
