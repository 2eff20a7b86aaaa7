import {
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { renderedWithData } from './page-data'
import { useHydrated } from './use-hydrated'

/**
 * `useQuery` for the data sections of prerendered pages (docs/decisions/039). The build renders
 * every data section in its loading state; while React hydrates a part of the page, that part
 * must render the same, even if the data has already arrived (an edge-cache hit can beat the
 * page's own script, and a lazy section hydrates later than the rest). So until the component
 * has hydrated it reads as pending; right after, it shows the query as it is. Components first
 * rendered in the browser (a client navigation) are not held back at all. A page rendered at the
 * edge with this query's data (./page-data.ts) renders it from the start: its HTML holds the data
 * and the browser put the same data in the cache before hydrating.
 */
export function useHydrationSafeQuery<TData = unknown, TError = DefaultError, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useHydratedResult(useQuery(options), renderedWithData(options.queryKey))
}

/**
 * Any query result (an infinite one too) held as pending until its component has hydrated, unless
 * `withData`: the page was rendered with this query's data.
 *
 * New data renders a moment later, in a render React can pause: Query reports a change through
 * `useSyncExternalStore`, which React renders at once, in one task it cannot pause; a section that
 * turns from its spinner into a list of cards was one of the first load's long tasks (Total
 * Blocking Time, decision 117). So that render shows what the section showed, and React renders
 * the new data right after, in slices (`useDeferredValue`). Errors and other changes without new
 * data show at once.
 */
export function useHydratedResult<R extends { status: string; data?: unknown }>(query: R, withData = false): R {
  const hydrated = useHydrated()
  const result = hydrated || withData ? query : asPending(query)
  const data = useDeferredValue(result.data)
  if (data === result.data) return result
  return data === undefined ? asPending(result) : ({ ...result, data } as R)
}

/** What the build rendered: no data, no error, loading (for any query result, infinite ones too). */
export function asPending<R extends { status: string }>(query: R): R {
  return {
    ...query,
    data: undefined,
    error: null,
    status: 'pending',
    isPending: true,
    isLoading: true,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
    fetchStatus: 'fetching',
    isFetching: true,
  } as unknown as R
}
