/**
 * Which feeds the aggregator reads is configuration, not code (like RATE_SOURCES):
 * 1. the list admins saved (PUT /api/admin/news/feeds → news_feeds), else
 * 2. NEWS_FEEDS from the environment: a JSON array `[{ "id": "cmt", "url": "https://…", "name": "…" }]`, else
 * 3. the two defaults below: the RSS 2.0 and Atom feeds of Canadian Mortgage Trends.
 * Each feed's host is, with the same-host redirect rule, all it may fetch (worker/lib/safe-fetch.ts).
 */
import { type NewsFeed, newsFeedsSchema } from '#shared/schemas/news.ts'
import { parseJsonListSetting } from '#worker/lib/json-setting.ts'

/** Two feeds of one Canadian mortgage news site (spec: "two default feeds from a mortgage news site"). */
export const DEFAULT_NEWS_FEEDS: readonly NewsFeed[] = [
  { id: 'cmt-rss', name: 'Canadian Mortgage Trends', url: 'https://www.canadianmortgagetrends.com/feed/' },
  { id: 'cmt-atom', name: 'Canadian Mortgage Trends (Atom)', url: 'https://www.canadianmortgagetrends.com/feed/atom/' },
]

/** Reads NEWS_FEEDS. Never throws: a broken value is reported to the admin and the run. */
export function parseNewsFeedsConfig(json: string): { ok: true; feeds: NewsFeed[] } | { ok: false; error: string } {
  const read = parseJsonListSetting('NEWS_FEEDS', json, newsFeedsSchema, 'feeds')
  return read.ok ? { ok: true, feeds: read.value } : read
}
