import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { useDocumentTitle } from '../lib/use-document-title'
import { MortgageCalculator } from '../features/calculators/mortgage-calculator'
import { mortgagePrefill } from '../features/calculators/search-prefill'
import { parseMortgageCalculatorSearch } from '../features/calculators/calculator-search'

export const Route = createFileRoute('/mortgage-calculator')({
  // ?amount=650000&rate=4.5&amortization=25 prefills the form (the chat's computed answers link here).
  validateSearch: parseMortgageCalculatorSearch,
  component: MortgageCalculatorPage,
})

function MortgageCalculatorPage() {
  const search = Route.useSearch()
  useDocumentTitle('Mortgage Payment Calculator')
  return (
    <Page
      wide
      title="Mortgage Payment Calculator"
      lead="See your payment for any amount, rate, amortization and payment frequency, with the interest you would pay and how the balance goes down year by year."
    >
      <MortgageCalculator prefill={mortgagePrefill(search)} />
    </Page>
  )
}
