/**
 * Which Query entries a public read fills: the app's own query options give the key, so the
 * browser's queries find the data the page carried (app/lib/page-data.ts). A read whose answer
 * is the query's data as is names its `api` (the browser keeps it for the service worker).
 */
import { agentDirectoryQueryOptions } from '#app/data/public/agents.ts'
import { carriedNews, newsKeys } from '#app/data/public/news.ts'
import { blogListQueryOptions, productsQueryOptions, servicesQueryOptions } from '#app/data/public/public-content.ts'
import type { PageQuery } from '#app/lib/page-data.ts'
import type { NewsListResponse } from '#shared/schemas/news.ts'

const QUERIES: Readonly<Record<string, (data: unknown, now: number) => PageQuery>> = {
  '/api/content/blog': (data) => ({ api: '/api/content/blog', key: blogListQueryOptions().queryKey, data }),
  '/api/content/services': (data) => ({ api: '/api/content/services', key: servicesQueryOptions().queryKey, data }),
  '/api/content/products': (data) => ({ api: '/api/content/products', key: productsQueryOptions().queryKey, data }),
  '/api/content/agents': (data) => ({ api: '/api/content/agents', key: agentDirectoryQueryOptions().queryKey, data }),
  // The news page's first page of all news, an infinite query's data (saved on the device by
  // the page itself, app/data/public/news.ts).
  '/api/news': (data, now) => ({ key: newsKeys.list(''), data: carriedNews(data as NewsListResponse, now) }),
}

/** The carried queries of one read's JSON answer. */
export function queriesOf(api: string, data: unknown, now = Date.now()): PageQuery[] {
  const query = QUERIES[api]
  if (!query) throw new Error(`render: no query for ${api}`)
  return [query(data, now)]
}

/** The reads the pages worker knows (a test checks every rendered page's reads are among them). */
export const KNOWN_READS = Object.keys(QUERIES)
