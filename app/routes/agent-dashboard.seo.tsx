import { createFileRoute } from '@tanstack/react-router'
import { TabPlaceholder } from '../components/layout/staff/staff-shell'
import { AGENT_TABS, tabBySlug } from '../components/layout/staff/tabs'

export const Route = createFileRoute('/agent-dashboard/seo')({
  component: () => <TabPlaceholder tab={tabBySlug(AGENT_TABS, 'seo')} />,
})
