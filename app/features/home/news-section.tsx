import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { ChevronRightIcon } from '../../components/ui/icons'
import { VisuallyHidden } from '../../components/ui/visually-hidden'
import { FALLBACK_NEWS, type NewsArticle } from './fallback-news'
import { HomeSection } from './section'

/** How many articles the home page shows (spec 000 §9). */
export const HOME_NEWS_COUNT = 3

function formatNewsDate(iso: string) {
  return new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}

/**
 * Canadian mortgage news: the first 3 articles and 'View All News'. Until the news feed service
 * exists this shows the spec's 3 static fallback articles (see fallback-news.ts).
 */
export function NewsSection({ articles = FALLBACK_NEWS }: { articles?: readonly NewsArticle[] }) {
  return (
    <HomeSection
      title="Canadian Mortgage News"
      lead="Rate moves, rule changes and what they mean for your mortgage."
      tone="default"
      action={
        <Button asChild variant="outline">
          <Link to="/mortgage-news">
            View All News <ChevronRightIcon />
          </Link>
        </Button>
      }
    >
      <ul className={css({ display: 'grid', gap: { base: '4', md: '6' }, gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, listStyle: 'none' })}>
        {articles.slice(0, HOME_NEWS_COUNT).map((a) => (
          <li key={a.id} className={css({ display: 'flex' })}>
            <Card.Root asChild className={css({ flex: '1' })}>
              <article>
                <Card.Header>
                  <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', textStyle: 'sm', color: 'fg.muted' })}>
                    <time dateTime={a.published}>{formatNewsDate(a.published)}</time>
                    {a.categories[0] && (
                      <Badge size="sm" tone="brand">
                        {a.categories[0]}
                      </Badge>
                    )}
                  </p>
                  <Card.Title className={css({ mt: '1', lineHeight: 'snug' })}>{a.title}</Card.Title>
                </Card.Header>
                <Card.Body>
                  <p className={css({ color: 'fg.muted', textStyle: 'sm', lineHeight: 'relaxed', flex: '1' })}>{a.summary}</p>
                  <a
                    href={a.link}
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
                      _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5', borderRadius: 'sm' },
                    })}
                  >
                    Read More
                    <VisuallyHidden>{`: ${a.title} (opens in a new tab)`}</VisuallyHidden>
                    <ChevronRightIcon />
                  </a>
                </Card.Body>
              </article>
            </Card.Root>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
