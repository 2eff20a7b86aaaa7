import { type Context, Hono } from 'hono'
import {
  newsFeedConfigBodySchema,
  newsFeedOauthCallbackSchema,
  newsFeedOauthStartSchema,
  newsFeedsBodySchema,
  newsRunsQuerySchema,
} from '#shared/schemas/news.ts'
import { emptyBodySchema } from '#shared/schemas/rates.ts'
import { runAsJob } from '#worker/db/request-gate.ts'
import { getNewsFeeds, listNewsRuns, saveNewsFeeds } from '#worker/domain/news.ts'
import {
  completeFeedServiceOauth,
  deleteFeedServiceConfig,
  getFeedServiceConfig,
  saveFeedServiceConfig,
  startFeedServiceOauth,
  testFeedServiceConnection,
} from '#worker/domain/news-feed-service.ts'
import { purgePublicContent } from '#worker/edge-cache/cache.ts'
import type { AppEnv } from '#worker/env.ts'
import { runNewsRefresh } from '#worker/jobs/news/run.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow, currentUser } from '#worker/middleware/access.ts'

/** Outbound hosts may be private only outside production. */
const allowPrivate = (env: AppEnv['Bindings']) => env.ENVIRONMENT !== 'production'

/** The site as the admin's browser sees it: the OAuth redirect URI is built from it. */
const siteOrigin = (c: Context<AppEnv>) => c.req.header('origin') ?? new URL(c.req.url).origin
/** Where and when a feed-service call is made: the site's origin and now. */
const callAt = (c: Context<AppEnv>) => ({ origin: siteOrigin(c), now: new Date() })

/**
 * The admin's News Feed tab (docs/decisions/030, 031). Super admins only, like the
 * whole admin panel (decision 009).
 */
export const adminNewsRoutes = new Hono<AppEnv>()
  .get('/feeds', allow('super_admin'), async (c) => {
    const body = await getNewsFeeds(c.get('db'), c.env.NEWS_FEEDS, await currentUser(c))
    return c.json(body, 200)
  })
  .put('/feeds', allow('super_admin'), validate('json', newsFeedsBodySchema), async (c) => {
    const opts = { allowPrivate: allowPrivate(c.env), envJson: c.env.NEWS_FEEDS, now: new Date() }
    const body = await saveNewsFeeds(c.get('db'), c.req.valid('json').feeds, opts, await currentUser(c))
    return c.json(body, 200)
  })
  // 'Refresh now': the aggregator on demand (the cron runs the same code).
  .post('/refresh', allow('super_admin'), validate('json', emptyBodySchema), async (c) => {
    const actor = await currentUser(c)
    // A job, not a request: feeds may take up to 8 s each between database phases (runAsJob).
    const result = await runAsJob(() =>
      runNewsRefresh(c.get('db'), {
        trigger: 'manual',
        env: c.env,
        allowPrivate: allowPrivate(c.env),
        actorId: actor.id,
      }),
    )
    await purgePublicContent('news')
    return c.json(result, 200)
  })
  .get('/runs', allow('super_admin'), validate('query', newsRunsQuerySchema), async (c) => {
    const runs = await listNewsRuns(c.get('db'), c.req.valid('query').limit, await currentUser(c))
    return c.json({ runs }, 200)
  })
  .get('/feed-service', allow('super_admin'), async (c) => {
    const body = await getFeedServiceConfig(c.get('db'), c.env, { origin: siteOrigin(c) }, await currentUser(c))
    return c.json(body, 200)
  })
  .put('/feed-service', allow('super_admin'), validate('json', newsFeedConfigBodySchema), async (c) => {
    const body = await saveFeedServiceConfig(c.get('db'), c.env, c.req.valid('json'), callAt(c), await currentUser(c))
    return c.json(body, 200)
  })
  .delete('/feed-service', allow('super_admin'), async (c) => {
    return c.json(await deleteFeedServiceConfig(c.get('db'), await currentUser(c)), 200)
  })
  .post('/feed-service/test', allow('super_admin'), validate('json', emptyBodySchema), async (c) => {
    const body = await testFeedServiceConnection(c.get('db'), c.env, { now: new Date() }, await currentUser(c))
    return c.json(body, 200)
  })
  .post('/feed-service/oauth/start', allow('super_admin'), validate('json', newsFeedOauthStartSchema), async (c) => {
    const body = await startFeedServiceOauth(c.get('db'), c.env, c.req.valid('json'), callAt(c), await currentUser(c))
    return c.json(body, 200)
  })
  .post(
    '/feed-service/oauth/callback',
    allow('super_admin'),
    validate('json', newsFeedOauthCallbackSchema),
    async (c) => {
      const body = await completeFeedServiceOauth(
        c.get('db'),
        c.env,
        c.req.valid('json'),
        callAt(c),
        await currentUser(c),
      )
      return c.json(body, 200)
    },
  )
