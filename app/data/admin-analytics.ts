/** The admin Analytics tab's data (docs/decisions/084): one read per period. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { authedApi, unwrap } from '#app/lib/api-client.ts'
import type { AnalyticsPeriod } from '#shared/schemas/admin-analytics.ts'

export const adminAnalyticsKeys = {
  all: ['admin-analytics'] as const,
  period: (period: AnalyticsPeriod) => [...adminAnalyticsKeys.all, period] as const,
}

export const adminAnalyticsQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: adminAnalyticsKeys.period(period),
    queryFn: async () => unwrap(await authedApi.admin.analytics.$get({ query: { period } })),
    staleTime: 60_000,
    // The previous period stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
