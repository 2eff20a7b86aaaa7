import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/super-admin')({
  component: () => (
    <ComingSoon title="Admin">
      The admin panel (agents, testimonials, blog, leads, analytics, rates, products, services, lenders, news feed and diagnostics) will be here.
    </ComingSoon>
  ),
})
