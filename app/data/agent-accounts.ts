/**
 * The admin Agents tab (spec 001 §2): every agent with its account state, and the account
 * actions. Mutations refresh the list through `agentAccountKeys` when they settle; a screen
 * spreads the options and adds its own `onSuccess` / `onError`.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import type { CreateAgentBody } from '../../shared/schemas/auth'
import { authedApi, segment, unwrap } from '../lib/api-client'

export const agentAccountKeys = {
  all: ['admin-users'] as const,
  agents: () => [...agentAccountKeys.all, 'agents'] as const,
}

const users = authedApi.admin.users

/** Every agent with its account state. */
export const agentAccountsQueryOptions = () =>
  queryOptions({
    queryKey: agentAccountKeys.agents(),
    queryFn: async () => (await unwrap(await users.agents.$get())).agents,
  })

export type AgentAccountRow = Awaited<ReturnType<NonNullable<ReturnType<typeof agentAccountsQueryOptions>['queryFn']>>>[number]

/** Creates an agent's account (user + agent record); the list is refetched. */
export const createAgentAccountMutation = () =>
  mutationOptions({
    mutationFn: async (body: CreateAgentBody) => unwrap(await users.agents.$post({ json: body })),
    onSettled: (_data, _error, _body, _result, { client }) => client.invalidateQueries({ queryKey: agentAccountKeys.all }),
  })

/** Sets a new password; the agent's sessions end on the server. */
export const resetAgentPasswordMutation = () =>
  mutationOptions({
    mutationFn: async ({ userId, password }: { userId: string; password: string }) => {
      const res = await users[':userId'].password.$post({ param: { userId: segment(userId) }, json: { password } })
      if (!res.ok) await unwrap(res)
    },
  })

/** Deactivates (signed out, page hidden) or reactivates an agent's account; the list is refetched. */
export const setAgentAccountActiveMutation = () =>
  mutationOptions({
    mutationFn: async ({ userId, active }: { userId: string; active: boolean }) => {
      const route = users[':userId']
      const res = active ? await route.activate.$post({ param: { userId: segment(userId) } }) : await route.deactivate.$post({ param: { userId: segment(userId) } })
      if (!res.ok) await unwrap(res)
    },
    onSettled: (_data, _error, _vars, _result, { client }) => client.invalidateQueries({ queryKey: agentAccountKeys.all }),
  })
