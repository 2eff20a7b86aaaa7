import { createFileRoute } from '@tanstack/react-router'
import { CustomizeTab } from '#app/features/agent-dashboard/customize-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/customize')({
  component: CustomizeTab,
})
