/**
 * When work that must not compete with the first load may start — the PWA plumbing (outbox
 * flush, service worker, status pill, update prompt), the rate alerts' device database: after the
 * app has taken over the page, once the page has loaded and the browser is idle.
 *
 * The app first: on a prerendered page the browser is idle while it still downloads the page's
 * own chunks. The wait is bounded: if the app never reports in (a failed first render), the
 * plumbing still starts, so queued submissions are still sent (docs/decisions/115).
 */
const APP_READY_FALLBACK_MS = 10_000

let reportReady: () => void = () => undefined
const appReady: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        reportReady = resolve
        window.setTimeout(resolve, APP_READY_FALLBACK_MS)
      })

/** The User Timing mark `markAppReady` leaves (`npm run bench` counts the requests before it). */
export const APP_READY_MARK = 'app-interactive'
let marked = false

/** The root layout's first effect: the app has rendered or hydrated the page. */
export function markAppReady(): void {
  if (!marked && typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    marked = true
    performance.mark(APP_READY_MARK)
  }
  reportReady()
}

/** Resolves after `markAppReady` (or the fallback), the load event, and an idle moment (or `timeoutMs`). */
export async function whenIdle(timeoutMs = 2_000): Promise<void> {
  if (typeof window === 'undefined') return
  await appReady
  await new Promise<void>((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: timeoutMs })
      else window.setTimeout(resolve, 200)
    }
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}

/**
 * A new task: the browser may paint and handle input before the rest runs. Splits start-up work
 * (module evaluation, the router, opening the device database) so no step is a long task on a
 * phone (Total Blocking Time, docs/decisions/090 and 117).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0))
