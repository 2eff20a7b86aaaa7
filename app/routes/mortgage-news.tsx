import { createFileRoute } from '@tanstack/react-router'
import { newsQueryOptions } from '../data/news'
import { NewsPage } from '../features/news/news-page'

export const Route = createFileRoute('/mortgage-news')({
  loader: ({ context }) => {
    // Start the first page with the route; the page renders at once and fills in.
    void context.queryClient.prefetchInfiniteQuery(newsQueryOptions(''))
  },
  component: NewsPage,
})
