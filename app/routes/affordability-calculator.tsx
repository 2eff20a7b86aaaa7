import { createFileRoute } from '@tanstack/react-router'
import { button } from '../../styled-system/recipes'
import { Page } from '../components/layout/page'
import { useDocumentTitle } from '../lib/use-document-title'
import { AffordabilityCalculator } from '../features/calculators/affordability-calculator'
import { QuoteDialogButton } from '../features/quote/quote-dialog-button'

export const Route = createFileRoute('/affordability-calculator')({
  component: AffordabilityPage,
})

// The page composes two features: the calculator and the quote feature's dialog button
// (features do not import each other).
function AffordabilityPage() {
  useDocumentTitle('How Much Can I Afford?')
  return (
    <Page
      wide
      title="How Much Can I Afford?"
      lead="Your income, down payment and monthly costs give a comfortable home price, and what a lender may approve under today's stress test."
    >
      <AffordabilityCalculator
        renderPrequalify={(prefill) => (
          <QuoteDialogButton kind="purchase" prefill={prefill} className={button({ variant: 'solid' })}>
            Get Prequalified Now
          </QuoteDialogButton>
        )}
      />
    </Page>
  )
}
