import { useEffect, useId, useState } from 'react'
import { CardGrid, Page } from '#app/components/layout/page.tsx'
import { NewsCard } from '#app/components/news-card.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { AlertIcon } from '#app/components/ui/icons.tsx'
import { Input } from '#app/components/ui/input.tsx'
import { EmptyState, ErrorState, LoadingState } from '#app/components/ui/screen-states.tsx'
import { newsErrorMessage, normalizeNewsSearch, useNews } from '#app/data/public/news.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { NEWS_FAILED_MESSAGE, NEWS_SEARCH_DEBOUNCE_MS, NEWS_SEARCH_MAX_CHARS } from '#shared/constants/news.ts'
import { css } from '#styled-system/css'
import { describeSavedAge } from './saved-age'

/** `value`, once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

const alertBox = css({
  display: 'flex',
  gap: '3',
  alignItems: 'start',
  borderRadius: 'lg',
  bg: 'danger.subtle',
  borderWidth: '1px',
  borderColor: 'danger.border',
  p: '4',
  color: 'fg.default',
})

/**
 * /mortgage-news: a search box (500 ms
 * debounce; a change starts again from the first page), article cards, 'Load More News'
 * appending the next page by cursor. Offline, the pages saved on this device with their age.
 */
export function NewsPage() {
  useDocumentTitle('Canadian Mortgage News', 'The latest Canadian mortgage and housing news, gathered daily.')
  const [typed, setTyped] = useState('')
  const search = normalizeNewsSearch(useDebounced(typed, NEWS_SEARCH_DEBOUNCE_MS))
  const news = useNews(search)
  const searchId = useId()
  const pages = news.data?.pages ?? []
  const articles = pages.flatMap((p) => p.articles)
  // Ids are unique per page; a page boundary that moved (new articles arrived) could repeat one.
  const unique = articles.filter((a, i) => articles.findIndex((b) => b.id === a.id) === i)
  const stalePage = pages.find((p) => p.stale)
  const failure = news.error
  const searching = typed.trim() !== '' && normalizeNewsSearch(typed) !== search

  return (
    <Page
      title="Canadian Mortgage News"
      lead="Rate moves, rule changes and market news from across Canada, gathered daily."
      wide
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search; the search element is not yet in every browser this site supports */}
      <form
        role="search"
        aria-label="News"
        onSubmit={(e) => e.preventDefault()}
        className={css({ display: 'grid', gap: '1', maxW: 'xl', mb: '6' })}
      >
        <label htmlFor={searchId} className={css({ fontWeight: 'medium' })}>
          Search news
        </label>
        <Input
          id={searchId}
          type="search"
          value={typed}
          maxLength={NEWS_SEARCH_MAX_CHARS}
          placeholder="e.g. renewal, variable rates, first-time buyers"
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
        />
      </form>

      {stalePage && (
        <p
          data-testid="news-stale"
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: '2',
            mb: '4',
            textStyle: 'sm',
            color: 'fg.muted',
          })}
        >
          <Badge tone="warning" size="sm">
            Offline · saved news
          </Badge>
          <span>
            {describeSavedAge(stalePage.savedAt, Date.now())}. Newer articles will show when the connection is back.
          </span>
        </p>
      )}

      <p role="status" className={css({ srOnly: true })}>
        {news.status === 'success' && !searching
          ? unique.length === 0
            ? 'No articles found'
            : `${unique.length} articles shown`
          : ''}
      </p>

      {/* A failed next page keeps the pages shown (the query's status is 'error' then too). */}
      {news.status === 'pending' || (searching && news.status !== 'error') ? (
        <LoadingState size="page" label={search || typed.trim() ? 'Searching news…' : 'Loading news…'} />
      ) : news.status === 'error' && !news.isFetchNextPageError ? (
        <ErrorState
          size="page"
          message={newsErrorMessage(failure, NEWS_FAILED_MESSAGE)}
          onRetry={() => void news.refetch()}
        />
      ) : unique.length === 0 ? (
        <EmptyState
          size="page"
          action={
            search && (
              <Button variant="outline" size="sm" onClick={() => setTyped('')}>
                Clear search
              </Button>
            )
          }
        >
          {search ? `No articles match “${search}”.` : 'No news articles yet. Please check back soon.'}
        </EmptyState>
      ) : (
        <>
          <CardGrid
            aria-label={search ? `Articles matching “${search}”` : 'Articles'}
            items={unique}
            itemKey={(a) => a.id}
          >
            {(a) => <NewsCard article={a} headingLevel={2} />}
          </CardGrid>
          {news.isFetchNextPageError && (
            <div role="alert" className={`${alertBox} ${css({ mt: '6' })}`}>
              <AlertIcon aria-hidden className={css({ color: 'danger.fg', flexShrink: 0, mt: '0.5' })} />
              <p className={css({ fontWeight: 'semibold' })}>{newsErrorMessage(failure, NEWS_FAILED_MESSAGE)}</p>
            </div>
          )}
          {news.hasNextPage && (
            <div className={css({ display: 'flex', justifyContent: 'center', mt: '8' })}>
              <Button
                size="lg"
                variant="outline"
                loading={news.isFetchingNextPage}
                loadingText="Loading more news…"
                onClick={() => void news.fetchNextPage()}
              >
                Load More News
              </Button>
            </div>
          )}
        </>
      )}
    </Page>
  )
}
