import { type Context, Hono } from 'hono'
import type * as z from 'zod/mini'
import { DEVICE_HEADERS, deviceHeadersSchema } from '#shared/schemas/rate-alerts.ts'
import type { Db } from '#worker/db/client.ts'
import type { Device } from '#worker/domain/push-devices.ts'
import type { AppEnv } from '#worker/env.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { log } from '#worker/lib/log.ts'
import { validate } from '#worker/lib/validate.ts'
import { vapidFromEnv } from '#worker/lib/web-push.ts'
import { allow } from '#worker/middleware/access.ts'
import { rateLimit } from '#worker/middleware/rate-limit.ts'

/** What a device's list does (rate alerts, renewal reminders); each function enforces its own rules. */
export type DeviceCollectionDomain<Input, ItemKey extends string, Item> = {
  list: (db: Db, device: Device) => Promise<Item[]>
  create: (
    db: Db,
    input: Input,
    device: Device,
    opts: { allowPrivate: boolean; now: Date },
  ) => Promise<{ created: boolean } & Record<ItemKey, NoInfer<Item>>>
  remove: (db: Db, id: string, device: Device) => Promise<{ remaining: number }>
}

/**
 * The routes of a list a device keeps without an account (decisions 034 and 161): GET / lists,
 * POST / adds (201; 200 for a retry of the same item), DELETE /:id removes. Public, no personal
 * data: the device proves it owns its items with its secret (X-Alert-Device / X-Alert-Secret),
 * and each route has its own rate limit under `names.key`. Adding needs the server's VAPID keys
 * (503 without them). Routes of their own are chained on the result.
 */
export function deviceCollection<ListKey extends string, ItemKey extends string, Write extends z.ZodMiniType, Item>(
  names: { key: string; what: string; list: ListKey; item: ItemKey },
  schemas: { param: z.ZodMiniType<{ id: string }>; write: Write },
  domain: DeviceCollectionDomain<z.output<Write>, ItemKey, Item>,
) {
  return new Hono<AppEnv>()
    .get('/', ...deviceCall(`${names.key}-read`, 60), async (c) => {
      const items = await domain.list(c.get('db'), deviceOf(c.req.valid('header')))
      return c.json({ [names.list]: items } as Record<ListKey, Item[]>, 200)
    })
    .post('/', ...deviceCall(names.key, 20), validate('json', schemas.write), async (c) => {
      await requireVapid(c, names.what)
      const saved = await domain.create(c.get('db'), c.req.valid('json'), deviceOf(c.req.valid('header')), {
        allowPrivate: c.env.ENVIRONMENT !== 'production',
        now: new Date(),
      })
      const body = { [names.item]: saved[names.item] } as Record<ItemKey, Item>
      return saved.created ? c.json(body, 201) : c.json(body, 200)
    })
    .delete('/:id', ...deviceCall(`${names.key}-delete`, 30), validate('param', schemas.param), async (c) => {
      const device = deviceOf(c.req.valid('header'))
      const { remaining } = await domain.remove(c.get('db'), c.req.valid('param').id, device)
      return c.json({ deleted: true as const, remaining }, 200)
    })
}

/** The checks of a device's call: anyone, `limit` calls per ten minutes under `key`, then the device's headers. */
export function deviceCall(key: string, limit: number) {
  return [
    allow('public'),
    rateLimit({ key, limit, windowSeconds: 600 }),
    validate('header', deviceHeadersSchema),
  ] as const
}

/** The caller's credentials (responses are `no-store`: the API's default, worker/middleware/security.ts). */
export function deviceOf(headers: Record<string, string>): Device {
  return { id: headers[DEVICE_HEADERS.id]!, secret: headers[DEVICE_HEADERS.secret]! }
}

/** The VAPID keys, or 503 (logged once per request) when the server has none. */
export async function requireVapid(c: Context<AppEnv>, what: string) {
  const config = await vapidFromEnv(c.env)
  if (!config.ok) {
    log.warn(`${what} unavailable: VAPID not configured`, { requestId: c.get('requestId'), problem: config.problem })
    throw new HttpError('unavailable', `${what[0]!.toUpperCase()}${what.slice(1)} are not available right now.`)
  }
  return config.vapid
}
