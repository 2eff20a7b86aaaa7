import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { NotFoundPage } from '#app/components/layout/not-found-page.tsx'
import { type HeaderAccount, SiteHeader } from '#app/components/layout/site-header.tsx'
import { markAppReady, whenIdle } from '#app/lib/idle.ts'
import { lazyChunk } from '#app/lib/lazy-chunk.ts'
import { ClientOnly } from '#app/lib/use-hydrated.ts'
import { css } from '#styled-system/css'

// The header's account controls: the session (silent refresh on load) and the sign-in dialog
// arrive with this chunk.
const signIn = () => import('#app/features/auth/header-sign-in.tsx')
const ACCOUNT: HeaderAccount = {
  Desktop: lazyChunk(() => signIn().then((m) => ({ default: m.HeaderSignIn }))),
  Drawer: lazyChunk(() => signIn().then((m) => ({ default: m.SignInButton }))),
}
// The toaster (zag's toast machine) loads after the first render, outside the initial bundle.
// The footer sits below the fold on every page: it loads right after the first render.
const SiteFooter = lazyChunk(() =>
  import('#app/components/footer/site-footer.tsx').then((m) => ({ default: m.SiteFooter })),
)
const Toaster = lazyChunk(() => import('#app/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })))
// The outbox status pill and the update prompt (Dexie, workbox-window) load once the page is idle.
const OfflineStatus = lazyChunk(() =>
  whenIdle()
    .then(() => import('#app/features/offline-status/offline-status.tsx'))
    .then((m) => ({ default: m.OfflineStatus })),
)
// 'Get Instant Help' (a small chunk right after the first render; the chat loads when pressed).
const ChatLauncher = lazyChunk(() =>
  import('#app/features/chat/chat-launcher.tsx').then((m) => ({ default: m.ChatLauncher })),
)
const UpdatePrompt = lazyChunk(() =>
  whenIdle()
    .then(() => import('#app/features/pwa/update-prompt.tsx'))
    .then((m) => ({ default: m.UpdatePrompt })),
)

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

/** Paths under these prefixes are the signed-in areas: own chrome, no public header/footer. */
export function isStaffArea(pathname: string) {
  return pathname.startsWith('/super-admin') || pathname.startsWith('/agent-dashboard')
}

function RootLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // The app has taken over the page (hydrated a prerendered page or rendered the shell):
  // `html[data-hydrated]`, for end-to-end tests and anyone measuring time to interactive.
  // The PWA plumbing waits for this before it loads (app/features/pwa/idle.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    markAppReady()
  }, [])
  const staff = isStaffArea(pathname)
  return (
    <div
      className={css({
        minHeight: 'dvh',
        display: 'flex',
        flexDirection: 'column',
        bg: 'bg.canvas',
        color: 'fg.default',
      })}
    >
      <a
        href="#main"
        className={css({
          srOnly: true,
          _focus: {
            srOnly: false,
            position: 'absolute',
            top: '2',
            left: '2',
            zIndex: 'skipLink',
            bg: 'bg.default',
            p: '2',
            borderRadius: 'md',
          },
        })}
      >
        Skip to content
      </a>
      {!staff && <SiteHeader account={ACCOUNT} />}
      <main id="main" className={css({ flex: '1' })}>
        <Outlet />
      </main>
      {!staff && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      {/* Browser-only state (toasts, the outbox, the service worker, the chat launcher): never in
          the prerendered HTML, mounted right after hydration (docs/decisions/039). 'Get Instant
          Help' is on every public page; the chat itself loads on demand. */}
      <ClientOnly>
        {!staff && (
          <Suspense fallback={null}>
            <ChatLauncher />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
        <Suspense fallback={null}>
          <OfflineStatus />
          <UpdatePrompt />
        </Suspense>
      </ClientOnly>
    </div>
  )
}
