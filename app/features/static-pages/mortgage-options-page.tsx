import { Link } from '@tanstack/react-router'
import { CardGrid, ContactCta, checkListClass, Page, proseClass, StaticSection } from '#app/components/layout/page.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { CalculatorIcon } from '#app/components/ui/icons.tsx'
import { chip } from '#app/components/ui/styles.ts'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { BRAND } from '#shared/config/brand.ts'
import { downPaymentHint, formatCAD, rulesInForce } from '#shared/finance/index.ts'
import { css, cx } from '#styled-system/css'

interface MortgageOption {
  id: string
  title: string
  /** Label in the jump links at the top. */
  short: string
  tag?: string
  summary: string
  points: string[]
  bestFor: string
}

/** Figures that change with regulation come from shared/finance/rules.ts (the rule in force today). */
function buildOptions(): MortgageOption[] {
  const rules = rulesInForce()
  const ltt = rules.ontarioLandTransferTax
  const extended = rules.insurance.extendedAmortization
  return [
    {
      id: 'fixed',
      title: 'Fixed rate mortgage',
      short: 'Fixed rate',
      tag: 'Most popular',
      summary:
        'Your interest rate and payment are locked for the whole term, usually one to ten years, with five years the most common choice.',
      points: [
        'The same payment every period, whatever happens to rates',
        'Breaking the term early usually costs the greater of three months’ interest or the interest rate differential (IRD), which can be large',
        `Most lenders let you prepay a share of the balance each year without penalty (up to ${BRAND.marketing.prepaymentPct}% on many products)`,
      ],
      bestFor: 'Buyers who want certainty and a budget that could not absorb a higher payment.',
    },
    {
      id: 'variable',
      title: 'Variable rate mortgage',
      short: 'Variable rate',
      summary:
        'Your rate is set as a discount from (or premium to) the lender’s prime rate and moves whenever prime does. With most variable mortgages the payment stays the same and the split between interest and principal changes.',
      points: [
        'Has often cost less than fixed over a full term, but with no guarantee',
        'The penalty to break is usually three months’ interest, far easier to plan for than an IRD',
        'Most lenders let you lock into a fixed rate at any time',
      ],
      bestFor: 'Borrowers comfortable with some uncertainty who may sell, move or refinance before the term ends.',
    },
    {
      id: 'adjustable',
      title: 'Adjustable rate mortgage (ARM)',
      short: 'Adjustable rate (ARM)',
      summary:
        'Like a variable mortgage, the rate follows prime, but here the payment itself rises or falls with every change so your amortization stays on schedule.',
      points: [
        'Rate cuts lower your payment right away',
        'Rate increases raise your payment right away, with no risk of reaching a trigger rate',
        'Usually the same three-months’-interest penalty as a variable mortgage',
      ],
      bestFor:
        'Households with room in their budget who want to see rate changes directly and keep their payoff date fixed.',
    },
    {
      id: 'first-time',
      title: 'First-time homebuyer mortgage',
      short: 'First-time buyers',
      tag: 'Programs available',
      summary: `Buying your first home comes with the lowest down payment and several federal and Ontario programs. Down payment today: ${downPaymentHint(undefined, 'detailed')}.`,
      points: [
        'First Home Savings Account (FHSA) and the RRSP Home Buyers’ Plan can fund the down payment',
        extended
          ? `Insured mortgages can be amortized over ${extended.maxYears} years for first-time buyers, lowering the payment`
          : 'Mortgage default insurance makes a down payment under 20% possible',
        `Ontario refunds up to ${formatCAD(ltt.firstTimeBuyerRebateMax, 0)} of land transfer tax for first-time buyers`,
      ],
      bestFor:
        'Anyone buying their first home (or who has not owned one in the last four years) who wants to start with a smaller down payment.',
    },
    {
      id: 'refinance',
      title: 'Refinancing',
      short: 'Refinancing',
      summary:
        'Replace your current mortgage with a new one, usually to borrow against your home equity or to change the rate, term or amortization.',
      points: [
        'Borrow up to 80% of your home’s appraised value in total',
        'Consolidate credit cards, car loans and lines of credit into one lower-rate payment, or fund a renovation',
        'Breaking the current term early has a penalty: we calculate whether the savings outweigh it before you decide',
      ],
      bestFor: 'Homeowners with equity who want to lower the cost of higher-interest debt or pay for a major project.',
    },
    {
      id: 'investment',
      title: 'Investment property mortgage',
      short: 'Investment property',
      summary:
        'Financing for a rental property, whether a condo to rent out, a multi-unit building or a house with a rental suite.',
      points: [
        'A rental you will not live in needs at least 20% down',
        'Lenders count part of the expected rental income toward qualifying',
        'The choice of lender matters more here: policies on rental income and the number of properties vary widely',
      ],
      bestFor: 'Investors buying or expanding a rental portfolio, and owners adding a legal secondary suite.',
    },
    {
      id: 'heloc',
      title: 'Second mortgages and HELOCs',
      short: 'Seconds & HELOCs',
      summary:
        'Borrow against your equity without breaking your first mortgage. A home equity line of credit (HELOC) is revolving credit you draw on as needed; a second mortgage is a lump sum registered behind your first.',
      points: [
        'A HELOC can go up to 65% of your home’s value, and up to 80% together with your mortgage',
        'HELOC payments can be interest-only on what you have drawn',
        'Second mortgages cost more than a first mortgage and usually have short terms: a bridge, not a long-term plan',
      ],
      bestFor:
        'Owners who need flexible access to equity for renovations, education or a short-term bridge while keeping a good first-mortgage rate.',
    },
    {
      id: 'reverse',
      title: 'Reverse mortgages',
      short: 'Reverse mortgages',
      tag: '55+',
      summary:
        'For homeowners aged 55 or older: turn part of your home equity into tax-free funds with no monthly payments. The funds are non-repayable while you live in the home; the loan is repaid when you sell, move out or after you pass away.',
      points: [
        'Borrow up to about 55% of your home’s value, as a lump sum or in instalments',
        'No monthly mortgage payments; you stay on title and keep paying property tax, insurance and upkeep',
        'Interest adds to the balance over time, so the equity left for you or your estate shrinks. We encourage you to involve your family',
      ],
      bestFor:
        'Retirees who are rich in home equity and want income or a cushion without selling or taking on a payment. Lenders look mainly at your age and your home, not your income.',
    },
  ]
}

/** A link of the page's index: a white pill that turns the accent tint on hover. */
const optionChip = cx(
  chip,
  css({
    borderRadius: 'full',
    borderColor: 'border.default',
    bg: 'bg.default',
    color: 'fg.default',
    textStyle: 'sm',
    fontWeight: 'medium',
    _hover: { bg: 'accent.subtle', borderColor: 'accent.fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
  }),
)

export function MortgageOptionsPage() {
  useDocumentTitle(
    'Your Mortgage Choices',
    'Fixed or variable, open or closed, insured or conventional: the mortgage choices explained.',
  )
  const options = buildOptions()
  return (
    <>
      <Page
        wide
        title="Your Mortgage Choices"
        lead="There is no single best mortgage, only the best one for your situation. Here are the main options we arrange, what each one does, and who it suits."
      >
        <nav aria-label="Mortgage options on this page" className={css({ mb: { base: '8', md: '10' } })}>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}>
            {options.map((o) => (
              <li key={o.id}>
                <a href={`#${o.id}`} className={optionChip}>
                  {o.short}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <StaticSection title="Compare the options">
          <CardGrid cols={2} items={options} itemKey={(o) => o.id}>
            {(o) => (
              <Card.Root asChild variant="elevated" className={css({ flex: '1', scrollMarginTop: '24' })}>
                <article id={o.id} aria-labelledby={`${o.id}-title`}>
                  <Card.Header>
                    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
                      <Card.Title id={`${o.id}-title`} className={css({ textStyle: 'xl' })}>
                        {o.title}
                      </Card.Title>
                      {o.tag && (
                        <Badge tone="accent" size="sm">
                          {o.tag}
                        </Badge>
                      )}
                    </div>
                  </Card.Header>
                  <Card.Body className={css({ gap: '4' })}>
                    <p className={css({ lineHeight: 'relaxed' })}>{o.summary}</p>
                    <ul className={checkListClass}>
                      {o.points.map((p) => (
                        <li key={p} className={css({ color: 'fg.muted', textStyle: 'sm' })}>
                          {p}
                        </li>
                      ))}
                    </ul>
                    <p
                      className={css({
                        mt: 'auto',
                        pt: '3',
                        borderTopWidth: '1px',
                        borderColor: 'border.subtle',
                        lineHeight: 'relaxed',
                      })}
                    >
                      <strong className={css({ color: 'fg.heading' })}>Best for:</strong> {o.bestFor}
                    </p>
                  </Card.Body>
                </article>
              </Card.Root>
            )}
          </CardGrid>
        </StaticSection>

        <StaticSection title="Not sure which one fits?">
          <div className={proseClass}>
            <p>
              Many people end up with a combination: a fixed rate for most of the balance and a line of credit for
              flexibility, or a shorter term that lines up with a planned move. A licensed agent can compare the choices
              side by side with real offers from {BRAND.marketing.lenderCount}, including the prepayment privileges and
              penalty rules that rarely make the headline rate.
            </p>
          </div>
          <div className={css({ mt: '6', display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <Button asChild variant="outline">
              <Link to="/mortgage-calculator">
                <CalculatorIcon /> Estimate your payment
              </Link>
            </Button>
          </div>
        </StaticSection>
      </Page>
      <ContactCta
        title="Find the right mortgage for you"
        text="Tell us about your plans and we will compare every option that fits, free of charge for most residential mortgages."
      />
    </>
  )
}
