/** Response times for the analytics screens (shared/leads/response-time.ts): one read per period. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { authedApi, unwrap } from '#app/lib/api-client.ts'
import type { AnalyticsPeriod } from '#shared/schemas/admin-analytics.ts'

export const responseTimesQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: ['response-times', period] as const,
    queryFn: async () => unwrap(await authedApi['response-times'].$get({ query: { period } })),
    staleTime: 60_000,
    // The previous period stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
