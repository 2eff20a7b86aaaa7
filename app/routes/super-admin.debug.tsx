import { createFileRoute } from '@tanstack/react-router'
import { jobRunsQueryOptions } from '#app/data/jobs-admin.ts'
import { rateSourcesQueryOptions, ratesDiagnosticsQueryOptions } from '#app/data/rates-admin.ts'
import { ScheduledJobs } from '#app/features/jobs/admin/scheduled-jobs.tsx'
import { DebugTab } from '#app/features/rates/admin/diagnostics.tsx'
import { css } from '#styled-system/css'

export const Route = createFileRoute('/super-admin/debug')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(ratesDiagnosticsQueryOptions())
    void context.queryClient.prefetchQuery(rateSourcesQueryOptions())
    void context.queryClient.prefetchQuery(jobRunsQueryOptions())
  },
  component: DebugScreen,
})

function DebugScreen() {
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <DebugTab />
      <ScheduledJobs />
    </div>
  )
}
