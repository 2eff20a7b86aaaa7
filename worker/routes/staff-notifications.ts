import { Hono } from 'hono'
import {
  markReadSchema,
  type StaffPushDeviceResponse,
  staffPushDeviceParamSchema,
  staffPushDeviceSchema,
} from '#shared/schemas/staff-notifications.ts'
import { markRead, readInbox } from '#worker/domain/staff-inbox.ts'
import { disableStaffPush, enableStaffPush, staffPushEnabled } from '#worker/domain/staff-push-devices.ts'
import type { AppEnv } from '#worker/env.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { validate } from '#worker/lib/validate.ts'
import { vapidFromEnv } from '#worker/lib/web-push.ts'
import { allow, currentUser } from '#worker/middleware/access.ts'

/**
 * Staff notifications (docs/decisions/158; contract in shared/schemas/staff-notifications.ts):
 * new-lead notifications turned on or off per device by the signed-in agent or super admin, and
 * their inbox (each user's own).
 */
const STAFF = ['agent', 'admin', 'super_admin'] as const

export const staffNotificationsRoutes = new Hono<AppEnv>()
  .get('/', allow(...STAFF), async (c) => c.json(await readInbox(c.get('db'), await currentUser(c)), 200))
  .post('/read', allow(...STAFF), validate('json', markReadSchema), async (c) =>
    c.json(await markRead(c.get('db'), await currentUser(c), c.req.valid('json'), new Date()), 200),
  )
  .get('/devices/:id', allow(...STAFF), validate('param', staffPushDeviceParamSchema), async (c) => {
    const body = await staffPushEnabled(c.get('db'), await currentUser(c), c.req.valid('param').id)
    return c.json(body satisfies StaffPushDeviceResponse, 200)
  })
  .put(
    '/devices/:id',
    allow(...STAFF),
    validate('param', staffPushDeviceParamSchema),
    validate('json', staffPushDeviceSchema),
    async (c) => {
      if (!(await vapidFromEnv(c.env)).ok)
        throw new HttpError('unavailable', 'Notifications are not available right now. Please try again later.')
      const body = await enableStaffPush(
        c.get('db'),
        await currentUser(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        {
          allowPrivate: c.env.ENVIRONMENT !== 'production',
          now: new Date(),
        },
      )
      return c.json(body satisfies StaffPushDeviceResponse, 200)
    },
  )
  .delete('/devices/:id', allow(...STAFF), validate('param', staffPushDeviceParamSchema), async (c) => {
    const body = await disableStaffPush(c.get('db'), await currentUser(c), c.req.valid('param').id)
    return c.json(body satisfies StaffPushDeviceResponse, 200)
  })
