/**
 * Mortgage news in the database (docs/decisions/030-news-aggregator.md): the public pages,
 * storing what the aggregator gathered, Open Graph enrichment, the feed list and the runs.
 * The aggregator itself (fetching, parsing) is the news job, worker/jobs/news/run.ts.
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { toFieldErrors } from '#shared/schemas/errors.ts'
import {
  encodeNewsCursor,
  type NewsArticle,
  type NewsCursor,
  type NewsFeed,
  type NewsFeedsResponse,
  type NewsListResponse,
  type NewsRefreshRun,
  type NewsSourceReport,
  newsFeedsSchema,
} from '#shared/schemas/news.ts'
import type { Db } from '#worker/db/client.ts'
import { newsArticles, newsFeeds, newsRefreshRuns } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { refusedUrlFields } from '#worker/lib/safe-fetch.ts'
import { DEFAULT_NEWS_FEEDS, parseNewsFeedsConfig } from './news-feeds'

/** The newest articles kept; older ones are dropped after each run (bounds the search's scan). */
export const MAX_STORED_ARTICLES = 300
/** Words of a search that count (each must appear in the title or the summary). */
const MAX_SEARCH_WORDS = 8

/** A gathered article, normalised by the news job, as it is stored. */
export type NormalizedArticle = {
  id: string
  link: string
  titleKey: string
  title: string
  summary: string
  image: string | null
  author: string | null
  categories: string[]
  published: Date
  /** The feed id, or 'inoreader'. */
  source: string
}
type BatchItem = Parameters<Db['batch']>[0][number]
type ArticleRow = typeof newsArticles.$inferSelect

// ---------------------------------------------------------------------------------------------
// Public pages
// ---------------------------------------------------------------------------------------------

/**
 * A page of articles, newest first (published, then id), after `cursor`, matching every word
 * of `search` in the title or the summary (case-insensitive for ASCII). When nothing at all is
 * stored, the first page is the fallback (`fallbackNews`).
 */
export async function listNews(
  db: Db,
  query: { cursor?: NewsCursor | undefined; search?: string | undefined; limit: number },
): Promise<NewsListResponse> {
  const where: SQL[] = []
  if (query.cursor) {
    const at = new Date(query.cursor.published)
    where.push(
      or(lt(newsArticles.published, at), and(eq(newsArticles.published, at), lt(newsArticles.id, query.cursor.id)))!,
    )
  }
  for (const word of (query.search ?? '').split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS)) {
    const pattern = `%${word.replace(/[\\%_]/g, '\\$&')}%`
    where.push(
      sql`(${newsArticles.title} LIKE ${pattern} ESCAPE '\\' OR ${newsArticles.summary} LIKE ${pattern} ESCAPE '\\' OR ${newsArticles.ogDescription} LIKE ${pattern} ESCAPE '\\')`,
    )
  }
  const rows = await db
    .select()
    .from(newsArticles)
    .where(and(...where))
    .orderBy(desc(newsArticles.published), desc(newsArticles.id))
    .limit(query.limit + 1)

  if (rows.length === 0 && !query.cursor) {
    const any = query.search ? await db.select({ id: newsArticles.id }).from(newsArticles).limit(1) : []
    if (any.length === 0) return fallbackNews()
  }
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  const hasMore = rows.length > query.limit
  return {
    articles: page.map(toArticle),
    hasMore,
    nextCursor: hasMore && last ? encodeNewsCursor({ published: last.published.getTime(), id: last.id }) : null,
    source: 'stored',
  }
}

/**
 * Nothing stored, or a failed read: no articles and `source: 'fallback'`. The app shows the
 * spec's 3 static articles, filtered by the search, from its own copy
 * (#shared/content/fallback-news.ts): the worker does not carry them.
 */
export function fallbackNews(): NewsListResponse {
  return { articles: [], hasMore: false, nextCursor: null, source: 'fallback' }
}

function toArticle(r: ArticleRow): NewsArticle {
  return {
    id: r.id,
    title: r.title,
    link: r.link,
    published: r.published.toISOString(),
    summary: r.summary || r.ogDescription || '',
    image: r.image ?? r.ogImage,
    author: r.author,
    categories: r.categories,
    ogImage: r.ogImage,
    ogDescription: r.ogDescription,
  }
}

// ---------------------------------------------------------------------------------------------
// Storing a run's articles
// ---------------------------------------------------------------------------------------------

/**
 * Adds new articles and refreshes the ones already stored (same link: title, summary, image,
 * author and categories; the date and id stay, so pages do not reshuffle). An article whose
 * title matches another stored article's is a duplicate and is skipped. Then only the newest
 * MAX_STORED_ARTICLES are kept. One batch (one transaction). Never deletes on a failed run:
 * the caller only calls this with articles in hand.
 */
export async function storeNewsArticles(
  db: Db,
  articles: readonly NormalizedArticle[],
  now: Date,
): Promise<{ newCount: number; total: number }> {
  if (articles.length === 0) return { newCount: 0, total: await countNewsArticles(db) }
  const existing = await db
    .select({ id: newsArticles.id, link: newsArticles.link, titleKey: newsArticles.titleKey })
    .from(newsArticles)
    .where(
      or(
        inArray(
          newsArticles.link,
          articles.map((a) => a.link),
        ),
        inArray(
          newsArticles.titleKey,
          articles.map((a) => a.titleKey),
        ),
      ),
    )
  const byLink = new Map(existing.map((r) => [r.link, r]))
  const keyOwner = new Map(existing.map((r) => [r.titleKey, r.id]))

  const writes: BatchItem[] = []
  let newCount = 0
  for (const a of articles) {
    const same = byLink.get(a.link)
    if (same) {
      const owner = keyOwner.get(a.titleKey)
      const titleFree = owner === undefined || owner === same.id
      writes.push(
        db
          .update(newsArticles)
          .set({
            ...(titleFree ? { title: a.title, titleKey: a.titleKey } : {}),
            summary: a.summary,
            ...(a.image ? { image: a.image } : {}),
            author: a.author,
            categories: a.categories,
            updatedAt: now,
          })
          .where(eq(newsArticles.id, same.id)),
      )
      continue
    }
    if (keyOwner.has(a.titleKey)) continue
    keyOwner.set(a.titleKey, a.id)
    newCount++
    writes.push(
      db
        .insert(newsArticles)
        .values({ ...a, ogImage: null, ogDescription: null, enrichedAt: null, fetchedAt: now, updatedAt: now })
        .onConflictDoNothing(),
    )
  }
  const newest = db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .orderBy(desc(newsArticles.published), desc(newsArticles.id))
    .limit(MAX_STORED_ARTICLES)
  writes.push(db.delete(newsArticles).where(notInArray(newsArticles.id, newest)))
  writes.push(db.select({ n: count() }).from(newsArticles))
  const results = await db.batch(writes as [BatchItem, ...BatchItem[]])
  const total = (results.at(-1) as { n: number }[])[0]?.n ?? 0
  return { newCount, total }
}

export async function countNewsArticles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsArticles)
  return row?.n ?? 0
}

/** Articles missing an image or a summary whose page was never read, newest first. */
export function enrichmentCandidates(db: Db, limit: number) {
  return db
    .select({ id: newsArticles.id, link: newsArticles.link, image: newsArticles.image, summary: newsArticles.summary })
    .from(newsArticles)
    .where(and(isNull(newsArticles.enrichedAt), or(isNull(newsArticles.image), eq(newsArticles.summary, ''))))
    .orderBy(desc(newsArticles.published))
    .limit(limit)
}

/** Records what each page gave (null: nothing); every looked-up article is marked, found or not. */
export async function saveEnrichments(
  db: Db,
  results: readonly { id: string; ogImage: string | null; ogDescription: string | null }[],
  now: Date,
) {
  if (results.length === 0) return
  const writes: BatchItem[] = results.map((r) =>
    db
      .update(newsArticles)
      .set({ ogImage: r.ogImage, ogDescription: r.ogDescription, enrichedAt: now })
      .where(eq(newsArticles.id, r.id)),
  )
  await db.batch(writes as [BatchItem, ...BatchItem[]])
}

// ---------------------------------------------------------------------------------------------
// Feeds
// ---------------------------------------------------------------------------------------------

export type LoadedFeeds =
  | { ok: true; origin: NewsFeedsResponse['origin']; feeds: NewsFeed[] }
  | { ok: false; origin: NewsFeedsResponse['origin']; feeds: NewsFeed[]; error: string }

/** The effective feeds: the saved list, else NEWS_FEEDS, else the two defaults. Never throws on bad configuration. */
export async function loadNewsFeeds(db: Db, envJson: string | undefined): Promise<LoadedFeeds> {
  const rows = await db.select().from(newsFeeds).orderBy(asc(newsFeeds.position))
  if (rows.length > 0) {
    const saved = rows.map((r) => ({ id: r.id, url: r.url, ...(r.name ? { name: r.name } : {}) }))
    const parsed = newsFeedsSchema.safeParse(saved)
    return parsed.success
      ? { ok: true, origin: 'database', feeds: parsed.data }
      : { ok: false, origin: 'database', feeds: saved, error: 'The saved feeds are no longer valid; save them again' }
  }
  if (envJson !== undefined && envJson.trim() !== '') {
    const env = parseNewsFeedsConfig(envJson)
    return env.ok
      ? { ok: true, origin: 'environment', feeds: env.feeds }
      : { ok: false, origin: 'environment', feeds: [], error: env.error }
  }
  return { ok: true, origin: 'default', feeds: [...DEFAULT_NEWS_FEEDS] }
}

export async function getNewsFeeds(db: Db, envJson: string | undefined, _actor: Actor): Promise<NewsFeedsResponse> {
  const [loaded, [latest]] = await Promise.all([
    loadNewsFeeds(db, envJson),
    db.select({ updatedAt: newsFeeds.updatedAt }).from(newsFeeds).orderBy(desc(newsFeeds.updatedAt)).limit(1),
  ])
  return {
    origin: loaded.origin,
    feeds: loaded.feeds,
    error: loaded.ok ? null : loaded.error,
    updatedAt: loaded.origin === 'database' && latest ? latest.updatedAt.toISOString() : null,
  }
}

/**
 * Replaces the saved list (one batch); an empty list removes it (NEWS_FEEDS or the defaults
 * apply again). Link-local and metadata addresses never; loopback and private ones only
 * outside production.
 */
export async function saveNewsFeeds(
  db: Db,
  feeds: readonly unknown[],
  opts: { allowPrivate: boolean; envJson: string | undefined; now: Date },
  actor: Actor,
): Promise<NewsFeedsResponse> {
  const parsed = newsFeedsSchema.safeParse(feeds)
  if (!parsed.success) {
    const fields = toFieldErrors(parsed.error, ['feeds'])
    throw new HttpError('validation_failed', `Invalid feeds: ${Object.keys(fields).join(', ')}`, fields)
  }
  const fields = refusedUrlFields(
    'feeds',
    parsed.data.map((f) => f.url),
    opts.allowPrivate,
    'a news feed',
  )
  if (Object.keys(fields).length > 0)
    throw new HttpError('validation_failed', 'Invalid feeds: a URL is not allowed', fields)

  const writes: BatchItem[] = [db.delete(newsFeeds)]
  if (parsed.data.length > 0) {
    writes.push(
      db.insert(newsFeeds).values(
        parsed.data.map((f, position) => ({
          id: f.id,
          position,
          url: f.url,
          name: f.name ?? null,
          updatedAt: opts.now,
          updatedBy: actor.id,
        })),
      ),
    )
  }
  await db.batch(writes as [BatchItem, ...BatchItem[]])
  return getNewsFeeds(db, opts.envJson, actor)
}

// ---------------------------------------------------------------------------------------------
// Runs
// ---------------------------------------------------------------------------------------------

/** A run as the aggregator reports it (the admin's view, with dates). */
export type NewsRunRecord = Omit<NewsRefreshRun, 'id' | 'startedAt' | 'finishedAt'> & {
  startedAt: Date
  finishedAt: Date
}

/** Records a run; returns its id. */
export async function recordNewsRun(db: Db, run: NewsRunRecord): Promise<string> {
  const id = uuidv7()
  await db.insert(newsRefreshRuns).values({
    id,
    trigger: run.trigger,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    success: run.success,
    outcome: run.outcome,
    message: run.message.slice(0, 2000),
    articlesCount: run.articlesCount,
    newCount: run.newCount,
    details: { sources: run.sources, enrichment: run.enrichment },
    actorId: run.actorId,
  })
  return id
}

/** The newest runs (admin panel). */
export async function listNewsRuns(db: Db, limit: number, _actor: Actor): Promise<NewsRefreshRun[]> {
  const rows = await db.select().from(newsRefreshRuns).orderBy(desc(newsRefreshRuns.startedAt)).limit(limit)
  return rows.map((r) => {
    const details = (r.details ?? {}) as {
      sources?: NewsSourceReport[]
      enrichment?: { tried: number; filled: number }
    }
    return {
      id: r.id,
      trigger: r.trigger,
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
      success: r.success,
      outcome: r.outcome,
      message: r.message,
      articlesCount: r.articlesCount,
      newCount: r.newCount,
      sources: details.sources ?? [],
      enrichment: details.enrichment ?? { tried: 0, filled: 0 },
      actorId: r.actorId,
    }
  })
}
