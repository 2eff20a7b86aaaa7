import { NewsCard } from '#app/components/news-card.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { useNews } from '#app/data/public/news.ts'
import { NEWS_HOME_COUNT } from '#shared/constants/news.ts'
import { css } from '#styled-system/css'
import { FALLBACK_NEWS, type NewsArticle } from './fallback-news'
import { HomeSection } from './section'

/** How many articles the home page shows. */
export const HOME_NEWS_COUNT = NEWS_HOME_COUNT

/**
 * Canadian mortgage news on the home page: the first 3 articles of the news (the same first page
 * /mortgage-news shows, so the device copy serves both) and 'View All News'. On any failure the
 * spec's 3 static fallback articles.
 */
export function NewsSection() {
  const news = useNews('')
  const articles: readonly NewsArticle[] | null =
    news.status === 'error' ? FALLBACK_NEWS : (news.data?.pages[0]?.articles ?? null)
  return (
    <HomeSection
      title="Canadian Mortgage News"
      lead="Rate moves, rule changes and what they mean for your mortgage."
      tone="default"
      more={{ to: '/mortgage-news', label: 'View All News' }}
    >
      {articles === null ? (
        <div className={css({ py: '10', display: 'flex', justifyContent: 'center' })}>
          <Spinner label="Loading news" />
        </div>
      ) : (
        <ul
          aria-label="Latest news"
          className={css({
            display: 'grid',
            gap: { base: '4', md: '6' },
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
            listStyle: 'none',
          })}
        >
          {(articles.length > 0 ? articles : FALLBACK_NEWS).slice(0, HOME_NEWS_COUNT).map((a) => (
            <li key={a.id} className={css({ display: 'flex' })}>
              <NewsCard article={a} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  )
}
