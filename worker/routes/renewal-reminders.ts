import { type Context, Hono } from 'hono'
import { DEVICE_HEADERS, deviceHeadersSchema } from '#shared/schemas/rate-alerts.ts'
import {
  createRenewalReminderSchema,
  type RenewalReminderCreatedResponse,
  type RenewalReminderDeletedResponse,
  type RenewalRemindersResponse,
  renewalReminderIdParamSchema,
} from '#shared/schemas/renewal-reminders.ts'
import type { Device } from '#worker/domain/rate-alerts.ts'
import { createRenewalReminder, listRenewalReminders, removeRenewalReminder } from '#worker/domain/renewal-reminders.ts'
import type { AppEnv } from '#worker/env.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { log } from '#worker/lib/log.ts'
import { validate } from '#worker/lib/validate.ts'
import { vapidFromEnv } from '#worker/lib/web-push.ts'
import { allow } from '#worker/middleware/access.ts'
import { rateLimit } from '#worker/middleware/rate-limit.ts'

/**
 * Renewal reminders by Web Push. Public: no sign-in and no personal data; the device proves it
 * owns its reminders with the rate alerts' device secret. The API is documented in
 * shared/schemas/renewal-reminders.ts.
 */

async function requireVapid(c: Context<AppEnv>) {
  const config = await vapidFromEnv(c.env)
  if (!config.ok) {
    log.warn('renewal reminders unavailable: VAPID not configured', {
      requestId: c.get('requestId'),
      problem: config.problem,
    })
    throw new HttpError('unavailable', 'Renewal reminders are not available right now.')
  }
}

function deviceOf(headers: Record<string, string>): Device {
  return { id: headers[DEVICE_HEADERS.id]!, secret: headers[DEVICE_HEADERS.secret]! }
}

export const renewalRemindersRoutes = new Hono<AppEnv>()
  .get(
    '/',
    allow('public'),
    rateLimit({ key: 'renewal-reminders-read', limit: 60, windowSeconds: 600 }),
    validate('header', deviceHeadersSchema),
    async (c) => {
      const reminders = await listRenewalReminders(c.get('db'), deviceOf(c.req.valid('header')), new Date())
      return c.json({ reminders } satisfies RenewalRemindersResponse, 200)
    },
  )
  .post(
    '/',
    allow('public'),
    rateLimit({ key: 'renewal-reminders', limit: 20, windowSeconds: 600 }),
    validate('header', deviceHeadersSchema),
    validate('json', createRenewalReminderSchema),
    async (c) => {
      await requireVapid(c)
      const { reminder, created } = await createRenewalReminder(
        c.get('db'),
        c.req.valid('json'),
        deviceOf(c.req.valid('header')),
        { allowPrivate: c.env.ENVIRONMENT !== 'production', now: new Date() },
      )
      const body: RenewalReminderCreatedResponse = { reminder }
      return created ? c.json(body, 201) : c.json(body, 200)
    },
  )
  .delete(
    '/:id',
    allow('public'),
    rateLimit({ key: 'renewal-reminders-delete', limit: 30, windowSeconds: 600 }),
    validate('param', renewalReminderIdParamSchema),
    validate('header', deviceHeadersSchema),
    async (c) => {
      const { remaining } = await removeRenewalReminder(
        c.get('db'),
        c.req.valid('param').id,
        deviceOf(c.req.valid('header')),
      )
      return c.json({ deleted: true, remaining } satisfies RenewalReminderDeletedResponse, 200)
    },
  )
