/**
 * The prerendered public pages reach the worker before the assets (wrangler.toml's
 * `run_worker_first`), so it can add their canonical address from the request's origin
 * (worker/pages/serve.ts). The build refuses a public page the list forgets: it would be served
 * without one.
 */
export function pagesMissingWorkerFirst(wranglerToml: string, pages: readonly string[]): string[] {
  const list = /^run_worker_first\s*=\s*\[([^\]]*)\]/m.exec(wranglerToml)?.[1] ?? ''
  const listed = new Set([...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]))
  return pages.filter((page) => !listed.has(page))
}
