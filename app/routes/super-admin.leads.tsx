import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '#app/features/auth/use-session.ts'
import { LeadsAdminPage } from '#app/features/leads/admin/leads-admin-page.tsx'
import { searchOfLayoutView } from '#app/features/leads/admin/leads-view.ts'

export const Route = createFileRoute('/super-admin/leads')({
  // The view lives in the URL, read and checked with the shared contract in the page's own
  // chunk: no validateSearch and no loader, whose references would sit in the initial bundle
  // (docs/decisions/069-leads-tab-url-view.md). The view's read starts here, once the area's
  // guard has checked the session, from a small chunk of its own loaded beside the page's, so
  // the request does not wait for the page to load and mount (docs/decisions/216).
  beforeLoad: ({ search, context, preload }) => {
    if (preload) return
    performance.mark('leads-route')
    void import('#app/features/leads/admin/leads-route-read.ts').then((m) =>
      m.startLeadsRead(context.queryClient, search as Record<string, unknown>),
    )
  },
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
