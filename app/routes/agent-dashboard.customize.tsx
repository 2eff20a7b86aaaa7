import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '../components/layout/staff/staff-shell'
import { myAgentProfileQueryOptions } from '../data/agent-dashboard'
import { CustomizeTab } from '../features/agent-dashboard/customize-tab'

export const Route = createFileRoute('/agent-dashboard/customize')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(myAgentProfileQueryOptions()),
  component: () => (
    <section aria-labelledby="tab-customize">
      <TabHeading id="tab-customize">Customize</TabHeading>
      <CustomizeTab />
    </section>
  ),
})
