import { createFileRoute } from '@tanstack/react-router'
import { myAgentProfileQueryOptions } from '#app/data/agent-dashboard.ts'
import { ProfileTab } from '#app/features/agent-dashboard/profile-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/profile')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myAgentProfileQueryOptions()),
  component: ProfileTab,
})
