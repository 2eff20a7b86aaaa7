import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../lib/api-client'

/** Public content (agents list, lenders, home testimonials). The server caches them 5 minutes. */
export const contentKeys = {
  all: ['content'] as const,
  agentOptions: () => [...contentKeys.all, 'agent-options'] as const,
  lenders: () => [...contentKeys.all, 'lenders'] as const,
  homeTestimonials: () => [...contentKeys.all, 'testimonials', 'home'] as const,
}

const FIVE_MINUTES = 5 * 60_000

/** The spec's get_agent_list: active agents `{ id, name }` ordered by name (quote dialog, forms). */
export const agentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.agentOptions(),
    queryFn: async () => unwrap(await api.content.agents.options.$get()),
    staleTime: FIVE_MINUTES,
  })

/** Active lenders in their two public groups, each ordered by display_order. */
export const lendersQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.lenders(),
    queryFn: async () => unwrap(await api.content.lenders.$get()),
    staleTime: FIVE_MINUTES,
  })

/** Up to 6 approved, admin-written testimonials, newest first. */
export const homeTestimonialsQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.homeTestimonials(),
    queryFn: async () => unwrap(await api.content.testimonials.home.$get()),
    staleTime: FIVE_MINUTES,
  })
