import { Link } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { CalculatorIcon, ChevronRightIcon, HomeIcon, RefreshIcon } from '#app/components/ui/icons.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { css } from '#styled-system/css'
import { grid } from '#styled-system/patterns'
import type { ClosingCostsSearch } from './calculator-search'
import { ClosingCostsCalculator } from './closing-costs'
import { closingCostsPrefill } from './kit/search-prefill'

const CARDS = [
  {
    to: '/mortgage-calculator',
    title: 'Mortgage Payment Calculator',
    text: 'Your payment for any amount, rate, amortization and payment frequency, with the total interest and a year-by-year schedule.',
    Icon: CalculatorIcon,
  },
  {
    to: '/affordability-calculator',
    title: 'How Much Can I Afford?',
    text: 'A comfortable price for your income and costs, and what a lender may approve under the stress test.',
    Icon: HomeIcon,
  },
  {
    to: '/renewal-calculator',
    title: 'Renewal and Penalty Calculator',
    text: 'What leaving your lender costs today, and what switching saves against your renewal offer.',
    Icon: RefreshIcon,
  },
] as const

/** A calculator card's inside: its icon, name, what it works out, and where the card goes ('Open', 'Below'). */
function CardText({ Icon, title, text, go }: { Icon: typeof HomeIcon; title: string; text: string; go: string }) {
  return (
    <>
      <Icon size={28} className={css({ color: 'accent.fg' })} />
      <span className={css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg.heading' })}>{title}</span>
      <span className={css({ color: 'fg.muted', textStyle: 'sm' })}>{text}</span>
      <span
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          color: 'accent.fg',
          fontWeight: 'semibold',
          mt: 'auto',
        })}
      >
        {go} <ChevronRightIcon />
      </span>
    </>
  )
}

export function CalculatorsPage({ search }: { search: ClosingCostsSearch }) {
  useDocumentTitle(
    'Calculators',
    'Mortgage payment, affordability and renewal calculators that work on your phone, even offline.',
  )
  return (
    <Page
      wide
      title="Calculators"
      lead="Work out your payment, what you can afford, the cash you need at closing and what renewing or switching costs. Everything works on your phone, even offline."
    >
      <nav aria-label="Calculators">
        <ul
          className={grid({
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
            listStyle: 'none',
            p: '0',
          })}
        >
          {CARDS.map(({ to, title, text, Icon }) => (
            <li key={to}>
              <Link to={to} className={card}>
                <CardText Icon={Icon} title={title} text={text} go="Open" />
              </Link>
            </li>
          ))}
          <li>
            <a href="#closing-costs" className={card}>
              <CardText
                Icon={CalculatorIcon}
                title="Closing Costs Calculator"
                text="Ontario and Toronto land transfer tax with first-time buyer rebates, PST on mortgage insurance, legal and inspection fees."
                go="Below"
              />
            </a>
          </li>
        </ul>
      </nav>
      <section
        id="closing-costs"
        aria-labelledby="closing-costs-title"
        className={css({ mt: { base: '10', md: '14' }, display: 'grid', gap: '4', scrollMarginTop: '20' })}
      >
        <div>
          <h2
            id="closing-costs-title"
            className={css({ textStyle: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'fg.heading' })}
          >
            Closing Costs Calculator
          </h2>
          <p className={css({ mt: '2', color: 'fg.muted', maxW: '3xl' })}>
            Budget for the cash you need on closing day, on top of your down payment. Typical fees are filled in: change
            them to the quotes you get.
          </p>
        </div>
        <ClosingCostsCalculator headingLevel={3} prefill={closingCostsPrefill(search)} />
      </section>
    </Page>
  )
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  h: 'full',
  p: '6',
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  boxShadow: 'card',
  textDecoration: 'none',
  color: 'fg.default',
  transitionProperty: 'common',
  transitionDuration: 'fast',
  _hover: { borderColor: 'accent.default', boxShadow: 'md' },
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '0.5' },
})
