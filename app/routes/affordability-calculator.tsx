import { createFileRoute } from '@tanstack/react-router'
import { button } from '../../styled-system/recipes'
import { Page } from '../components/layout/page'
import { useDocumentTitle } from '../lib/use-document-title'
import { AffordabilityCalculator } from '../features/calculators/affordability-calculator'
import { QuoteDialogButton } from '../features/quote/quote-dialog-button'
import { affordabilityPrefill } from '../features/calculators/search-prefill'
import { parseAffordabilitySearch } from '../features/calculators/calculator-search'

export const Route = createFileRoute('/affordability-calculator')({
  // ?annualIncome=120000&downPayment=50000 prefills the form.
  validateSearch: parseAffordabilitySearch,
  component: AffordabilityPage,
})

// The page composes two features: the calculator and the quote feature's dialog button
// (features do not import each other).
function AffordabilityPage() {
  const search = Route.useSearch()
  useDocumentTitle('How Much Can I Afford?')
  return (
    <Page
      wide
      title="How Much Can I Afford?"
      lead="Your income, down payment and monthly costs give a comfortable home price, and what a lender may approve under today's stress test."
    >
      <AffordabilityCalculator
        startWith={affordabilityPrefill(search)}
        renderPrequalify={(prefill) => (
          <QuoteDialogButton kind="purchase" prefill={prefill} className={button({ variant: 'solid' })}>
            Get Prequalified Now
          </QuoteDialogButton>
        )}
      />
    </Page>
  )
}
