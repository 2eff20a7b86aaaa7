/**
 * The agent dashboard's data: the signed-in agent's own record and its tabs. The
 * server decides whose record it is (the session); nothing here sends an agent id.
 */

import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { authedApi, segment, type UploadProgress, unwrap, uploadWithProgress } from '#app/lib/api-client.ts'
import type { AgentLeadSettings } from '#shared/leads/lead-settings.ts'
import type {
  AgentCustomizeInput,
  AgentLinksInput,
  AgentProfileUpdateInput,
  AgentSeoInput,
  AgentSocialInput,
  MyAgentProfile,
} from '#shared/schemas/agent-dashboard.ts'
import { keyFamily } from './query-keys'

export const agentDashboardKeys = keyFamily('agent-dashboard', ['profile', 'analytics'])

const agent = authedApi.agent

export const myAgentProfileQueryOptions = () =>
  queryOptions({
    queryKey: agentDashboardKeys.profile(),
    queryFn: async (): Promise<MyAgentProfile> => unwrap(await agent.profile.$get()),
  })

export const myAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: agentDashboardKeys.analytics(),
    queryFn: async () => unwrap(await agent.analytics.$get()),
  })

/** Each save answers with the whole profile: it replaces the cached one. */
type ProfileResponse = { ok: boolean; status: number; statusText: string; json(): Promise<MyAgentProfile> }
const saveProfile = <T>(send: (body: T) => Promise<ProfileResponse>) =>
  mutationOptions({
    mutationFn: async (body: T): Promise<MyAgentProfile> => unwrap<MyAgentProfile>(await send(body)),
    onSettled: (data, _error, _body, _result, { client }) => {
      if (data) client.setQueryData(agentDashboardKeys.profile(), data)
      else return client.invalidateQueries({ queryKey: agentDashboardKeys.profile() })
    },
  })

export const updateMyProfileMutation = () =>
  saveProfile((json: AgentProfileUpdateInput) => agent.profile.$put({ json }))
export const updateMySlugMutation = () => saveProfile((json: AgentCustomizeInput) => agent.customize.$put({ json }))
export const updateMySocialMutation = () => saveProfile((json: AgentSocialInput) => agent.social.$put({ json }))
export const updateMyLinksMutation = () => saveProfile((json: AgentLinksInput) => agent.links.$put({ json }))
export const updateMyLeadSettingsMutation = () =>
  saveProfile((json: AgentLeadSettings) => agent['lead-settings'].$put({ json }))
export const updateMySeoMutation = () => saveProfile((json: AgentSeoInput) => agent.seo.$put({ json }))

export type ImageSlot = 'headshot' | 'banner' | 'background' | 'logo' | 'badge1' | 'badge2'

/** Uploads one of the agent's images with progress (XMLHttpRequest); the profile is refreshed. */
export const uploadMyImageMutation = () =>
  mutationOptions({
    mutationFn: async ({
      slot,
      file,
      onProgress,
    }: {
      slot: ImageSlot
      file: Blob
      onProgress?: (p: UploadProgress) => void
    }) =>
      (await uploadWithProgress({ kind: 'agent-image', slot }, file, onProgress)) as {
        url: string
        profile: MyAgentProfile
      },
    onSettled: (data, _error, _vars, _result, { client }) => {
      if (data) client.setQueryData(agentDashboardKeys.profile(), data.profile)
    },
  })

/** Removes one of the agent's images (the slot becomes empty); the profile is refreshed. */
export const clearMyImageMutation = () =>
  mutationOptions({
    mutationFn: async (slot: ImageSlot) =>
      unwrap(await agent.images[':slot'].$delete({ param: { slot: segment(slot) } })),
    onSettled: (data, _error, _slot, _result, { client }) => {
      if (data) client.setQueryData(agentDashboardKeys.profile(), data.profile)
    },
  })
