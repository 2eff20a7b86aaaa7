import { createFileRoute } from '@tanstack/react-router'
import { parseClosingCostsSearch } from '#app/features/calculators/calculator-search.ts'
import { CalculatorsPage } from '#app/features/calculators/calculators-page.tsx'

export const Route = createFileRoute('/calculators')({
  // ?price=700000&downPayment=70000&inToronto=true&firstTimeBuyer=true prefills the closing costs.
  validateSearch: parseClosingCostsSearch,
  component: () => <CalculatorsPage search={Route.useSearch()} />,
})
