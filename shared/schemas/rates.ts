import * as z from 'zod/mini'
import { MORTGAGE_TYPES, PROVINCES, RATE_TYPES, TERMS } from '#shared/constants/rates.ts'
import { hasRateDecimals, MAX_RATE_PERCENT, RATE_DECIMALS } from '#shared/rules/rates.ts'
import { jsonObject, safeString } from './text'

/**
 * Rates contracts: the public rates display, the admin Rates tab and its manual rate form.
 * Requests are strict with bounded strings; responses are plain types (an installed PWA may be
 * older than the server, so response shapes are not parsed strictly).
 */

// ---------------------------------------------------------------------------------------
// Public
// ---------------------------------------------------------------------------------------

export const ratesQuerySchema = z.strictObject({
  /** Province code (ON) or full name; unknown values map to Ontario; absent = all provinces. */
  province: z.optional(safeString(40, { trim: true }).check(z.minLength(1))),
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
export type BestRateResponse = { best: Pick<Rate, 'ourRate' | 'term' | 'rateType' | 'mortgageType'> | null }

/** Longest history a request may ask for (one year of daily points). */
export const MAX_HISTORY_DAYS = 365
export const DEFAULT_HISTORY_DAYS = 90

/** A whole number in a query string, min..max. */
export const intFromQuery = (min: number, max: number) =>
  z.pipe(
    z.pipe(safeString(6, { trim: true }).check(z.regex(/^\d+$/, 'Use a whole number')), z.transform(Number)),
    z.int().check(z.gte(min), z.lte(max)),
  )

/** GET /api/rates/history: one product's daily our rate over the last `days` UTC days. */
export const rateHistoryQuerySchema = z.strictObject({
  province: z._default(safeString(40, { trim: true }).check(z.minLength(1)), 'ON'),
  term: z.enum(TERMS),
  rateType: z.enum(RATE_TYPES),
  mortgageType: z._default(z.enum(MORTGAGE_TYPES), 'Conventional'),
  days: z._default(intFromQuery(1, MAX_HISTORY_DAYS), DEFAULT_HISTORY_DAYS),
})
export type RateHistoryQuery = z.input<typeof rateHistoryQuerySchema>

/** One point per UTC day that has rates: the day's final rates (its last refresh), lowest our rate. */
export type RateHistoryPoint = { date: string; ourRate: number; postedRate: number }
export type RateHistoryResponse = {
  province: string
  term: string
  rateType: (typeof RATE_TYPES)[number]
  mortgageType: (typeof MORTGAGE_TYPES)[number]
  days: number
  points: RateHistoryPoint[]
}

// ---------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------

export const PROVINCE_CODES = PROVINCES.map((p) => p.code) as [
  (typeof PROVINCES)[number]['code'],
  ...(typeof PROVINCES)[number]['code'][],
]

export { MAX_RATE_PERCENT } from '#shared/rules/rates.ts'

/** A percent with at most RATE_DECIMALS decimals (the form's step 0.001), 0 < rate ≤ MAX_RATE_PERCENT (shared/rules/rates.ts). */
export const ratePercentSchema = z
  .number({ error: 'Enter a rate' })
  .check(
    z.gt(0, 'Must be more than 0'),
    z.lte(MAX_RATE_PERCENT, `Must be at most ${MAX_RATE_PERCENT}`),
    z.refine(hasRateDecimals, `Use at most ${RATE_DECIMALS} decimals`),
  )

/** 'Add Rate Manually': source 'Manual Entry', created active. */
export const manualRateSchema = z.strictObject({
  rateType: z.enum(RATE_TYPES),
  term: z.enum(TERMS),
  mortgageType: z.enum(MORTGAGE_TYPES),
  province: z.enum(PROVINCE_CODES),
  postedRate: ratePercentSchema,
  ourRate: ratePercentSchema,
})
export type ManualRateInput = z.infer<typeof manualRateSchema>

/** Inline edit (posted and our rate) or the status toggle; carries the row's version. */
export const rateUpdateSchema = z
  .strictObject({
    version: z.int().check(z.gte(1), z.lte(1_000_000_000)),
    postedRate: z.optional(ratePercentSchema),
    ourRate: z.optional(ratePercentSchema),
    isActive: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => v.postedRate !== undefined || v.ourRate !== undefined || v.isActive !== undefined, {
      message: 'Nothing to change',
      path: ['postedRate'],
    }),
  )
export type RateUpdateInput = z.infer<typeof rateUpdateSchema>

export const rateIdParamSchema = z.strictObject({
  id: safeString(64, { trim: true }).check(z.minLength(1)),
})

export const rateDeleteQuerySchema = z.strictObject({
  version: z.optional(intFromQuery(1, 1_000_000_000)),
})

export const ADMIN_RATE_STATUSES = ['active', 'inactive', 'all'] as const
export const ADMIN_PAGE_SIZES = [25, 50, 100, 200] as const

/** The All Rates table: filter by province and status (active only by default), paginated. */
export const adminRatesQuerySchema = z.strictObject({
  province: z.optional(z.enum(PROVINCE_CODES)),
  status: z._default(z.enum(ADMIN_RATE_STATUSES), 'active'),
  page: z._default(intFromQuery(1, 100_000), 1),
  pageSize: z._default(intFromQuery(1, 200), 50),
})
export type AdminRatesQuery = z.input<typeof adminRatesQuerySchema>

/** Admin rows also carry what inline edits need (version) and when the row changed. */
export type AdminRate = Rate & { version: number; updatedAt: string }

export type RatesSummary = {
  totalRates: number
  activeRates: number
  /** Today's UTC day (`YYYY-MM-DD`): the day the public site calls "today". */
  currentDate: string
  /** Rows scraped (or entered) within today's UTC day. */
  todayRates: number
  /** Provinces that have at least one active rate. */
  provinceCount: number
  /** The UTC day of the newest active rate, null when nothing is active. */
  latestActiveDate: string | null
}

export type AdminRatesListResponse = {
  rates: AdminRate[]
  /** Rows matching the filter (for pagination). */
  total: number
  page: number
  pageSize: number
  summary: RatesSummary
}

/** Conflict (409) on a stale version: the row as it is now, or null when it was deleted. */
export type RateConflictBody = { error: { code: 'conflict'; message: string }; current: AdminRate | null }

/** Bodyless admin actions still send JSON (`{}`), so the JSON-only rule holds for every write. */
export const emptyBodySchema = z.strictObject({})

export const REFRESH_TRIGGERS = ['cron', 'manual', 'scrape'] as const
export const REFRESH_OUTCOMES = ['scraped', 'carried-forward', 'kept-current', 'failed'] as const
export type RefreshTrigger = (typeof REFRESH_TRIGGERS)[number]
export type RefreshOutcome = (typeof REFRESH_OUTCOMES)[number]

/** Per-source line of a scrape (worker/jobs/rate-refresh/scrape.ts SourceReport). */
export type RefreshSourceReport = {
  id: string
  ok: boolean
  count: number
  error: string | null
  reason?: string
  problems?: string[]
  skipped: string[]
}

/**
 * The result of a refresh (daily-rate-refresh / scrape-rates / the ensure-current helper in the
 * spec): success, message, date and rates count, plus what happened and the run's id.
 */
export type RefreshResult = {
  success: boolean
  message: string
  /** The UTC day the active rates are from after the run (null when none). */
  date: string | null
  ratesCount: number
  outcome: RefreshOutcome
  runId: string
}

export type RefreshRun = {
  id: string
  trigger: RefreshTrigger
  startedAt: string
  finishedAt: string | null
  success: boolean
  outcome: RefreshOutcome | null
  message: string
  ratesDate: string | null
  ratesCount: number
  sources: RefreshSourceReport[]
  problems: string[]
  /** The admin who started it; null for the cron. */
  actorId: string | null
}

export const runsQuerySchema = z.strictObject({
  limit: z._default(intFromQuery(1, 100), 20),
})

export type RefreshRunsResponse = { runs: RefreshRun[] }

/** PUT /api/admin/rates/sources: the whole list (validated in depth on the server). */
export const rateSourcesBodySchema = z.strictObject({
  // Each source is judged by the strict source schema (worker/domain/rate-sources.ts), uncopied so
  // its own `__proto__` or `constructor` key is refused there, not lost (see jsonObject).
  sources: z.array(jsonObject('Each source must be an object')).check(z.maxLength(50)),
})

export type RateSourceConfig = {
  id: string
  url: string
  parser: 'html-table' | 'json'
  options: Record<string, unknown>
}

export type RateSourcesResponse = {
  /** 'database' when admins saved a list, 'environment' for RATE_SOURCES, 'none' otherwise. */
  origin: 'database' | 'environment' | 'none'
  sources: RateSourceConfig[]
  /** Why the effective configuration cannot be used (shown to admins), else null. */
  error: string | null
  updatedAt: string | null
}

/** Diagnostics for the debug, ontario-test, current-rates and scrape-test tabs. */
export type ProvinceRateCounts = {
  province: string
  code: string
  /** Active rows by rate type. */
  fixed: number
  variable: number
  /** Active rows scraped today. */
  today: number
}

export type RatesDiagnostics = {
  checkedAt: string
  summary: RatesSummary
  /** Rows scraped within today's UTC day, active and inactive. */
  todayActive: number
  todayInactive: number
  manualActive: number
  /** The latest 10 active rows (newest first). */
  latestActive: AdminRate[]
  byProvince: ProvinceRateCounts[]
  /** What GET /api/rates?province=ON returns, split by rate type (the ontario-test tab). */
  ontario: { ratesDate: string | null; isToday: boolean; fixed: Rate[]; variable: Rate[] }
  lastRun: RefreshRun | null
}
