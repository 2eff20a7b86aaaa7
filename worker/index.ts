import { app } from './app'
import { createDb } from './db/client'
import type { Bindings } from './env'
import { runScheduledJobs } from './jobs/schedule'

export default {
  fetch: app.fetch,
  /**
   * A cron of wrangler.toml [triggers] runs its jobs from the one table in
   * worker/jobs/schedule.ts, in order, each recorded in job_runs. Awaited, so every job is
   * complete (and recorded) when the handler returns. Locally
   * `/__scheduled?cron=15+10+*+*+*` fires it (wrangler dev --test-scheduled).
   */
  async scheduled(controller: ScheduledController, env: Bindings, _ctx: ExecutionContext) {
    await runScheduledJobs(controller.cron, createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN), env)
  },
} satisfies ExportedHandler<Bindings>
