import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { SocialTab } from '#app/features/agent-dashboard/link-tabs.tsx'

export const Route = createFileRoute('/agent-dashboard/social')({
  component: () => (
    <section aria-labelledby="tab-social">
      <TabHeading id="tab-social">Social</TabHeading>
      <SocialTab />
    </section>
  ),
})
