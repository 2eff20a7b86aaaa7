import { createFileRoute, redirect } from '@tanstack/react-router'

/** /super-admin opens on the first tab. */
export const Route = createFileRoute('/super-admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/super-admin/agents', replace: true })
  },
})
