import { createFileRoute } from '@tanstack/react-router'
import { blogListQueryOptions } from '../data/public-content'
import { BlogListPage } from '../features/public-content/blog-pages'

export const Route = createFileRoute('/blog/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(blogListQueryOptions()),
  component: BlogListPage,
})
