/**
 * The rate refresh (docs/decisions/011-rates-refresh.md): the daily cron and the admin's
 * 'Scrape from Source'. Scrape every configured source; a good scrape replaces the active rates
 * (worker/domain/rate-refresh.ts writes them with the run). When it fails, the cron carries the
 * latest rates forward to today, and the admin's scrape only records why.
 */
import type { RefreshResult, RefreshTrigger } from '#shared/schemas/rates.ts'
import type { Db } from '#worker/db/client.ts'
import {
  ensureCurrentRates,
  recordRefreshCrash,
  recordRefreshRun,
  type ScrapeFailure,
  storeScrapedRates,
} from '#worker/domain/rate-refresh.ts'
import { loadRateSources } from '#worker/domain/rate-sources.ts'
import { purgePublicContent } from '#worker/edge-cache/cache.ts'
import { ensureHtmlEntities } from '#worker/lib/html-entities-source.ts'
import { log } from '#worker/lib/log.ts'
import { dohResolver } from '#worker/lib/safe-fetch.ts'
import type { Job } from '../run-job'
import { type ScrapeOptions, scrapeSources } from './scrape'

export type RefreshOptions = {
  /** cron: scrape, else carry forward. scrape: scrape only (the admin button). */
  trigger: Extract<RefreshTrigger, 'cron' | 'scrape'>
  /** The environment's RATE_SOURCES (used when no list is saved in the database). */
  envSources?: string | undefined
  /** Loopback/private source hosts (tests, local dev). Never in production. */
  allowPrivate: boolean
  /** DNS-over-HTTPS resolver used when private hosts are not allowed (default Cloudflare's). */
  dnsResolverUrl?: string | undefined
  now?: () => Date
  fetchImpl?: typeof fetch
  timeoutMs?: number
  maxBytes?: number
  actorId?: string | null
}

/** Scrape every configured source; on success replace the active rates, else see `trigger`. */
export async function runRateRefresh(db: Db, options: RefreshOptions): Promise<RefreshResult> {
  const now = options.now ?? (() => new Date())
  const startedAt = now()
  try {
    const loaded = await loadRateSources(db, options.envSources)
    // A source's HTML table: every named reference must decode (decision 243).
    await ensureHtmlEntities()
    let failure: ScrapeFailure
    if (loaded.ok) {
      const scrapeOptions: ScrapeOptions = {
        allowPrivate: options.allowPrivate,
        // Production resolves source names and refuses one with a non-public address.
        ...(options.allowPrivate
          ? {}
          : { resolveHost: dohResolver(options.dnsResolverUrl || undefined, options.fetchImpl) }),
        now: () => startedAt,
        fetchImpl: options.fetchImpl,
        timeoutMs: options.timeoutMs,
        maxBytes: options.maxBytes,
      }
      const scraped = await scrapeSources(loaded.sources, scrapeOptions)
      if (scraped.ok)
        return await storeScrapedRates(db, {
          trigger: options.trigger,
          startedAt,
          rows: scraped.rows,
          sources: scraped.perSource,
          now: now(),
          actorId: options.actorId,
        })
      failure = {
        message: describeScrapeFailure(scraped.perSource, scraped.problems),
        sources: scraped.perSource,
        problems: scraped.problems,
      }
    } else {
      failure = { message: loaded.error, sources: [], problems: [loaded.error] }
    }
    log.warn('rate scrape failed', { trigger: options.trigger, reason: failure.message })

    if (options.trigger === 'cron') {
      return await ensureCurrentRates(db, {
        trigger: 'cron',
        now,
        startedAt,
        scrapeFailure: failure,
        actorId: options.actorId,
      })
    }
    return await recordRefreshRun(db, {
      trigger: options.trigger,
      startedAt,
      finishedAt: now(),
      success: false,
      outcome: 'failed',
      message: `Scrape failed; no rates were changed. ${failure.message}`,
      sources: failure.sources,
      problems: failure.problems,
      ratesDate: null,
      ratesCount: 0,
      actorId: options.actorId,
    })
  } catch (error) {
    return recordRefreshCrash(db, options.trigger, startedAt, now(), error)
  }
}

function describeScrapeFailure(perSource: ScrapeFailure['sources'], problems: readonly string[]): string {
  const failed = perSource.filter((s) => !s.ok)
  if (failed.length > 0) return failed.map((s) => `${s.id}: ${s.error ?? 'failed'}`).join('; ')
  return problems.join('; ') || 'the scrape was not plausible'
}

/** The daily refresh: today's rates scraped, or the latest carried forward to today. */
export const rateRefreshJob: Job = {
  name: 'rate-refresh',
  async run({ db, env, now }) {
    const result = await runRateRefresh(db, {
      trigger: 'cron',
      envSources: env.RATE_SOURCES,
      allowPrivate: env.ENVIRONMENT !== 'production',
      dnsResolverUrl: env.DNS_RESOLVER_URL,
      now,
    })
    // Whatever the outcome (today's rates or yesterday's carried forward), the cached reads are stale.
    await purgePublicContent('rates')
    return {
      outcome: result.success ? 'succeeded' : 'failed',
      counts: { rates: result.ratesCount },
      summary: result.success ? null : result.message,
    }
  },
}
