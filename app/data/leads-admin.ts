/**
 * Admin leads workspace data (the Leads tab; docs/decisions/044-leads-workspace.md): the page
 * of the filtered view, and the actions as mutation options that refresh every leads view when
 * they settle (docs/decisions/025-route-data-and-layers.md).
 */
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { uuidv7 } from 'uuidv7'
import { authedApi, readApiError, segment, unwrap } from '#app/lib/api-client.ts'
import { saveResponseAsFile } from '#app/lib/download.ts'
import type { LeadStatus } from '#shared/constants/leads.ts'
import { LEAD_BOARD_PAGE } from '#shared/leads/board.ts'
import type {
  AdminLeadsBulk,
  AdminLeadsFilter,
  AdminLeadsQuery,
  AdminLeadUpdate,
  LeadMerge,
} from '#shared/schemas/admin-leads.ts'
import { refreshing } from './refreshing'

export const adminLeadsKeys = {
  all: ['admin-leads'] as const,
  list: (q: AdminLeadsQuery) => [...adminLeadsKeys.all, 'list', q] as const,
  timeline: (id: string) => [...adminLeadsKeys.all, 'timeline', id] as const,
  board: (f: AdminLeadsFilter) => [...adminLeadsKeys.all, 'board', f] as const,
  boardColumn: (f: AdminLeadsFilter, stage: LeadStatus, limit: number) =>
    [...adminLeadsKeys.board(f), 'column', stage, limit] as const,
  one: (id: string) => [...adminLeadsKeys.all, 'one', id] as const,
}

const leads = authedApi.admin.leads

/** The query string of a view: only the filters that are set, every value a string. */
export function leadsQueryParams(q: AdminLeadsQuery): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(q)) if (value !== undefined && value !== '') out[key] = String(value)
  return out
}

/**
 * How long a leads view's answer counts as fresh. The route starts a view's read as soon as it
 * matches, while the screen's code still loads or the page redraws; the screen that shows the
 * view a moment later takes that answer instead of asking again. Beyond it every view is read
 * afresh, and a change made here refreshes every view at once.
 */
export const LEADS_READ_FRESH_MS = 3000

export const adminLeadsQueryOptions = (q: AdminLeadsQuery) =>
  queryOptions({
    queryKey: adminLeadsKeys.list(q),
    queryFn: async () => unwrap(await leads.$get({ query: leadsQueryParams(q) })),
    staleTime: LEADS_READ_FRESH_MS,
    placeholderData: (previous) => previous,
  })

/** The board of a view: each stage's count, summed deal amount and first cards (one read). */
export const adminLeadBoardQueryOptions = (f: AdminLeadsFilter) =>
  queryOptions({
    queryKey: adminLeadsKeys.board(f),
    queryFn: async () => unwrap(await leads.board.$get({ query: leadsQueryParams(f) })),
    staleTime: LEADS_READ_FRESH_MS,
    placeholderData: (previous) => previous,
  })

/**
 * A view's read started now: the board's (every matching lead, by stage) when it is shown as a
 * board, else the list's page (the Archived view is a list only). The screen that shows the view
 * a moment later finds the request in flight under its own key and takes it.
 */
export function startViewRead(
  queryClient: QueryClient,
  view: AdminLeadsQuery,
  filter: AdminLeadsFilter,
  layout: 'list' | 'board' | undefined,
): void {
  if (view.archived !== 'yes' && layout === 'board') void queryClient.prefetchQuery(adminLeadBoardQueryOptions(filter))
  else void queryClient.prefetchQuery(adminLeadsQueryOptions(view))
}

/**
 * A column's cards beyond the first read: `limit` of them after the first page. A 'Show more'
 * asks for a longer run (read again whole, so a refresh after a change keeps the column right).
 */
export const adminLeadBoardColumnQueryOptions = (f: AdminLeadsFilter, stage: LeadStatus, limit: number) =>
  queryOptions({
    queryKey: adminLeadsKeys.boardColumn(f, stage, limit),
    queryFn: async () =>
      unwrap(
        await leads.board.column.$get({
          query: { ...leadsQueryParams(f), stage, offset: String(LEAD_BOARD_PAGE), limit: String(limit) },
        }),
      ),
    staleTime: LEADS_READ_FRESH_MS,
    placeholderData: (previous) => previous,
  })

/** One lead (the drawer a notification opens). */
export const adminLeadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminLeadsKeys.one(id),
    queryFn: async () => (await unwrap(await leads[':id'].$get({ param: { id: segment(id) } }))).lead,
    staleTime: 0,
  })

export const leadTimelineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminLeadsKeys.timeline(id),
    queryFn: async () => unwrap(await leads[':id'].activity.$get({ param: { id: segment(id) } })),
    staleTime: 0,
  })

const refreshLeadViews = refreshing(adminLeadsKeys.all)

export const updateLeadMutation = () =>
  mutationOptions({
    mutationFn: async ({ id, change }: { id: string; change: AdminLeadUpdate }) =>
      (await unwrap(await leads[':id'].$patch({ param: { id: segment(id) }, json: change }))).lead,
    onSettled: refreshLeadViews,
  })

export const mergeLeadsMutation = () =>
  mutationOptions({
    mutationFn: async ({ id, merge }: { id: string; merge: LeadMerge }) =>
      (await unwrap(await leads[':id'].merge.$post({ param: { id: segment(id) }, json: merge }))).lead,
    onSettled: refreshLeadViews,
  })

export const deleteLeadMutation = () =>
  mutationOptions({
    mutationFn: async (id: string) => unwrap(await leads[':id'].$delete({ param: { id: segment(id) } })),
    onSettled: refreshLeadViews,
  })

export const bulkLeadsMutation = () =>
  mutationOptions({
    mutationFn: async (body: AdminLeadsBulk) => (await unwrap(await leads.bulk.$post({ json: body }))).changed,
    onSettled: refreshLeadViews,
  })

export const addLeadNoteMutation = () =>
  mutationOptions({
    // The staff notes route, as the agents' devices use it: once per mutation id.
    mutationFn: async ({ id, note }: { id: string; note: string }) =>
      unwrap(await authedApi.leads[':id'].notes.$post({ param: { id: segment(id) }, json: { id: uuidv7(), note } })),
    onSettled: refreshLeadViews,
  })

/** The CSV of exactly this view (the filters, no paging), as a file the browser saves. */
export async function downloadLeadsCsv(q: AdminLeadsQuery): Promise<void> {
  const { page: _page, pageSize: _size, ...filters } = q
  const res = await leads['export.csv'].$get({ query: leadsQueryParams(filters) })
  if (!res.ok) throw await readApiError(res)
  await saveResponseAsFile(res as unknown as Response, 'leads.csv')
}

/** The newsletter subscribers, each with an unsubscribe link, as a file the browser saves. */
export async function downloadNewsletterSubscribersCsv(): Promise<void> {
  const res = await authedApi.admin.newsletter['subscribers.csv'].$get()
  if (!res.ok) throw await readApiError(res)
  await saveResponseAsFile(res as unknown as Response, 'newsletter-subscribers.csv')
}
