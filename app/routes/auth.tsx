import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/auth')({
  component: () => (
    <ComingSoon title="Welcome Back">
      Agent and staff sign-in will be here.
    </ComingSoon>
  ),
})
