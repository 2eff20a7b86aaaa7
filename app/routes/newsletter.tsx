import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/newsletter')({
  component: () => (
    <ComingSoon title="Stay in touch!">
      The newsletter sign-up form will be here.
    </ComingSoon>
  ),
})
