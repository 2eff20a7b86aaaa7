import { createFileRoute, useRouter } from '@tanstack/react-router'
import { AgentLeadsPanel } from '../features/agent-leads/agent-leads-panel'
import { searchOfListView } from '../features/agent-leads/lead-list'
import { useSession } from '../features/auth/use-session'

/**
 * The agent dashboard's Leads tab (the layout in agent-dashboard.tsx guards the area). Its
 * view (status, q, lead) lives in the URL, read in the panel's chunk: no validateSearch,
 * as the admin Leads tab (docs/decisions/069, 083).
 */
export const Route = createFileRoute('/agent-dashboard/leads')({
  component: AgentLeadsPage,
})

function AgentLeadsPage() {
  const session = useSession()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const router = useRouter()
  if (session.status !== 'signed-in') return null
  return (
    <AgentLeadsPanel
      userId={session.user.id}
      search={search}
      onView={(view, { replace }) => void navigate({ search: searchOfListView(view), replace })}
      onBack={() => router.history.back()}
    />
  )
}
