import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/services/$id')({
  component: () => (
    <ComingSoon title="Service">
      The details of this service will be shown here.
    </ComingSoon>
  ),
})
