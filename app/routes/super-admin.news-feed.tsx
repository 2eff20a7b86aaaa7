import { createFileRoute } from '@tanstack/react-router'
import { feedServiceQueryOptions, newsFeedsQueryOptions, newsRunsQueryOptions } from '#app/data/news-admin.ts'
import { NewsAdminPage } from '#app/features/news/admin/news-admin-page.tsx'

// The route data pattern (docs/decisions/025-route-data-and-layers.md): the loader starts the
// requests, the page renders at once and fills in.
export const Route = createFileRoute('/super-admin/news-feed')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(newsFeedsQueryOptions())
    void context.queryClient.prefetchQuery(newsRunsQueryOptions())
    void context.queryClient.prefetchQuery(feedServiceQueryOptions())
  },
  component: NewsAdminPage,
})
