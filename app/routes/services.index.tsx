import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/services/')({
  component: () => (
    <ComingSoon title="Our Services">
      Our mortgage services will be listed here: purchases, renewals, refinancing and more.
    </ComingSoon>
  ),
})
