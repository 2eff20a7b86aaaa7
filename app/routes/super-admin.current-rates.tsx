import { createFileRoute } from '@tanstack/react-router'
import { ratesDiagnosticsQueryOptions } from '#app/data/rates-admin.ts'
import { CurrentRatesTab } from '#app/features/rates/admin/diagnostics.tsx'

export const Route = createFileRoute('/super-admin/current-rates')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(ratesDiagnosticsQueryOptions()),
  component: CurrentRatesTab,
})
