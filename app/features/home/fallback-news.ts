/** The spec's 3 fallback articles live in shared/ (the worker serves the same copy). */
export { FALLBACK_NEWS, filterFallbackNews } from '#shared/content/fallback-news.ts'
export type { NewsArticle } from '#shared/schemas/news.ts'
