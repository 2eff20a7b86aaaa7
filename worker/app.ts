import { Hono } from 'hono'
import type { AppEnv } from './env'
import { allow } from './middleware/access'
import { onError, onNotFound } from './middleware/errors'
import { requestContext } from './middleware/context'
import { limitBody, requireStrongSecret, sameOriginJson, securityHeaders } from './middleware/security'
import { adminRatesRoutes } from './routes/admin-rates'
import { adminUserRoutes } from './routes/admin-users'
import { authRoutes } from './routes/auth'
import { contentRoutes } from './routes/content'
import { leadsRoutes } from './routes/leads'
import { rateAlertsRoutes } from './routes/rate-alerts'
import { ratesRoutes } from './routes/rates'
import { syncRoutes } from './routes/sync'

/** The API, chained so its type carries every route to the typed client (app/lib/api-client.ts). */
const api = new Hono<AppEnv>()
  .get('/health', allow('public'), (c) => c.json({ ok: true }, 200))
  .route('/rates', ratesRoutes)
  .route('/content', contentRoutes)
  .route('/auth', authRoutes)
  .route('/leads', leadsRoutes)
  .route('/sync', syncRoutes)
  .route('/admin/users', adminUserRoutes)
  .route('/admin/rates', adminRatesRoutes)
  .route('/rate-alerts', rateAlertsRoutes)

export type AppType = typeof api

export const app = new Hono<AppEnv>()
app.use('*', requestContext)
// Global API protections (worker/middleware/security.ts, docs/decisions/009-access-control.md):
// headers + no-store on every response (errors included), refuse to serve on a weak JWT_SECRET,
// JSON-only same-origin state changes, body size cap. Who may call a route is declared on the
// route itself with allow(...).
app.use('/api/*', securityHeaders)
app.use('/api/*', requireStrongSecret)
app.use('/api/*', sameOriginJson())
// A batch carries up to 50 queued submissions (each ≤ 64 KB would be absurd; 1 MB is ample).
app.use('/api/*', limitBody({ overrides: [{ path: /^\/api\/leads\/batch$/, maxBytes: 1024 * 1024 }] }))
app.route('/api', api)
app.notFound(onNotFound)
app.onError(onError)
