import { Hono } from 'hono'
import { MAIL_LOG_LIMIT_DEFAULT, mailLogQuerySchema } from '#shared/schemas/mail.ts'
import { listMail } from '#worker/domain/mail/mail-queue.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'

/** The mail log for the super admin's Mail tab: newest first, optionally one state. */
export const adminMailRoutes = new Hono<AppEnv>().get(
  '/',
  allow('super_admin'),
  validate('query', mailLogQuerySchema),
  async (c) => {
    const { state, limit } = c.req.valid('query')
    const messages = await listMail(c.get('db'), { state, limit: limit ?? MAIL_LOG_LIMIT_DEFAULT })
    return c.json({ messages }, 200)
  },
)
