import { createFileRoute } from '@tanstack/react-router'
import { myPostsQueryOptions } from '#app/data/agent-content.ts'
import { BlogTab } from '#app/features/agent-dashboard/blog-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/blog')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myPostsQueryOptions()),
  component: BlogTab,
})
