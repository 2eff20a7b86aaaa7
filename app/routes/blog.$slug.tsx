import { createFileRoute } from '@tanstack/react-router'
import { blogPostQueryOptions } from '#app/data/public/public-content.ts'
import { BlogPostPage } from '#app/features/public-content/blog-pages.tsx'

export const Route = createFileRoute('/blog/$slug')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(blogPostQueryOptions(params.slug)),
  component: function BlogPostRoute() {
    return <BlogPostPage slug={Route.useParams().slug} />
  },
})
