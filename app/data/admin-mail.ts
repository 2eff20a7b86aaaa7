/** The mail log (the super admin's Mail tab), through the signed-in client. */
import { queryOptions } from '@tanstack/react-query'
import { authedApi, unwrap } from '#app/lib/api-client.ts'
import type { MailState } from '#shared/schemas/mail.ts'

export const adminMailKeys = {
  all: ['admin-mail'] as const,
  list: (state: MailState | null) => [...adminMailKeys.all, state ?? 'all'] as const,
}

export const mailLogQueryOptions = (state: MailState | null) =>
  queryOptions({
    queryKey: adminMailKeys.list(state),
    queryFn: async () => (await unwrap(await authedApi.admin.mail.$get({ query: state ? { state } : {} }))).messages,
    staleTime: 0,
  })
