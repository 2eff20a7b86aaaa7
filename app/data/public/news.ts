/**
 * Canadian mortgage news for the app (page size 15, local cache
 * valid 3 minutes): pages of `GET /api/news` by cursor, with a device copy of each page.
 *
 * Every page read from the server is saved on the device (syncMeta, key `news:<search>|<cursor>`,
 * one put) with the time it left the server. Online, a saved page younger than
 * NEWS_CACHE_FRESH_MS is used as is (no request); offline, or when the request fails, the saved
 * page is shown however old, marked `stale` with its `savedAt` so the page can say how old it is. Nothing saved and no
 * network: the request's error. docs/decisions/058-news-page.md.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api, unwrap } from '#app/lib/api-client.ts'
import { loadDeviceDb, safeDb } from '#app/lib/device-db.ts'
import { useHydratedResult } from '#app/lib/hydration-safe-query.ts'
import { renderedWithData } from '#app/lib/page-data.ts'
import { withDb } from '#app/lib/with-db.ts'
import type { DeviceDb } from '#app/offline/db.ts'
import { NEWS_CACHE_FRESH_MS } from '#shared/constants/news.ts'
import { FALLBACK_NEWS, filterFallbackNews } from '#shared/content/fallback-news.ts'
import type { NewsListResponse } from '#shared/schemas/news.ts'

/** syncMeta keys of saved news pages start with this. */
export const NEWS_META_PREFIX = 'news:'
/** Saved pages kept on the device (the oldest are dropped): a few searches' worth. */
export const NEWS_SAVED_PAGES_MAX = 24

export type NewsPageView = NewsListResponse & {
  /** When this page left the server (epoch ms), fresh or saved. */
  savedAt: number
  /** True when it is this device's saved copy, shown because the network could not answer. */
  stale: boolean
}

export type NewsDeps = {
  request: (q: { search: string; cursor: string | null }) => Promise<NewsListResponse & { date?: string | null }>
  getDb: () => Promise<DeviceDb | null>
  isOnline: () => boolean
  now: () => number
}

const defaultDeps: NewsDeps = {
  request: async ({ search, cursor }) => {
    const query: { search?: string; cursor?: string } = {}
    if (search) query.search = search
    if (cursor) query.cursor = cursor
    const res = await api.news.$get({ query })
    const body = await unwrap(res)
    return { ...body, date: res.headers.get('date') }
  },
  getDb: loadDeviceDb,
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  now: () => Date.now(),
}

/** The search as the server understands it: trimmed, inner spaces collapsed. */
export const normalizeNewsSearch = (search: string) => search.trim().replace(/\s+/g, ' ')

export const newsKeys = {
  all: ['news'] as const,
  list: (search: string) => [...newsKeys.all, 'list', normalizeNewsSearch(search).toLowerCase()] as const,
}

export const newsPageKey = (search: string, cursor: string | null) =>
  `${NEWS_META_PREFIX}${normalizeNewsSearch(search).toLowerCase()}|${cursor ?? ''}`

/** A saved page, re-validated (an older app may have written it), or null. */
export async function readNewsPage(
  db: DeviceDb,
  key: string,
): Promise<{ page: NewsListResponse; savedAt: number } | null> {
  const row = await withDb(db, (d) => d.syncMeta.get(key))
  if (!row || typeof row.value !== 'object' || row.value === null) return null
  const value = row.value as { page?: unknown; savedAt?: unknown }
  // The contract (and zod) load with the first saved page, not on a first visit (decision 117).
  const { newsListResponseSchema } = await import('#shared/schemas/news-page.ts')
  const parsed = newsListResponseSchema.safeParse(value.page)
  if (!parsed.success || typeof value.savedAt !== 'number') return null
  return { page: parsed.data, savedAt: value.savedAt }
}

/** Saves a page and drops the oldest saved pages beyond NEWS_SAVED_PAGES_MAX (one transaction). */
export async function writeNewsPage(
  db: DeviceDb,
  key: string,
  page: NewsListResponse,
  savedAt: number,
  now: number,
): Promise<void> {
  await withDb(db, (d) =>
    d.transaction('rw', d.syncMeta, async () => {
      await d.syncMeta.put({ key, value: { page, savedAt }, updatedAt: now })
      const rows = await d.syncMeta.where('key').startsWith(NEWS_META_PREFIX).toArray()
      if (rows.length <= NEWS_SAVED_PAGES_MAX) return
      const oldest = rows.sort((a, b) => a.updatedAt - b.updatedAt).slice(0, rows.length - NEWS_SAVED_PAGES_MAX)
      await d.syncMeta.bulkDelete(oldest.map((r) => r.key))
    }),
  )
}

/** The server's Date header when sane (the service worker may answer from its cache), else now. */
function serverTime(date: string | null | undefined, now: number): number {
  const at = date ? Date.parse(date) : Number.NaN
  return Number.isFinite(at) && at <= now + 60_000 ? Math.min(at, now) : now
}

/** A page as the server answered it, the fallback articles (the app's own) in place of none. */
export function newsPageOf(body: NewsListResponse, search: string): NewsListResponse {
  return {
    // Nothing stored: the fallback articles are the app's (the server sends none).
    articles: body.source === 'fallback' ? filterFallbackNews(FALLBACK_NEWS, search) : body.articles,
    hasMore: body.hasMore,
    nextCursor: body.nextCursor,
    source: body.source,
  }
}

/**
 * The first page of all news as a page rendered at the edge carries it (app/lib/page-data.ts):
 * the infinite query's data, saved at `savedAt`.
 */
export function carriedNews(body: NewsListResponse, savedAt: number) {
  return { pages: [{ ...newsPageOf(body, ''), savedAt, stale: false }], pageParams: [null] }
}

/**
 * A page that carried its news never read it through `loadNewsPage`: its first page is saved on
 * the device here, as a read would have, so the page opens offline later.
 */
export async function saveCarriedNews(page: NewsPageView, deps: Partial<NewsDeps> = {}): Promise<void> {
  const { getDb, now } = { ...defaultDeps, ...deps }
  const db = await safeDb(getDb)
  const { savedAt, stale: _, ...body } = page
  if (db) await writeNewsPage(db, newsPageKey('', null), body, savedAt, now()).catch(() => undefined)
}

/**
 * One page of news: the device copy while it is fresh (3 minutes), else the network (saving
 * what it returns), else the device copy however old (stale), else the request's error.
 */
export async function loadNewsPage(
  q: { search: string; cursor: string | null },
  deps: Partial<NewsDeps> = {},
): Promise<NewsPageView> {
  const { request, getDb, isOnline, now } = { ...defaultDeps, ...deps }
  const search = normalizeNewsSearch(q.search)
  const key = newsPageKey(search, q.cursor)
  const db = await safeDb(getDb)
  const saved = db ? await readNewsPage(db, key).catch(() => null) : null

  // Offline: the saved copy, with its age, without a request that cannot succeed.
  if (saved && !isOnline()) return { ...saved.page, savedAt: saved.savedAt, stale: true }
  if (saved && now() - saved.savedAt < NEWS_CACHE_FRESH_MS && saved.savedAt <= now())
    return { ...saved.page, savedAt: saved.savedAt, stale: false }
  try {
    const { date, ...body } = await request({ search, cursor: q.cursor })
    const page = newsPageOf(body, search)
    const savedAt = serverTime(date, now())
    // A failed cache write never fails the read.
    if (db) await writeNewsPage(db, key, page, savedAt, now()).catch(() => undefined)
    return { ...page, savedAt, stale: false }
  } catch (error) {
    if (saved) return { ...saved.page, savedAt: saved.savedAt, stale: true }
    throw error
  }
}

/** Pages of news for a search ('' = all), newest first; 'Load More News' = fetchNextPage. */
export const newsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(search),
    queryFn: ({ pageParam }) => loadNewsPage({ search, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    staleTime: NEWS_CACHE_FRESH_MS,
    // Offline too: the device copy answers.
    networkMode: 'always',
    retry: 1,
  })

export function useNews(search: string) {
  const carried = renderedWithData(newsKeys.list(search))
  const news = useInfiniteQuery(newsQueryOptions(search))
  const first = carried ? news.data?.pages[0] : undefined
  useEffect(() => {
    if (first) void saveCarriedNews(first)
  }, [first])
  return useHydratedResult(news, carried)
}

/** The alert text of a failed news read. */
export function newsErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message && !/^Failed to fetch$|NetworkError|Load failed/i.test(error.message)
    ? error.message
    : fallback
}
