import { Hono } from 'hono'
import { type NewsletterUnsubscribeResponse, newsletterUnsubscribeRequestSchema } from '#shared/schemas/public-forms.ts'
import { unsubscribeFromNewsletter } from '#worker/domain/newsletter.ts'
import type { AppEnv } from '#worker/env.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'
import { rateLimit } from '#worker/middleware/rate-limit.ts'

/**
 * The newsletter's unsubscribe link: public, no sign-in, idempotent. A POST, not a
 * GET: mail scanners open links, and opening the page must not unsubscribe anyone (the page
 * asks for one click). Subscribing is a lead (POST /api/leads, kind newsletter).
 */
export const newsletterRoutes = new Hono<AppEnv>().post(
  '/unsubscribe',
  allow('public'),
  rateLimit({ key: 'newsletter-unsubscribe', limit: 30, windowSeconds: 600 }),
  validate('json', newsletterUnsubscribeRequestSchema),
  async (c) => {
    const body: NewsletterUnsubscribeResponse = {
      outcome: await unsubscribeFromNewsletter(c.get('db'), c.req.valid('json').token),
    }
    return c.json(body, 200)
  },
)
