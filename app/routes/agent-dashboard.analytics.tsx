import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsTab } from '#app/features/agent-dashboard/analytics-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/analytics')({
  component: AnalyticsTab,
})
