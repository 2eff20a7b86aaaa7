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
import { keyFamily } from './query-keys'
import { invalidating } from './refreshing'
import { accepted } from './settled'

export const adminTestimonialKeys = keyFamily('admin-testimonials', ['list'])

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
    mutationFn: async (id: string) => accepted(await testimonials[':id'].$delete({ param: { id: segment(id) } })),
    onSettled: settle(queryClient),
  })
