import { queryOptions } from '@tanstack/react-query'
import { authedApi, unwrap } from '#app/lib/api-client.ts'
import { keyFamily } from './query-keys'

export const authKeys = keyFamily('auth', ['factors'])

/** The signed-in user's two-factor factors (verified and pending). */
export const factorsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.factors(),
    queryFn: async () => (await unwrap(await authedApi.auth.mfa.factors.$get())).factors,
    staleTime: 0,
  })
