import { createFileRoute } from '@tanstack/react-router'
import { blogListQueryOptions } from '#app/data/public/public-content.ts'
import { BlogListPage } from '#app/features/public-content/blog-pages.tsx'

export const Route = createFileRoute('/blog/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(blogListQueryOptions()),
  component: BlogListPage,
})
