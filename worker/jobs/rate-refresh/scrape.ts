/**
 * Fetch, parse and validate every configured rate source. No database here: the refresh job
 * takes `rows` and, only when `ok`, writes them in one transaction (new rows active, old ones
 * deactivated); when not `ok` it writes nothing and carries the current rates forward.
 *
 * All or nothing across sources too: if any source fails, `ok` is false and `rows` is empty,
 * because a partial set would deactivate the rates of the provinces whose source failed.
 */
import type { ScrapedRate } from '#worker/domain/rate-refresh.ts'
import type { RateSource } from '#worker/domain/rate-sources.ts'
import { publicUrl, type SafeFetchReason, safeFetch } from '#worker/lib/safe-fetch.ts'
import type { ParseResult } from './normalize'
import { parseHtmlTable } from './parse-html-table'
import { parseRateJson } from './parse-json'
import { type RateRow, validateScrape } from './validate'

export type SourceReport = {
  id: string
  ok: boolean
  /** Valid rows this source gave (0 when it failed before parsing). */
  count: number
  /** One line for the admin panel; null when the source is fine. */
  error: string | null
  /** Why it failed: a fetch reason, 'parse' (page not understood) or 'invalid' (validation). */
  reason?: SafeFetchReason | 'parse' | 'invalid'
  /** Validation problems, when reason is 'invalid'. */
  problems?: string[]
  /** Rows left out on purpose (terms or products the site does not list, not-offered cells). */
  skipped: string[]
}

export type ScrapeResult = {
  ok: boolean
  /** Every source's rows when ok; empty otherwise. */
  rows: ScrapedRate[]
  perSource: SourceReport[]
  /** Problems of the run as a whole (no sources, duplicates across sources, row count). */
  problems: string[]
  scrapedAt: Date
}

export type ScrapeOptions = {
  fetchImpl?: typeof fetch
  /** Loopback/private hosts allowed (tests, local dev); false in production. */
  allowPrivate?: boolean
  now?: () => Date
  /** Extra allow-list: when set, a source whose host is not on it is refused. */
  allowHosts?: readonly string[]
  timeoutMs?: number
  maxBytes?: number
  /** Resolves a source's name before fetching (production: DNS over HTTPS); see safeFetch. */
  resolveHost?: (hostname: string) => Promise<string[]>
  /** Plausible row count of all sources together (defaults in validate.ts). */
  minRows?: number
  maxRows?: number
}

const ACCEPT = {
  'html-table': 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  json: 'application/json,*/*;q=0.1',
} as const

export async function scrapeSources(
  sources: readonly RateSource[],
  options: ScrapeOptions = {},
): Promise<ScrapeResult> {
  const scrapedAt = (options.now ?? (() => new Date()))()
  if (sources.length === 0) {
    return { ok: false, rows: [], perSource: [], problems: ['no rate sources configured'], scrapedAt }
  }

  const results = await Promise.all(sources.map((s) => scrapeOne(s, options)))
  const perSource = results.map((r) => r.report)
  if (results.some((r) => !r.report.ok)) {
    const failed = perSource.filter((r) => !r.ok).map((r) => r.id)
    return { ok: false, rows: [], perSource, problems: [`failed sources: ${failed.join(', ')}`], scrapedAt }
  }

  const all = results.flatMap((r) => r.rows)
  const combined = validateScrape(all, { minRows: options.minRows, maxRows: options.maxRows })
  if (!combined.ok) return { ok: false, rows: [], perSource, problems: combined.problems, scrapedAt }

  const rows = results.flatMap((r) => r.rows.map((row) => ({ ...row, source_url: r.sourceUrl, scraped_at: scrapedAt })))
  return { ok: true, rows, perSource, problems: [], scrapedAt }
}

async function scrapeOne(
  source: RateSource,
  options: ScrapeOptions,
): Promise<{ report: SourceReport; rows: RateRow[]; sourceUrl: string }> {
  const sourceUrl = publicUrl(source.url)
  const fail = (reason: SourceReport['reason'], error: string, extra: Partial<SourceReport> = {}) => ({
    report: { id: source.id, ok: false, count: 0, error, reason, skipped: [], ...extra },
    rows: [],
    sourceUrl,
  })

  let host: string
  try {
    host = new URL(source.url).hostname
  } catch {
    return fail('blocked-host', 'blocked-host: not a valid URL')
  }
  const fetched = await safeFetch(source.url, {
    allowHosts: options.allowHosts ?? [host],
    allowPrivate: options.allowPrivate ?? false,
    fetchImpl: options.fetchImpl,
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    accept: ACCEPT[source.parser],
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
  })
  if (!fetched.ok) return fail(fetched.reason, `${fetched.reason}: ${fetched.detail}`)

  let parsed: ParseResult
  try {
    parsed =
      source.parser === 'html-table'
        ? parseHtmlTable(fetched.text, source.options)
        : parseRateJson(fetched.text, source.options)
  } catch (err) {
    parsed = { ok: false, error: err instanceof Error ? err.message : String(err) }
  }
  if (!parsed.ok) return fail('parse', `parse: ${parsed.error}`)

  const checked = validateScrape(parsed.rows, { minRows: source.options.minRows, maxRows: source.options.maxRows })
  if (!checked.ok) {
    return fail('invalid', `invalid: ${checked.problems[0] ?? 'suspicious scrape'}`, {
      problems: checked.problems,
      skipped: parsed.skipped,
    })
  }
  return {
    report: { id: source.id, ok: true, count: checked.rows.length, error: null, skipped: parsed.skipped },
    rows: checked.rows,
    sourceUrl,
  }
}
