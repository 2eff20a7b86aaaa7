/** The lead routing rule (the super admin's Lead Routing tab), through the signed-in client. */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { authedApi, unwrap } from '#app/lib/api-client.ts'
import type { LeadRoutingUpdate } from '#shared/leads/routing.ts'

const routing = authedApi.admin['lead-routing']

export const leadRoutingKeys = { settings: ['admin-lead-routing'] as const }

export const leadRoutingQueryOptions = () =>
  queryOptions({
    queryKey: leadRoutingKeys.settings,
    queryFn: async () => unwrap(await routing.$get()),
    staleTime: 0,
  })

export const saveLeadRoutingMutation = () =>
  mutationOptions({
    mutationFn: async (update: LeadRoutingUpdate) => unwrap(await routing.$put({ json: update })),
    onSuccess: async (settings, _v, _r, { client }) => {
      client.setQueryData(leadRoutingKeys.settings, settings)
    },
  })
