import { z } from 'zod'
import { MORTGAGE_TYPES, RATE_TYPES } from '../constants/rates'

export const ratesQuerySchema = z.strictObject({
  /** Province code (ON) or full name; unknown values map to Ontario; absent = all provinces. */
  province: z.string().trim().min(1).max(40).optional(),
})

export const rateSchema = z.object({
  id: z.string(),
  province: z.string(),
  term: z.string(),
  rateType: z.enum(RATE_TYPES),
  mortgageType: z.enum(MORTGAGE_TYPES),
  postedRate: z.number(),
  ourRate: z.number(),
  sourceUrl: z.string(),
  scrapedAt: z.string(),
  isActive: z.boolean(),
})
export type Rate = z.infer<typeof rateSchema>

/** GET /api/rates: the rates and the UTC day they are from (null when there are none). */
export type RatesResponse = { rates: Rate[]; ratesDate: string | null; isToday: boolean }
export type BestRateResponse = { best: Pick<Rate, 'ourRate' | 'term' | 'rateType'> | null }
