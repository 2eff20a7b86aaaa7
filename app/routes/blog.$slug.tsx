import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../components/layout/page'

export const Route = createFileRoute('/blog/$slug')({
  component: () => (
    <ComingSoon title="Blog">
      This article will be shown here.
    </ComingSoon>
  ),
})
