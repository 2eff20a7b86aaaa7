import { createFileRoute } from '@tanstack/react-router'
import { adminLeadsQueryOptions } from '../data/leads-admin'
import { LeadsAdminPage } from '../features/agent-leads/admin/leads-admin-page'
import { leadsViewOf } from '../features/agent-leads/admin/leads-view'
import { keepLeadsSearch } from '../lib/leads-search'

export const Route = createFileRoute('/super-admin/leads')({
  // The view lives in the URL (docs/decisions/069-leads-tab-url-view.md).
  validateSearch: keepLeadsSearch,
  loaderDeps: ({ search }) => search,
  // The route data pattern (docs/decisions/025-route-data-and-layers.md): start the request, render at once.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(adminLeadsQueryOptions(leadsViewOf(deps)))
  },
  component: LeadsAdminPage,
})
