/**
 * Resolves once the page has loaded and the browser is idle (or after `timeoutMs` of
 * waiting for idleness): PWA plumbing starts here, outside the critical path.
 */
export function whenIdle(timeoutMs = 2_000): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: timeoutMs })
      else window.setTimeout(resolve, 200)
    }
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}
