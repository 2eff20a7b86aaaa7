import { Link } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { blogListQueryOptions, blogPostQueryOptions, isNotFound } from '#app/data/public/public-content.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { agentProfilePath, type BlogPost, NOT_FOUND_TEXTS } from '#shared/schemas/public-content.ts'
import { css } from '#styled-system/css'
import { ContentImage, cardGrid, clamp3, EmptyState, ErrorState, LoadingState, longDate } from './content-blocks'

/** The author badge: the agent's name, or 'Admin' (spec 000 §2). */
function AuthorBadge({ author, link }: { author: BlogPost['author']; link?: boolean }) {
  if (!author) return <Badge>Admin</Badge>
  if (!link) return <Badge>{author.name}</Badge>
  return (
    <Badge asChild>
      <a href={agentProfilePath(author)}>{author.name}</a>
    </Badge>
  )
}

/**
 * /blog (spec 000 §2): 'Loading posts...', 'No blog posts available yet.', cards with image (or
 * 'No image'), the author badge, the published date, title, excerpt and 'Read more →'. The spec
 * leaves a failed list unhandled (shown empty); we say it failed and offer a retry.
 */
export function BlogListPage() {
  useDocumentTitle('Blog')
  const posts = useHydrationSafeQuery(blogListQueryOptions())
  return (
    <Page wide title="Blog" lead="Mortgage tips, market notes and stories from our agents.">
      {posts.isPending ? (
        <LoadingState label="Loading posts..." />
      ) : posts.isError ? (
        <ErrorState message="Failed to load blog posts" onRetry={() => void posts.refetch()} />
      ) : posts.data.posts.length === 0 ? (
        <EmptyState>No blog posts available yet.</EmptyState>
      ) : (
        <ul className={cardGrid}>
          {posts.data.posts.map((p) => (
            <li key={p.id}>
              <Card.Root asChild className={css({ h: 'full', display: 'flex', flexDirection: 'column' })}>
                <article>
                  <ContentImage src={p.featuredImageUrl} alt="" className={css({ roundedBottom: 'none' })} />
                  <Card.Header className={css({ display: 'grid', gap: '2' })}>
                    <div
                      className={css({
                        display: 'flex',
                        flexWrap: 'wrap',
                        alignItems: 'center',
                        gap: '2',
                        textStyle: 'sm',
                        color: 'fg.muted',
                      })}
                    >
                      <AuthorBadge author={p.author} />
                      {p.publishedAt ? <time dateTime={p.publishedAt}>{longDate(p.publishedAt)}</time> : null}
                    </div>
                    <h2 className={css({ textStyle: 'xl', fontWeight: 'semibold', color: 'fg.heading' })}>{p.title}</h2>
                  </Card.Header>
                  <Card.Body className={css({ flex: '1' })}>
                    <p className={`${clamp3} ${css({ color: 'fg.muted' })}`}>{p.preview}</p>
                  </Card.Body>
                  <Card.Footer>
                    <Link
                      to="/blog/$slug"
                      params={{ slug: p.slug }}
                      className={css({
                        color: 'accent.fg',
                        fontWeight: 'medium',
                        textDecoration: 'underline',
                        minH: '11',
                        display: 'inline-flex',
                        alignItems: 'center',
                      })}
                      aria-label={`Read more: ${p.title}`}
                    >
                      Read more →
                    </Link>
                  </Card.Footer>
                </article>
              </Card.Root>
            </li>
          ))}
        </ul>
      )}
    </Page>
  )
}

const backLink = css({
  color: 'accent.fg',
  textDecoration: 'underline',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
})

/** /blog/{slug}: the post, its content as text with whitespace kept (never HTML). */
export function BlogPostPage({ slug }: { slug: string }) {
  const post = useHydrationSafeQuery(blogPostQueryOptions(slug))
  useDocumentTitle(post.data?.title ?? 'Blog')
  if (post.isPending) return <Page>{<LoadingState label="Loading post..." />}</Page>
  if (post.isError) {
    return (
      <Page title={isNotFound(post.error) ? 'Blog' : undefined}>
        {isNotFound(post.error) ? (
          <EmptyState
            action={
              <Button asChild variant="outline">
                <Link to="/blog">Back to blog</Link>
              </Button>
            }
          >
            {NOT_FOUND_TEXTS.blogPost}
          </EmptyState>
        ) : (
          <ErrorState message="Failed to load blog post" onRetry={() => void post.refetch()} />
        )}
      </Page>
    )
  }
  const p = post.data
  return (
    <Page>
      <Link to="/blog" className={backLink}>
        ← Back to blog
      </Link>
      <article className={css({ mt: '4', display: 'grid', gap: '5', maxW: '3xl' })}>
        {p.featuredImageUrl ? <ContentImage src={p.featuredImageUrl} alt="" /> : null}
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: '3',
            color: 'fg.muted',
            textStyle: 'sm',
          })}
        >
          <AuthorBadge author={p.author} link />
          {p.publishedAt ? <time dateTime={p.publishedAt}>{longDate(p.publishedAt)}</time> : null}
        </div>
        <h1 className={css({ textStyle: { base: '3xl', md: '4xl' }, fontWeight: 'bold', lineHeight: 'tight' })}>
          {p.title}
        </h1>
        {p.excerpt ? (
          <p className={css({ fontStyle: 'italic', textStyle: 'lg', color: 'fg.muted' })}>{p.excerpt}</p>
        ) : null}
        <div className={css({ whiteSpace: 'pre-wrap', lineHeight: 'relaxed' })}>{p.content}</div>
      </article>
    </Page>
  )
}
