import { createFileRoute } from '@tanstack/react-router'
import { Page } from '#app/components/layout/page.tsx'
import { parseMortgageCalculatorSearch } from '#app/features/calculators/calculator-search.ts'
import { mortgagePrefill } from '#app/features/calculators/kit/search-prefill.ts'
import { MortgageCalculator } from '#app/features/calculators/mortgage-calculator.tsx'
import { useDocumentTitle } from '#app/lib/use-document-title.ts'

export const Route = createFileRoute('/mortgage-calculator')({
  // ?amount=650000&rate=4.5&amortization=25 prefills the form (the chat's computed answers link here).
  validateSearch: parseMortgageCalculatorSearch,
  component: MortgageCalculatorPage,
})

function MortgageCalculatorPage() {
  const search = Route.useSearch()
  useDocumentTitle(
    'Mortgage Payment Calculator',
    'Work out your mortgage payment by frequency, with the CMHC insurance premium when you put down less than 20%.',
  )
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
