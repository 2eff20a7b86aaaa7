import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '#app/features/auth/use-session.ts'
import { LeadsAdminPage } from '#app/features/leads/admin/leads-admin-page.tsx'
import { searchOfLayoutView } from '#app/features/leads/admin/leads-view.ts'

export const Route = createFileRoute('/super-admin/leads')({
  // The view lives in the URL, read and checked with the shared contract in the page's own
  // chunk: no validateSearch and no loader, whose references would sit in the initial bundle
  // (docs/decisions/069-leads-tab-url-view.md). The page's query starts when it mounts.
  component: LeadsRoute,
})

/** Reads the URL through the route object, so the lazy chunk imports no router module of its own (069). */
function LeadsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const session = useSession()
  return (
    <LeadsAdminPage
      search={search}
      userName={session.status === 'signed-in' ? (session.user.fullName ?? session.user.email) : ''}
      onView={(view, layout) => void navigate({ search: searchOfLayoutView(view, layout) })}
    />
  )
}
