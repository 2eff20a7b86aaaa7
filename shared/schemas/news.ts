import * as z from 'zod/mini'
import { NEWS_MAX_LIMIT, NEWS_PAGE_SIZE, NEWS_SEARCH_MAX_CHARS } from '#shared/constants/news.ts'
import type { NewsArticle } from './news-page'
import { intFromQuery } from './rates'
import { line, safeString } from './text'

/**
 * News contracts (docs/decisions/030-news-aggregator.md, 031-news-feed-service.md): the public
 * news read, the stored article, the fallback, and the admin News Feed tab (feeds, the feed
 * service's credentials and OAuth, runs).
 *
 * The browser never talks to feed hosts or to the feed service: the worker gathers the news
 * (cron, or an admin's 'refresh now'), stores it, and serves pages of it. So the spec's
 * news-proxy body (`feeds`, `scrape`, `maxScrapeCount`) and inoreader-news body (`useSearch`,
 * `feedIds`, `count`) are server configuration, not request fields: a visitor sends only
 * `cursor`, `search` and `limit`.
 *
 * Requests are strict with bounded strings; responses are plain types (an installed PWA may be
 * older than the server, so response shapes are not parsed strictly).
 */

// ---------------------------------------------------------------------------------------
// Constants: shared/constants/news.ts, zod-free so a first visit builds no schema (decision 117)
// ---------------------------------------------------------------------------------------

export * from '#shared/constants/news.ts'

// ---------------------------------------------------------------------------------------
// Public: GET /api/news?cursor&search&limit
// ---------------------------------------------------------------------------------------

/** A stored article's id: the first 32 hex digits of SHA-256 of its link (stable across runs). */
export const NEWS_ARTICLE_ID_PATTERN = /^[0-9a-f]{32}$/

/**
 * The spec's news article. `title` and `summary` are plain text (markup stripped on the server):
 * render them as text. `image` is an https URL or null (the UI shows its placeholder then, and
 * when the image fails to load); when the feed had none it is the page's og:image. `summary`
 * falls back to og:description the same way. `published` is ISO 8601.
 */
// Its schema (with the page's) is in ./news-page, which only the app parses with.
export type { NewsArticle } from './news-page'

/** A keyset position: the last article of a page (newest first: published, then id). */
export type NewsCursor = { published: number; id: string }

const CURSOR_PATTERN = /^([0-9a-z]{1,11})\.([0-9a-f]{32})$/

/** `<published ms in base 36>.<id>`: opaque to the app, which only sends it back. */
export function encodeNewsCursor(cursor: NewsCursor): string {
  return `${cursor.published.toString(36)}.${cursor.id}`
}

export function decodeNewsCursor(text: string): NewsCursor | null {
  const m = CURSOR_PATTERN.exec(text)
  if (!m) return null
  const published = parseInt(m[1]!, 36)
  return Number.isSafeInteger(published) ? { published, id: m[2]! } : null
}

export const newsQuerySchema = z.strictObject({
  /** `nextCursor` of the previous page; absent for the first page. */
  cursor: z.optional(
    z.pipe(
      safeString(64),
      z.transform((text: string, ctx) => {
        const cursor = decodeNewsCursor(text.trim())
        if (!cursor) {
          ctx.issues.push({
            code: 'custom',
            message: 'Invalid cursor: send back the nextCursor of the previous page',
            input: text,
          })
          return z.NEVER
        }
        return cursor
      }),
    ),
  ),
  /** Words to find in titles and summaries (case-insensitive); blank means no search. */
  search: z.optional(
    z.pipe(
      // Safe text (decision 021); tabs and line breaks are whitespace here, collapsed below.
      safeString(NEWS_SEARCH_MAX_CHARS, {
        multiline: true,
        tooLong: `Use at most ${NEWS_SEARCH_MAX_CHARS} characters`,
      }),
      z.transform((s: string) => s.trim().replace(/\s+/g, ' ') || undefined),
    ),
  ),
  limit: z._default(intFromQuery(1, NEWS_MAX_LIMIT), NEWS_PAGE_SIZE),
})
export type NewsQuery = z.input<typeof newsQuerySchema>

/**
 * One page, newest first. `source: 'fallback'` means nothing is stored (or it could not be
 * read): no articles and no further page; the app shows the spec's 3 static articles, filtered
 * by the search, in their place (#shared/content/fallback-news.ts).
 */
export type NewsListResponse = {
  articles: NewsArticle[]
  hasMore: boolean
  nextCursor: string | null
  source: 'stored' | 'fallback'
}

// ---------------------------------------------------------------------------------------
// Admin: feeds, refresh runs (super admin; /api/admin/news/*)
// ---------------------------------------------------------------------------------------

export const MAX_NEWS_FEEDS = 20
const FEED_ID_MESSAGE = 'Use lower-case letters, digits and dashes (at most 40)'

export const newsFeedSchema = z.strictObject({
  id: safeString(40, { trim: true, tooLong: FEED_ID_MESSAGE }).check(
    z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, FEED_ID_MESSAGE),
  ),
  url: z.pipe(safeString(2000), z.url({ protocol: /^https?$/, error: 'Enter an http(s) URL' })),
  name: z.optional(line(1, 100)),
})
export type NewsFeed = z.infer<typeof newsFeedSchema>

export const newsFeedsSchema = z.array(newsFeedSchema).check(
  z.maxLength(MAX_NEWS_FEEDS),
  z.superRefine((feeds: NewsFeed[], ctx) => {
    const ids = new Set<string>()
    const urls = new Set<string>()
    feeds.forEach((f, i) => {
      if (ids.has(f.id)) ctx.addIssue({ code: 'custom', message: `Duplicate feed id "${f.id}"`, path: [i, 'id'] })
      if (urls.has(f.url)) ctx.addIssue({ code: 'custom', message: 'This feed is already listed', path: [i, 'url'] })
      ids.add(f.id)
      urls.add(f.url)
    })
  }),
)

/** PUT /api/admin/news/feeds: the whole list; an empty list goes back to NEWS_FEEDS / the defaults. */
export const newsFeedsBodySchema = z.strictObject({ feeds: newsFeedsSchema })

export type NewsFeedsResponse = {
  /** 'database': saved by an admin; 'environment': NEWS_FEEDS; 'default': the two built-in feeds. */
  origin: 'database' | 'environment' | 'default'
  feeds: NewsFeed[]
  /** Why the effective list cannot be used (shown to admins), else null. */
  error: string | null
  updatedAt: string | null
}

export const NEWS_RUN_TRIGGERS = ['cron', 'manual'] as const
export type NewsRunTrigger = (typeof NEWS_RUN_TRIGGERS)[number]
/**
 * updated: at least one source answered and its articles are stored; kept-last-good: every
 * source failed, the stored articles are kept as they were; failed: nothing could be done
 * (bad configuration, database error).
 */
export const NEWS_RUN_OUTCOMES = ['updated', 'kept-last-good', 'failed'] as const
export type NewsRunOutcome = (typeof NEWS_RUN_OUTCOMES)[number]

export type NewsSourceReport = {
  /** The feed's id, or 'inoreader'. */
  id: string
  kind: 'feed' | 'feed-service'
  /** Origin and path only (a query string may hold a key); null for the feed service. */
  url: string | null
  ok: boolean
  /** Articles this source gave (after normalising; before removing duplicates). */
  count: number
  /** One line for the admin panel; null when the source is fine. */
  error: string | null
  /** Why it failed: a fetch reason (timeout, too-large, redirect-blocked, …), 'parse' or 'auth'. */
  reason: string | null
}

export type NewsRefreshRun = {
  id: string
  trigger: NewsRunTrigger
  startedAt: string
  finishedAt: string | null
  success: boolean
  outcome: NewsRunOutcome
  message: string
  /** Articles stored after the run. */
  articlesCount: number
  /** Articles this run added. */
  newCount: number
  sources: NewsSourceReport[]
  /** Open Graph look-ups: pages read and articles that got an image or a summary from them. */
  enrichment: { tried: number; filled: number }
  actorId: string | null
}

export type NewsRefreshResult = Pick<
  NewsRefreshRun,
  'success' | 'outcome' | 'message' | 'articlesCount' | 'newCount'
> & { runId: string }
export type NewsRunsResponse = { runs: NewsRefreshRun[] }
export const newsRunsQuerySchema = z.strictObject({ limit: z._default(intFromQuery(1, 50), 10) })

// ---------------------------------------------------------------------------------------
// Admin: the feed service (Inoreader) — the News Feed tab's credential form, OAuth and test
// ---------------------------------------------------------------------------------------

export const FEED_SERVICE_NAME = 'Inoreader'
/** Where the feed service sends the admin back after authorising (an app page). */
export const FEED_SERVICE_CALLBACK_PATH = '/admin/inoreader-callback'
export const NEWS_FEED_REQUIRED_MESSAGE = 'Please fill in all required fields'
export const NEWS_FEED_TEST_FAILED_TITLE = 'Connection Test Failed'
export const NEWS_FEED_TEST_OK_TITLE = 'Connection Successful'
export const NEWS_FEED_CONNECT_FAILED_MESSAGE = `Failed to connect to ${FEED_SERVICE_NAME} API`
export const NEWS_FEED_SAVE_FAILED_MESSAGE = 'Failed to save feed configuration'
export const NEWS_FEED_TEST_STATES = ['unknown', 'success', 'error'] as const
export type NewsFeedTestState = (typeof NEWS_FEED_TEST_STATES)[number]

/** The four fields the spec requires, in form order. */
export const NEWS_FEED_REQUIRED_FIELDS = ['appId', 'appKey', 'accessToken', 'userId'] as const

/** A credential: printable ASCII without spaces, or empty (reported by `missingNewsFeedFields`). */
const credential = (max: number) =>
  safeString(max, { trim: true, tooLong: `Use at most ${max} characters` }).check(
    z.regex(/^[\x21-\x7e]*$/, 'Use letters, digits and symbols, without spaces'),
  )

/**
 * PUT /api/admin/news/feed-service. Missing fields are '' here so the server can answer the
 * spec's 'Please fill in all required fields' naming every empty one (`missingNewsFeedFields`);
 * the form uses the same check before sending.
 */
export const newsFeedConfigBodySchema = z.strictObject({
  appId: z._default(credential(100), ''),
  appKey: z._default(credential(200), ''),
  accessToken: z._default(credential(2000), ''),
  userId: z._default(credential(100), ''),
  isActive: z._default(z.boolean(), true),
})
export type NewsFeedConfigInput = z.input<typeof newsFeedConfigBodySchema>

export function missingNewsFeedFields(
  input: Partial<Record<(typeof NEWS_FEED_REQUIRED_FIELDS)[number], string>>,
): string[] {
  return NEWS_FEED_REQUIRED_FIELDS.filter((f) => !(input[f] ?? '').trim())
}

/**
 * GET /api/admin/news/feed-service. Secrets never come back: `appKeyHint` and
 * `accessTokenHint` show the last 4 characters at most ('••••a1b2'; only '••••' for short
 * values). The app id and user id are identifiers, not secrets (the app id is in the
 * authorisation URL the browser opens), so they are shown in full.
 */
export type NewsFeedConfigView = {
  service: typeof FEED_SERVICE_NAME
  configured: boolean
  appId: string | null
  userId: string | null
  appKeyHint: string | null
  accessTokenHint: string | null
  /** The OAuth flow stored a refresh token: the server renews the access token itself. */
  hasRefreshToken: boolean
  tokenExpiresAt: string | null
  isActive: boolean
  updatedAt: string | null
  connection: { status: NewsFeedTestState; message: string | null; testedAt: string | null }
  /** Why credentials cannot be saved or used (NEWS_CREDENTIALS_KEY missing or weak), else null. */
  keyProblem: string | null
  /** The redirect URI to register with the feed service: this site's callback page. */
  redirectUri: string
}

/** POST /api/admin/news/feed-service/test: the saved configuration against the service. */
export type NewsFeedTestResult = {
  status: Exclude<NewsFeedTestState, 'unknown'>
  /** 'Connection Successful' or 'Connection Test Failed'. */
  title: string
  /** The service's own message, or 'Failed to connect to Inoreader API'. */
  message: string
  testedAt: string
}

/**
 * POST /api/admin/news/feed-service/oauth/start. With both fields, the flow uses them (before
 * any configuration is saved); with neither, the saved app id and key.
 */
export const newsFeedOauthStartSchema = z
  .strictObject({ appId: z.optional(credential(100)), appKey: z.optional(credential(200)) })
  .check(
    // Names the one that is missing.
    z.superRefine((v, ctx) => {
      if (!v.appId === !v.appKey) return
      ctx.addIssue({
        code: 'custom',
        message: 'Send both the app id and the app key, or neither',
        path: [v.appId ? 'appKey' : 'appId'],
        input: v,
      })
    }),
  )

export type NewsFeedOauthStartResponse = {
  /** Open this in the browser: the service's consent page. */
  authorizeUrl: string
  expiresAt: string
  redirectUri: string
}

/** POST /api/admin/news/feed-service/oauth/callback: what the callback page received. */
export const newsFeedOauthCallbackSchema = z.strictObject({
  code: safeString(2000, { trim: true }).check(z.minLength(1, 'Required'), z.regex(/^[\x21-\x7e]+$/, 'Invalid code')),
  state: safeString(43, { trim: true, tooLong: 'Invalid state' }).check(
    z.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid state'),
  ),
})
