import { type ComponentType, lazy } from 'react'

// A part of the page that arrives in its own chunk (React.lazy) must never take the page down
// when that chunk cannot be fetched. A first-time visitor can lose the connection before the
// service worker has cached the app: React.lazy would throw the failed import into the router's
// error screen ('Something went wrong!') and the form being filled in would be gone. Here the
// load is retried instead: when the browser reports the connection back, or after a growing
// pause (a captive portal or a flaky network can fail a fetch while `navigator.onLine` stays
// true). Until then the part shows its Suspense fallback. docs/decisions/088-resilient-lazy-chunks.md

export interface RetryOptions {
  /** Pause after the first failure; doubles each time (default 1 s). */
  firstDelayMs?: number
  /** Longest pause between attempts (default 30 s). */
  maxDelayMs?: number
  /** Where the 'online' event comes from (default window; null: timer only). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null
}

/** Resolves on the 'online' event or after `ms`, whichever comes first. */
function nextChance(ms: number, events: RetryOptions['events']): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      events?.removeEventListener('online', done)
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(done, ms)
    events?.addEventListener('online', done)
  })
}

/** `load()`, retried after each failure until it succeeds (see above). */
export async function loadWithRetry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const events = options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events
  const maxDelayMs = options.maxDelayMs ?? 30_000
  let delayMs = options.firstDelayMs ?? 1_000
  for (;;) {
    try {
      return await load()
    } catch (error) {
      // On the server (prerendering) a failed import is a build error: report it.
      if (typeof window === 'undefined') throw error
      await nextChance(delayMs, events)
      delayMs = Math.min(delayMs * 2, maxDelayMs)
    }
  }
}

/** React.lazy (and its type constraint) whose chunk is fetched again after a failure instead of failing the page. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint; any component's props
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => loadWithRetry(load))
}
