import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { AnalyticsTab } from '#app/features/agent-dashboard/analytics-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/analytics')({
  component: () => (
    <section aria-labelledby="tab-analytics">
      <TabHeading id="tab-analytics">Analytics</TabHeading>
      <AnalyticsTab />
    </section>
  ),
})
