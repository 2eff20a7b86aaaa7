import type { Context } from 'hono'
import { BRAND } from '#shared/config/brand.ts'
import type { IntakeEffects } from '#worker/domain/lead-intake.ts'
import type { AppEnv } from '#worker/env.ts'

/**
 * The intake's mail, from a request: the queue binding, the sender, the site's origin for links,
 * and the request's waitUntil so the queueing happens after the answer. Without a queue binding
 * nothing is mailed.
 */
export function intakeEffects(c: Context<AppEnv>): IntakeEffects {
  const queue = c.env.MAIL_QUEUE
  if (!queue) return {}
  const ctx = c.executionCtx
  return {
    mail: {
      queue,
      from: c.env.MAIL_FROM || BRAND.email,
      origin: new URL(c.req.url).origin,
      defer: (work) => ctx.waitUntil(work),
    },
  }
}
