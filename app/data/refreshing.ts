import type { MutationFunctionContext, QueryClient, QueryKey } from '@tanstack/react-query'

/** A callback that refreshes these reads: every cached query under each key is marked stale, and the ones on screen refetch. */
export const invalidating =
  (client: QueryClient, ...keys: readonly QueryKey[]) =>
  () =>
    Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))

/** A mutation's `onSettled` that refreshes these reads whether the change went through or not. */
export const refreshing =
  (...keys: readonly QueryKey[]) =>
  (_data: unknown, _error: unknown, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
    invalidating(client, ...keys)()
