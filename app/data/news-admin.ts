/**
 * The admin's News Feed tab (docs/decisions/030, 031, 060):
 * feeds, 'Refresh now', the runs, the feed service's configuration, its connection test and
 * OAuth, all through the signed-in client. Changes refresh the tab's views and the public news
 * when they settle (docs/decisions/025-route-data-and-layers.md).
 */
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { newsKeys } from '#app/data/public/news.ts'
import { authedApi, unwrap } from '#app/lib/api-client.ts'
import type { NewsFeed, NewsFeedConfigInput } from '#shared/schemas/news.ts'
import { invalidating } from './refreshing'

export const NEWS_RUNS_SHOWN = 10

export const newsAdminKeys = {
  all: ['admin-news'] as const,
  feeds: () => [...newsAdminKeys.all, 'feeds'] as const,
  runs: (limit: number) => [...newsAdminKeys.all, 'runs', limit] as const,
  service: () => [...newsAdminKeys.all, 'feed-service'] as const,
}

const news = authedApi.admin.news

export const newsFeedsQueryOptions = () =>
  queryOptions({ queryKey: newsAdminKeys.feeds(), queryFn: async () => unwrap(await news.feeds.$get()), staleTime: 0 })

export const newsRunsQueryOptions = (limit = NEWS_RUNS_SHOWN) =>
  queryOptions({
    queryKey: newsAdminKeys.runs(limit),
    queryFn: async () => (await unwrap(await news.runs.$get({ query: { limit: String(limit) } }))).runs,
    staleTime: 0,
  })

export const feedServiceQueryOptions = () =>
  queryOptions({
    queryKey: newsAdminKeys.service(),
    queryFn: async () => unwrap(await news['feed-service'].$get()),
    staleTime: 0,
  })

const settle = (queryClient: QueryClient) => invalidating(queryClient, newsAdminKeys.all, newsKeys.all)

export const saveNewsFeedsMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (feeds: NewsFeed[]) => unwrap(await news.feeds.$put({ json: { feeds } })),
    onSettled: settle(queryClient),
  })

export const refreshNewsMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async () => unwrap(await news.refresh.$post({ json: {} })),
    onSettled: settle(queryClient),
  })

export const saveFeedServiceMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (input: NewsFeedConfigInput) => unwrap(await news['feed-service'].$put({ json: input })),
    onSettled: settle(queryClient),
  })

export const deleteFeedServiceMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async () => unwrap(await news['feed-service'].$delete()),
    onSettled: settle(queryClient),
  })

export const testFeedServiceMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async () => unwrap(await news['feed-service'].test.$post({ json: {} })),
    onSettled: settle(queryClient),
  })

/** Starts the OAuth flow: the consent page's URL (the tab then sends the browser there). */
export const startFeedServiceOauthMutation = () =>
  mutationOptions({
    mutationFn: async (input: { appId?: string; appKey?: string }) =>
      unwrap(await news['feed-service'].oauth.start.$post({ json: input })),
  })

/** The callback page: exchanges the code the service sent back. */
export const completeFeedServiceOauthMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (input: { code: string; state: string }) =>
      unwrap(await news['feed-service'].oauth.callback.$post({ json: input })),
    onSettled: settle(queryClient),
  })
