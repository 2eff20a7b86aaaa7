/**
 * Admin rates management: the paginated table, manual entry, inline edit and status toggle with the
 * row's version (409 on a stale one), delete, the summary, refresh runs, rate sources and the
 * diagnostics of the debug / ontario-test / current-rates / scrape-test tabs.
 */
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { PROVINCES, provinceFromCode } from '#shared/constants/rates.ts'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import type {
  AdminRate,
  AdminRatesListResponse,
  ManualRateInput,
  ProvinceRateCounts,
  RateSourceConfig,
  RateSourcesResponse,
  RatesDiagnostics,
  RatesSummary,
  RateUpdateInput,
  RefreshRun,
  RefreshSourceReport,
} from '#shared/schemas/rates.ts'
import type { Db } from '#worker/db/client.ts'
import { mortgageRates, type rateRefreshRuns, rateSources } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { refusedUrlFields } from '#worker/lib/safe-fetch.ts'
import { recentRunsQuery } from './rate-refresh'
import { loadRateSources, rateSourcesSchema } from './rate-sources'
import { activeRatesQuery, selectDisplayRates, toRate, utcDay, utcDayBounds } from './rates'

type RateRow = typeof mortgageRates.$inferSelect
type RunRow = typeof rateRefreshRuns.$inferSelect
type BatchItem = Parameters<Db['batch']>[0][number]

/** Who acts (the signed-in super admin); recorded where the schema has room for it. */

export const MANUAL_SOURCE = 'Manual Entry'

export function toAdminRate(row: RateRow): AdminRate {
  return { ...toRate(row), version: row.version, updatedAt: row.updatedAt.toISOString() }
}

export function toRefreshRun(row: RunRow): RefreshRun {
  const details = (row.details ?? {}) as { sources?: RefreshSourceReport[]; problems?: string[] }
  return {
    id: row.id,
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    success: row.success,
    outcome: row.outcome,
    message: row.message,
    ratesDate: row.ratesDate,
    ratesCount: row.ratesCount,
    sources: Array.isArray(details.sources) ? details.sources : [],
    problems: Array.isArray(details.problems) ? details.problems : [],
    actorId: row.actorId ?? null,
  }
}

// ---------------------------------------------------------------------------------------------
// Summary and the All Rates table
// ---------------------------------------------------------------------------------------------

function summaryQuery(db: Db, now: Date) {
  const { start, end } = utcDayBounds(now)
  return db
    .select({
      total: count(),
      active: sql<number>`coalesce(sum(${mortgageRates.isActive}), 0)`,
      today: sql<number>`coalesce(sum(case when ${mortgageRates.scrapedAt} >= ${start.getTime()} and ${mortgageRates.scrapedAt} < ${end.getTime()} then 1 else 0 end), 0)`,
      provinces: sql<number>`count(distinct case when ${mortgageRates.isActive} = 1 then ${mortgageRates.province} end)`,
      latestActive: sql<
        number | null
      >`max(case when ${mortgageRates.isActive} = 1 then ${mortgageRates.scrapedAt} end)`,
    })
    .from(mortgageRates)
}

function toSummary(
  row: { total: number; active: number; today: number; provinces: number; latestActive: number | null } | undefined,
  now: Date,
): RatesSummary {
  return {
    totalRates: Number(row?.total ?? 0),
    activeRates: Number(row?.active ?? 0),
    currentDate: utcDay(now),
    todayRates: Number(row?.today ?? 0),
    provinceCount: Number(row?.provinces ?? 0),
    latestActiveDate: row?.latestActive != null ? utcDay(new Date(Number(row.latestActive))) : null,
  }
}

export type AdminListInput = {
  province?: string | undefined
  status: 'active' | 'inactive' | 'all'
  page: number
  pageSize: number
}

/** The All Rates table: one batch (the page, its count, the summary). Newest first. */
export async function listAdminRates(
  db: Db,
  input: AdminListInput,
  _actor: Actor,
  now: Date,
): Promise<AdminRatesListResponse> {
  const filters: (SQL | undefined)[] = [
    input.province ? eq(mortgageRates.province, provinceFromCode(input.province).name) : undefined,
    input.status === 'active'
      ? eq(mortgageRates.isActive, true)
      : input.status === 'inactive'
        ? eq(mortgageRates.isActive, false)
        : undefined,
  ]
  const where = and(...filters)
  const [rows, [counted], [summary]] = await db.batch([
    db
      .select()
      .from(mortgageRates)
      .where(where)
      .orderBy(
        desc(mortgageRates.scrapedAt),
        asc(mortgageRates.province),
        asc(mortgageRates.rateType),
        asc(mortgageRates.term),
        asc(mortgageRates.mortgageType),
        asc(mortgageRates.id),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(mortgageRates).where(where),
    summaryQuery(db, now),
  ])
  return {
    rates: rows.map(toAdminRate),
    total: Number(counted?.n ?? 0),
    page: input.page,
    pageSize: input.pageSize,
    summary: toSummary(summary, now),
  }
}

// ---------------------------------------------------------------------------------------------
// Manual entry, inline edit, status toggle, delete
// ---------------------------------------------------------------------------------------------

/** 'Add Rate Manually': source 'Manual Entry', scraped now, created active. */
export async function createManualRate(db: Db, input: ManualRateInput, _actor: Actor, now: Date): Promise<AdminRate> {
  const [row] = await db
    .insert(mortgageRates)
    .values({
      id: uuidv7(),
      province: provinceFromCode(input.province).name,
      term: input.term,
      rateType: input.rateType,
      mortgageType: input.mortgageType,
      postedRate: input.postedRate,
      ourRate: input.ourRate,
      sourceUrl: MANUAL_SOURCE,
      scrapedAt: now,
      isActive: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!row) throw new HttpError('internal', 'The rate was not saved')
  return toAdminRate(row)
}

export type UpdateOutcome = { ok: true; rate: AdminRate } | { ok: false; conflict: AdminRate }

/**
 * Inline edit (posted and our rate) and the status toggle. Only applies when the row still has
 * the version the admin saw; otherwise the current row comes back as a conflict. Unknown id → 404.
 */
export async function updateRate(
  db: Db,
  id: string,
  input: RateUpdateInput,
  _actor: Actor,
  now: Date,
): Promise<UpdateOutcome> {
  const changes: Partial<typeof mortgageRates.$inferInsert> = { updatedAt: now }
  if (input.postedRate !== undefined) changes.postedRate = input.postedRate
  if (input.ourRate !== undefined) changes.ourRate = input.ourRate
  if (input.isActive !== undefined) changes.isActive = input.isActive
  const [row] = await db
    .update(mortgageRates)
    .set({ ...changes, version: sql`${mortgageRates.version} + 1` })
    .where(and(eq(mortgageRates.id, id), eq(mortgageRates.version, input.version)))
    .returning()
  if (row) return { ok: true, rate: toAdminRate(row) }
  const [current] = await db.select().from(mortgageRates).where(eq(mortgageRates.id, id))
  if (!current) throw new HttpError('not_found', 'Rate not found')
  return { ok: false, conflict: toAdminRate(current) }
}

export type DeleteOutcome = { ok: true } | { ok: false; conflict: AdminRate }

/** Delete by id (a hard delete: the row leaves the history too); with a version, only that version. */
export async function deleteRate(
  db: Db,
  id: string,
  version: number | undefined,
  _actor: Actor,
): Promise<DeleteOutcome> {
  const deleted = await db
    .delete(mortgageRates)
    .where(and(eq(mortgageRates.id, id), version !== undefined ? eq(mortgageRates.version, version) : undefined))
    .returning({ id: mortgageRates.id })
  if (deleted.length > 0) return { ok: true }
  const [current] = await db.select().from(mortgageRates).where(eq(mortgageRates.id, id))
  if (!current) throw new HttpError('not_found', 'Rate not found')
  return { ok: false, conflict: toAdminRate(current) }
}

// ---------------------------------------------------------------------------------------------
// Refresh runs
// ---------------------------------------------------------------------------------------------

export async function listRefreshRuns(db: Db, limit: number, _actor: Actor): Promise<RefreshRun[]> {
  return (await recentRunsQuery(db, limit)).map(toRefreshRun)
}

// ---------------------------------------------------------------------------------------------
// Rate sources
// ---------------------------------------------------------------------------------------------

export async function getRateSources(db: Db, envJson: string | undefined, _actor: Actor): Promise<RateSourcesResponse> {
  const [loaded, [latest]] = await Promise.all([
    loadRateSources(db, envJson),
    db.select({ updatedAt: rateSources.updatedAt }).from(rateSources).orderBy(desc(rateSources.updatedAt)).limit(1),
  ])
  let sources: RateSourceConfig[] = loaded.sources.map((s) => ({
    id: s.id,
    url: s.url,
    parser: s.parser,
    options: s.options as Record<string, unknown>,
  }))
  if (!loaded.ok && loaded.origin === 'database') {
    // Show what is stored even when it no longer validates, so it can be fixed.
    const rows = await db.select().from(rateSources).orderBy(asc(rateSources.position))
    sources = rows.map((r) => ({
      id: r.id,
      url: r.url,
      parser: r.parser,
      options: (r.options ?? {}) as Record<string, unknown>,
    }))
  }
  return {
    origin: loaded.origin,
    sources,
    error: loaded.ok ? null : loaded.error,
    updatedAt: loaded.origin === 'database' && latest ? latest.updatedAt.toISOString() : null,
  }
}

/**
 * Replace the saved source list (one batch). An empty list removes it, so RATE_SOURCES from the
 * environment applies again. URLs follow the outbound rules: http(s) only; link-local and
 * metadata addresses never; loopback and private addresses only outside production.
 */
export async function saveRateSources(
  db: Db,
  input: { sources: unknown[] },
  opts: { allowPrivate: boolean; envJson: string | undefined; now: Date },
  actor: Actor,
): Promise<RateSourcesResponse> {
  const parsed = rateSourcesSchema.safeParse(input.sources)
  if (!parsed.success) {
    const fields = toFieldErrors(parsed.error, ['sources'])
    throw new HttpError('validation_failed', `Invalid rate sources: ${Object.keys(fields).join(', ')}`, fields)
  }
  const fields = refusedUrlFields(
    'sources',
    parsed.data.map((s) => s.url),
    opts.allowPrivate,
    'a rate source',
  )
  if (Object.keys(fields).length > 0)
    throw new HttpError('validation_failed', 'Invalid rate sources: a URL is not allowed', fields)

  const writes: BatchItem[] = [db.delete(rateSources)]
  if (parsed.data.length > 0) {
    writes.push(
      db.insert(rateSources).values(
        parsed.data.map((s, position) => ({
          id: s.id,
          position,
          url: s.url,
          parser: s.parser,
          options: s.options,
          updatedAt: opts.now,
          updatedBy: actor?.id ?? null,
        })),
      ),
    )
  }
  await db.batch(writes as [BatchItem, ...BatchItem[]])
  return getRateSources(db, opts.envJson, actor)
}

// ---------------------------------------------------------------------------------------------
// Diagnostics
// ---------------------------------------------------------------------------------------------

/** Counts and samples for the diagnostic tabs, in one batch, straight from the database. */
export async function getRatesDiagnostics(db: Db, _actor: Actor, now: Date): Promise<RatesDiagnostics> {
  const { start, end } = utcDayBounds(now)
  const inToday = and(gte(mortgageRates.scrapedAt, start), lt(mortgageRates.scrapedAt, end))
  const [[summary], [todayCounts], [manual], latest, groups, ontarioRows, runs] = await db.batch([
    summaryQuery(db, now),
    db
      .select({
        active: sql<number>`coalesce(sum(${mortgageRates.isActive}), 0)`,
        inactive: sql<number>`coalesce(sum(1 - ${mortgageRates.isActive}), 0)`,
      })
      .from(mortgageRates)
      .where(inToday),
    db
      .select({ n: count() })
      .from(mortgageRates)
      .where(and(eq(mortgageRates.isActive, true), eq(mortgageRates.sourceUrl, MANUAL_SOURCE))),
    db
      .select()
      .from(mortgageRates)
      .where(eq(mortgageRates.isActive, true))
      .orderBy(desc(mortgageRates.scrapedAt), asc(mortgageRates.province))
      .limit(10),
    db
      .select({
        province: mortgageRates.province,
        rateType: mortgageRates.rateType,
        n: count(),
        today: sql<number>`coalesce(sum(case when ${mortgageRates.scrapedAt} >= ${start.getTime()} and ${mortgageRates.scrapedAt} < ${end.getTime()} then 1 else 0 end), 0)`,
      })
      .from(mortgageRates)
      .where(eq(mortgageRates.isActive, true))
      .groupBy(mortgageRates.province, mortgageRates.rateType),
    activeRatesQuery(db, 'ON'),
    recentRunsQuery(db, 1),
  ])

  const byName = new Map<string, ProvinceRateCounts>()
  for (const p of PROVINCES) byName.set(p.name, { province: p.name, code: p.code, fixed: 0, variable: 0, today: 0 })
  for (const g of groups) {
    const entry = byName.get(g.province) ?? { province: g.province, code: '?', fixed: 0, variable: 0, today: 0 }
    entry[g.rateType] += Number(g.n)
    entry.today += Number(g.today)
    byName.set(g.province, entry)
  }
  const ontario = selectDisplayRates(ontarioRows, now)
  return {
    checkedAt: now.toISOString(),
    summary: toSummary(summary, now),
    todayActive: Number(todayCounts?.active ?? 0),
    todayInactive: Number(todayCounts?.inactive ?? 0),
    manualActive: Number(manual?.n ?? 0),
    latestActive: latest.map(toAdminRate),
    byProvince: [...byName.values()],
    ontario: {
      ratesDate: ontario.ratesDate,
      isToday: ontario.isToday,
      fixed: ontario.rates.filter((r) => r.rateType === 'fixed'),
      variable: ontario.rates.filter((r) => r.rateType === 'variable'),
    },
    lastRun: runs[0] ? toRefreshRun(runs[0]) : null,
  }
}
