import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { RatesDisplay } from '../features/rates/rates-display'

export const Route = createFileRoute('/rates')({
  component: () => (
    <Page title="Today's Mortgage Rates" lead="Our rates by province, term and mortgage type, updated daily through a network of over 50 lenders. Rates are subject to change and approval (O.A.C.).">
      <RatesDisplay title="Rates by province" />
    </Page>
  ),
})
