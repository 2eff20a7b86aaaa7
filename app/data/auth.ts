import { queryOptions } from '@tanstack/react-query'
import { authedApi, unwrap } from '#app/lib/api-client.ts'

export const authKeys = {
  all: ['auth'] as const,
  factors: () => [...authKeys.all, 'factors'] as const,
}

/** The signed-in user's two-factor factors (verified and pending). */
export const factorsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.factors(),
    queryFn: async () => (await unwrap(await authedApi.auth.mfa.factors.$get())).factors,
    staleTime: 0,
  })
