import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '../components/layout/staff/staff-shell'
import { myPostsQueryOptions } from '../data/agent-content'
import { BlogTab } from '../features/agent-dashboard/blog-tab'

export const Route = createFileRoute('/agent-dashboard/blog')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myPostsQueryOptions()),
  component: () => (
    <section aria-labelledby="tab-blog">
      <TabHeading id="tab-blog">Blog</TabHeading>
      <BlogTab />
    </section>
  ),
})
