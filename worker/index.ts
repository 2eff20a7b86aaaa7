import { app } from './app'
import { createDb } from './db/client'
import { deadLetters, deliverMail, type MailJob } from './domain/mail/mail-queue'
import type { Bindings } from './env'
import { runScheduledJobs } from './jobs/schedule'
import { readHtmlEntitiesFrom } from './lib/html-entities-source'
import { refusedAtTheDoor } from './middleware/context'

/** The mail queue's dead-letter queue (wrangler.toml [[queues.consumers]]). */
const MAIL_DEAD_LETTERS = 'brokerage-mail-dlq'

export default {
  /** A lead submission the door refuses is answered before the app runs (its middleware is CPU the admitted leads wait for). */
  fetch: (request: Request, env: Bindings, ctx: ExecutionContext) =>
    refusedAtTheDoor(request, env) ?? app.fetch(request, env, ctx),
  /**
   * A cron of wrangler.toml [triggers] runs its jobs from the one table in
   * worker/jobs/schedule.ts, in order, each recorded in job_runs. Awaited, so every job is
   * complete (and recorded) when the handler returns. Locally
   * `/__scheduled?cron=15+10+*+*+*` fires it (wrangler dev --test-scheduled).
   */
  async scheduled(controller: ScheduledController, env: Bindings, _ctx: ExecutionContext) {
    // The news and rate jobs' table of HTML named references is a static asset (decision 243).
    readHtmlEntitiesFrom(env.ASSETS)
    await runScheduledJobs(controller.cron, createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN), env)
  },
  /**
   * The mail queue's consumer sends each message through the Email Service binding; the
   * dead-letter queue's marks the messages whose every attempt failed (worker/domain/mail/).
   */
  async queue(batch: MessageBatch<MailJob>, env: Bindings, _ctx: ExecutionContext) {
    const db = createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN)
    if (batch.queue === MAIL_DEAD_LETTERS) return deadLetters(db, batch.messages)
    if (!env.MAIL) throw new Error('The MAIL (send_email) binding is missing')
    await deliverMail(db, env.MAIL, batch.messages)
  },
} satisfies ExportedHandler<Bindings, MailJob>
