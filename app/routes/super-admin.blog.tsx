import { createFileRoute } from '@tanstack/react-router'
import { TabPlaceholder } from '../components/layout/staff/staff-shell'
import { ADMIN_TABS, tabBySlug } from '../components/layout/staff/tabs'

export const Route = createFileRoute('/super-admin/blog')({
  component: () => <TabPlaceholder tab={tabBySlug(ADMIN_TABS, 'blog')} />,
})
