import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '#app/components/layout/staff/staff-shell.tsx'
import { SeoTab } from '#app/features/agent-dashboard/seo-tab.tsx'

export const Route = createFileRoute('/agent-dashboard/seo')({
  component: () => (
    <section aria-labelledby="tab-seo">
      <TabHeading id="tab-seo">SEO</TabHeading>
      <SeoTab />
    </section>
  ),
})
