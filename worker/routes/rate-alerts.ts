import { type Context, Hono } from 'hono'
import {
  createRateAlertSchema,
  DEVICE_HEADERS,
  type DeviceDeletedResponse,
  deviceHeadersSchema,
  type RateAlertCreatedResponse,
  type RateAlertDeletedResponse,
  type RateAlertsResponse,
  rateAlertIdParamSchema,
  type VapidPublicKeyResponse,
} from '#shared/schemas/rate-alerts.ts'
import {
  createRateAlert,
  type Device,
  listRateAlerts,
  removeDevice,
  removeRateAlert,
} from '#worker/domain/rate-alerts.ts'
import type { AppEnv } from '#worker/env.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { log } from '#worker/lib/log.ts'
import { validate } from '#worker/lib/validate.ts'
import { vapidFromEnv } from '#worker/lib/web-push.ts'
import { allow } from '#worker/middleware/access.ts'
import { rateLimit } from '#worker/middleware/rate-limit.ts'

/**
 * Rate alerts by Web Push. Public: no sign-in and no personal data; a device proves
 * it owns its alerts with its secret (X-Alert-Device / X-Alert-Secret). The API is documented
 * in shared/schemas/rate-alerts.ts.
 */

const NOT_CONFIGURED = 'Rate alerts are not available right now.'

/** The VAPID keys, or 503 (logged once per request) when the server has none. */
async function requireVapid(c: Context<AppEnv>) {
  const config = await vapidFromEnv(c.env)
  if (!config.ok) {
    log.warn('rate alerts unavailable: VAPID not configured', {
      requestId: c.get('requestId'),
      problem: config.problem,
    })
    throw new HttpError('unavailable', NOT_CONFIGURED)
  }
  return config.vapid
}

/** The caller's credentials (responses are `no-store`: the API's default, worker/middleware/security.ts). */
function deviceOf(headers: Record<string, string>): Device {
  return { id: headers[DEVICE_HEADERS.id]!, secret: headers[DEVICE_HEADERS.secret]! }
}

export const rateAlertsRoutes = new Hono<AppEnv>()
  .get('/vapid-public-key', allow('public'), async (c) => {
    const vapid = await requireVapid(c)
    c.header('Cache-Control', 'public, max-age=3600')
    return c.json({ publicKey: vapid.publicKey } satisfies VapidPublicKeyResponse, 200)
  })
  .get(
    '/',
    allow('public'),
    rateLimit({ key: 'rate-alerts-read', limit: 60, windowSeconds: 600 }),
    validate('header', deviceHeadersSchema),
    async (c) => {
      const device = deviceOf(c.req.valid('header'))
      return c.json({ alerts: await listRateAlerts(c.get('db'), device) } satisfies RateAlertsResponse, 200)
    },
  )
  .post(
    '/',
    allow('public'),
    rateLimit({ key: 'rate-alerts', limit: 20, windowSeconds: 600 }),
    validate('header', deviceHeadersSchema),
    validate('json', createRateAlertSchema),
    async (c) => {
      await requireVapid(c)
      const device = deviceOf(c.req.valid('header'))
      const { alert, created } = await createRateAlert(c.get('db'), c.req.valid('json'), device, {
        allowPrivate: c.env.ENVIRONMENT !== 'production',
        now: new Date(),
      })
      const body: RateAlertCreatedResponse = { alert }
      return created ? c.json(body, 201) : c.json(body, 200)
    },
  )
  .delete(
    '/:id',
    allow('public'),
    rateLimit({ key: 'rate-alerts-delete', limit: 30, windowSeconds: 600 }),
    validate('param', rateAlertIdParamSchema),
    validate('header', deviceHeadersSchema),
    async (c) => {
      const device = deviceOf(c.req.valid('header'))
      const { remaining } = await removeRateAlert(c.get('db'), c.req.valid('param').id, device)
      return c.json({ deleted: true, remaining } satisfies RateAlertDeletedResponse, 200)
    },
  )
  .delete(
    '/',
    allow('public'),
    rateLimit({ key: 'rate-alerts-delete', limit: 30, windowSeconds: 600 }),
    validate('header', deviceHeadersSchema),
    async (c) => {
      const device = deviceOf(c.req.valid('header'))
      return c.json({ deleted: await removeDevice(c.get('db'), device) } satisfies DeviceDeletedResponse, 200)
    },
  )
