import { Hono } from 'hono'
import { LEAD_BATCH_MAX_BYTES } from '#shared/schemas/leads.ts'
import { DB_RETRY_AFTER_SECONDS } from '#worker/db/request-gate.ts'
import { PAGE_META, SITEMAP_SOURCES } from '#worker/pages/page-meta.ts'
import { renderedPage } from '#worker/pages/rendered.ts'
import { robotsTxt, servePage, sitemapXml } from '#worker/pages/serve.ts'
import { checkDatabase } from './domain/health'
import { IMAGE_MAX_BYTES, serveMedia } from './domain/uploads'
import type { AppEnv } from './env'
import { allow } from './middleware/access'
import { requestContext } from './middleware/context'
import { onError, onNotFound } from './middleware/errors'
import { htmlEntitiesFromRequestAssets } from './middleware/html-entities'
import { commonPasswordsFromAssets } from './middleware/password-list'
import {
  limitBody,
  pageSecurityHeaders,
  requireStrongSecret,
  sameOriginJson,
  securityHeaders,
} from './middleware/security'
import { sendStaffPushesAfterResponse } from './middleware/staff-pushes'
import { adminAnalyticsRoutes } from './routes/admin-analytics'
import { adminAuditRoutes } from './routes/admin-audit'
import { ADMIN_BLOG_UPLOAD_PATH, adminBlogRoutes } from './routes/admin-blog'
import {
  ADMIN_LENDER_LOGO_PATH,
  adminLendersRoutes,
  adminProductsRoutes,
  adminServicesRoutes,
} from './routes/admin-catalog'
import { adminComplianceRoutes } from './routes/admin-compliance'
import { adminJobsRoutes } from './routes/admin-jobs'
import { adminLeadRoutingRoutes } from './routes/admin-lead-routing'
import { adminLeadsRoutes } from './routes/admin-leads'
import { adminMailRoutes } from './routes/admin-mail'
import { adminNewsRoutes } from './routes/admin-news'
import { adminNewsletterRoutes } from './routes/admin-newsletter'
import { adminRatesRoutes } from './routes/admin-rates'
import { adminSubscriberErasureRoutes } from './routes/admin-subscriber-erasure'
import { adminTestimonialsRoutes } from './routes/admin-testimonials'
import { ADMIN_AGENT_IMAGE_PATH, adminUserRoutes } from './routes/admin-users'
import { AGENT_UPLOAD_LIMITS, AGENT_UPLOAD_PATHS, agentDashboardRoutes } from './routes/agent-dashboard'
import { agentPagesRoutes } from './routes/agent-pages'
import { authRoutes } from './routes/auth'
import { contentRoutes } from './routes/content'
import { leadsRoutes } from './routes/leads'
import { newsRoutes } from './routes/news'
import { newsletterRoutes } from './routes/newsletter'
import { rateAlertsRoutes } from './routes/rate-alerts'
import { ratesRoutes } from './routes/rates'
import { renewalRemindersRoutes } from './routes/renewal-reminders'
import { responseTimesRoutes } from './routes/response-times'
import { staffNotificationsRoutes } from './routes/staff-notifications'
import { syncRoutes } from './routes/sync'

/** The API, chained so its type carries every route to the typed client (app/lib/api-client.ts). */
const api = new Hono<AppEnv>()
  // Liveness and the database: 200 when it answers, else 503 naming the part that is down
  // (never why: the cause is logged). Configuration problems answer 503 before this
  // (requireStrongSecret).
  .get('/health', allow('public'), async (c) => {
    const database = await checkDatabase(c.get('db'))
    if (database === 'ok') return c.json({ ok: true as const, checks: { database } }, 200)
    c.header('Retry-After', String(DB_RETRY_AFTER_SECONDS))
    const message = database === 'unavailable' ? 'The database is not answering' : 'The database answered with an error'
    return c.json({ ok: false as const, checks: { database }, error: { code: 'unavailable' as const, message } }, 503)
  })
  // Liveness alone, no database: the bench's bare route and an uptime check's cheapest answer.
  .get('/health/live', allow('public'), (c) => c.json({ ok: true as const }, 200))
  .route('/rates', ratesRoutes)
  .route('/content', contentRoutes)
  .route('/auth', authRoutes)
  .route('/leads', leadsRoutes)
  .route('/sync', syncRoutes)
  .route('/admin/users', adminUserRoutes)
  .route('/admin/rates', adminRatesRoutes)
  .route('/admin/leads', adminLeadsRoutes)
  .route('/admin/testimonials', adminTestimonialsRoutes)
  .route('/admin/products', adminProductsRoutes)
  .route('/admin/services', adminServicesRoutes)
  .route('/admin/lenders', adminLendersRoutes)
  .route('/admin/blog', adminBlogRoutes)
  .route('/admin/analytics', adminAnalyticsRoutes)
  .route('/admin/newsletter', adminNewsletterRoutes)
  .route('/admin/jobs', adminJobsRoutes)
  .route('/admin/mail', adminMailRoutes)
  .route('/admin/compliance', adminComplianceRoutes)
  .route('/admin/lead-routing', adminLeadRoutingRoutes)
  .route('/response-times', responseTimesRoutes)
  .route('/admin/audit', adminAuditRoutes)
  .route('/admin/newsletter/subscribers', adminSubscriberErasureRoutes)
  .route('/news', newsRoutes)
  .route('/admin/news', adminNewsRoutes)
  .route('/rate-alerts', rateAlertsRoutes)
  .route('/renewal-reminders', renewalRemindersRoutes)
  .route('/staff-notifications', staffNotificationsRoutes)
  .route('/agent', agentDashboardRoutes)
  .route('/agents', agentPagesRoutes)
  .route('/newsletter', newsletterRoutes)

export type AppType = typeof api

export const app = new Hono<AppEnv>()
app.use('*', requestContext)
/** The admin's image uploads (blog featured images, lender logos, agent images): the raw file, 5 MB at most. */
const ADMIN_IMAGE_UPLOAD_PATHS = [ADMIN_BLOG_UPLOAD_PATH, ADMIN_LENDER_LOGO_PATH, ADMIN_AGENT_IMAGE_PATH]

// Global API protections (worker/middleware/security.ts, docs/decisions/009-access-control.md):
// headers + no-store on every response (errors included), refuse to serve on a weak JWT_SECRET,
// JSON-only same-origin state changes, body size cap. Who may call a route is declared on the
// route itself with allow(...).
app.use('/api/*', securityHeaders)
app.use('/api/*', requireStrongSecret)
app.use(
  '/api/*',
  sameOriginJson({
    rawBodyPaths: [AGENT_UPLOAD_PATHS.images, AGENT_UPLOAD_PATHS.documents, ...ADMIN_IMAGE_UPLOAD_PATHS],
  }),
)
// The one body limit: 64 KB, except a batch of up to 50 queued submissions (1 MB is ample).
// Agent uploads carry the raw file: 5 MB images, 10 MB documents; the admin Blog
// tab's featured images, the Lenders tab's logos and the admin's agent images 5 MB.
app.use(
  '/api/*',
  limitBody({
    overrides: [
      { path: /^\/api\/leads\/batch$/, maxBytes: LEAD_BATCH_MAX_BYTES },
      ...AGENT_UPLOAD_LIMITS,
      ...ADMIN_IMAGE_UPLOAD_PATHS.map((path) => ({ path, maxBytes: IMAGE_MAX_BYTES })),
    ],
  }),
)
// The common-passwords list a new password is checked against is a static asset.
app.use('/api/*', commonPasswordsFromAssets)
// So is the table of HTML named references the news and rate jobs decode with (decision 243).
app.use('/api/*', htmlEntitiesFromRequestAssets)
// The staff notifications' pushes of a lead that arrived or changed hands, after the response.
app.use('/api/*', sendStaffPushesAfterResponse)
app.route('/api', api)
// Pages, media and the generated files: the pages' headers (app/public/_headers) on what the
// worker writes itself.
app.use('*', async (c, next) => (c.req.path.startsWith('/api/') ? next() : pageSecurityHeaders(c, next)))
// Public images (agent headshots, banners, blog images) from the MEDIA bucket: immutable keys,
// cached for a year (worker/domain/uploads.ts). wrangler.toml routes /media/* to the worker.
app.get('/media/*', allow('public'), async (c) =>
  serveMedia(c.env.MEDIA, c.req.path.slice('/media/'.length), c.req.header('if-none-match')),
)
// The app's HTML for what the static assets do not answer (worker/pages/serve.ts, decision 040).
app.get('/robots.txt', (c) =>
  c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'Cache-Control': 'public, max-age=3600' }),
)
app.get('/sitemap.xml', async (c) =>
  c.body(await sitemapXml(c, SITEMAP_SOURCES), 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
  }),
)
app.get('*', async (c, next) =>
  c.req.path.startsWith('/api/') || c.req.path === '/__scheduled'
    ? next()
    : servePage(c, PAGE_META, (route, params, shell) =>
        renderedPage(
          c,
          route,
          (api) => Promise.resolve(app.request(api, undefined, c.env, c.executionCtx)),
          params,
          shell,
        ),
      ),
)
app.notFound(onNotFound)
app.onError(onError)
