import {
  createRateAlertSchema,
  type DeviceDeletedResponse,
  rateAlertIdParamSchema,
  type VapidPublicKeyResponse,
} from '#shared/schemas/rate-alerts.ts'
import { removeDevice } from '#worker/domain/push-devices.ts'
import { createRateAlert, listRateAlerts, removeRateAlert } from '#worker/domain/rate-alerts.ts'
import { allow } from '#worker/middleware/access.ts'
import { deviceCall, deviceCollection, deviceOf, requireVapid } from './device-collection'

/**
 * Rate alerts by Web Push: the device's list (device-collection.ts), the server's public key and
 * the removal of the whole device. The API is documented in shared/schemas/rate-alerts.ts.
 */
export const rateAlertsRoutes = deviceCollection(
  { key: 'rate-alerts', what: 'rate alerts', list: 'alerts', item: 'alert' },
  { param: rateAlertIdParamSchema, write: createRateAlertSchema },
  { list: listRateAlerts, create: createRateAlert, remove: removeRateAlert },
)
  .get('/vapid-public-key', allow('public'), async (c) => {
    const vapid = await requireVapid(c, 'rate alerts')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.json({ publicKey: vapid.publicKey } satisfies VapidPublicKeyResponse, 200)
  })
  .delete('/', ...deviceCall('rate-alerts-delete', 30), async (c) => {
    const deleted = await removeDevice(c.get('db'), deviceOf(c.req.valid('header')))
    return c.json({ deleted } satisfies DeviceDeletedResponse, 200)
  })
