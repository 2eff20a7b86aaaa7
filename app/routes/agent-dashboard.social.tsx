import { createFileRoute } from '@tanstack/react-router'
import { SocialTab } from '#app/features/agent-dashboard/link-tabs.tsx'

export const Route = createFileRoute('/agent-dashboard/social')({
  component: SocialTab,
})
