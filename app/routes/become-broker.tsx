import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/become-broker')({
  component: () => (
    <ComingSoon title="Become a Broker">
      Everything about joining our team, the licence levels and the application form will be here.
    </ComingSoon>
  ),
})
