import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '#app/lib/api-client.ts'

export const agentsKeys = {
  all: ['agents'] as const,
  options: () => [...agentsKeys.all, 'options'] as const,
}

/**
 * Active agents as `{ id, name }`, ordered by name: the quote dialog's agent choice
 * The list changes rarely, so it stays fresh for 10 minutes.
 */
export const agentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: agentsKeys.options(),
    queryFn: async () => unwrap(await api.content.agents.options.$get()),
    staleTime: 10 * 60_000,
  })

/** The agent directory (Find An Agent; the contact page's broker card): active agents by name. */
export const agentDirectoryQueryOptions = () =>
  queryOptions({
    queryKey: [...agentsKeys.all, 'directory'] as const,
    queryFn: async () => unwrap(await api.content.agents.$get()),
    staleTime: 10 * 60_000,
  })
