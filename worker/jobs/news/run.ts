/**
 * The news aggregator (docs/decisions/030-news-aggregator.md): run by the daily cron and by an
 * admin's 'refresh now', never on a visitor's request.
 *
 * 1. Every configured feed is fetched in parallel through safe-fetch (its own host only, 8 s,
 *    1 MB) and parsed; the feed service's reading list is added when it is configured and active.
 * 2. Items become the spec's article (plain text, https images), duplicates (same link, same
 *    normalised title) are removed, and the articles are stored (new ones added, known ones
 *    refreshed, the newest 300 kept).
 * 3. Up to 5 stored articles without an image or a summary get them from their page's Open
 *    Graph tags (og:image, og:description): one page read each, 256 KB at most, never again.
 * 4. The run is recorded with a report per source.
 * When every source fails nothing is written: the stored articles (the last good copy) stay
 * as they are, and the run says so.
 */
import {
  NEWS_FETCH_TIMEOUT_MS,
  NEWS_MAX_ENRICH_PER_RUN,
  type NewsRefreshResult,
  type NewsRunTrigger,
  type NewsSourceReport,
} from '#shared/schemas/news.ts'
import type { Db } from '#worker/db/client.ts'
import {
  countNewsArticles,
  enrichmentCandidates,
  loadNewsFeeds,
  type NewsRunRecord,
  type NormalizedArticle,
  recordNewsRun,
  saveEnrichments,
  storeNewsArticles,
} from '#worker/domain/news.ts'
import { type FeedServiceEnv, feedServiceArticles } from '#worker/domain/news-feed-service.ts'
import { purgePublicContent } from '#worker/edge-cache/cache.ts'
import { NEWS_USER_AGENT } from '#worker/lib/feeds/inoreader.ts'
import { parseFeed } from '#worker/lib/feeds/parse-feed.ts'
import { ensureHtmlEntities } from '#worker/lib/html-entities-source.ts'
import { htmlToText, readOpenGraph } from '#worker/lib/html-text.ts'
import { log } from '#worker/lib/log.ts'
import { dohResolver, publicUrl, safeFetch } from '#worker/lib/safe-fetch.ts'
import type { Job } from '../run-job'
import { dedupeArticles, MAX_SUMMARY_CHARS, normalizeItems, webUrl } from './normalize'

/** A feed larger than this is refused (aborted while streaming). */
export const MAX_FEED_BYTES = 1024 * 1024
/** Only the start of an article page is read for its Open Graph tags. */
export const MAX_PAGE_BYTES = 256 * 1024
const FEED_ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1'

export type NewsEnv = FeedServiceEnv & {
  NEWS_FEEDS?: string | undefined
  NEWS_PREVIEW_HOSTS?: string | undefined
  DNS_RESOLVER_URL?: string | undefined
}

/**
 * Whose pages an article preview may be read from. In production (no private addresses): the
 * configured feeds' own hosts and NEWS_PREVIEW_HOSTS only, so a feed item cannot point the
 * worker at any host it likes. Elsewhere (tests, local dev, the fixtures): the item's own host.
 */
export function previewHosts(
  feeds: readonly { url: string }[],
  env: Pick<NewsEnv, 'NEWS_PREVIEW_HOSTS'>,
  allowPrivate: boolean,
): string[] | null {
  if (allowPrivate) return null
  const extra = (env.NEWS_PREVIEW_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  const own = feeds.flatMap((f) => {
    try {
      return [new URL(f.url).hostname]
    } catch {
      return []
    }
  })
  return [...new Set([...own, ...extra])]
}

export type NewsRefreshOptions = {
  trigger: NewsRunTrigger
  env: NewsEnv
  /** Loopback/private hosts (tests, local dev). Never in production. */
  allowPrivate: boolean
  now?: () => Date
  fetchImpl?: typeof fetch
  timeoutMs?: number
  actorId?: string | null
}

export async function runNewsRefresh(db: Db, options: NewsRefreshOptions): Promise<NewsRefreshResult> {
  const now = options.now ?? (() => new Date())
  const startedAt = now()
  const base = { trigger: options.trigger, startedAt, actorId: options.actorId ?? null }
  try {
    const loaded = await loadNewsFeeds(db, options.env.NEWS_FEEDS)
    // Feeds and article pages carry HTML: every named reference must decode (decision 243).
    await ensureHtmlEntities()
    const fetchOptions: FetchOptions = {
      allowPrivate: options.allowPrivate,
      fetchImpl: options.fetchImpl,
      timeoutMs: options.timeoutMs ?? NEWS_FETCH_TIMEOUT_MS,
      now: startedAt,
      // Production resolves names and refuses one with a non-public address.
      resolveHost: options.allowPrivate
        ? undefined
        : dohResolver(options.env.DNS_RESOLVER_URL || undefined, options.fetchImpl),
      previewHosts: previewHosts(loaded.feeds, options.env, options.allowPrivate),
    }
    const [feeds, service] = await Promise.all([
      Promise.all(loaded.feeds.map((f) => readFeed(f, fetchOptions))),
      feedServiceArticles(db, options.env, {
        now: startedAt,
        fetchImpl: options.fetchImpl,
        timeoutMs: fetchOptions.timeoutMs,
      }),
    ])
    const serviceArticles = service
      ? await normalizeItems(service.items, {
          baseUrl: 'https://www.inoreader.com/',
          source: 'inoreader',
          now: startedAt,
        })
      : []
    const sources: NewsSourceReport[] = [
      ...feeds.map((f) => f.report),
      ...(service ? [{ ...service.report, count: serviceArticles.length }] : []),
    ]
    const problems = loaded.ok ? [] : [loaded.error]

    if (sources.length === 0 || sources.every((s) => !s.ok)) {
      const kept = await countNewsArticles(db)
      const why =
        [...problems, ...sources.filter((s) => !s.ok).map((s) => `${s.id}: ${s.error}`)].join('; ') ||
        'no source is configured'
      return await finish(db, {
        ...base,
        outcome: 'kept-last-good',
        success: false,
        message: `No source answered; the ${kept} stored articles are kept. ${why}`,
        articlesCount: kept,
        newCount: 0,
        sources,
        enrichment: { tried: 0, filled: 0 },
        finishedAt: now(),
      })
    }

    const articles = dedupeArticles([...feeds.flatMap((f) => f.articles), ...serviceArticles])
    const stored = await storeNewsArticles(db, articles, startedAt)
    const enrichment = await enrich(db, fetchOptions)
    const failed = sources.filter((s) => !s.ok)
    const message = [
      `Stored ${stored.newCount} new of ${articles.length} articles from ${sources.length - failed.length} of ${sources.length} sources; ${stored.total} articles kept.`,
      ...problems,
      ...failed.map((s) => `${s.id}: ${s.error}`),
    ].join(' ')
    return await finish(db, {
      ...base,
      outcome: 'updated',
      success: true,
      message,
      articlesCount: stored.total,
      newCount: stored.newCount,
      sources,
      enrichment,
      finishedAt: now(),
    })
  } catch (error) {
    // The database itself failed: log, and record when it lets us.
    const detail = error instanceof Error ? error.message : String(error)
    log.error('news refresh crashed', { trigger: options.trigger, error: detail })
    const run = {
      ...base,
      outcome: 'failed' as const,
      success: false,
      message: `The news refresh stopped with an error; nothing was changed. ${detail}`,
      articlesCount: 0,
      newCount: 0,
      sources: [],
      enrichment: { tried: 0, filled: 0 },
      finishedAt: now(),
    }
    try {
      return await finish(db, run)
    } catch {
      return { success: false, outcome: 'failed', message: run.message, articlesCount: 0, newCount: 0, runId: '' }
    }
  }
}

/** The daily gathering of the news (the admin's 'refresh now' calls runNewsRefresh itself). */
export const newsJob: Job = {
  name: 'news',
  async run({ db, env, now }) {
    const result = await runNewsRefresh(db, {
      trigger: 'cron',
      env,
      allowPrivate: env.ENVIRONMENT !== 'production',
      now,
    })
    await purgePublicContent('news')
    return {
      outcome: result.success ? 'succeeded' : 'failed',
      counts: { articles: result.articlesCount, new: result.newCount },
      summary: result.success ? null : result.message,
    }
  },
}

async function finish(db: Db, run: NewsRunRecord): Promise<NewsRefreshResult> {
  const runId = await recordNewsRun(db, run)
  log.info('news refresh', {
    trigger: run.trigger,
    outcome: run.outcome,
    articles: run.articlesCount,
    new: run.newCount,
  })
  return {
    success: run.success,
    outcome: run.outcome,
    message: run.message,
    articlesCount: run.articlesCount,
    newCount: run.newCount,
    runId,
  }
}

type FetchOptions = {
  allowPrivate: boolean
  fetchImpl?: typeof fetch | undefined
  timeoutMs: number
  now: Date
  resolveHost?: ((hostname: string) => Promise<string[]>) | undefined
  /** Hosts an article preview may be read from; null: the article's own host. */
  previewHosts: string[] | null
}

async function readFeed(
  feed: { id: string; url: string },
  opts: FetchOptions,
): Promise<{ report: NewsSourceReport; articles: NormalizedArticle[] }> {
  const url = publicUrl(feed.url)
  const fail = (reason: string, error: string) => ({
    report: { id: feed.id, kind: 'feed' as const, url, ok: false, count: 0, error, reason },
    articles: [],
  })
  const fetched = await safeFetch(feed.url, {
    allowHosts: [new URL(feed.url).hostname],
    allowPrivate: opts.allowPrivate,
    ...(opts.resolveHost ? { resolveHost: opts.resolveHost } : {}),
    fetchImpl: opts.fetchImpl,
    timeoutMs: opts.timeoutMs,
    maxBytes: MAX_FEED_BYTES,
    accept: FEED_ACCEPT,
    userAgent: NEWS_USER_AGENT,
  })
  if (!fetched.ok) return fail(fetched.reason, `${fetched.reason}: ${fetched.detail}`)
  const parsed = parseFeed(fetched.text)
  if (!parsed.ok) return fail('parse', `parse: ${parsed.error}`)
  const articles = await normalizeItems(parsed.items, { baseUrl: fetched.finalUrl, source: feed.id, now: opts.now })
  return {
    report: { id: feed.id, kind: 'feed', url, ok: true, count: articles.length, error: null, reason: null },
    articles,
  }
}

/** Open Graph look-ups for at most 5 stored articles; a failed page just counts as tried. */
async function enrich(db: Db, opts: FetchOptions): Promise<{ tried: number; filled: number }> {
  const candidates = await enrichmentCandidates(db, NEWS_MAX_ENRICH_PER_RUN)
  const results = await Promise.all(
    candidates.map(async (c) => {
      const page = await safeFetch(c.link, {
        allowHosts: opts.previewHosts ?? [new URL(c.link).hostname],
        allowPrivate: opts.allowPrivate,
        ...(opts.resolveHost ? { resolveHost: opts.resolveHost } : {}),
        fetchImpl: opts.fetchImpl,
        timeoutMs: opts.timeoutMs,
        maxBytes: MAX_PAGE_BYTES,
        truncate: true,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        userAgent: NEWS_USER_AGENT,
      })
      const og = page.ok ? readOpenGraph(page.text) : { image: null, description: null }
      const image = og.image ? webUrl(og.image, page.ok ? page.finalUrl : c.link) : null
      return {
        id: c.id,
        ogImage: image?.startsWith('https://') ? image : null,
        ogDescription: og.description ? htmlToText(og.description, MAX_SUMMARY_CHARS) || null : null,
      }
    }),
  )
  await saveEnrichments(db, results, opts.now)
  const filled = results.filter(
    (r, i) => (r.ogImage && !candidates[i]!.image) || (r.ogDescription && !candidates[i]!.summary),
  ).length
  return { tried: results.length, filled }
}
