import { Link } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { blogListQueryOptions, blogPostQueryOptions } from '#app/data/public/public-content.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { agentProfilePath, NOT_FOUND_TEXTS } from '#shared/constants/public-content.ts'
import { seoPageTitle } from '#shared/content/page-head.ts'
import type { BlogPost } from '#shared/schemas/public-content.ts'
import { css } from '#styled-system/css'
import {
  backLinkClass,
  CardGrid,
  ContentImage,
  cardColumn,
  clamp3,
  DetailStates,
  FIRST_SCREEN_CARDS,
  longDate,
} from './content-blocks'

/** The author badge: the agent's name, or 'Admin'. */
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
 * /blog: 'Loading posts…', 'No blog posts available yet.', cards with image (or 'No image'), the
 * author badge, the published date, title, excerpt and 'Read more →'. A failed list says so and
 * offers a retry.
 */
export function BlogListPage() {
  useDocumentTitle('Blog', 'Mortgage guides and tips from our licensed agents.')
  const posts = useHydrationSafeQuery(blogListQueryOptions())
  return (
    <Page wide title="Blog" lead="Mortgage tips, market notes and stories from our agents.">
      <CardGrid
        query={posts}
        size="page"
        loading="Loading posts…"
        error="Failed to load blog posts"
        empty="No blog posts available yet."
        items={(data) => data.posts}
      >
        {(p, index) => (
          <Card.Root asChild className={cardColumn}>
            <article>
              <ContentImage
                src={p.featuredImageUrl}
                alt=""
                later={index >= FIRST_SCREEN_CARDS}
                className={css({ roundedBottom: 'none' })}
              />
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
        )}
      </CardGrid>
    </Page>
  )
}

/** /blog/{slug}: the post, its content as text with whitespace kept (never HTML). */
export function BlogPostPage({ slug }: { slug: string }) {
  const post = useHydrationSafeQuery(blogPostQueryOptions(slug))
  useDocumentTitle(post.data ? seoPageTitle(post.data.title, post.data.seoTitle) : 'Blog')
  return (
    <DetailStates
      query={post}
      back={
        <Button asChild variant="outline">
          <Link to="/blog">Back to blog</Link>
        </Button>
      }
      texts={{
        loading: 'Loading post…',
        failed: 'Failed to load blog post',
        notFound: NOT_FOUND_TEXTS.blogPost,
        listTitle: 'Blog',
      }}
    >
      {(p) => (
        <Page>
          <Link to="/blog" className={backLinkClass}>
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
      )}
    </DetailStates>
  )
}
