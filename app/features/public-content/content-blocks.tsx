import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { Page } from '#app/components/layout/page.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { LaterImage } from '#app/components/ui/later-image.tsx'
import { EmptyState, ErrorState, LoadingState, type QueryLike, QueryStates } from '#app/components/ui/screen-states.tsx'
import { isNotFound } from '#app/data/public/public-content.ts'
import { useBrokenImage } from '#app/lib/use-broken-image.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { NOT_FOUND_TEXTS } from '#shared/constants/public-content.ts'
import { seoPageTitle } from '#shared/content/page-head.ts'
import { longDateOfDay } from '#shared/time/long-date.ts'
import { torontoDay } from '#shared/time/toronto-time.ts'
import { css, cx } from '#styled-system/css'

/**
 * Building blocks of the public content pages: an image that falls back to a placeholder when
 * it fails or is missing, the long date, and the card grid. Their loading, empty and error
 * states are the kit's (app/components/ui/screen-states.tsx, `size="page"`).
 */

/**
 * The boxes' aspect ratios, as classes: a `style` attribute in HTML rendered at the edge is refused
 * by the pages' content security policy (`style-src 'self'`), so the box would lose its height
 * until the app started, and the page would shift.
 */
const RATIOS = {
  '16 / 9': css({ aspectRatio: '16 / 9' }),
  '3 / 1': css({ aspectRatio: '3 / 1' }),
} as const

/**
 * A list page's cards on its first screen (one column on a phone, the first row on a wide
 * screen): their pictures are fetched with the page; the later cards' once it is interactive
 * (`later`, app/components/ui/later-image.tsx; docs/decisions/242).
 */
export const FIRST_SCREEN_CARDS = 2

/** Image in a box of fixed aspect ratio; a failed or missing image shows the placeholder. */
export function ContentImage({
  src,
  alt,
  ratio = '16 / 9',
  placeholder = 'No image',
  later = false,
  className,
}: {
  src: string | null
  alt: string
  ratio?: keyof typeof RATIOS
  placeholder?: string
  /** Far down a list: fetched once the page is interactive. */
  later?: boolean
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const img = useBrokenImage(() => setFailed(true))
  const box = cx(
    css({ position: 'relative', w: 'full', overflow: 'hidden', bg: 'bg.muted', rounded: 'md' }),
    RATIOS[ratio],
    className,
  )
  if (!src || failed) {
    return (
      <div className={box}>
        <span
          className={css({
            position: 'absolute',
            inset: '0',
            display: 'grid',
            placeItems: 'center',
            color: 'fg.muted',
            textStyle: 'sm',
          })}
        >
          {placeholder}
        </span>
      </div>
    )
  }
  return (
    <div className={box}>
      <LaterImage
        later={later}
        ref={img}
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' })}
      />
    </div>
  )
}

/** A long date ('November 23, 2026'), Canadian English, of the instant's day in Toronto; without Intl. */
export function longDate(iso: string | null): string {
  const at = iso ? new Date(iso) : null
  return at && !Number.isNaN(at.getTime()) ? longDateOfDay(torontoDay(at)) : ''
}

export const cardGrid = css({
  display: 'grid',
  gap: { base: '5', md: '6' },
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
})
export const clamp3 = css({ lineClamp: '3' })
/** A card as tall as its row, its body taking the room left so the actions line up at the bottom. */
export const cardColumn = css({ h: 'full', display: 'flex', flexDirection: 'column' })

/**
 * A list page's cards in the grid, with the kit's loading, empty and error states: `items` picks
 * the list out of the read (an empty one shows `empty`), `children` draws one card.
 */
export function CardGrid<T, I extends { id: string }>({
  query,
  items,
  loading,
  error,
  empty,
  size,
  children,
}: {
  query: QueryLike<T>
  items(data: T): I[]
  loading: string
  error: string
  empty: string
  size?: 'page'
  /** One card; `index` is its place in the list (pictures of cards past the first screen come later). */
  children(item: I, index: number): ReactNode
}) {
  return (
    <QueryStates
      query={query}
      size={size}
      loading={loading}
      error={error}
      empty={empty}
      isEmpty={(data) => items(data).length === 0}
    >
      {(data) => (
        <ul className={cardGrid}>
          {items(data).map((item, index) => (
            <li key={item.id}>{children(item, index)}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  )
}

/**
 * One product or service in its list: the picture, the name as a heading (`heading` keeps the
 * page's outline: h3 under a section, h2 directly under the page title), what the page says about
 * it (`children`), then 'View Details' to its own page (keeping the agent of `search`) and the
 * page's second action (`action`, the content of an outline button).
 */
export function ContentCard({
  item,
  heading: Heading,
  detailsTo,
  search,
  action,
  later = false,
  children,
}: {
  item: { id: string; name: string; imageUrl: string | null }
  heading: 'h2' | 'h3'
  detailsTo: '/products/$id' | '/services/$id'
  search: { agent?: string }
  action: ReactNode
  /** Past the list's first screen: its picture is fetched once the page is interactive. */
  later?: boolean
  children: ReactNode
}) {
  return (
    <Card.Root className={cardColumn}>
      <ContentImage src={item.imageUrl} alt="" later={later} className={css({ roundedBottom: 'none' })} />
      <Card.Header>
        <Heading className={css({ textStyle: 'xl', fontWeight: 'semibold', color: 'fg.heading' })}>{item.name}</Heading>
      </Card.Header>
      <Card.Body className={css({ flex: '1' })}>{children}</Card.Body>
      <Card.Footer className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <Button asChild>
          <Link to={detailsTo} params={{ id: item.id }} search={search} aria-label={`View Details: ${item.name}`}>
            View Details
          </Link>
        </Button>
        <Button asChild variant="outline">
          {action}
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}

/** The way back from a detail page to its list (a link that looks like one, 44 px tall). */
export const backLinkClass = css({
  color: 'accent.fg',
  textDecoration: 'underline',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
})

/**
 * A detail page's read (a post, a product, a service): its loading state, 'not found' with the
 * way back (`back`) under the list's title, a failed read with its retry, else `children(data)`.
 */
export function DetailStates<T>({
  query,
  texts,
  back,
  children,
}: {
  query: UseQueryResult<T, unknown>
  texts: { loading: string; failed: string; notFound: string; listTitle: string }
  back: ReactNode
  children(data: T): ReactNode
}) {
  if (query.isPending)
    return (
      <Page>
        <LoadingState size="page" label={texts.loading} />
      </Page>
    )
  if (query.isError) {
    const missing = isNotFound(query.error)
    return (
      <Page title={missing ? texts.listTitle : undefined}>
        {missing ? (
          <EmptyState size="page" action={back}>
            {texts.notFound}
          </EmptyState>
        ) : (
          <ErrorState size="page" message={texts.failed} onRetry={() => void query.refetch()} />
        )}
      </Page>
    )
  }
  return <>{children(query.data)}</>
}

/**
 * A product's or service's own page: the way back, its image, name, description, what the page
 * adds (`children`, such as the price), the content as text with its line breaks, and 'Contact
 * Us' (keeping the agent of `contactSearch`).
 */
export function ContentArticle({
  back,
  item,
  contactSearch,
  children,
}: {
  back: ReactNode
  item: { name: string; imageUrl: string | null; description: string | null; content: string | null }
  contactSearch: { agent?: string }
  children?: ReactNode
}) {
  return (
    <Page>
      {back}
      <article className={css({ mt: '4', display: 'grid', gap: '5', maxW: '3xl' })}>
        <ContentImage src={item.imageUrl} alt="" />
        <h1 className={css({ textStyle: { base: '3xl', md: '4xl' }, fontWeight: 'bold', lineHeight: 'tight' })}>
          {item.name}
        </h1>
        {item.description ? <p className={css({ textStyle: 'lg', color: 'fg.muted' })}>{item.description}</p> : null}
        {children}
        {item.content ? (
          <div className={css({ whiteSpace: 'pre-wrap', lineHeight: 'relaxed' })}>{item.content}</div>
        ) : null}
        <div>
          <Button asChild size="lg">
            <Link to="/contact" search={contactSearch}>
              Contact Us
            </Link>
          </Button>
        </div>
      </article>
    </Page>
  )
}

type ArticleItem = { name: string; imageUrl: string | null; description: string | null; content: string | null }

/**
 * /products/{id} and /services/{id}: the item's read in its states (under 'Product' or 'Service'
 * when it is not found), the tab's title, the way back to its list (keeping the agent), and the
 * article with what the page adds (`children`, such as a product's price and Apply Now).
 */
export function ContentDetail<T extends ArticleItem>({
  query,
  noun,
  agent,
  children,
}: {
  query: UseQueryResult<T, unknown>
  noun: 'product' | 'service'
  agent: string | undefined
  children?(item: T): ReactNode
}) {
  const title = noun === 'product' ? 'Product' : 'Service'
  useDocumentTitle(query.data ? seoPageTitle(query.data.name) : title)
  const search = agent ? { agent } : {}
  const back = (
    <Link to={`/${noun}s`} search={search} className={backLinkClass}>
      ← Back to {noun}s
    </Link>
  )
  return (
    <DetailStates
      query={query}
      back={back}
      texts={{
        loading: `Loading ${noun}…`,
        failed: `Failed to load ${noun}`,
        notFound: NOT_FOUND_TEXTS[noun],
        listTitle: title,
      }}
    >
      {(item) => (
        <ContentArticle back={back} item={item} contactSearch={search}>
          {children?.(item)}
        </ContentArticle>
      )}
    </DetailStates>
  )
}
