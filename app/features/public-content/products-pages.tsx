import { Link } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { productQueryOptions, productsQueryOptions } from '#app/data/public/public-content.ts'
import { useHydrationSafeQuery } from '#app/lib/hydration-safe-query.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND } from '#shared/config/brand.ts'
import type { Product } from '#shared/schemas/public-content.ts'
import { groupThousands } from '#shared/text/group-thousands.ts'
import { css } from '#styled-system/css'
import { CardGrid, ContentCard, ContentDetail, FIRST_SCREEN_CARDS } from './content-blocks'

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

/** A product's price in words: the lowest fee the client pays ('Fees from $995'); null when none is stated. */
export function productPriceLabel(price: number | null): string | null {
  if (price === null) return null
  return `Fees from ${dollars(price)}`
}

let cadCents: Intl.NumberFormat | undefined
/**
 * Whole dollars without cents ($995), else with them ($995.50). Whole amounts, what fees are,
 * are written out as en-CA's currency format writes them: the first Intl format of a page loads
 * the locale's data, a long task on a phone's first load of this page. Cents go to Intl.
 */
function dollars(n: number): string {
  if (Number.isSafeInteger(n)) return `${n < 0 || Object.is(n, -0) ? '-' : ''}$${groupThousands(Math.abs(n))}`
  cadCents ??= new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' })
  return cadCents.format(n)
}

/**
 * 'Apply Now' for a product: the product's own outside page when it has one, else the brand's,
 * else the site's application form with the product named (and the agent kept).
 */
function ApplyNow({
  product,
  agent,
  className,
}: {
  product?: Product
  agent?: string | undefined
  /** From the Button it sits in (asChild hands its classes to this link). */
  className?: string
}) {
  const external = product?.applyUrl ?? BRAND.applyUrl
  if (external)
    return (
      <a href={external} target="_blank" rel="noopener noreferrer" className={className}>
        Apply Now<span className={css({ srOnly: true })}> (opens in a new tab)</span>
      </a>
    )
  const search = { ...(product ? { product: product.name } : {}), ...(agent ? { agent } : {}) }
  return (
    <Link
      to="/applications"
      search={search}
      className={className}
      aria-label={product ? `Apply Now: ${product.name}` : undefined}
    >
      Apply Now
    </Link>
  )
}

function PriceLine({ price, className }: { price: number | null; className?: string }) {
  const label = productPriceLabel(price)
  return label ? <p className={className}>{label}</p> : null
}

/**
 * /products: the products from the database as cards (picture, name, description, labelled price,
 * View Details and Apply Now), then the three static sections on the kinds of lender, 'Book a
 * Consultation' to /contact (keeping ?agent) and a general 'Apply Now'.
 */
export function ProductsPage({ agent }: { agent?: string | undefined }) {
  useDocumentTitle(
    'Mortgage Products',
    'Our mortgage products: purchase, refinance, renewal and more, with their fees.',
  )
  const products = useHydrationSafeQuery(productsQueryOptions())
  const search = agent ? { agent } : {}
  return (
    <Page
      wide
      title="Mortgage Products"
      lead={`Through ${BRAND.marketing.lenderCount}, we match you with the right kind of lender: a big bank, an alternative lender or a private lender.`}
    >
      <section aria-labelledby="products-list" className={css({ mb: '10' })}>
        <h2
          id="products-list"
          className={css({ textStyle: '2xl', fontWeight: 'semibold', color: 'fg.heading', mb: '4' })}
        >
          Our products
        </h2>
        <CardGrid
          query={products}
          loading="Loading products…"
          error="Failed to load products"
          empty="No products available at the moment."
          items={(data) => data.products}
        >
          {(p, index) => (
            <ContentCard
              item={p}
              later={index >= FIRST_SCREEN_CARDS}
              heading="h3"
              detailsTo="/products/$id"
              search={search}
              action={<ApplyNow product={p} agent={agent} />}
            >
              {p.description ? <p className={css({ color: 'fg.muted' })}>{p.description}</p> : null}
              <PriceLine price={p.price} className={css({ mt: '2', fontWeight: 'semibold' })} />
            </ContentCard>
          )}
        </CardGrid>
      </section>
      <div className={css({ display: 'grid', gap: '6' })}>
        {SECTIONS.map((s) => (
          <Card.Root key={s.title}>
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
          <ApplyNow agent={agent} />
        </Button>
      </div>
    </Page>
  )
}

/** /products/{id}: image, name, description, labelled price, Apply Now, content, Back to products and contact. */
export function ProductDetailPage({ id, agent }: { id: string; agent?: string | undefined }) {
  const product = useHydrationSafeQuery(productQueryOptions(id))
  return (
    <ContentDetail query={product} noun="product" agent={agent}>
      {(p) => (
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
          <PriceLine price={p.price} className={css({ textStyle: 'xl', fontWeight: 'semibold' })} />
          <Button asChild size="lg" variant="outline">
            <ApplyNow product={p} agent={agent} />
          </Button>
        </div>
      )}
    </ContentDetail>
  )
}
