/**
 * The admin Agents tab: every agent with its account state, and the account
 * actions. Mutations refresh the list through `agentAccountKeys` when they settle; a screen
 * spreads the options and adds its own `onSuccess` / `onError`.
 */

import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { authedApi, segment, type UploadProgress, unwrap, uploadWithProgress } from '#app/lib/api-client.ts'
import type { AgentLeadSettings } from '#shared/leads/lead-settings.ts'
import type {
  AdminAgentBasicInput,
  AdminAgentDetail,
  AdminAgentImageSlot,
  AdminAgentLinksInput,
  AdminAgentSocialInput,
} from '#shared/schemas/admin-agents.ts'
import type { AgentSeoInput } from '#shared/schemas/agent-dashboard.ts'
import type { CreateAgentBody } from '#shared/schemas/auth.ts'
import { accepted } from './settled'

export const agentAccountKeys = {
  all: ['admin-users'] as const,
  agents: () => [...agentAccountKeys.all, 'agents'] as const,
  agent: (agentId: string) => [...agentAccountKeys.all, 'agent', agentId] as const,
}

const users = authedApi.admin.users

/** Every agent with its account state. */
export const agentAccountsQueryOptions = () =>
  queryOptions({
    queryKey: agentAccountKeys.agents(),
    queryFn: async () => (await unwrap(await users.agents.$get())).agents,
  })

export type AgentAccountRow = Awaited<
  ReturnType<NonNullable<ReturnType<typeof agentAccountsQueryOptions>['queryFn']>>
>[number]

/** Creates an agent's account (user + agent record); the list is refetched. */
export const createAgentAccountMutation = () =>
  mutationOptions({
    mutationFn: async (body: CreateAgentBody) => unwrap(await users.agents.$post({ json: body })),
    onSettled: (_data, _error, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: agentAccountKeys.all }),
  })

/** Sets a new password; the agent's sessions end on the server. */
export const resetAgentPasswordMutation = () =>
  mutationOptions({
    mutationFn: async ({ userId, password }: { userId: string; password: string }) =>
      accepted(await users[':userId'].password.$post({ param: { userId: segment(userId) }, json: { password } })),
  })

/** Deactivates (signed out, page hidden) or reactivates an agent's account; the list is refetched. */
export const setAgentAccountActiveMutation = () =>
  mutationOptions({
    mutationFn: async ({ userId, active }: { userId: string; active: boolean }) => {
      const route = users[':userId']
      const res = active
        ? await route.activate.$post({ param: { userId: segment(userId) } })
        : await route.deactivate.$post({ param: { userId: segment(userId) } })
      await accepted(res)
    },
    onSettled: (_data, _error, _vars, _result, { client }) =>
      client.invalidateQueries({ queryKey: agentAccountKeys.all }),
  })

// ---------------------------------------------------------------------------------------
// The edit dialog and delete (shared/schemas/admin-agents.ts)
// ---------------------------------------------------------------------------------------

const one = users.agents[':agentId']
const param = (agentId: string) => ({ agentId: segment(agentId) })

/** One agent as the edit dialog shows it. */
export const adminAgentQueryOptions = (agentId: string) =>
  queryOptions({
    queryKey: agentAccountKeys.agent(agentId),
    queryFn: async (): Promise<AdminAgentDetail> => unwrap<AdminAgentDetail>(await one.$get({ param: param(agentId) })),
  })

export type AdminAgentSave =
  | { tab: 'basic'; body: AdminAgentBasicInput }
  | { tab: 'social'; body: AdminAgentSocialInput }
  | { tab: 'links'; body: AdminAgentLinksInput }
  | { tab: 'seo'; body: AgentSeoInput }
  | { tab: 'lead-settings'; body: AgentLeadSettings }

async function sendSave(agentId: string, save: AdminAgentSave): Promise<AdminAgentDetail> {
  const route = one
  const p = param(agentId)
  if (save.tab === 'basic') return unwrap<AdminAgentDetail>(await route.basic.$put({ param: p, json: save.body }))
  if (save.tab === 'social') return unwrap<AdminAgentDetail>(await route.social.$put({ param: p, json: save.body }))
  if (save.tab === 'links') return unwrap<AdminAgentDetail>(await route.links.$put({ param: p, json: save.body }))
  if (save.tab === 'lead-settings')
    return unwrap<AdminAgentDetail>(await route['lead-settings'].$put({ param: p, json: save.body }))
  return unwrap<AdminAgentDetail>(await route.seo.$put({ param: p, json: save.body }))
}

/** Saves one tab of the dialog; the answer replaces the cached agent and the cards are refetched. */
export const saveAdminAgentMutation = (agentId: string) =>
  mutationOptions({
    mutationFn: (save: AdminAgentSave) => sendSave(agentId, save),
    onSettled: (data, _error, _save, _result, { client }) => {
      if (data) client.setQueryData(agentAccountKeys.agent(agentId), data)
      return client.invalidateQueries({ queryKey: agentAccountKeys.agents() })
    },
  })

/** Uploads the agent's headshot or banner with progress (XMLHttpRequest); the dialog and the cards refresh. */
export const uploadAdminAgentImageMutation = (agentId: string) =>
  mutationOptions({
    mutationFn: async ({
      slot,
      file,
      onProgress,
    }: {
      slot: AdminAgentImageSlot
      file: Blob
      onProgress?: (p: UploadProgress) => void
    }) =>
      (await uploadWithProgress({ kind: 'admin-agent-image', agentId, slot }, file, onProgress)) as {
        url: string
        agent: AdminAgentDetail
      },
    onSettled: (data, _error, _vars, _result, { client }) => {
      if (data) client.setQueryData(agentAccountKeys.agent(agentId), data.agent)
      return client.invalidateQueries({ queryKey: agentAccountKeys.agents() })
    },
  })

/** Removes the agent's headshot or banner. */
export const clearAdminAgentImageMutation = (agentId: string) =>
  mutationOptions({
    mutationFn: async (slot: AdminAgentImageSlot) =>
      (await unwrap(await one.images[':slot'].$delete({ param: { agentId: segment(agentId), slot: segment(slot) } })))
        .agent as AdminAgentDetail,
    onSettled: (data, _error, _slot, _result, { client }) => {
      if (data) client.setQueryData(agentAccountKeys.agent(agentId), data)
      return client.invalidateQueries({ queryKey: agentAccountKeys.agents() })
    },
  })

/** Deletes the agent (docs/decisions/080), their leads moved to `leadsTo`; the cards are refetched. */
export const deleteAgentMutation = () =>
  mutationOptions({
    mutationFn: async ({ agentId, leadsTo }: { agentId: string; leadsTo: string }) =>
      unwrap(await one.$delete({ param: param(agentId), query: { leadsTo } })),
    onSettled: (_data, _error, _id, _result, { client }) =>
      client.invalidateQueries({ queryKey: agentAccountKeys.all }),
  })
