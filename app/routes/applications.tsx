import { createFileRoute } from '@tanstack/react-router'
import { agentOptionsQueryOptions } from '#app/data/public/agents.ts'
import { type ApplicationSearch, parseApplicationSearch } from '#app/features/applications/application-search.ts'
import { ApplicationsPage } from '#app/features/applications/applications-page.tsx'

export const Route = createFileRoute('/applications')({
  validateSearch: (search: Record<string, unknown>): ApplicationSearch => parseApplicationSearch(search),
  // The agent choice's list starts loading with the route (docs/decisions/025-route-data-and-layers.md).
  loader: ({ context }) => void context.queryClient.prefetchQuery(agentOptionsQueryOptions()),
  component: () => <ApplicationsPage search={Route.useSearch()} />,
})
