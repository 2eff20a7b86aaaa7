import { startTransition, useEffect, useRef, useState } from 'react'

/**
 * How many of a long list's `count` items to draw, so that its first paint costs what one
 * screen shows: the first `first` at once, then every one in a render of their own, a
 * transition, which React builds in slices the browser can paint between (decision 276).
 *
 * The list is staged when it mounts and each time `view` names another set of items (a new
 * filter's answer). Later answers of the same view (a refresh, a moved card) are drawn whole at
 * once, so a row on screen, and the focus in it, never goes away. `view` undefined: the items
 * shown are still the previous view's (kept while the next one loads), drawn as they were; a
 * rest not drawn yet then waits, since those items are about to be replaced.
 */
export function useStagedCount(count: number, first: number, view?: string): number {
  const [staged, setStaged] = useState<{ view: string | undefined; whole: boolean }>(() => ({ view, whole: false }))
  let current = staged
  if (view !== undefined && view !== staged.view) {
    current = { view, whole: false }
    setStaged(current)
  }
  const { whole } = current
  const at = current.view
  const replaced = view === undefined && at !== undefined
  /** Bumped when the rest's drawing is called off: a transition already asked for then does nothing. */
  const asked = useRef(0)
  useEffect(() => {
    if (whole || replaced) return
    const token = ++asked.current
    const draw = () => setStaged((s) => (s.view === at && asked.current === token ? { view: at, whole: true } : s))
    startTransition(draw)
    // A page that keeps updating holds a transition back (React renders one only when nothing
    // more urgent waits): past this the rest is drawn as an urgent update.
    const urgent = setTimeout(draw, STAGED_MAX_WAIT_MS)
    return () => {
      asked.current++
      clearTimeout(urgent)
    }
  }, [whole, at, replaced])
  return whole ? count : Math.min(count, first)
}

/** The longest the rest of a staged list waits for its transition. */
export const STAGED_MAX_WAIT_MS = 1_000

/** How many items of about `estimate` px fill the window's height (a list's first screen, at most). */
export function screenful(estimate: number): number {
  const height = typeof window === 'undefined' ? 0 : window.innerHeight
  return Math.max(1, Math.ceil((height || 800) / estimate))
}
