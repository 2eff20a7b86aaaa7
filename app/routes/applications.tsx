import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/applications')({
  component: () => (
    <ComingSoon title="Applications">
      Apply for a mortgage here: the application form and the list of recent applications are on their way. Until then, call us or use the contact form.
    </ComingSoon>
  ),
})
