import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '#worker/env.ts'
import { readHtmlEntitiesFrom } from '#worker/lib/html-entities-source.ts'

/**
 * Points the HTML entities table at the static assets (read by the first HTML-reading run of this
 * isolate: the admin's news or rates 'refresh now', the feed service's answers). Decision 243.
 */
export const htmlEntitiesFromRequestAssets: MiddlewareHandler<AppEnv> = async (c, next) => {
  readHtmlEntitiesFrom(c.env.ASSETS)
  await next()
}
