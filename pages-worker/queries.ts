/**
 * Which Query entries a public read fills: the app's own query options give the key, so the
 * browser's queries find the data the page carried (app/lib/page-data.ts). A read whose answer
 * is the query's data as is names its `api`, the path the app reads it at (the browser keeps it
 * for the service worker). A read's `$name` is the page's route parameter.
 */
import { agentPageQueryOptions } from '#app/data/public/agent-page.ts'
import { agentDirectoryQueryOptions } from '#app/data/public/agents.ts'
import { homeTestimonialsQueryOptions, lendersQueryOptions } from '#app/data/public/content.ts'
import { carriedNews, newsKeys } from '#app/data/public/news.ts'
import {
  blogListQueryOptions,
  blogPostQueryOptions,
  productQueryOptions,
  productsQueryOptions,
  serviceQueryOptions,
  servicesQueryOptions,
} from '#app/data/public/public-content.ts'
import { bestRateQueryOptions, type RatesView, ratesQueryOptions } from '#app/data/public/rates.ts'
import type { PageQuery } from '#app/lib/page-data.ts'
import { fillPath } from '#shared/content/rendered-pages.ts'
import type { NewsListResponse } from '#shared/schemas/news.ts'
import type { RatesResponse } from '#shared/schemas/rates.ts'

type Params = Readonly<Record<string, string>>
/** The read's Query key (its data is the read's answer as is). */
const KEYS: Readonly<Record<string, (params: Params) => readonly unknown[]>> = {
  '/api/content/blog': () => blogListQueryOptions().queryKey,
  '/api/content/blog/$slug': (p) => blogPostQueryOptions(p.slug ?? '').queryKey,
  '/api/content/services': () => servicesQueryOptions().queryKey,
  '/api/content/services/$id': (p) => serviceQueryOptions(p.id ?? '').queryKey,
  '/api/content/products': () => productsQueryOptions().queryKey,
  '/api/content/products/$id': (p) => productQueryOptions(p.id ?? '').queryKey,
  '/api/content/agents': () => agentDirectoryQueryOptions().queryKey,
  '/api/agents/$id': (p) => agentPageQueryOptions(p.id ?? '').queryKey,
  '/api/rates/best': () => bestRateQueryOptions().queryKey,
  '/api/content/lenders': () => lendersQueryOptions().queryKey,
  '/api/content/testimonials/home': () => homeTestimonialsQueryOptions().queryKey,
}
const RATES_ON = '/api/rates?province=ON'

/** The carried queries of one read's JSON answer (`api` as RENDERED_PAGES names it). */
export function queriesOf(api: string, data: unknown, params: Params = {}, now = Date.now()): PageQuery[] {
  // The news page's first page of all news, an infinite query's data (saved on the device by
  // the page itself, app/data/public/news.ts).
  if (api === '/api/news') return [{ key: newsKeys.list(''), data: carriedNews(data as NewsListResponse, now) }]
  // Today's rates as the app's rates read gives them (app/data/public/rates.ts): from the server
  // when the page was rendered, not a saved copy. Kept for the service worker as the read's
  // answer (the extra fields are replaced when it is read back).
  if (api === RATES_ON) {
    const view: RatesView = { ...(data as RatesResponse), savedAt: now, stale: false, offline: false }
    return [{ api, key: ratesQueryOptions('ON').queryKey, data: view }]
  }
  const key = KEYS[api]
  if (!key) throw new Error(`render: no query for ${api}`)
  return [{ api: fillPath(api, params), key: key(params), data }]
}

/** The reads the pages worker knows (a test checks every rendered page's reads are among them). */
export const KNOWN_READS = [...Object.keys(KEYS), '/api/news', RATES_ON]
