import { createFileRoute } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { AffordabilityCalculator } from '#app/features/calculators/affordability-calculator.tsx'
import { parseAffordabilitySearch } from '#app/features/calculators/calculator-search.ts'
import { affordabilityPrefill } from '#app/features/calculators/kit/search-prefill.ts'
import { QuoteDialogButton } from '#app/features/quote/quote-dialog-button.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'
import { button } from '#styled-system/recipes'

export const Route = createFileRoute('/affordability-calculator')({
  // ?annualIncome=120000&downPayment=50000 prefills the form.
  validateSearch: parseAffordabilitySearch,
  component: AffordabilityPage,
})

// The page composes two features: the calculator and the quote feature's dialog button
// (features do not import each other).
function AffordabilityPage() {
  const search = Route.useSearch()
  useDocumentTitle(
    'How Much Can I Afford?',
    "See the home price you can reach from your income, debts and down payment, under Canada's stress test.",
  )
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
