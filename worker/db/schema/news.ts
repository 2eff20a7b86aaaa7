/**
 * Mortgage news (docs/decisions/030-news-aggregator.md, 031-news-feed-service.md):
 * the stored articles, the aggregator's runs, the admin-managed feed list, the feed service's
 * configuration (credentials sealed with NEWS_CREDENTIALS_KEY) and pending OAuth states.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { bool, refreshRunColumns, savedBy, savedListEntry, timestamp } from './columns'

/**
 * The aggregated articles, newest first by `published`. Capped (worker/domain/news.ts,
 * MAX_STORED_ARTICLES), so the search's LIKE over title and summary reads a bounded table.
 * `title` and `summary` are plain text; `image` and `og_image` are https URLs.
 */
export const newsArticles = sqliteTable(
  'news_articles',
  {
    /** First 32 hex digits of SHA-256 of `link`: the same article keeps its id across runs. */
    id: text().primaryKey(),
    link: text().notNull(),
    /** The title lower-cased with runs of non-letters/digits collapsed: one article per title. */
    titleKey: text().notNull(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    image: text(),
    author: text(),
    categories: text({ mode: 'json' }).$type<string[]>().notNull().default([]),
    published: timestamp().notNull(),
    ogImage: text(),
    ogDescription: text(),
    /** When the article page was read for Open Graph tags (null: not yet). */
    enrichedAt: timestamp(),
    /** The feed id it came from, or 'inoreader'. */
    source: text().notNull(),
    /** First stored. */
    fetchedAt: timestamp().notNull(),
    updatedAt: timestamp().notNull(),
  },
  (t) => [
    uniqueIndex('news_articles_link_uq').on(t.link),
    uniqueIndex('news_articles_title_key_uq').on(t.titleKey),
    // The public list: newest first, keyset on (published, id).
    index('news_articles_published_idx').on(t.published, t.id),
    // Enrichment candidates: not yet looked up, newest first.
    index('news_articles_enrich_idx').on(t.enrichedAt, t.published),
  ],
)

/** One row per aggregator run (cron or an admin's 'refresh now'), visible to admins. */
export const newsRefreshRuns = sqliteTable(
  'news_refresh_runs',
  {
    id: text().primaryKey(),
    trigger: text({ enum: ['cron', 'manual'] }).notNull(),
    outcome: text({ enum: ['updated', 'kept-last-good', 'failed'] }).notNull(),
    articlesCount: integer().notNull().default(0),
    newCount: integer().notNull().default(0),
    /** `details`: { sources: NewsSourceReport[], enrichment: { tried, filled } } */
    ...refreshRunColumns(),
  },
  (t) => [index('news_refresh_runs_started_idx').on(t.startedAt)],
)

/** Feeds saved by admins, in order. Empty: NEWS_FEEDS from the environment, else the defaults. */
export const newsFeeds = sqliteTable('news_feeds', {
  ...savedListEntry(),
  name: text(),
  ...savedBy(),
})

/**
 * The feed service's configuration (app_id, app_key, access_token, user_id,
 * is_active, updated_at), one row (id 'inoreader'). `app_key`, `access_token` and
 * `refresh_token` hold values SEALED with AES-GCM under NEWS_CREDENTIALS_KEY
 * (worker/lib/secret-box.ts), never the secrets themselves.
 */
export const newsFeedConfig = sqliteTable('news_feed_config', {
  id: text().primaryKey(),
  appId: text().notNull(),
  appKey: text().notNull(),
  accessToken: text().notNull(),
  /** From the OAuth flow: lets the server renew the access token. Sealed. */
  refreshToken: text(),
  tokenExpiresAt: timestamp(),
  userId: text().notNull(),
  isActive: bool().notNull().default(true),
  /** The last connection test (spec: unknown, success, error). */
  testStatus: text({ enum: ['unknown', 'success', 'error'] })
    .notNull()
    .default('unknown'),
  testMessage: text(),
  testedAt: timestamp(),
  ...savedBy(),
})

/**
 * OAuth `state` values handed out by the authorisation start, bound to the admin and the
 * session that asked, used once, valid for 10 minutes. Only a hash of the state is stored.
 */
export const newsOauthStates = sqliteTable(
  'news_oauth_states',
  {
    /** SHA-256 of the state (hex). */
    stateHash: text().primaryKey(),
    userId: text().notNull(),
    /** The session (refresh family) that started the flow. */
    sessionId: text().notNull(),
    /** App id and key given with the start (sealed key), or null: use the saved ones. */
    appId: text(),
    appKey: text(),
    redirectUri: text().notNull(),
    expiresAt: timestamp().notNull(),
    createdAt: timestamp().notNull(),
  },
  (t) => [index('news_oauth_states_expires_idx').on(t.expiresAt)],
)
