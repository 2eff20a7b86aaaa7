import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/agent-dashboard')({
  component: () => (
    <ComingSoon title="Agent Dashboard">
      Your profile, leads, testimonials, blog posts, documents and analytics will be here.
    </ComingSoon>
  ),
})
