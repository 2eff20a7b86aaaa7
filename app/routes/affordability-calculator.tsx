import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/affordability-calculator')({
  component: () => (
    <ComingSoon title="How Much Can I Afford?">
      The affordability calculator will be here.
    </ComingSoon>
  ),
})
