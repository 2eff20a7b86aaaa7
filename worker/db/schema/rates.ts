import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { bool, id, syncColumns, timestamp } from './columns'

export const RATE_TYPES = ['fixed', 'variable'] as const
export const MORTGAGE_TYPES = ['Conventional', 'High-Ratio', 'Refinance'] as const

export const mortgageRates = sqliteTable(
  'mortgage_rates',
  {
    id: id(),
    /** Full province name, as in the spec ('Ontario'). */
    province: text().notNull(),
    /** '1 year', '3 year', '5 year', '7 year'. */
    term: text().notNull(),
    rateType: text({ enum: RATE_TYPES }).notNull(),
    mortgageType: text({ enum: MORTGAGE_TYPES }).notNull(),
    postedRate: real().notNull(),
    ourRate: real().notNull(),
    /** 'Manual Entry' for manual rows, otherwise the scraped source. */
    sourceUrl: text().notNull(),
    scrapedAt: timestamp().notNull(),
    isActive: bool().notNull().default(true),
    ...syncColumns(),
  },
  (t) => [
    // Rates display: active rows of a province in today's UTC day, ordered by our_rate.
    index('mortgage_rates_province_active_scraped_idx').on(t.province, t.isActive, t.scrapedAt),
    // Fallback (most recent active) and count checks.
    index('mortgage_rates_active_scraped_idx').on(t.isActive, t.scrapedAt),
    // Best-rate badge and chat rates: active rows by our_rate.
    index('mortgage_rates_active_our_rate_idx').on(t.isActive, t.ourRate),
  ],
)

/** One row per refresh (cron or on demand): what happened, visible to admins. */
export const rateRefreshRuns = sqliteTable(
  'rate_refresh_runs',
  {
    id: id(),
    trigger: text({ enum: ['cron', 'manual', 'scrape'] }).notNull(),
    startedAt: timestamp().notNull(),
    finishedAt: timestamp(),
    success: bool().notNull().default(false),
    outcome: text({ enum: ['scraped', 'carried-forward', 'kept-current', 'failed'] }),
    message: text().notNull().default(''),
    ratesDate: text(),
    ratesCount: integer().notNull().default(0),
    details: text({ mode: 'json' }).$type<unknown>(),
  },
  (t) => [index('rate_refresh_runs_started_idx').on(t.startedAt)],
)

export const lenders = sqliteTable(
  'lenders',
  {
    id: id(),
    name: text().notNull(),
    logoUrl: text(),
    type: text({ enum: ['a_lender', 'alternate_lender'] })
      .notNull()
      .default('a_lender'),
    isActive: bool().notNull().default(true),
    displayOrder: integer().notNull().default(0),
    ...syncColumns(),
  },
  (t) => [index('lenders_active_order_idx').on(t.isActive, t.displayOrder)],
)
