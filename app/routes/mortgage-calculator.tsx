import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { useDocumentTitle } from '../lib/use-document-title'
import { MortgageCalculator } from '../features/calculators/mortgage-calculator'

export const Route = createFileRoute('/mortgage-calculator')({
  component: MortgageCalculatorPage,
})

function MortgageCalculatorPage() {
  useDocumentTitle('Mortgage Payment Calculator')
  return (
    <Page
      wide
      title="Mortgage Payment Calculator"
      lead="See your payment for any amount, rate, amortization and payment frequency, with the interest you would pay and how the balance goes down year by year."
    >
      <MortgageCalculator />
    </Page>
  )
}
