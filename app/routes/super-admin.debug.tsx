import { createFileRoute } from '@tanstack/react-router'
import { rateSourcesQueryOptions, ratesDiagnosticsQueryOptions } from '#app/data/rates-admin.ts'
import { DebugTab } from '#app/features/rates/admin/diagnostics.tsx'

export const Route = createFileRoute('/super-admin/debug')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(ratesDiagnosticsQueryOptions())
    void context.queryClient.prefetchQuery(rateSourcesQueryOptions())
  },
  component: DebugTab,
})
