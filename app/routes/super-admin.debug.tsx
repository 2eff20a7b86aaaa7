import { createFileRoute } from '@tanstack/react-router'
import { ratesDiagnosticsQueryOptions, rateSourcesQueryOptions } from '../data/rates-admin'
import { DebugTab } from '../features/rates/admin/diagnostics'

export const Route = createFileRoute('/super-admin/debug')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(ratesDiagnosticsQueryOptions())
    void context.queryClient.prefetchQuery(rateSourcesQueryOptions())
  },
  component: DebugTab,
})
