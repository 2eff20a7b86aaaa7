import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '#app/lib/api-client.ts'

/** Public content (lenders, home testimonials; the agent choice is agents.ts). The server caches them 5 minutes. */
export const contentKeys = {
  all: ['content'] as const,
  lenders: () => [...contentKeys.all, 'lenders'] as const,
  homeTestimonials: () => [...contentKeys.all, 'testimonials', 'home'] as const,
}

const FIVE_MINUTES = 5 * 60_000

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
