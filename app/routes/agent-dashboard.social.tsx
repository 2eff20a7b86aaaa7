import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '../components/layout/staff/staff-shell'
import { SocialTab } from '../features/agent-dashboard/link-tabs'

export const Route = createFileRoute('/agent-dashboard/social')({
  component: () => (
    <section aria-labelledby="tab-social">
      <TabHeading id="tab-social">Social</TabHeading>
      <SocialTab />
    </section>
  ),
})
