import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AGENT_TABS } from '#app/components/layout/staff/tabs.ts'
import { Button } from '#app/components/ui/button.tsx'
import { HomeIcon } from '#app/components/ui/icons.tsx'
import { myAgentProfileQueryOptions } from '#app/data/agent-dashboard.ts'
import { myPageHref } from '#app/features/agent-dashboard/my-page-href.ts'
import { useSession } from '#app/features/auth/use-session.ts'
import { css } from '#styled-system/css'
import { StaffAreaLayout } from './-staff-area-layout'

/** The agent dashboard: agents and admins. */
export const Route = createFileRoute('/agent-dashboard')({
  // The guard (and the session module) load with the area, keeping them out of the public bundle.
  beforeLoad: async ({ location, preload }) =>
    (await import('#app/features/auth/guards.ts')).requireArea('/agent-dashboard', { location, preload }),
  component: AgentLayout,
})

/** The agent's public page, from the agent's own record (the one the dashboard tabs edit). */
function useMyPageHref(): string {
  const s = useSession()
  const profile = useQuery({ ...myAgentProfileQueryOptions(), enabled: s.status === 'signed-in', retry: false })
  return myPageHref(profile.data)
}

function AgentLayout() {
  const myPage = useMyPageHref()
  return (
    <StaffAreaLayout
      area="agent"
      title="Agent Dashboard"
      menuTitle="Agent Menu"
      tabs={AGENT_TABS}
      actions={
        <Button asChild variant="ghost" size="md" className={css({ px: { base: '2.5', sm: '4' } })}>
          <a href={myPage} target="_blank" rel="noopener noreferrer">
            <HomeIcon />
            <span className={css({ srOnly: { base: true, sm: false } })}>View My Page</span>
            <span className={css({ srOnly: true })}> (opens in a new tab)</span>
          </a>
        </Button>
      }
    />
  )
}
