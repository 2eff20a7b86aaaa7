import { createFileRoute, redirect } from '@tanstack/react-router'

/** /agent-dashboard opens on the first tab. */
export const Route = createFileRoute('/agent-dashboard/')({
  beforeLoad: () => {
    throw redirect({ to: '/agent-dashboard/profile', replace: true })
  },
})
