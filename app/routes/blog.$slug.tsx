import { createFileRoute } from '@tanstack/react-router'
import { blogPostQueryOptions } from '../data/public-content'
import { BlogPostPage } from '../features/public-content/blog-pages'

export const Route = createFileRoute('/blog/$slug')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(blogPostQueryOptions(params.slug)),
  component: function BlogPostRoute() {
    return <BlogPostPage slug={Route.useParams().slug} />
  },
})
