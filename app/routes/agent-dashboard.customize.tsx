import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '../components/layout/staff/staff-shell'
import { CustomizeTab } from '../features/agent-dashboard/customize-tab'

export const Route = createFileRoute('/agent-dashboard/customize')({
  component: () => (
    <section aria-labelledby="tab-customize">
      <TabHeading id="tab-customize">Customize</TabHeading>
      <CustomizeTab />
    </section>
  ),
})
