import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { StaffShell } from '#app/components/layout/staff/staff-shell.tsx'
import type { StaffTab } from '#app/components/layout/staff/tabs.ts'
import { LogoutButton } from '#app/features/auth/logout-button.tsx'
import { OfflineSessionNotice } from '#app/features/auth/offline-session-notice.tsx'
import { SecurityButton } from '#app/features/auth/security-button.tsx'
import { useSession } from '#app/features/auth/use-session.ts'
import { useSignedOutRedirect } from '#app/features/auth/use-signed-out-redirect.ts'
import { type InboxArea, InboxButton } from '#app/features/inbox/inbox-button.tsx'

/*
 * The layout of a signed-in area (/agent-dashboard, /super-admin): the staff shell with the
 * area's tabs, the account's buttons (inbox, security, logout) after the area's own, and the
 * area's pages. It composes features (auth, inbox) that may not import one another. The
 * leading '-' keeps the router from taking this file for a route.
 */
export function StaffAreaLayout({
  area,
  title,
  menuTitle,
  tabs,
  actions,
}: {
  area: InboxArea
  title: string
  menuTitle: string
  tabs: readonly StaffTab[]
  /** The area's own header buttons, before the account's. */
  actions?: ReactNode
}) {
  useSignedOutRedirect()
  const session = useSession()
  return (
    <StaffShell
      title={title}
      menuTitle={menuTitle}
      tabs={tabs}
      actions={
        <>
          {actions}
          <InboxButton area={area} userId={session.status === 'signed-in' ? session.user.id : null} />
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
