/**
 * The admin Testimonials tab (docs/decisions/073): every testimonial
 * and the add / edit / approve / delete actions. Each change refetches the tab and drops the
 * public reads this browser holds (home testimonials, agent pages) so they show it at once.
 */
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { agentPageKeys } from '#app/data/public/agent-page.ts'
import { contentKeys } from '#app/data/public/content.ts'
import { authedApi, segment, unwrap } from '#app/lib/api-client.ts'
import type { AdminTestimonialWriteInput } from '#shared/schemas/admin-testimonials.ts'
import { invalidating } from './refreshing'

export const adminTestimonialKeys = {
  all: ['admin-testimonials'] as const,
  list: () => [...adminTestimonialKeys.all, 'list'] as const,
}

const testimonials = authedApi.admin.testimonials

export const adminTestimonialsQueryOptions = () =>
  queryOptions({
    queryKey: adminTestimonialKeys.list(),
    queryFn: async () => (await unwrap(await testimonials.$get())).testimonials,
    staleTime: 0,
  })

export type AdminTestimonialRow = Awaited<
  ReturnType<NonNullable<ReturnType<typeof adminTestimonialsQueryOptions>['queryFn']>>
>[number]

const settle = (queryClient: QueryClient) =>
  invalidating(queryClient, adminTestimonialKeys.all, contentKeys.homeTestimonials(), agentPageKeys.all)

/** Adds (no id) or edits (id) a testimonial. */
export const saveTestimonialMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ id, input }: { id: string | null; input: AdminTestimonialWriteInput }) =>
      id === null
        ? (await unwrap(await testimonials.$post({ json: input }))).testimonial
        : (await unwrap(await testimonials[':id'].$put({ param: { id: segment(id) }, json: input }))).testimonial,
    onSettled: settle(queryClient),
  })

export const setTestimonialApprovalMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ id, isApproved }: { id: string; isApproved: boolean }) =>
      (await unwrap(await testimonials[':id'].approval.$patch({ param: { id: segment(id) }, json: { isApproved } })))
        .testimonial,
    onSettled: settle(queryClient),
  })

export const deleteTestimonialMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (id: string) => {
      const res = await testimonials[':id'].$delete({ param: { id: segment(id) } })
      if (!res.ok) await unwrap(res)
    },
    onSettled: settle(queryClient),
  })
