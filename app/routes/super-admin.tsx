import { createFileRoute } from '@tanstack/react-router'
import { ADMIN_TABS } from '#app/components/layout/staff/tabs.ts'
import { StaffAreaLayout } from './-staff-area-layout'

/** The super admin panel: super_admin only (and aal2 once a factor is verified). */
export const Route = createFileRoute('/super-admin')({
  // The guard (and the session module) load with the area, keeping them out of the public bundle.
  beforeLoad: async ({ location, preload }) =>
    (await import('#app/features/auth/guards.ts')).requireArea('/super-admin', { location, preload }),
  component: AdminLayout,
})

function AdminLayout() {
  return <StaffAreaLayout area="admin" title="Admin Panel" menuTitle="Admin Menu" tabs={ADMIN_TABS} />
}
