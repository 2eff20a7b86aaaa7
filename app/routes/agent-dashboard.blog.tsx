import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { myPostsQueryOptions } from '#app/data/agent-content.ts'
import { BlogTab } from '#app/features/agent-dashboard/blog-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/blog')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myPostsQueryOptions()),
  component: () => (
    <section aria-labelledby="tab-blog">
      <TabHeading id="tab-blog">Blog</TabHeading>
      <BlogTab />
    </section>
  ),
})
