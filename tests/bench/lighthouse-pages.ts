/**
 * Which pages the Lighthouse bench measures and how a score is judged: every public page the
 * build prerendered, one page of each kind the worker serves from the database (a blog post, a
 * service, a product, an agent's page), and a control page (minimal static HTML served by the
 * same worker) measured in the same run. The host's speed varies two to three times from hour to
 * hour, so a page is judged against the control beside it, not against a fixed number alone.
 */

/** The control page's path and its whole HTML: no script, no style sheet, no image. */
export const CONTROL_PATH = '/bench-control'
export const CONTROL_FILE = 'bench-control.html'
export const CONTROL_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lighthouse control page</title>
<meta name="description" content="A minimal static page, measured beside the real ones to read the machine's speed.">
</head>
<body>
<main>
<h1>Control page</h1>
<p>Minimal static HTML served by the same worker as the product's pages.</p>
</main>
</body>
</html>
`

/** One sample of each database-backed page kind, found in the running product's public API. */
export type PageSamples = {
  blogSlug?: string
  serviceId?: string
  productId?: string
  /** The agent's page as the directory links it (shared/schemas/public-content.ts). */
  agentPath?: string
}

/**
 * The public pages to measure: the build's prerendered pages (`routes.json`'s `pages`), then the
 * samples. `only` (from `LH_PAGES`, comma-separated) keeps the listed paths alone, in that order.
 */
export function pagesToMeasure(prerendered: readonly string[], samples: PageSamples, only?: string): string[] {
  const sampled = [
    samples.blogSlug && `/blog/${encodeURIComponent(samples.blogSlug)}`,
    samples.serviceId && `/services/${encodeURIComponent(samples.serviceId)}`,
    samples.productId && `/products/${encodeURIComponent(samples.productId)}`,
    samples.agentPath,
  ].filter((p): p is string => Boolean(p))
  const all = [...new Set([...prerendered, ...sampled])]
  if (!only?.trim()) return all
  return only
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
}

/** Points a page may fall under the control in the same run and still be as fast as it can be. */
export const CONTROL_MARGIN = 2

/**
 * A page's performance against the control's in the same run: within when it is no more than
 * `CONTROL_MARGIN` points under it (a page cannot be asked to beat an empty page on a slow hour),
 * or at 100.
 */
export function againstControl(score: number, control: number): 'within' | 'over' {
  return score >= 100 || score >= Math.min(100, control) - CONTROL_MARGIN ? 'within' : 'over'
}
