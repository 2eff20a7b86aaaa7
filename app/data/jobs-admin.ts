/** The scheduled jobs' latest runs (the super admin's Debug tab), through the signed-in client. */
import { queryOptions } from '@tanstack/react-query'
import { authedApi, unwrap } from '#app/lib/api-client.ts'

/** Runs shown per job. */
export const JOB_RUNS_SHOWN = 5

export const adminJobsKeys = {
  all: ['admin-jobs'] as const,
  runs: (limit: number) => [...adminJobsKeys.all, 'runs', limit] as const,
}

export const jobRunsQueryOptions = (limit = JOB_RUNS_SHOWN) =>
  queryOptions({
    queryKey: adminJobsKeys.runs(limit),
    queryFn: async () => (await unwrap(await authedApi.admin.jobs.runs.$get({ query: { limit: String(limit) } }))).jobs,
    staleTime: 0,
  })
