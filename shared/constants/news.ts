/**
 * News constants, without zod: the home page's news section and the news query load this, not
 * the contracts, so a first visit builds no schema (docs/decisions/117).
 * shared/schemas/news.ts re-exports them.
 */

/** Articles per page (and per 'Load More News'). */
export const NEWS_PAGE_SIZE = 15
/** Largest `limit` a request may ask for. */
export const NEWS_MAX_LIMIT = 50
/** Articles the home page shows. */
export const NEWS_HOME_COUNT = 3
/** The search box waits this long after the last keystroke before searching. */
export const NEWS_SEARCH_DEBOUNCE_MS = 500
/** The device's copy of a news page counts as fresh this long (then it is refetched). */
export const NEWS_CACHE_FRESH_MS = 3 * 60 * 1000
/** Every outbound news fetch (feed, article page, feed service) gives up after this long. */
export const NEWS_FETCH_TIMEOUT_MS = 8000
/** Articles whose page is read for Open Graph tags, at most, per aggregator run. */
export const NEWS_MAX_ENRICH_PER_RUN = 5
/** Longest search text. */
export const NEWS_SEARCH_MAX_CHARS = 100
/** The alert text when the news cannot be loaded and no message came with the failure. */
export const NEWS_FAILED_MESSAGE = 'Failed to fetch news'
/** Cache-Control of GET /api/news: a minute fresh anywhere, then served stale while revalidating. */
export const NEWS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600'
