import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/find-broker')({
  component: () => (
    <ComingSoon title="Find An Agent">
      Our licensed agents, with their profiles and contact details, will be listed here.
    </ComingSoon>
  ),
})
