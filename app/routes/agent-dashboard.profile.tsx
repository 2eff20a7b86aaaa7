import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { myAgentProfileQueryOptions } from '#app/data/agent-dashboard.ts'
import { ProfileTab } from '#app/features/agent-dashboard/profile-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/profile')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myAgentProfileQueryOptions()),
  component: () => (
    <section aria-labelledby="tab-profile">
      <TabHeading id="tab-profile">Profile</TabHeading>
      <ProfileTab />
    </section>
  ),
})
