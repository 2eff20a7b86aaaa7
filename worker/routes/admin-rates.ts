import { type Context, Hono } from 'hono'
import {
  type AdminRate,
  adminRatesQuerySchema,
  emptyBodySchema,
  manualRateSchema,
  type RateConflictBody,
  rateDeleteQuerySchema,
  rateIdParamSchema,
  rateSourcesBodySchema,
  rateUpdateSchema,
  runsQuerySchema,
} from '#shared/schemas/rates.ts'
import { runAsJob } from '#worker/db/request-gate.ts'
import { ensureCurrentRates } from '#worker/domain/rate-refresh.ts'
import {
  createManualRate,
  deleteRate,
  getRateSources,
  getRatesDiagnostics,
  listAdminRates,
  listRefreshRuns,
  saveRateSources,
  updateRate,
} from '#worker/domain/rates-admin.ts'
import { purgePublicContent } from '#worker/edge-cache/cache.ts'
import type { AppEnv } from '#worker/env.ts'
import { rateAlertsJob } from '#worker/jobs/rate-alerts/run.ts'
import { runRateRefresh } from '#worker/jobs/rate-refresh/run.ts'
import { runJob } from '#worker/jobs/run-job.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow, currentUser } from '#worker/middleware/access.ts'
import { afterResponse } from '#worker/middleware/context.ts'
import { adminItemChange } from './admin-collection'

/**
 * After a change to the rates: the public reads are re-keyed, and (unless `alerts` is false) the
 * rate alerts run after the response, so the admin's request is not slowed; the run is recorded
 * like a scheduled one and its failure is never the admin's error.
 */
async function ratesChanged(c: Context<AppEnv>, { alerts = true } = {}) {
  await purgePublicContent('rates')
  if (alerts)
    afterResponse(
      c,
      runAsJob(() => runJob(rateAlertsJob, { db: c.get('db'), env: c.env, trigger: 'admin', now: () => new Date() })),
    )
}

const conflict = (current: AdminRate | null): RateConflictBody => ({
  error: { code: 'conflict', message: 'This rate was changed by someone else. The latest values are shown.' },
  current,
})

/** Outbound source hosts may be private only outside production. */
const allowPrivateSources = (env: AppEnv['Bindings']) => env.ENVIRONMENT !== 'production'

/** Admin rates management, scraping, refresh runs and diagnostics. Super admins only. */
export const adminRatesRoutes = new Hono<AppEnv>()
  .get('/', allow('super_admin'), validate('query', adminRatesQuerySchema), async (c) => {
    const body = await listAdminRates(c.get('db'), c.req.valid('query'), await currentUser(c), new Date())
    return c.json(body, 200)
  })
  .post('/', allow('super_admin'), validate('json', manualRateSchema), async (c) => {
    const rate = await createManualRate(c.get('db'), c.req.valid('json'), await currentUser(c), new Date())
    await ratesChanged(c)
    return c.json({ rate }, 201)
  })
  .get('/runs', allow('super_admin'), validate('query', runsQuerySchema), async (c) => {
    const runs = await listRefreshRuns(c.get('db'), c.req.valid('query').limit, await currentUser(c))
    return c.json({ runs }, 200)
  })
  .get('/diagnostics', allow('super_admin'), async (c) => {
    const body = await getRatesDiagnostics(c.get('db'), await currentUser(c), new Date())
    return c.json(body, 200)
  })
  .get('/sources', allow('super_admin'), async (c) => {
    const body = await getRateSources(c.get('db'), c.env.RATE_SOURCES, await currentUser(c))
    return c.json(body, 200)
  })
  .put('/sources', allow('super_admin'), validate('json', rateSourcesBodySchema), async (c) => {
    const body = await saveRateSources(
      c.get('db'),
      c.req.valid('json'),
      { allowPrivate: allowPrivateSources(c.env), envJson: c.env.RATE_SOURCES, now: new Date() },
      await currentUser(c),
    )
    return c.json(body, 200)
  })
  // 'Scrape from Source' (spec: scrape-rates). A failed scrape changes nothing; the run says why.
  .post('/scrape', allow('super_admin'), validate('json', emptyBodySchema), async (c) => {
    const actorId = (await currentUser(c)).id
    // A job, not a request: the sources are fetched between database phases (runAsJob).
    const result = await runAsJob(() =>
      runRateRefresh(c.get('db'), {
        trigger: 'scrape',
        envSources: c.env.RATE_SOURCES,
        allowPrivate: allowPrivateSources(c.env),
        dnsResolverUrl: c.env.DNS_RESOLVER_URL,
        actorId,
      }),
    )
    if (result.success) await ratesChanged(c)
    return c.json(result, 200)
  })
  // 'Manage Current Date Rates' (spec: manage-rates and the ensure-current helper).
  .post('/ensure-current', allow('super_admin'), validate('json', emptyBodySchema), async (c) => {
    const result = await ensureCurrentRates(c.get('db'), { trigger: 'manual', actorId: (await currentUser(c)).id })
    if (result.success) await ratesChanged(c)
    return c.json(result, 200)
  })
  .patch('/:id', ...adminItemChange(rateIdParamSchema, rateUpdateSchema), async (c) => {
    const outcome = await updateRate(
      c.get('db'),
      c.req.valid('param').id,
      c.req.valid('json'),
      await currentUser(c),
      new Date(),
    )
    if (!outcome.ok) return c.json(conflict(outcome.conflict), 409)
    await ratesChanged(c)
    return c.json({ rate: outcome.rate }, 200)
  })
  .delete(
    '/:id',
    allow('super_admin'),
    validate('param', rateIdParamSchema),
    validate('query', rateDeleteQuerySchema),
    async (c) => {
      const outcome = await deleteRate(
        c.get('db'),
        c.req.valid('param').id,
        c.req.valid('query').version,
        await currentUser(c),
      )
      if (!outcome.ok) return c.json(conflict(outcome.conflict), 409)
      await ratesChanged(c, { alerts: false })
      return c.json({ deleted: true }, 200)
    },
  )
