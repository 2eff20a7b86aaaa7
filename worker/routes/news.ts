import { Hono } from 'hono'
import { NEWS_CACHE_CONTROL, type NewsListResponse, newsQuerySchema } from '#shared/schemas/news.ts'
import { fallbackNews, listNews } from '#worker/domain/news.ts'
import { edgeCached } from '#worker/edge-cache/middleware.ts'
import type { AppEnv } from '#worker/env.ts'
import { log } from '#worker/lib/log.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'

/**
 * Public news (docs/decisions/030-news-aggregator.md). A pure read of what the aggregator
 * stored, keyed by its query alone (no cookie, no user), so it can sit behind an edge cache:
 * `Cache-Control: public` and an ETag (304 on If-None-Match), answered from the edge cache
 * (worker/edge-cache/middleware.ts; purged by every news refresh). A failed read answers the
 * fallback (the app shows the spec's 3 static articles), logged and not cached.
 */
export const newsRoutes = new Hono<AppEnv>().get(
  '/',
  allow('public'),
  validate('query', newsQuerySchema),
  edgeCached('news'),
  async (c) => {
    const query = c.req.valid('query')
    let body: NewsListResponse
    try {
      body = await listNews(c.get('db'), query)
      c.header('Cache-Control', NEWS_CACHE_CONTROL)
    } catch (error) {
      log.error('news query failed', { requestId: c.get('requestId'), error: String(error) })
      body = fallbackNews()
      c.header('Cache-Control', 'no-store')
    }
    return c.json(body, 200)
  },
)
