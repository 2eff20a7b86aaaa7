import { createFileRoute } from '@tanstack/react-router'
import { agentDirectoryQueryOptions } from '../data/agents'
import { ContactPage } from '../features/public-forms/contact-page'
import { parseContactSearch, type ContactSearch } from '../features/public-forms/public-search'

export const Route = createFileRoute('/contact')({
  validateSearch: (search: Record<string, unknown>): ContactSearch => parseContactSearch(search),
  loaderDeps: ({ search }) => ({ agent: search.agent }),
  // The broker card's data starts loading with the route (docs/decisions/025-route-data-and-layers.md).
  loader: ({ context, deps }) => {
    if (deps.agent) void context.queryClient.prefetchQuery(agentDirectoryQueryOptions())
  },
  component: function ContactRoute() {
    return <ContactPage search={Route.useSearch()} />
  },
})
