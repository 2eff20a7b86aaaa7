import { createFileRoute, Outlet } from '@tanstack/react-router'
import { css } from '../../styled-system/css'
import { StaffShell } from '../components/layout/staff/staff-shell'
import { AGENT_TABS } from '../components/layout/staff/tabs'
import { Button } from '../components/ui/button'
import { HomeIcon } from '../components/ui/icons'
import { LogoutButton } from '../features/auth/logout-button'
import { OfflineSessionNotice } from '../features/auth/offline-session-notice'
import { SecurityButton } from '../features/auth/security-button'
import { useSession } from '../features/auth/use-session'
import { useSignedOutRedirect } from '../features/auth/use-signed-out-redirect'

/** The agent dashboard: agents and admins. */
export const Route = createFileRoute('/agent-dashboard')({
  // The guard (and the session module) load with the area, keeping them out of the public bundle.
  beforeLoad: async ({ location, preload }) => (await import('../features/auth/guards')).requireArea('/agent-dashboard', { location, preload }),
  component: AgentLayout,
})

/** The agent's public page; until the session knows the agent record, the directory. */
function useMyPageHref(): string {
  const s = useSession()
  if (s.status !== 'signed-in') return '/find-broker'
  const key = s.user.agentSlug ?? s.user.agentId
  return key ? `/agents/${encodeURIComponent(key)}` : '/find-broker'
}

function AgentLayout() {
  useSignedOutRedirect()
  const myPage = useMyPageHref()
  return (
    <StaffShell
      title="Agent Dashboard"
      menuTitle="Agent Menu"
      tabs={AGENT_TABS}
      actions={
        <>
          <Button asChild variant="ghost" size="md" className={css({ px: { base: '2.5', sm: '4' } })}>
            <a href={myPage} target="_blank" rel="noopener noreferrer">
              <HomeIcon />
              <span className={css({ srOnly: { base: true, sm: false } })}>View My Page</span>
              <span className={css({ srOnly: true })}> (opens in a new tab)</span>
            </a>
          </Button>
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
