import { and, asc, eq, gte } from 'drizzle-orm'
import { provinceFromCode } from '#shared/constants/rates.ts'
import type { Rate, RateHistoryPoint, RateHistoryResponse, RatesResponse } from '#shared/schemas/rates.ts'
import type { Db } from '#worker/db/client.ts'
import { mortgageRates } from '#worker/db/schema/index.ts'

type RateRow = typeof mortgageRates.$inferSelect

const DAY_MS = 86_400_000

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
  const end = new Date(start.getTime() + DAY_MS)
  return { start, end, day: start.toISOString().slice(0, 10) }
}

export const utcDay = (d: Date) => d.toISOString().slice(0, 10)

/** The active-rates query of the display (one province, or all); rows ordered by our_rate. */
export function activeRatesQuery(db: Db, province?: string) {
  const provinceFilter = province ? eq(mortgageRates.province, provinceFromCode(province).name) : undefined
  return db
    .select()
    .from(mortgageRates)
    .where(and(eq(mortgageRates.isActive, true), provinceFilter))
    .orderBy(asc(mortgageRates.ourRate))
}

/**
 * The spec's rule on rows already ordered by our_rate: today's UTC day first; when today has
 * none, the most recent active rates (all of them, dated by the newest).
 */
export function selectDisplayRates(rows: readonly RateRow[], now: Date): RatesResponse {
  if (rows.length === 0) return { rates: [], ratesDate: null, isToday: false }
  const { start, end, day } = utcDayBounds(now)
  const today = rows.filter((r) => r.scrapedAt >= start && r.scrapedAt < end)
  if (today.length > 0) return { rates: today.map(toRate), ratesDate: day, isToday: true }
  const newest = rows.reduce((a, b) => (b.scrapedAt > a.scrapedAt ? b : a))
  return { rates: rows.map(toRate), ratesDate: utcDay(newest.scrapedAt), isToday: false }
}

/**
 * Rates display (spec): active rates of the province scraped within today's UTC day, ordered by
 * our_rate; when there are none, the most recent active rates. One round trip: the active set is
 * small (a refresh deactivates the previous day), so the today/fallback split happens here.
 */
export async function getDisplayRates(db: Db, opts: { province?: string; now: Date }): Promise<RatesResponse> {
  return selectDisplayRates(await activeRatesQuery(db, opts.province), opts.now)
}

/**
 * Best-rate badge: the lowest our_rate among active rates, with its term, rate type and mortgage
 * type (the lowest is usually an insured one, which only a buyer with under 20 % down gets).
 */
export async function getBestRate(db: Db) {
  const [row] = await db
    .select({
      ourRate: mortgageRates.ourRate,
      term: mortgageRates.term,
      rateType: mortgageRates.rateType,
      mortgageType: mortgageRates.mortgageType,
    })
    .from(mortgageRates)
    .where(eq(mortgageRates.isActive, true))
    .orderBy(asc(mortgageRates.ourRate))
    .limit(1)
  return row ?? null
}

type HistoryRow = Pick<RateRow, 'scrapedAt' | 'ourRate' | 'postedRate' | 'isActive'>

/**
 * One point per UTC day from one product's rows (ordered by scraped_at): the rates the day
 * ended with. For today that is the active rows (what the display shows now); for a past day,
 * the day's last refresh (the rows sharing its latest scraped_at: a scrape, a carry-forward or
 * a manual entry). The lowest our rate among them, as the display picks one rate per cell.
 */
export function dailySeries(rows: readonly HistoryRow[], now: Date): RateHistoryPoint[] {
  const today = utcDay(now)
  const byDay = new Map<string, HistoryRow[]>()
  for (const r of rows) {
    const day = utcDay(r.scrapedAt)
    const list = byDay.get(day)
    if (list) list.push(r)
    else byDay.set(day, [r])
  }
  const points: RateHistoryPoint[] = []
  for (const [date, list] of [...byDay].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    let chosen: HistoryRow[]
    const active = list.filter((r) => r.isActive)
    if (date === today && active.length > 0) {
      chosen = active
    } else {
      const last = Math.max(...list.map((r) => r.scrapedAt.getTime()))
      chosen = list.filter((r) => r.scrapedAt.getTime() === last)
    }
    const best = chosen.reduce((a, b) => (b.ourRate < a.ourRate ? b : a))
    points.push({ date, ourRate: best.ourRate, postedRate: best.postedRate })
  }
  return points
}

/** One product's rates (province full name, term, rate type, mortgage type), any day, active or not. */
export function isProduct(
  province: string,
  p: { term: string; rateType: RateRow['rateType']; mortgageType: RateRow['mortgageType'] },
) {
  return and(
    eq(mortgageRates.province, province),
    eq(mortgageRates.term, p.term),
    eq(mortgageRates.rateType, p.rateType),
    eq(mortgageRates.mortgageType, p.mortgageType),
  )
}

/**
 * Rate history (GET /api/rates/history): the daily series of one province, term, rate type and
 * mortgage type over the last `days` UTC days (today included). Served by
 * mortgage_rates_series_idx; at most a few rows per day.
 */
export async function getRateHistory(
  db: Db,
  input: {
    province: string
    term: Rate['term']
    rateType: Rate['rateType']
    mortgageType: Rate['mortgageType']
    days: number
  },
  now: Date,
): Promise<RateHistoryResponse> {
  const province = provinceFromCode(input.province).name
  const from = new Date(utcDayBounds(now).start.getTime() - (input.days - 1) * DAY_MS)
  const rows = await db
    .select({
      scrapedAt: mortgageRates.scrapedAt,
      ourRate: mortgageRates.ourRate,
      postedRate: mortgageRates.postedRate,
      isActive: mortgageRates.isActive,
    })
    .from(mortgageRates)
    .where(and(isProduct(province, input), gte(mortgageRates.scrapedAt, from)))
    .orderBy(asc(mortgageRates.scrapedAt))
  return {
    province,
    term: input.term,
    rateType: input.rateType,
    mortgageType: input.mortgageType,
    days: input.days,
    points: dailySeries(rows, now),
  }
}
