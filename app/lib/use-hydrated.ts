import { type ReactNode, startTransition, useEffect, useState } from 'react'

/**
 * "Has this component hydrated?" for the parts of a prerendered page that must render as the
 * build did while React hydrates them (data sections, browser-only parts), then switch.
 *
 * Not TanStack's `useHydrated`/`ClientOnly`: React re-renders the readers of their store at the
 * synchronous lane once hydration is over, in one task that cannot yield. Here the switch is a
 * transition, which React renders in slices (docs/decisions/090).
 *
 * Which renders wait: those of the prerendered page the visitor opened (`beginHydration` in
 * app/main.tsx), until the visitor moves to another page (`endHydration`). Elsewhere (the SPA
 * shell, a page opened with a query string, every page after the first) components are hydrated
 * from their first render, as with TanStack's hook.
 */
let hydratingPath: string | null = null

/** app/main.tsx, before `hydrateRoot`: the page at `pathname` is the build's HTML. */
export function beginHydration(pathname: string): void {
  hydratingPath = pathname
}

/** app/main.tsx, when the visitor leaves the first page: nothing else comes from the build's HTML. */
export function endHydration(): void {
  hydratingPath = null
}

/** The build renders on the server (never hydrated); in the browser, the opened prerendered page. */
function onPrerenderedPage(): boolean {
  if (typeof window === 'undefined') return true
  return hydratingPath !== null && window.location.pathname === hydratingPath
}

/**
 * The longest a part waits for its transition. React renders a transition only when no more
 * urgent update is waiting, so a page that keeps updating (a loop of effects, found once in the
 * calculators) would hold its data sections back indefinitely; after this the switch is urgent.
 */
export const HYDRATED_SWITCH_MAX_WAIT_MS = 1_000

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !onPrerenderedPage())
  useEffect(() => {
    if (hydrated) return
    startTransition(() => setHydrated(true))
    const urgent = setTimeout(() => setHydrated(true), HYDRATED_SWITCH_MAX_WAIT_MS)
    return () => clearTimeout(urgent)
  }, [hydrated])
  return hydrated
}

/** Renders `children` only once hydrated (browser-only parts: toasts, the outbox, the chat launcher). */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null
}
