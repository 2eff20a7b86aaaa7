/**
 * Archived leads and the audit log (docs/decisions/192 and 193): restore, the legal hold, and
 * the super admin's Audit tab's pages. Each action refreshes every leads view and the log.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { authedApi, segment, unwrap } from '#app/lib/api-client.ts'
import type { AuditQuery } from '#shared/schemas/audit.ts'
import { adminLeadsKeys } from './leads-admin'
import { refreshing } from './refreshing'

const leads = authedApi.admin.leads

export const auditKeys = {
  all: ['admin-audit'] as const,
  page: (q: AuditQuery) => [...auditKeys.all, q] as const,
}

const refreshViews = refreshing(adminLeadsKeys.all, auditKeys.all)

export const restoreLeadMutation = () =>
  mutationOptions({
    mutationFn: async (id: string) =>
      (await unwrap(await leads[':id'].restore.$post({ param: { id: segment(id) } }))).lead,
    onSettled: refreshViews,
  })

export const leadHoldMutation = () =>
  mutationOptions({
    mutationFn: async ({ id, hold }: { id: string; hold: boolean }) =>
      (await unwrap(await leads[':id'].hold.$put({ param: { id: segment(id) }, json: { hold } }))).lead,
    onSettled: refreshViews,
  })

/** One page of the audit log with its filters (only those set go in the query). */
export const auditQueryOptions = (q: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.page(q),
    queryFn: async () => {
      const query: Record<string, string> = {}
      for (const [key, value] of Object.entries(q)) if (value !== undefined && value !== '') query[key] = String(value)
      return unwrap(await authedApi.admin.audit.$get({ query }))
    },
    staleTime: 0,
    placeholderData: (previous) => previous,
  })
