import { createFileRoute, Outlet } from '@tanstack/react-router'
import { StaffShell } from '#app/components/layout/staff/staff-shell.tsx'
import { ADMIN_TABS } from '#app/components/layout/staff/tabs.ts'
import { LogoutButton } from '#app/features/auth/logout-button.tsx'
import { OfflineSessionNotice } from '#app/features/auth/offline-session-notice.tsx'
import { SecurityButton } from '#app/features/auth/security-button.tsx'
import { useSession } from '#app/features/auth/use-session.ts'
import { useSignedOutRedirect } from '#app/features/auth/use-signed-out-redirect.ts'
import { InboxButton } from '#app/features/inbox/inbox-button.tsx'

/** The super admin panel: super_admin only (and aal2 once a factor is verified). */
export const Route = createFileRoute('/super-admin')({
  // The guard (and the session module) load with the area, keeping them out of the public bundle.
  beforeLoad: async ({ location, preload }) =>
    (await import('#app/features/auth/guards.ts')).requireArea('/super-admin', { location, preload }),
  component: AdminLayout,
})

function AdminLayout() {
  useSignedOutRedirect()
  const session = useSession()
  return (
    <StaffShell
      title="Admin Panel"
      menuTitle="Admin Menu"
      tabs={ADMIN_TABS}
      actions={
        <>
          <InboxButton area="admin" userId={session.status === 'signed-in' ? session.user.id : null} />
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
