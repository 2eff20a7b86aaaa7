import { createFileRoute } from '@tanstack/react-router'
import { TabHeading } from '../components/layout/staff/staff-shell'
import { SeoTab } from '../features/agent-dashboard/seo-tab'

export const Route = createFileRoute('/agent-dashboard/seo')({
  component: () => (
    <section aria-labelledby="tab-seo">
      <TabHeading id="tab-seo">SEO</TabHeading>
      <SeoTab />
    </section>
  ),
})
