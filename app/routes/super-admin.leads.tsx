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
  // The route waits for the read to be sent (its small chunk loaded), not for its answer: with
  // the page's code already loaded (main.tsx, decision 234) the page would render first and hold
  // the request back until it had. On a cold open at this tab the entry has started the same read
  // already, as the session's refresh came back (decision 244): this start then takes it.
  beforeLoad: async ({ search, context, preload }) => {
    if (preload) return
    performance.mark('leads-route')
    try {
      const { startLeadsRead } = await import('#app/data/leads-admin-early-read.ts')
      void startLeadsRead(context.queryClient, search as Record<string, unknown>)
    } catch {
      // Not loaded (the connection dropped): the page reads the view itself once it mounts.
    }
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
