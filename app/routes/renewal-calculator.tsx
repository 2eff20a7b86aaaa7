import { createFileRoute } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { parseRenewalSearch } from '#app/features/calculators/calculator-search.ts'
import { renewalPrefill } from '#app/features/calculators/kit/search-prefill.ts'
import { RenewalCalculator } from '#app/features/calculators/renewal-calculator.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'

export const Route = createFileRoute('/renewal-calculator')({
  // ?balance=400000&rate=5.19&monthsLeft=30&lender=bank&offer=4.89 prefills the form (the chat links here).
  validateSearch: parseRenewalSearch,
  component: RenewalCalculatorPage,
})

function RenewalCalculatorPage() {
  const search = Route.useSearch()
  useDocumentTitle(
    'Mortgage Renewal and Penalty Calculator',
    'Estimate your prepayment penalty and compare renewing with your lender against switching.',
  )
  return (
    <Page
      wide
      title="Mortgage Renewal and Penalty Calculator"
      lead="What leaving your lender costs today, what switching saves against your renewal offer, and our best rate for your next term."
    >
      <RenewalCalculator startWith={renewalPrefill(search)} />
    </Page>
  )
}
