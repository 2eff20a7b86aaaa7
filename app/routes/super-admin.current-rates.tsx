import { createFileRoute } from '@tanstack/react-router'
import { ratesDiagnosticsQueryOptions } from '../data/rates-admin'
import { CurrentRatesTab } from '../features/rates/admin/diagnostics'

export const Route = createFileRoute('/super-admin/current-rates')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(ratesDiagnosticsQueryOptions()),
  component: CurrentRatesTab,
})
