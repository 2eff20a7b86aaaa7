import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { bool, id, refreshRunColumns, savedBy, savedListEntry, syncColumns, timestamp } from './columns'

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
    // Rate history: one product's rows over a bounded range of days (GET /api/rates/history).
    index('mortgage_rates_series_idx').on(t.province, t.term, t.rateType, t.mortgageType, t.scrapedAt),
    // Admin list without filters: every row, newest first.
    index('mortgage_rates_scraped_idx').on(t.scrapedAt),
  ],
)

/** One row per refresh (cron or on demand): what happened, visible to admins. */
export const rateRefreshRuns = sqliteTable(
  'rate_refresh_runs',
  {
    id: id(),
    trigger: text({ enum: ['cron', 'manual', 'scrape'] }).notNull(),
    outcome: text({ enum: ['scraped', 'carried-forward', 'kept-current', 'failed'] }),
    ratesDate: text(),
    ratesCount: integer().notNull().default(0),
    ...refreshRunColumns(),
  },
  (t) => [index('rate_refresh_runs_started_idx').on(t.startedAt)],
)

/**
 * Rate sources managed by admins (PUT /api/admin/rates/sources), one row per source, in
 * order. When the table is empty the environment's RATE_SOURCES applies.
 * `options` is validated with worker/domain/rate-sources.ts on write and again on read.
 */
export const rateSources = sqliteTable('rate_sources', {
  ...savedListEntry(),
  parser: text({ enum: ['html-table', 'json'] }).notNull(),
  options: text({ mode: 'json' }).$type<unknown>().notNull(),
  ...savedBy(),
})

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
