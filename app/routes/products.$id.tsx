import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/products/$id')({
  component: () => (
    <ComingSoon title="Product">
      The details of this product (description, price and what it includes) will be shown here.
    </ComingSoon>
  ),
})
