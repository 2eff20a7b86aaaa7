import { Link } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { isNotFound, productQueryOptions } from '#app/data/public/public-content.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND } from '#shared/config/brand.ts'
import { NOT_FOUND_TEXTS } from '#shared/schemas/public-content.ts'
import { css } from '#styled-system/css'
import { ContentImage, EmptyState, ErrorState, LoadingState } from './content-blocks'

/** The three static sections of spec 001 §3 "Products page". */
const SECTIONS = [
  {
    title: 'Big-bank mortgages',
    text: 'Prime mortgages from the major Canadian banks: the lowest rates for borrowers with steady, provable income and good credit. Fixed and variable terms, insured and conventional.',
    points: [
      'Fixed terms from 1 to 10 years',
      'Variable and adjustable-rate options',
      'Insured (under 20% down) and conventional mortgages',
      'Prepayment privileges, portability and rate holds',
    ],
  },
  {
    title: 'Alternative-lender mortgages',
    text: 'Trust companies and alternative (B) lenders serve the self-employed, new Canadians, and borrowers with bruised credit or non-traditional income, at rates a little above the banks.',
    points: [
      'Stated and business-for-self income programs',
      'Credit rebuilding with a path back to prime',
      'Terms of 1 to 3 years, often open after a year',
      'Flexible debt-service limits',
    ],
  },
  {
    title: 'Mortgage investment corporation (MIC) and private mortgages',
    text: 'MICs and private lenders lend on the strength of the property for short-term needs: bridge financing, construction, equity take-outs and situations the banks decline.',
    points: [
      'Terms of 6 to 24 months, interest-only payments',
      'First and second mortgages',
      'Decisions in days, based on equity',
      'A plan to move you back to a bank lender',
    ],
  },
]

/** /products (spec 001): static text, 'Book a Consultation' to /contact (keeping ?agent), 'Apply Now' external. */
export function ProductsPage({ agent }: { agent?: string | undefined }) {
  useDocumentTitle('Mortgage Products')
  const search = agent ? { agent } : {}
  return (
    <Page
      wide
      title="Mortgage Products"
      lead={`Through ${BRAND.marketing.lenderCount}, we match you with the right kind of lender: a big bank, an alternative lender or a private lender.`}
    >
      <div className={css({ display: 'grid', gap: '6' })}>
        {SECTIONS.map((s) => (
          <Card.Root key={s.title} asChild>
            <section aria-label={s.title}>
              <Card.Header>
                <h2 className={css({ textStyle: '2xl', fontWeight: 'semibold', color: 'fg.heading' })}>{s.title}</h2>
              </Card.Header>
              <Card.Body className={css({ display: 'grid', gap: '3' })}>
                <p className={css({ color: 'fg.muted', maxW: 'prose' })}>{s.text}</p>
                <ul className={css({ pl: '5', listStyleType: 'disc', display: 'grid', gap: '1' })}>
                  {s.points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </Card.Body>
            </section>
          </Card.Root>
        ))}
      </div>
      <div className={css({ mt: '8', display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <Button asChild size="lg">
          <Link to="/contact" search={search}>
            Book a Consultation
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={BRAND.applyUrl} target="_blank" rel="noopener noreferrer">
            Apply Now<span className={css({ srOnly: true })}> (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </Page>
  )
}

const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' })

/** /products/{id} (spec 001): image, name, description, price, content, Back to products and contact. */
export function ProductDetailPage({ id, agent }: { id: string; agent?: string | undefined }) {
  const product = useHydrationSafeQuery(productQueryOptions(id))
  useDocumentTitle(product.data?.name ?? 'Product')
  const search = agent ? { agent } : {}
  const back = (
    <Link
      to="/products"
      search={search}
      className={css({
        color: 'accent.fg',
        textDecoration: 'underline',
        display: 'inline-flex',
        alignItems: 'center',
        minH: '11',
      })}
    >
      ← Back to products
    </Link>
  )
  if (product.isPending) return <Page>{<LoadingState label="Loading product..." />}</Page>
  if (product.isError) {
    return (
      <Page title={isNotFound(product.error) ? 'Product' : undefined}>
        {isNotFound(product.error) ? (
          <EmptyState action={back}>{NOT_FOUND_TEXTS.product}</EmptyState>
        ) : (
          <ErrorState message="Failed to load product" onRetry={() => void product.refetch()} />
        )}
      </Page>
    )
  }
  const p = product.data
  return (
    <Page>
      {back}
      <article className={css({ mt: '4', display: 'grid', gap: '5', maxW: '3xl' })}>
        <ContentImage src={p.imageUrl} alt="" />
        <h1 className={css({ textStyle: { base: '3xl', md: '4xl' }, fontWeight: 'bold', lineHeight: 'tight' })}>
          {p.name}
        </h1>
        {p.description ? <p className={css({ textStyle: 'lg', color: 'fg.muted' })}>{p.description}</p> : null}
        {p.price !== null ? (
          <p className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>{cad.format(p.price)}</p>
        ) : null}
        {p.content ? <div className={css({ whiteSpace: 'pre-wrap', lineHeight: 'relaxed' })}>{p.content}</div> : null}
        <div>
          <Button asChild size="lg">
            <Link to="/contact" search={search}>
              Contact Us
            </Link>
          </Button>
        </div>
      </article>
    </Page>
  )
}
