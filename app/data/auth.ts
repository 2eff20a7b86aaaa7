import { queryOptions } from '@tanstack/react-query'
import { hc } from 'hono/client'
import type { AppType } from '../../worker/app'
import { authedFetch, session } from '../features/auth/browser-session'
import { unwrap } from '../lib/api-client'

/**
 * The typed API client with the signed-in user's access token attached (refreshed and
 * retried once on a 401). Use it for every staff route; `api` (lib/api-client) stays for
 * public calls.
 */
export const authedApi = hc<AppType>('/api', { fetch: authedFetch })
export { authedFetch }

export type FactorRow = { id: string; factorType: string; friendlyName: string | null; status: 'unverified' | 'verified'; createdAt: string }

export const authKeys = {
  all: ['auth'] as const,
  factors: () => [...authKeys.all, 'factors'] as const,
}

/** The signed-in user's two-factor factors (verified and pending). */
export const factorsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.factors(),
    queryFn: async () => {
      const body = (await session.listFactors()) as { factors?: FactorRow[] }
      return body.factors ?? []
    },
    staleTime: 0,
  })

export const adminUserKeys = {
  all: ['admin-users'] as const,
  agents: () => [...adminUserKeys.all, 'agents'] as const,
}

/** Every agent with its account state (admin Agents tab). */
export const agentAccountsQueryOptions = () =>
  queryOptions({
    queryKey: adminUserKeys.agents(),
    queryFn: async () => (await unwrap(await authedApi.admin.users.agents.$get())).agents,
  })

export type AgentAccountRow = Awaited<ReturnType<NonNullable<ReturnType<typeof agentAccountsQueryOptions>['queryFn']>>>[number]
