import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { CustomizeTab } from '#app/features/agent-dashboard/customize-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/customize')({
  component: () => (
    <section aria-labelledby="tab-customize">
      <TabHeading id="tab-customize">Customize</TabHeading>
      <CustomizeTab />
    </section>
  ),
})
