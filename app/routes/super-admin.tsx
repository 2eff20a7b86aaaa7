import { createFileRoute, Outlet } from '@tanstack/react-router'
import { StaffShell } from '../components/layout/staff/staff-shell'
import { ADMIN_TABS } from '../components/layout/staff/tabs'
import { LogoutButton } from '../features/auth/logout-button'
import { OfflineSessionNotice } from '../features/auth/offline-session-notice'
import { SecurityButton } from '../features/auth/security-button'
import { useSignedOutRedirect } from '../features/auth/use-signed-out-redirect'

/** The super admin panel: super_admin only (and aal2 once a factor is verified). */
export const Route = createFileRoute('/super-admin')({
  // The guard (and the session module) load with the area, keeping them out of the public bundle.
  beforeLoad: async ({ location, preload }) => (await import('../features/auth/guards')).requireArea('/super-admin', { location, preload }),
  component: AdminLayout,
})

function AdminLayout() {
  useSignedOutRedirect()
  return (
    <StaffShell
      title="Admin Panel"
      menuTitle="Admin Menu"
      tabs={ADMIN_TABS}
      actions={
        <>
          <SecurityButton />
          <LogoutButton />
        </>
      }
    >
      <OfflineSessionNotice />
      <Outlet />
    </StaffShell>
  )
}
