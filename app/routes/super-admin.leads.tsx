import { createFileRoute } from '@tanstack/react-router'
import { adminLeadsQueryOptions } from '../data/leads-admin'
import { LeadsAdminPage } from '../features/agent-leads/admin/leads-admin-page'
import { leadsViewOf } from '../features/agent-leads/admin/leads-view'

export const Route = createFileRoute('/super-admin/leads')({
  // The view lives in the URL, read and checked in the page's own chunk, not with
  // validateSearch: route options are in the initial bundle (docs/decisions/069-leads-tab-url-view.md).
  // The route data pattern (docs/decisions/025-route-data-and-layers.md): start the request, render at once.
  loader: ({ context, location }) => {
    void context.queryClient.prefetchQuery(adminLeadsQueryOptions(leadsViewOf(location.search as Record<string, unknown>)))
  },
  component: LeadsAdminPage,
})
