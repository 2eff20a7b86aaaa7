import { createFileRoute } from '@tanstack/react-router'
import { SeoTab } from '#app/features/agent-dashboard/seo-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/seo')({
  component: SeoTab,
})
