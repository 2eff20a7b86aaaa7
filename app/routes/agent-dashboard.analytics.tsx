import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '../components/layout/staff/staff-shell'
import { AnalyticsTab } from '../features/agent-dashboard/analytics-tab'

export const Route = createFileRoute('/agent-dashboard/analytics')({
  component: () => (
    <section aria-labelledby="tab-analytics">
      <TabHeading id="tab-analytics">Analytics</TabHeading>
      <AnalyticsTab />
    </section>
  ),
})
