/**
 * Admin rates data (the Rates tab and the diagnostic tabs): query options and the actions'
 * mutation options, all through the signed-in client. Every rates change refreshes the admin
 * views and the public rates when it settles (`RATES_INVALIDATE`). A screen spreads the
 * options and adds its own `onSuccess` / `onError` (toasts, closing a form); `onSettled`
 * belongs to the data layer (docs/decisions/025-route-data-and-layers.md).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { ratesKeys } from '#app/data/public/rates.ts'
import { ApiError, authedApi, segment, unwrap } from '#app/lib/api-client.ts'
import type { ProvinceCode } from '#shared/constants/rates.ts'
import type { AdminRate, ManualRateInput, RateConflictBody, RateSourceConfig } from '#shared/schemas/rates.ts'
import { refreshing } from './refreshing'

export type AdminRatesFilter = {
  province: ProvinceCode | ''
  status: 'active' | 'inactive' | 'all'
  page: number
  pageSize: number
}

/** What the Rates tab lists first: active rates of every province, 50 a page. */
export const DEFAULT_ADMIN_RATES_FILTER: AdminRatesFilter = { province: '', status: 'active', page: 1, pageSize: 50 }
/** How many refresh runs the Rates tab shows. */
export const REFRESH_RUNS_SHOWN = 10

export const adminRatesKeys = {
  all: ['admin-rates'] as const,
  list: (f: AdminRatesFilter) => [...adminRatesKeys.all, 'list', f.province, f.status, f.page, f.pageSize] as const,
  lists: () => [...adminRatesKeys.all, 'list'] as const,
  runs: (limit: number) => [...adminRatesKeys.all, 'runs', limit] as const,
  diagnostics: () => [...adminRatesKeys.all, 'diagnostics'] as const,
  sources: () => [...adminRatesKeys.all, 'sources'] as const,
}

/** Everything a rates change can make out of date: the admin views and the public rates. */
export const RATES_INVALIDATE = [adminRatesKeys.all, ratesKeys.all] as const

const rates = authedApi.admin.rates

export const adminRatesQueryOptions = (f: AdminRatesFilter) =>
  queryOptions({
    queryKey: adminRatesKeys.list(f),
    queryFn: async () =>
      unwrap(
        await rates.$get({
          query: {
            ...(f.province ? { province: f.province } : {}),
            status: f.status,
            page: String(f.page),
            pageSize: String(f.pageSize),
          },
        }),
      ),
    staleTime: 0,
    placeholderData: (previous) => previous,
  })

export const refreshRunsQueryOptions = (limit = REFRESH_RUNS_SHOWN) =>
  queryOptions({
    queryKey: adminRatesKeys.runs(limit),
    queryFn: async () => (await unwrap(await rates.runs.$get({ query: { limit: String(limit) } }))).runs,
    staleTime: 0,
  })

export const ratesDiagnosticsQueryOptions = () =>
  queryOptions({
    queryKey: adminRatesKeys.diagnostics(),
    queryFn: async () => unwrap(await rates.diagnostics.$get()),
    staleTime: 0,
  })

export const rateSourcesQueryOptions = () =>
  queryOptions({
    queryKey: adminRatesKeys.sources(),
    queryFn: async () => unwrap(await rates.sources.$get()),
    staleTime: 0,
  })

export async function addManualRate(input: ManualRateInput) {
  return (await unwrap(await rates.$post({ json: input }))).rate
}

/** Inline edit or status toggle. A stale version throws a RateConflictError with the current row. */
export async function patchRate(
  id: string,
  change: { version: number; postedRate?: number; ourRate?: number; isActive?: boolean },
) {
  const res = await rates[':id'].$patch({ param: { id: segment(id) }, json: change })
  if (res.status === 409) throw new RateConflictError(((await res.json()) as RateConflictBody).current)
  return (await unwrap(res)).rate
}

export async function removeRate(id: string, version: number) {
  const res = await rates[':id'].$delete({ param: { id: segment(id) }, query: { version: String(version) } })
  if (res.status === 409) throw new RateConflictError(((await res.json()) as RateConflictBody).current)
  await unwrap(res)
}

export async function scrapeRates() {
  return unwrap(await rates.scrape.$post({ json: {} }))
}

export async function ensureCurrentRates() {
  return unwrap(await rates['ensure-current'].$post({ json: {} }))
}

export async function saveRateSources(sources: RateSourceConfig[] | unknown[]) {
  return unwrap(await rates.sources.$put({ json: { sources: sources as Record<string, unknown>[] } }))
}

/** Someone else changed (or deleted) the row first; `current` is the row as it is now. */
export class RateConflictError extends Error {
  constructor(readonly current: AdminRate | null) {
    super('This rate was changed by someone else.')
  }
}

/** After any rates change, succeeded or not (a conflict or a failure too: the server knows best). */
const refreshRatesViews = refreshing(...RATES_INVALIDATE)

export const addRateMutation = () => mutationOptions({ mutationFn: addManualRate, onSettled: refreshRatesViews })

/** Inline edit or status toggle of a rate at the version the screen showed. */
export const patchRateMutation = () =>
  mutationOptions({
    mutationFn: ({ id, change }: { id: string; change: Parameters<typeof patchRate>[1] }) => patchRate(id, change),
    onSettled: refreshRatesViews,
  })

export const removeRateMutation = () =>
  mutationOptions({
    mutationFn: ({ id, version }: { id: string; version: number }) => removeRate(id, version),
    onSettled: refreshRatesViews,
  })

export const scrapeRatesMutation = () => mutationOptions({ mutationFn: scrapeRates, onSettled: refreshRatesViews })

export const ensureCurrentRatesMutation = () =>
  mutationOptions({ mutationFn: ensureCurrentRates, onSettled: refreshRatesViews })

export const saveRateSourcesMutation = () =>
  mutationOptions({
    mutationFn: saveRateSources,
    onSettled: (_data, _error, _sources, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminRatesKeys.sources() }),
  })

/** Field problems of a 400, for forms. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {}
}
