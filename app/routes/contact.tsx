import { createFileRoute } from '@tanstack/react-router'
import { agentDirectoryQueryOptions } from '#app/data/public/agents.ts'
import { ContactPage } from '#app/features/public-forms/contact-page.tsx'
import { type ContactSearch, parseContactSearch } from '#app/features/public-forms/public-search.ts'

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
