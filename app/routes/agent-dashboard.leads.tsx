import { createFileRoute } from '@tanstack/react-router'
import { AgentLeadsPanel } from '../features/agent-leads/agent-leads-panel'
import { useSession } from '../features/auth/use-session'

/** The agent dashboard's Leads tab (the layout in agent-dashboard.tsx guards the area). */
export const Route = createFileRoute('/agent-dashboard/leads')({
  component: AgentLeadsPage,
})

function AgentLeadsPage() {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  return <AgentLeadsPanel userId={session.user.id} />
}
