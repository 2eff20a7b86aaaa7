import { Hono } from 'hono'
import { provinceFromCode } from '#shared/constants/rates.ts'
import {
  type BestRateResponse,
  type RateHistoryResponse,
  type RatesResponse,
  rateHistoryQuerySchema,
  ratesQuerySchema,
} from '#shared/schemas/rates.ts'
import { getBestRate, getDisplayRates, getRateHistory } from '#worker/domain/rates.ts'
import { edgeCached } from '#worker/edge-cache/middleware.ts'
import type { AppEnv } from '#worker/env.ts'
import { log } from '#worker/lib/log.ts'
import { validate } from '#worker/lib/validate.ts'
import { allow } from '#worker/middleware/access.ts'

const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600'

/**
 * Public rates. A query failure yields an empty list and a logged error, never a 500 page (the
 * spec's rule); that answer is `no-store`, so no cache keeps it in place of real rates.
 */
const FAILED_READ = 'no-store'
export const ratesRoutes = new Hono<AppEnv>()
  .get('/', allow('public'), validate('query', ratesQuerySchema), edgeCached('rates'), async (c) => {
    const { province } = c.req.valid('query')
    let body: RatesResponse
    try {
      body = await getDisplayRates(c.get('db'), { province, now: new Date() })
    } catch (error) {
      log.error('rates query failed', { requestId: c.get('requestId'), error: String(error) })
      c.header('Cache-Control', FAILED_READ)
      return c.json({ rates: [], ratesDate: null, isToday: false } satisfies RatesResponse, 200)
    }
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(body, 200)
  })
  .get('/best', allow('public'), edgeCached('rates'), async (c) => {
    let body: BestRateResponse
    try {
      body = { best: await getBestRate(c.get('db')) }
    } catch (error) {
      log.error('best rate query failed', { requestId: c.get('requestId'), error: String(error) })
      c.header('Cache-Control', FAILED_READ)
      return c.json({ best: null } satisfies BestRateResponse, 200)
    }
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(body, 200)
  })
  .get('/history', allow('public'), validate('query', rateHistoryQuerySchema), edgeCached('rates'), async (c) => {
    const input = c.req.valid('query')
    let body: RateHistoryResponse
    try {
      body = await getRateHistory(c.get('db'), input, new Date())
    } catch (error) {
      // Same rule as the list: a failed read is an empty series, logged.
      log.error('rate history query failed', { requestId: c.get('requestId'), error: String(error) })
      c.header('Cache-Control', FAILED_READ)
      const empty: RateHistoryResponse = {
        province: provinceFromCode(input.province).name,
        term: input.term,
        rateType: input.rateType,
        mortgageType: input.mortgageType,
        days: input.days,
        points: [],
      }
      return c.json(empty, 200)
    }
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(body, 200)
  })
