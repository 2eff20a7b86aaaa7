/**
 * What the rate refresh writes (docs/decisions/011-rates-refresh.md). The refresh job
 * (worker/jobs/rate-refresh/run.ts: the daily cron and the admin's 'Scrape from Source') and
 * 'Manage Current Date Rates' end here.
 *
 * - A good scrape writes, in ONE batch: the previously active rows deactivated, the new rows
 *   inserted active with the run's single scraped_at, and the run record.
 * - A failed or suspicious scrape writes no rates. The cron then makes sure today has rates
 *   (`ensureCurrentRates`: carry the latest active rates forward), so visitors never see
 *   'No Rates Available' because a source hiccuped; the admin's scrape button reports it.
 * - Every run is recorded in rate_refresh_runs, with its per-source report, in the same batch
 *   as its writes (a run is never recorded without its rates, nor the reverse).
 */
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { MortgageType, ProvinceName, RateType, Term } from '#shared/constants/rates.ts'
import type { RefreshOutcome, RefreshResult, RefreshSourceReport, RefreshTrigger } from '#shared/schemas/rates.ts'
import type { Db } from '#worker/db/client.ts'
import { mortgageRates, rateRefreshRuns } from '#worker/db/schema/index.ts'
import { log } from '#worker/lib/log.ts'
import { utcDay, utcDayBounds } from './rates'

type RateInsert = typeof mortgageRates.$inferInsert
type RunInsert = typeof rateRefreshRuns.$inferInsert
type BatchItem = Parameters<Db['batch']>[0][number]

/** Rows per INSERT statement inside a batch (well under SQLite's variable limit). */
const INSERT_CHUNK = 40

/** A validated rate of a scrape, as it is stored. */
export type ScrapedRate = {
  province: ProvinceName
  term: Term
  rate_type: RateType
  mortgage_type: MortgageType
  posted_rate: number
  our_rate: number
  /** The source page without query or fragment (it may carry a key); shown publicly. */
  source_url: string
  scraped_at: Date
}

/** Why a scrape wrote nothing: recorded with the run (and the cron's carry-forward). */
export type ScrapeFailure = { message: string; sources: RefreshSourceReport[]; problems: string[] }

/** A good scrape: the new rows replace the active ones, recorded with the run, in one batch. */
export async function storeScrapedRates(
  db: Db,
  run: {
    trigger: RefreshTrigger
    startedAt: Date
    rows: ScrapedRate[]
    sources: RefreshSourceReport[]
    now: Date
    actorId?: string | null | undefined
  },
): Promise<RefreshResult> {
  const values: RateInsert[] = run.rows.map((r) => ({
    id: uuidv7(),
    province: r.province,
    term: r.term,
    rateType: r.rate_type,
    mortgageType: r.mortgage_type,
    postedRate: r.posted_rate,
    ourRate: r.our_rate,
    sourceUrl: r.source_url,
    scrapedAt: r.scraped_at,
    isActive: true,
    createdAt: run.now,
    updatedAt: run.now,
  }))
  const date = utcDay(run.startedAt)
  const record = runRecord({
    trigger: run.trigger,
    startedAt: run.startedAt,
    finishedAt: run.now,
    success: true,
    outcome: 'scraped',
    message: `Scraped ${values.length} rates from ${run.sources.length} source${run.sources.length === 1 ? '' : 's'}; the previous rates were deactivated.`,
    sources: run.sources,
    problems: [],
    ratesDate: date,
    ratesCount: values.length,
    actorId: run.actorId,
  })
  // Deactivate first, then insert: the batch is one transaction, and the new rows are never
  // touched by the deactivation. Manual rows are replaced too: the scrape is the day's rate sheet.
  await db.batch([
    deactivateActive(db, run.now),
    ...insertChunks(db, values),
    db.insert(rateRefreshRuns).values(record),
  ] as [BatchItem, ...BatchItem[]])
  log.info('rates scraped', { trigger: run.trigger, count: values.length })
  return result(record)
}

export type EnsureCurrentOptions = {
  trigger: Extract<RefreshTrigger, 'cron' | 'manual'>
  now?: () => Date
  startedAt?: Date
  /** Set by the cron when the scrape before it failed (recorded with the run). */
  scrapeFailure?: ScrapeFailure
  actorId?: string | null
}

/**
 * 'Manage Current Date Rates' (spec: manage-rates deactivate_old_rates / activate_current_rates,
 * and the ensure-current helper), also the cron's fallback. Keeps only today's rates active:
 * - today has active rates → older active rows are deactivated;
 * - no active rate is from today → the latest active rates are carried forward: copied with
 *   today's scraped_at, active, and the rows they were copied from deactivated;
 * - nothing is active but today has rows → today's rows are activated;
 * - nothing at all → a failed run (nothing to carry).
 * Each case writes its rows and the run record in one batch.
 */
export async function ensureCurrentRates(db: Db, options: EnsureCurrentOptions): Promise<RefreshResult> {
  const now = options.now ?? (() => new Date())
  const startedAt = options.startedAt ?? now()
  try {
    const { start, end, day } = utcDayBounds(startedAt)
    const [active, todayInactive] = await db.batch([
      db.select().from(mortgageRates).where(eq(mortgageRates.isActive, true)),
      db
        .select({ id: mortgageRates.id })
        .from(mortgageRates)
        .where(
          and(eq(mortgageRates.isActive, false), gte(mortgageRates.scrapedAt, start), lt(mortgageRates.scrapedAt, end)),
        ),
    ])
    const inToday = (d: Date) => d >= start && d < end
    const todayActive = active.filter((r) => inToday(r.scrapedAt))
    const older = active.filter((r) => !inToday(r.scrapedAt))
    const prefix = options.scrapeFailure ? `Scrape failed (${options.scrapeFailure.message}). ` : ''
    const base = {
      trigger: options.trigger,
      startedAt,
      sources: options.scrapeFailure?.sources ?? [],
      problems: options.scrapeFailure?.problems ?? [],
      actorId: options.actorId,
    }
    const finishedAt = now()

    if (todayActive.length > 0) {
      const record = runRecord({
        ...base,
        finishedAt,
        success: true,
        outcome: 'kept-current',
        message: `${prefix}Today's ${todayActive.length} rates are active${older.length ? `; ${older.length} older rates deactivated` : ''}.`,
        ratesDate: day,
        ratesCount: todayActive.length,
      })
      const insertRun = db.insert(rateRefreshRuns).values(record)
      if (older.length > 0)
        await db.batch([
          deactivateIds(
            db,
            older.map((r) => r.id),
            finishedAt,
          ),
          insertRun,
        ])
      else await insertRun
      return result(record)
    }

    if (active.length > 0) {
      const from = [...new Set(active.map((r) => utcDay(r.scrapedAt)))].sort()
      const copies: RateInsert[] = active.map((r) => ({
        id: uuidv7(),
        province: r.province,
        term: r.term,
        rateType: r.rateType,
        mortgageType: r.mortgageType,
        postedRate: r.postedRate,
        ourRate: r.ourRate,
        sourceUrl: r.sourceUrl,
        scrapedAt: startedAt,
        isActive: true,
        createdAt: finishedAt,
        updatedAt: finishedAt,
      }))
      const record = runRecord({
        ...base,
        finishedAt,
        success: true,
        outcome: 'carried-forward',
        message: `${prefix}Carried ${copies.length} rates forward from ${from.join(', ')} to ${day}.`,
        ratesDate: day,
        ratesCount: copies.length,
      })
      await db.batch([
        deactivateIds(
          db,
          active.map((r) => r.id),
          finishedAt,
        ),
        ...insertChunks(db, copies),
        db.insert(rateRefreshRuns).values(record),
      ] as [BatchItem, ...BatchItem[]])
      log.info('rates carried forward', { trigger: options.trigger, count: copies.length })
      return result(record)
    }

    if (todayInactive.length > 0) {
      const record = runRecord({
        ...base,
        finishedAt,
        success: true,
        outcome: 'kept-current',
        message: `${prefix}Activated today's ${todayInactive.length} rates.`,
        ratesDate: day,
        ratesCount: todayInactive.length,
      })
      await db.batch([
        db
          .update(mortgageRates)
          .set({ isActive: true, updatedAt: finishedAt, version: sql`${mortgageRates.version} + 1` })
          .where(
            inArray(
              mortgageRates.id,
              todayInactive.map((r) => r.id),
            ),
          ),
        db.insert(rateRefreshRuns).values(record),
      ])
      return result(record)
    }

    return await recordRefreshRun(db, {
      ...base,
      finishedAt,
      success: false,
      outcome: 'failed',
      message: `${prefix}No rates to keep current: add a rate manually or configure a rate source.`,
      ratesDate: null,
      ratesCount: 0,
    })
  } catch (error) {
    return recordRefreshCrash(db, options.trigger, startedAt, now(), error)
  }
}

// ---------------------------------------------------------------------------------------------

function deactivateActive(db: Db, at: Date) {
  return db
    .update(mortgageRates)
    .set({ isActive: false, updatedAt: at, version: sql`${mortgageRates.version} + 1` })
    .where(eq(mortgageRates.isActive, true))
}

function deactivateIds(db: Db, ids: string[], at: Date) {
  return db
    .update(mortgageRates)
    .set({ isActive: false, updatedAt: at, version: sql`${mortgageRates.version} + 1` })
    .where(and(inArray(mortgageRates.id, ids), eq(mortgageRates.isActive, true)))
}

function insertChunks(db: Db, values: RateInsert[]) {
  const out = []
  for (let i = 0; i < values.length; i += INSERT_CHUNK)
    out.push(db.insert(mortgageRates).values(values.slice(i, i + INSERT_CHUNK)))
  return out
}

export type RunFields = {
  trigger: RefreshTrigger
  startedAt: Date
  finishedAt: Date
  success: boolean
  outcome: RefreshOutcome
  message: string
  sources: RefreshSourceReport[]
  problems: string[]
  ratesDate: string | null
  ratesCount: number
  actorId?: string | null | undefined
}

function runRecord(f: RunFields): RunInsert & { id: string } {
  return {
    id: uuidv7(),
    trigger: f.trigger,
    startedAt: f.startedAt,
    finishedAt: f.finishedAt,
    success: f.success,
    outcome: f.outcome,
    message: f.message.slice(0, 2000),
    ratesDate: f.ratesDate,
    ratesCount: f.ratesCount,
    details: { sources: f.sources, problems: f.problems.slice(0, 50) },
    actorId: f.actorId ?? null,
  }
}

function result(record: RunInsert & { id: string }): RefreshResult {
  return {
    success: record.success ?? false,
    message: record.message ?? '',
    date: record.ratesDate ?? null,
    ratesCount: record.ratesCount ?? 0,
    outcome: record.outcome ?? 'failed',
    runId: record.id,
  }
}

/** A run that changed no rates (a failed admin scrape): only its record. */
export async function recordRefreshRun(db: Db, f: RunFields): Promise<RefreshResult> {
  const record = runRecord(f)
  await db.insert(rateRefreshRuns).values(record)
  return result(record)
}

/** An unexpected error (database down): logged, and recorded when the database lets us. */
export async function recordRefreshCrash(
  db: Db,
  trigger: RefreshTrigger,
  startedAt: Date,
  finishedAt: Date,
  error: unknown,
): Promise<RefreshResult> {
  const detail = error instanceof Error ? error.message : String(error)
  log.error('rate refresh crashed', { trigger, error: detail })
  const record = runRecord({
    trigger,
    startedAt,
    finishedAt,
    success: false,
    outcome: 'failed',
    message: `The refresh stopped with an error; no rates were changed. ${detail}`,
    sources: [],
    problems: [],
    ratesDate: null,
    ratesCount: 0,
  })
  try {
    await db.insert(rateRefreshRuns).values(record)
  } catch {
    // The database itself is unreachable: the log line above is all we can leave.
  }
  return result(record)
}

/** The newest recorded runs (admin panel). */
export function recentRunsQuery(db: Db, limit: number) {
  return db.select().from(rateRefreshRuns).orderBy(desc(rateRefreshRuns.startedAt)).limit(limit)
}
