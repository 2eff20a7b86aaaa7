import { app } from './app'
import { createDb } from './db/client'
import type { Bindings } from './env'
import { runRateAlertsFromEnv } from './jobs/rate-alerts/run'
import { runRateRefresh } from './jobs/rates/refresh'
import { log } from './lib/log'

export default {
  fetch: app.fetch,
  /**
   * The daily rate refresh (wrangler.toml `15 10 * * *`): scrape the configured sources; when
   * that fails, carry the latest rates forward to today. Locally `/__scheduled?cron=15+10+*+*+*`
   * fires it (wrangler dev --test-scheduled). Awaited, so the run is complete (and recorded in
   * rate_refresh_runs) when the handler returns. Then the rate alerts due on today's rates
   * are sent (worker/jobs/rate-alerts/run.ts), also awaited.
   */
  async scheduled(controller: ScheduledController, env: Bindings, _ctx: ExecutionContext) {
    const db = createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN)
    try {
      const result = await runRateRefresh(db, {
        trigger: 'cron',
        envSources: env.RATE_SOURCES,
        allowPrivate: env.ENVIRONMENT !== 'production',
        now: () => new Date(),
      })
      log.info('scheduled rate refresh', { cron: controller.cron, success: result.success, outcome: result.outcome, date: result.date, ratesCount: result.ratesCount })
    } catch (error) {
      log.error('scheduled rate refresh failed', { cron: controller.cron, error: String(error) })
    }
    // Rate alerts (issue 16) on today's rates, whatever the refresh did: one never stops the other.
    await runRateAlertsFromEnv(db, env, 'cron').catch((error: unknown) => log.error('rate alerts run failed', { cron: controller.cron, error: String(error) }))
  },
} satisfies ExportedHandler<Bindings>
