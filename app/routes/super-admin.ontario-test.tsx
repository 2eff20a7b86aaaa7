import { createFileRoute } from '@tanstack/react-router'
import { ratesDiagnosticsQueryOptions } from '#app/data/rates-admin.ts'
import { OntarioTestTab } from '#app/features/rates/admin/diagnostics.tsx'

export const Route = createFileRoute('/super-admin/ontario-test')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(ratesDiagnosticsQueryOptions()),
  component: OntarioTestTab,
})
