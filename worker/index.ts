import { app } from './app'
import { createDb } from './db/client'
import type { Bindings } from './env'
import { runRateRefresh } from './domain/rate-refresh'
import { log } from './lib/log'

export default {
  fetch: app.fetch,
  /**
   * The daily rate refresh (wrangler.toml `15 10 * * *`): scrape the configured sources; when
   * that fails, carry the latest rates forward to today. Locally `/__scheduled?cron=15+10+*+*+*`
   * fires it (wrangler dev --test-scheduled). Awaited, so the run is complete (and recorded in
   * rate_refresh_runs) when the handler returns.
   */
  async scheduled(controller: ScheduledController, env: Bindings, _ctx: ExecutionContext) {
    const db = createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN)
    const result = await runRateRefresh(db, {
      trigger: 'cron',
      envSources: env.RATE_SOURCES,
      allowPrivate: env.ENVIRONMENT !== 'production',
      now: () => new Date(),
    })
    log.info('scheduled rate refresh', { cron: controller.cron, success: result.success, outcome: result.outcome, date: result.date, ratesCount: result.ratesCount })
  },
} satisfies ExportedHandler<Bindings>
