import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { LinksTab } from '#app/features/agent-dashboard/link-tabs.tsx'

export const Route = createFileRoute('/agent-dashboard/links')({
  component: () => (
    <section aria-labelledby="tab-links">
      <TabHeading id="tab-links">Links</TabHeading>
      <LinksTab />
    </section>
  ),
})
