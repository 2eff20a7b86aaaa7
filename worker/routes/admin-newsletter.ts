import { Hono } from 'hono'
import { torontoDay } from '#shared/time/toronto-time.ts'
import { exportSubscriberPages, subscriberExportColumns } from '#worker/domain/newsletter-export.ts'
import type { AppEnv } from '#worker/env.ts'
import { attachment, CSV_CONTENT_TYPE, csvStream } from '#worker/lib/csv.ts'
import { allow } from '#worker/middleware/access.ts'

/**
 * The newsletter subscribers export: a CSV streamed from the worker, super admin
 * only (the admin panel's role, decision 009). Each row carries the subscriber's unsubscribe
 * link, absolute on this site's origin.
 */
export const adminNewsletterRoutes = new Hono<AppEnv>().get('/subscribers.csv', allow('super_admin'), async (c) => {
  const origin = new URL(c.req.url).origin
  return c.body(csvStream(subscriberExportColumns(origin), exportSubscriberPages(c.get('db'))), 200, {
    'Content-Type': CSV_CONTENT_TYPE,
    'Content-Disposition': attachment(`newsletter-subscribers-${torontoDay(new Date())}.csv`),
    'Cache-Control': 'no-store',
  })
})
