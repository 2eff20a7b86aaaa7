import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '../components/layout/staff/staff-shell'
import { myAgentProfileQueryOptions } from '../data/agent-dashboard'
import { ProfileTab } from '../features/agent-dashboard/profile-tab'

export const Route = createFileRoute('/agent-dashboard/profile')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myAgentProfileQueryOptions()),
  component: () => (
    <section aria-labelledby="tab-profile">
      <TabHeading id="tab-profile">Profile</TabHeading>
      <ProfileTab />
    </section>
  ),
})
