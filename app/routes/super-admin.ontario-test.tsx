import { createFileRoute } from '@tanstack/react-router'
import { ratesDiagnosticsQueryOptions } from '../data/rates-admin'
import { OntarioTestTab } from '../features/rates/admin/diagnostics'

export const Route = createFileRoute('/super-admin/ontario-test')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(ratesDiagnosticsQueryOptions()),
  component: OntarioTestTab,
})
