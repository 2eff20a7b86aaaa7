import * as z from 'zod/mini'

/**
 * A news page as the app reads it back from the device (app/data/public/news.ts): the article
 * and the page schemas, apart from ./news.ts so that the worker (which only writes them) does
 * not carry them. The rules of each field are with the types in ./news.ts.
 */
export const newsArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  published: z.string(),
  summary: z.string(),
  image: z.nullable(z.string()),
  author: z.nullable(z.string()),
  categories: z.array(z.string()),
  ogImage: z.optional(z.nullable(z.string())),
  ogDescription: z.optional(z.nullable(z.string())),
})
export type NewsArticle = z.infer<typeof newsArticleSchema>

export const newsListResponseSchema = z.object({
  articles: z.array(newsArticleSchema),
  hasMore: z.boolean(),
  nextCursor: z.nullable(z.string()),
  source: z.enum(['stored', 'fallback']),
})
