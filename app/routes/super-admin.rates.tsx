import { createFileRoute } from '@tanstack/react-router'
import { adminRatesQueryOptions, DEFAULT_ADMIN_RATES_FILTER, refreshRunsQueryOptions } from '#app/data/rates-admin.ts'
import { RatesAdminPage } from '#app/features/rates/admin/rates-admin-page.tsx'

// The route data pattern (docs/decisions/025-route-data-and-layers.md): the loader starts the
// requests, the page renders at once and fills in. Loaders are split like components, so none
// of this reaches the initial bundle.
export const Route = createFileRoute('/super-admin/rates')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adminRatesQueryOptions(DEFAULT_ADMIN_RATES_FILTER))
    void context.queryClient.prefetchQuery(refreshRunsQueryOptions())
  },
  component: RatesAdminPage,
})
