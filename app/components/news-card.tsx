import { useState } from 'react'
import { useBrokenImage } from '#app/lib/use-broken-image.ts'
import type { NewsArticle } from '#shared/schemas/news.ts'
import { longDateOfDay } from '#shared/time/long-date.ts'
import { css } from '#styled-system/css'
import { Badge } from './ui/badge'
import { Card } from './ui/card'
import { ChevronRightIcon } from './ui/icons'
import { VisuallyHidden } from './ui/visually-hidden'

/** Shown when an article has no image, or its image fails to load. */
export const NEWS_PLACEHOLDER_IMAGE = '/images/news-placeholder.svg'

export function formatNewsDate(iso: string) {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? '' : longDateOfDay(at.toISOString().slice(0, 10))
}

/**
 * One news article (home page and /mortgage-news): image (or the placeholder), date, first
 * category, title, summary and 'Read More' opening the article in a new tab. Title and summary
 * are plain text from the server and rendered as text.
 */
export function NewsCard({
  article,
  headingLevel = 3,
  showImage = true,
}: {
  article: NewsArticle
  headingLevel?: 2 | 3
  showImage?: boolean
}) {
  const [failed, setFailed] = useState(false)
  const image = !failed && article.image ? article.image : NEWS_PLACEHOLDER_IMAGE
  const img = useBrokenImage(() => setFailed(true))
  const date = formatNewsDate(article.published)
  return (
    <Card.Root asChild className={css({ flex: '1', overflow: 'hidden' })}>
      <article>
        {showImage && (
          <img
            ref={img}
            src={image}
            alt=""
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            data-placeholder={image === NEWS_PLACEHOLDER_IMAGE ? 'true' : undefined}
            onError={() => setFailed(true)}
            className={css({ display: 'block', w: 'full', aspectRatio: '16 / 9', objectFit: 'cover', bg: 'bg.subtle' })}
          />
        )}
        <Card.Header>
          <p
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '2',
              alignItems: 'center',
              textStyle: 'sm',
              color: 'fg.muted',
            })}
          >
            {date && <time dateTime={article.published}>{date}</time>}
            {article.categories[0] && (
              <Badge size="sm" tone="brand">
                {article.categories[0]}
              </Badge>
            )}
          </p>
          <Card.Title asChild className={css({ mt: '1', lineHeight: 'snug' })}>
            {headingLevel === 2 ? <h2>{article.title}</h2> : <h3>{article.title}</h3>}
          </Card.Title>
        </Card.Header>
        <Card.Body>
          {article.summary && (
            <p
              className={css({
                color: 'fg.muted',
                textStyle: 'sm',
                lineHeight: 'relaxed',
                flex: '1',
                lineClamp: '4',
                overflowWrap: 'anywhere',
              })}
            >
              {article.summary}
            </p>
          )}
          <a
            href={article.link}
            target="_blank"
            rel="noopener noreferrer"
            className={css({
              alignSelf: 'flex-start',
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1',
              minH: '11',
              fontWeight: 'semibold',
              color: 'accent.fg',
              textDecoration: 'underline',
              textUnderlineOffset: '0.2em',
              _hover: { textDecorationThickness: '2px' },
              _focusVisible: {
                outline: '2px solid',
                outlineColor: 'border.focus',
                outlineOffset: '0.5',
                borderRadius: 'sm',
              },
            })}
          >
            Read More
            <VisuallyHidden>{`: ${article.title} (opens in a new tab)`}</VisuallyHidden>
            <ChevronRightIcon />
          </a>
        </Card.Body>
      </article>
    </Card.Root>
  )
}
