import { createFileRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { pageWidth } from '#app/components/layout/layout-styles.ts'
import { heading } from '#app/components/ui/styles.ts'
import { bestRateQueryOptions, ratesQueryOptions } from '#app/data/public/rates.ts'
import { QuoteDialogButton } from '#app/features/quote/quote-dialog-button.tsx'
import { BestRateBadge } from '#app/features/rates/best-rate-badge.tsx'
import { RatesDisplay } from '#app/features/rates/rates-display.tsx'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND } from '#shared/config/brand.ts'
import { css, cx } from '#styled-system/css'

// Lenders, testimonials, news, the broker strip and the call to action sit below the fold:
// their own chunk, fetched while the hero renders.
const HomeBelowFold = lazyChunk(() => import('#app/features/home/home-below-fold.tsx'))

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    // Start the above-the-fold requests with the route; the page renders at once and fills in.
    // The sections below the fold (lenders, testimonials, news) fetch their data with their own
    // chunk, after the page is interactive (decision 118).
    void context.queryClient.prefetchQuery(bestRateQueryOptions())
    void context.queryClient.prefetchQuery(ratesQueryOptions('ON'))
  },
  component: HomePage,
})

const PROMISES = [
  {
    title: 'Instant AI rate analysis',
    text: 'Ask our assistant anything about rates, renewals or the stress test and get a clear answer in seconds.',
  },
  {
    title: 'Browse rates with insights',
    text: `Today's rates by province and term, updated daily through a network of ${BRAND.marketing.lenderCount}.`,
  },
  {
    title: 'Get a personalized plan',
    text: 'A licensed agent turns your numbers into a plan: the right term, the right lender, the right payment.',
  },
]

function HomePage() {
  useDocumentTitle('Mortgage Rates, Calculators & Brokers in Ontario')
  const ctaBase = css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minH: '12',
    px: '6',
    borderRadius: 'lg',
    fontWeight: 'semibold',
    textDecoration: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '0.5' },
  })
  return (
    <>
      <section className={css({ bg: 'brand.default', color: 'fg.onAccent' })}>
        <div className={cx(pageWidth, css({ py: { base: '12', md: '20' }, display: 'grid', gap: '6' }))}>
          <BestRateBadge />
          <h1 className={cx(heading.hero, css({ maxW: '3xl' }))}>
            Your AI mortgage companion for buying, renewing and refinancing in Ontario
          </h1>
          <p className={css({ fontSize: { base: 'lg', md: 'xl' }, color: 'brand.subtle', maxW: '2xl' })}>
            Compare today's rates, see your payment in seconds, and talk to a licensed agent who shops{' '}
            {BRAND.marketing.lenderCount} for you.
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <QuoteDialogButton
              kind="purchase"
              className={`${ctaBase} ${css({ bg: 'accent.default', color: 'fg.onAccent', _hover: { bg: 'accent.emphasized' } })}`}
            >
              Get Started
            </QuoteDialogButton>
            <QuoteDialogButton
              kind="renewal"
              className={`${ctaBase} ${css({ bg: 'bg.default', color: 'brand.fg', _hover: { bg: 'brand.subtle' } })}`}
            >
              Renewal Quote
            </QuoteDialogButton>
          </div>
          <ul
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
              gap: '4',
              mt: '4',
              listStyle: 'none',
            })}
          >
            {PROMISES.map((p) => (
              <li key={p.title} className={css({ bg: 'brand.emphasized', borderRadius: 'lg', p: '4' })}>
                <h2 className={css({ fontWeight: 'semibold', fontSize: 'lg', color: 'fg.onAccent' })}>{p.title}</h2>
                <p className={css({ color: 'brand.subtle', mt: '1', fontSize: 'sm' })}>{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className={cx(pageWidth, css({ py: { base: '10', md: '14' } }))}>
        <RatesDisplay />
      </div>
      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </>
  )
}
