import { createFileRoute } from '@tanstack/react-router'
import { LinksTab } from '#app/features/agent-dashboard/link-tabs.tsx'

export const Route = createFileRoute('/agent-dashboard/links')({
  component: LinksTab,
})
