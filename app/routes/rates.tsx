import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { ratesQueryOptions } from '../data/rates'
import { RatesDisplay } from '../features/rates/rates-display'
import { useDocumentTitle } from '../lib/use-document-title'

export const Route = createFileRoute('/rates')({
  loader: ({ context }) => {
    // Start the request with the route; the page renders at once and fills in.
    void context.queryClient.prefetchQuery(ratesQueryOptions('ON'))
  },
  component: RatesPage,
})

function RatesPage() {
  useDocumentTitle("Today's Mortgage Rates")
  return (
    <Page
      title="Today's Mortgage Rates"
      lead="Our rates by province, term and mortgage type, updated daily through a network of over 50 lenders. Rates are subject to change and approval (O.A.C.)."
    >
      <RatesDisplay title="Rates by province" showHistory />
    </Page>
  )
}
