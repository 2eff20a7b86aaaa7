import { describe, expect, it, vi } from 'vitest'
import type { DeviceDb } from '#app/offline/db.ts'
import { testDeviceDbs } from '#app/offline/test-device-db.ts'
import { FALLBACK_NEWS } from '#shared/content/fallback-news.ts'
import { NEWS_CACHE_FRESH_MS, type NewsArticle, type NewsListResponse } from '#shared/schemas/news.ts'
import {
  carriedNews,
  loadNewsPage,
  NEWS_SAVED_PAGES_MAX,
  type NewsDeps,
  newsPageKey,
  readNewsPage,
  saveCarriedNews,
  writeNewsPage,
} from './news'

const makeDb = testDeviceDbs('news-test').open

const NOW = Date.parse('2026-11-23T15:00:00.000Z')
const article = (n: number): NewsArticle => ({
  id: n.toString(16).padStart(32, '0'),
  title: `Article ${n}`,
  link: `https://news.example.com/${n}`,
  published: new Date(NOW - n * 3600_000).toISOString(),
  summary: `Summary ${n}`,
  image: null,
  author: null,
  categories: [],
})
const PAGE: NewsListResponse = {
  articles: [article(1), article(2)],
  hasMore: true,
  nextCursor: 'abc.0000',
  source: 'stored',
}

function deps(
  db: DeviceDb | null,
  request: NewsDeps['request'],
  opts: { online?: boolean; now?: number } = {},
): Partial<NewsDeps> {
  return { request, getDb: async () => db, isOnline: () => opts.online ?? true, now: () => opts.now ?? NOW }
}

describe('loadNewsPage', () => {
  it('asks the server with the normalised search and cursor, saves the page and returns it fresh', async () => {
    const db = await makeDb()
    const request = vi.fn<NewsDeps['request']>(async () => ({ ...PAGE, date: new Date(NOW - 1000).toUTCString() }))
    const page = await loadNewsPage({ search: '  renewal   rates ', cursor: null }, deps(db, request))
    expect(request).toHaveBeenCalledWith({ search: 'renewal rates', cursor: null })
    expect(page).toMatchObject({
      articles: PAGE.articles,
      hasMore: true,
      nextCursor: 'abc.0000',
      stale: false,
      savedAt: NOW - 1000,
    })
    expect((await readNewsPage(db, newsPageKey('Renewal rates', null)))?.page).toEqual(PAGE)
  })

  it("puts the app's fallback articles, filtered by the search, in place of the server's empty fallback", async () => {
    const fallback = async () => ({ articles: [], hasMore: false, nextCursor: null, source: 'fallback' as const })
    const all = await loadNewsPage({ search: '', cursor: null }, deps(null, fallback))
    expect(all.articles.map((a) => a.id)).toEqual(FALLBACK_NEWS.map((a) => a.id))
    expect(all).toMatchObject({ source: 'fallback', hasMore: false })
    const renewal = await loadNewsPage({ search: ' Renewal ', cursor: null }, deps(null, fallback))
    expect(renewal.articles.map((a) => a.id)).toEqual(['fallback-renewal-switch-stress-test'])
    // A stored page that happens to be empty stays empty.
    const stored = async () => ({ articles: [], hasMore: false, nextCursor: null, source: 'stored' as const })
    expect((await loadNewsPage({ search: 'zzz', cursor: null }, deps(null, stored))).articles).toEqual([])
  })

  it('uses a saved copy younger than 3 minutes without a request; an older one is refetched', async () => {
    const db = await makeDb()
    await writeNewsPage(db, newsPageKey('', null), PAGE, NOW - NEWS_CACHE_FRESH_MS + 5000, NOW)
    const request = vi.fn<NewsDeps['request']>(async () => ({ ...PAGE, articles: [article(9)] }))
    expect((await loadNewsPage({ search: '', cursor: null }, deps(db, request))).articles).toEqual(PAGE.articles)
    expect(request).not.toHaveBeenCalled()
    const later = await loadNewsPage({ search: '', cursor: null }, deps(db, request, { now: NOW + 10_000 }))
    expect(request).toHaveBeenCalledTimes(1)
    expect(later.articles).toEqual([article(9)])
  })

  it('offline or when the request fails: the saved page, however old, marked stale with its time', async () => {
    const db = await makeDb()
    const savedAt = NOW - 2 * 86400_000
    await writeNewsPage(db, newsPageKey('', 'abc.0000'), PAGE, savedAt, savedAt)
    const failing = vi.fn<NewsDeps['request']>(async () => {
      throw new TypeError('Failed to fetch')
    })
    const offline = await loadNewsPage({ search: '', cursor: 'abc.0000' }, deps(db, failing, { online: false }))
    expect(offline).toMatchObject({ stale: true, savedAt, articles: PAGE.articles })
    expect(failing).not.toHaveBeenCalled()
    const failed = await loadNewsPage({ search: '', cursor: 'abc.0000' }, deps(db, failing))
    expect(failed).toMatchObject({ stale: true, savedAt })
    // Offline, even a copy saved a minute ago says it is the saved copy.
    await writeNewsPage(db, newsPageKey('', null), PAGE, NOW - 60_000, NOW)
    expect(await loadNewsPage({ search: '', cursor: null }, deps(db, failing, { online: false }))).toMatchObject({
      stale: true,
      savedAt: NOW - 60_000,
    })
  })

  it('nothing saved and no network: the request error; a row an older app wrote badly is ignored', async () => {
    const db = await makeDb()
    await db.syncMeta.put({
      key: newsPageKey('', null),
      value: { page: { articles: 'nope' }, savedAt: NOW },
      updatedAt: NOW,
    })
    const error = new Error('Failed to fetch news')
    await expect(
      loadNewsPage(
        { search: '', cursor: null },
        deps(db, async () => Promise.reject(error)),
      ),
    ).rejects.toBe(error)
    // Without IndexedDB the network still answers.
    expect(
      (
        await loadNewsPage(
          { search: '', cursor: null },
          deps(null, async () => PAGE),
        )
      ).articles,
    ).toHaveLength(2)
  })

  it('keeps at most NEWS_SAVED_PAGES_MAX pages, dropping the oldest', async () => {
    const db = await makeDb()
    for (let i = 0; i < NEWS_SAVED_PAGES_MAX + 3; i++)
      await writeNewsPage(db, newsPageKey(`q${i}`, null), PAGE, NOW, NOW + i)
    const keys = (await db.syncMeta.where('key').startsWith('news:').primaryKeys()) as string[]
    expect(keys).toHaveLength(NEWS_SAVED_PAGES_MAX)
    expect(keys).not.toContain(newsPageKey('q0', null))
    expect(keys).toContain(newsPageKey(`q${NEWS_SAVED_PAGES_MAX + 2}`, null))
  })
})

describe('news carried by a page rendered at the edge', () => {
  it('is the first page of all news, the fallback articles in place of none, and is saved on the device', async () => {
    expect(carriedNews(PAGE, NOW)).toEqual({ pages: [{ ...PAGE, savedAt: NOW, stale: false }], pageParams: [null] })
    const fallback = carriedNews({ articles: [], hasMore: false, nextCursor: null, source: 'fallback' }, NOW)
    expect(fallback.pages[0]!.articles).toEqual(FALLBACK_NEWS)

    const db = await makeDb()
    await saveCarriedNews(carriedNews(PAGE, NOW - 1000).pages[0]!, { getDb: async () => db, now: () => NOW })
    expect(await readNewsPage(db, newsPageKey('', null))).toEqual({ page: PAGE, savedAt: NOW - 1000 })
    // Offline later, the saved page answers the read.
    const offline = await loadNewsPage(
      { search: '', cursor: null },
      deps(db, () => Promise.reject(new Error('offline')), { online: false }),
    )
    expect(offline.articles).toEqual(PAGE.articles)
    expect(offline.stale).toBe(true)
  })
})
