import { Hono } from 'hono'
import type { AppEnv } from './env'
import { allow } from './middleware/access'
import { onError, onNotFound } from './middleware/errors'
import { requestContext } from './middleware/context'
import { ratesRoutes } from './routes/rates'

/** The API, chained so its type carries every route to the typed client (app/lib/api-client.ts). */
const api = new Hono<AppEnv>()
  .get('/health', allow('public'), (c) => c.json({ ok: true }, 200))
  .route('/rates', ratesRoutes)

export type AppType = typeof api

export const app = new Hono<AppEnv>()
app.use('*', requestContext)
app.route('/api', api)
app.notFound(onNotFound)
app.onError(onError)
