import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/mortgage-calculator')({
  component: () => (
    <ComingSoon title="Mortgage Payment Calculator">
      The payment calculator will be here.
    </ComingSoon>
  ),
})
