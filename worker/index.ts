import { app } from './app'
import { createDb, type Db } from './db/client'
import { publicContentChanged } from './domain/public-content'
import { runRateRefresh } from './domain/rate-refresh'
import type { Bindings } from './env'
import { runNewsRefresh } from './jobs/news/refresh'
import { runRateAlertsFromEnv } from './jobs/rate-alerts/run'
import { log } from './lib/log'

export default {
  fetch: app.fetch,
  /**
   * The daily cron (wrangler.toml `15 10 * * *`). Locally `/__scheduled?cron=15+10+*+*+*` fires
   * it (wrangler dev --test-scheduled). Awaited, so every step is complete (and recorded) when
   * the handler returns. The steps run one after the other and each one's failure is logged
   * and contained: a failed rate refresh never stops the rate alerts or the news, nor the reverse.
   */
  async scheduled(controller: ScheduledController, env: Bindings, _ctx: ExecutionContext) {
    const db = createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN)
    await scheduledStep('rate refresh', () => rateRefreshStep(db, env, controller))
    // Rate alerts (issue 16) on today's rates, whatever the refresh did.
    await scheduledStep('rate alerts', () => runRateAlertsFromEnv(db, env, 'cron').then(() => undefined))
    await scheduledStep('news refresh', () => newsRefreshStep(db, env, controller))
  },
} satisfies ExportedHandler<Bindings>

async function scheduledStep(name: string, step: () => Promise<void>) {
  try {
    await step()
  } catch (error) {
    log.error(`scheduled ${name} crashed`, { error: error instanceof Error ? error.message : String(error) })
  }
}

/**
 * 1. The daily rate refresh: scrape the configured sources; when that fails, carry the latest
 *    rates forward to today (recorded in rate_refresh_runs).
 */
async function rateRefreshStep(db: Db, env: Bindings, controller: ScheduledController) {
  const result = await runRateRefresh(db, {
    trigger: 'cron',
    envSources: env.RATE_SOURCES,
    allowPrivate: env.ENVIRONMENT !== 'production',
    now: () => new Date(),
  })
  // Whatever the outcome (today's rates or yesterday's carried forward), the cached reads are stale.
  await publicContentChanged(db, 'rates')
  log.info('scheduled rate refresh', {
    cron: controller.cron,
    success: result.success,
    outcome: result.outcome,
    date: result.date,
    ratesCount: result.ratesCount,
  })
}

/** 2. The news aggregator (issue 13): feeds and the feed service (recorded in news_refresh_runs). */
async function newsRefreshStep(db: Db, env: Bindings, controller: ScheduledController) {
  const result = await runNewsRefresh(db, { trigger: 'cron', env, allowPrivate: env.ENVIRONMENT !== 'production' })
  await publicContentChanged(db, 'news')
  log.info('scheduled news refresh', {
    cron: controller.cron,
    success: result.success,
    outcome: result.outcome,
    articles: result.articlesCount,
    new: result.newCount,
  })
}
