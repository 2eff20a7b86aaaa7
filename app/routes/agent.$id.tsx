import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/agent/$id')({
  component: () => (
    <ComingSoon title="Agent">
      This agent's page (profile, rates, services, testimonials and contact options) will be shown here.
    </ComingSoon>
  ),
})
