import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useSession } from '#app/features/auth/use-session.ts'
import { AgentLeadsPanel } from '#app/features/leads/agent-leads-panel.tsx'
import { searchOfListView } from '#app/features/leads/lead-list.ts'

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
      userName={session.user.fullName ?? session.user.email}
      search={search}
      onView={(view, { replace }) => void navigate({ search: searchOfListView(view), replace })}
      onBack={() => router.history.back()}
    />
  )
}
