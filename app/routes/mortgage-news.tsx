import { createFileRoute } from '@tanstack/react-router'
import { newsQueryOptions } from '#app/data/public/news.ts'
import { NewsPage } from '#app/features/news/news-page.tsx'

export const Route = createFileRoute('/mortgage-news')({
  loader: ({ context }) => {
    // Start the first page with the route; the page renders at once and fills in.
    void context.queryClient.prefetchInfiniteQuery(newsQueryOptions(''))
  },
  component: NewsPage,
})
