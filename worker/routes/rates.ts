import { Hono } from 'hono'
import { ratesQuerySchema, type BestRateResponse, type RatesResponse } from '../../shared/schemas/rates'
import { getBestRate, getDisplayRates } from '../domain/rates'
import type { AppEnv } from '../env'
import { log } from '../lib/log'
import { validate } from '../lib/validate'
import { allow } from '../middleware/access'

/** Public rates. A query failure yields an empty list and a logged error, never a 500 page. */
export const ratesRoutes = new Hono<AppEnv>()
  .get('/', allow('public'), validate('query', ratesQuerySchema), async (c) => {
    const { province } = c.req.valid('query')
    let body: RatesResponse
    try {
      body = await getDisplayRates(c.get('db'), { province, now: new Date() })
    } catch (error) {
      log.error('rates query failed', { requestId: c.get('requestId'), error: String(error) })
      body = { rates: [], ratesDate: null, isToday: false }
    }
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600')
    return c.json(body, 200)
  })
  .get('/best', allow('public'), async (c) => {
    let body: BestRateResponse
    try {
      body = { best: await getBestRate(c.get('db')) }
    } catch (error) {
      log.error('best rate query failed', { requestId: c.get('requestId'), error: String(error) })
      body = { best: null }
    }
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600')
    return c.json(body, 200)
  })
