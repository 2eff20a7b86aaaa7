import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/contact')({
  component: () => (
    <ComingSoon title="Contact Us">
      The contact form, your broker's card and our office details will be here.
    </ComingSoon>
  ),
})
