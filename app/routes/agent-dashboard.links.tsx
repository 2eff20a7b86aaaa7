import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '../components/layout/staff/staff-shell'
import { LinksTab } from '../features/agent-dashboard/link-tabs'

export const Route = createFileRoute('/agent-dashboard/links')({
  component: () => (
    <section aria-labelledby="tab-links">
      <TabHeading id="tab-links">Links</TabHeading>
      <LinksTab />
    </section>
  ),
})
