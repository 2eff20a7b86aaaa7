import { Link } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { productQueryOptions } from '#app/data/public/public-content.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND } from '#shared/config/brand.ts'
import { NOT_FOUND_TEXTS } from '#shared/schemas/public-content.ts'
import { css } from '#styled-system/css'
import { backLinkClass, ContentArticle, DetailStates } from './content-blocks'

/** The products page's three static sections. */
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

/** /products: static text, 'Book a Consultation' to /contact (keeping ?agent), 'Apply Now' external. */
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
          {BRAND.applyUrl ? (
            <a href={BRAND.applyUrl} target="_blank" rel="noopener noreferrer">
              Apply Now<span className={css({ srOnly: true })}> (opens in a new tab)</span>
            </a>
          ) : (
            <Link to="/applications">Apply Now</Link>
          )}
        </Button>
      </div>
    </Page>
  )
}

const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' })

/** /products/{id}: image, name, description, price, content, Back to products and contact. */
export function ProductDetailPage({ id, agent }: { id: string; agent?: string | undefined }) {
  const product = useHydrationSafeQuery(productQueryOptions(id))
  useDocumentTitle(product.data?.name ?? 'Product')
  const search = agent ? { agent } : {}
  const back = (
    <Link to="/products" search={search} className={backLinkClass}>
      ← Back to products
    </Link>
  )
  return (
    <DetailStates
      query={product}
      back={back}
      texts={{
        loading: 'Loading product…',
        failed: 'Failed to load product',
        notFound: NOT_FOUND_TEXTS.product,
        listTitle: 'Product',
      }}
    >
      {(p) => (
        <ContentArticle back={back} item={p} contactSearch={search}>
          {p.price !== null ? (
            <p className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>{cad.format(p.price)}</p>
          ) : null}
        </ContentArticle>
      )}
    </DetailStates>
  )
}
