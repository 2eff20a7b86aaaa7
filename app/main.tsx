import './index.css'
import './lib/zod-jitless'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { captureInstallPrompt } from './features/pwa/install-prompt'
import { nextTask, whenIdle } from './lib/idle'
import { loadWithRetry } from './lib/lazy-chunk'
import { rememberCampaign } from './lib/lead-context'
import { carryPageQueries, keepPageQueriesOffline, readPageQueries } from './lib/page-data'
import { readPrerenderedState } from './lib/prerendered-state'
import { queryClient } from './lib/query-client'
import { startRouteLoaders } from './lib/start-route-loaders'
import { beginHydration, endHydration } from './lib/use-hydrated'
import { createAppRouter } from './router'

// Chromium fires beforeinstallprompt once and early: keep it for the "Install app" button.
captureInstallPrompt()
// The landing URL's campaign (utm_*), kept for the visit: every lead sent carries it.
rememberCampaign(location.search)

// A signed-in area's address (decision 234): the session's refresh starts now, with the entry,
// rather than once the router has run and loaded the area's guard; the guard then waits for it.
const staffArea = /^\/(super-admin|agent-dashboard)(\/|$)/.test(location.pathname)
const sessionStarted = staffArea
  ? import('./features/auth/browser-session').then(
      (m) => m.firstRequestSent,
      () => undefined,
    )
  : null

// At the admin's Leads tab, its first read leaves as the refresh brings the access token, before
// the router's guard and match; the route then takes that read (decision 244).
if (/^\/super-admin\/leads\/?$/.test(location.pathname))
  void import('./features/auth/super-admin-first-read').then((m) => m.startFirstLeadsRead()).catch(() => undefined)

const container = document.getElementById('root')!
// A page rendered at the edge carries the queries it was rendered with (decision 211).
const pageQueries = location.search === '' ? readPageQueries(document) : []

// Started in three tasks rather than one long one (Total Blocking Time on a phone): the modules'
// evaluation, the router (the route tree of every page), then rendering or hydrating.
void (async () => {
  // There, the router starts once that refresh is out (building it first held the request back).
  await (sessionStarted ?? nextTask())
  const router = createAppRouter(queryClient)
  // And the area's and the page's code load while the refresh is out, not after the guard.
  if (staffArea)
    for (const match of router.matchRoutes(router.state.location))
      void router
        .loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])
        ?.catch(() => undefined)
  await nextTask()

  // A prerendered public page carries the router state it was rendered with: hydrate over its
  // HTML. The SPA shell (signed-in areas, dynamic pages) is empty: render from scratch. So is a
  // page opened with a query string (`/contact?agent=…`, a calculator's shared inputs): the build
  // rendered it without one, and hydration does not patch attributes (links, field values) that
  // the query would change. docs/decisions/039-prerendered-public-pages.md
  const prerendered = location.search === '' ? readPrerenderedState(document) : null
  if (prerendered) {
    window.$_TSR = prerendered
    // Its data first: the data sections hydrate with it, and the loaders find it fresh.
    carryPageQueries(queryClient, pageQueries)
    const firstPath = location.pathname
    // The page's data requests start now, in a task of their own (decision 090).
    startRouteLoaders(router)
    await nextTask()
    beginHydration(firstPath)
    const stopWatching = router.history.subscribe(() => {
      if (location.pathname === firstPath) return
      endHydration()
      stopWatching()
    })
    // In a transition, hydration yields to the browser every few milliseconds instead of running
    // as one long task: the page stays responsive while it hydrates (Total Blocking Time).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterClient router={router} />
          </QueryClientProvider>
        </StrictMode>,
        {
          // A part of the first page that had not hydrated yet when the visitor moved to another
          // page is rendered afresh (React 'switched to client rendering'): nothing is wrong, the
          // old part is gone anyway. Anything else on the first page is a real mismatch: reported.
          onRecoverableError: (error) => {
            if (location.pathname !== firstPath) return
            reportError(error)
          },
        },
      )
    })
  } else {
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    )
  }
})()

// Offline machinery after the first render, outside the critical path: the outbox flush
// scheduler, Background Sync and the service worker with its update prompt.
// Fetched again when the first fetch fails (a first visit that lost the connection before the
// service worker had cached the app): submissions from earlier visits still go out on reconnect,
// and the service worker still registers (docs/decisions/088).
void whenIdle()
  .then(() => loadWithRetry(() => import('./features/pwa/start-pwa')))
  .then((m) => m.startPwa())
  // What the page carried, where the service worker keeps public reads for offline visits.
  .then(() => keepPageQueriesOffline(pageQueries))
