import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/products/')({
  component: () => (
    <ComingSoon title="Mortgage Products">
      Big-bank, alternative-lender and mortgage investment corporation products will be listed here. Until then, book a consultation through the contact page.
    </ComingSoon>
  ),
})
