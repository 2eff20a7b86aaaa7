import { and, asc, eq } from 'drizzle-orm'
import { provinceFromCode } from '../../shared/constants/rates'
import type { Rate } from '../../shared/schemas/rates'
import type { Db } from '../db/client'
import { mortgageRates } from '../db/schema'

type RateRow = typeof mortgageRates.$inferSelect

export function toRate(row: RateRow): Rate {
  return {
    id: row.id,
    province: row.province,
    term: row.term,
    rateType: row.rateType,
    mortgageType: row.mortgageType,
    postedRate: row.postedRate,
    ourRate: row.ourRate,
    sourceUrl: row.sourceUrl,
    scrapedAt: row.scrapedAt.toISOString(),
    isActive: row.isActive,
  }
}

export function utcDayBounds(now: Date): { start: Date; end: Date; day: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const end = new Date(start.getTime() + 86_400_000)
  return { start, end, day: start.toISOString().slice(0, 10) }
}

/**
 * Rates display (spec): active rates of the province scraped within today's UTC day, ordered by
 * our_rate; when there are none, the most recent active rates. One round trip: the active set is
 * small (scrapes deactivate the previous day), so the today/fallback split happens here.
 */
export async function getDisplayRates(db: Db, opts: { province?: string; now: Date }) {
  const { start, end, day } = utcDayBounds(opts.now)
  const provinceFilter = opts.province ? eq(mortgageRates.province, provinceFromCode(opts.province).name) : undefined
  const rows = await db
    .select()
    .from(mortgageRates)
    .where(and(eq(mortgageRates.isActive, true), provinceFilter))
    .orderBy(asc(mortgageRates.ourRate))
  if (rows.length === 0) return { rates: [], ratesDate: null, isToday: false }

  const today = rows.filter((r) => r.scrapedAt >= start && r.scrapedAt < end)
  if (today.length > 0) return { rates: today.map(toRate), ratesDate: day, isToday: true }

  const newest = rows.reduce((a, b) => (b.scrapedAt > a.scrapedAt ? b : a))
  return { rates: rows.map(toRate), ratesDate: utcDayBounds(newest.scrapedAt).day, isToday: false }
}

/** Best-rate badge: the lowest our_rate among active rates, with its term and rate type. */
export async function getBestRate(db: Db) {
  const [row] = await db
    .select({ ourRate: mortgageRates.ourRate, term: mortgageRates.term, rateType: mortgageRates.rateType })
    .from(mortgageRates)
    .where(eq(mortgageRates.isActive, true))
    .orderBy(asc(mortgageRates.ourRate))
    .limit(1)
  return row ?? null
}
