import type { Context } from 'hono'
import { BRAND } from '#shared/config/brand.ts'
import type { IntakeEffects } from '#worker/domain/lead-intake.ts'
import type { AppEnv } from '#worker/env.ts'
import { databaseBusy, waitUntilOf } from '#worker/middleware/context.ts'

/**
 * What an intake lends from a request: the request's waitUntil, so what follows the stored leads
 * (routing, notifications, e-mail) runs after the answer and the visitor waits only for the
 * leads' own writes; and the mail: the queue binding, the sender, the site's origin for links.
 * Without a queue binding nothing is mailed.
 */
export function intakeEffects(c: Context<AppEnv>): IntakeEffects {
  const waitUntil = waitUntilOf(c)
  const afterAnswer = waitUntil
    ? (work: Promise<unknown>) => {
        c.set('intakeAnnounced', work)
        waitUntil(work)
      }
    : undefined
  const busy = databaseBusy(c)
  const queue = c.env.MAIL_QUEUE
  if (!queue) return { afterAnswer, busy }
  const ctx = c.executionCtx
  return {
    afterAnswer,
    busy,
    mail: {
      queue,
      from: c.env.MAIL_FROM || BRAND.email,
      origin: new URL(c.req.url).origin,
      defer: (work) => ctx.waitUntil(work),
    },
  }
}
