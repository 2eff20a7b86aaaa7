/**
 * The pages worker (docs/decisions/210-pages-worker.md): a pure renderer, bound to the API
 * worker by a service binding (wrangler.toml's `PAGES`). No database, no secrets, no route of its
 * own: the API worker POSTs a page's path, its public reads' answers and its prerendered HTML
 * (shared/content/rendered-pages.ts `RenderRequest`) and gets the rendered HTML back. Any failure
 * answers 500, and the API worker serves the prerendered page instead.
 */
import type { RenderRequest } from '#shared/content/rendered-pages.ts'
import { renderPage } from './render'

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response('Not found', { status: 404 })
    try {
      const started = performance.now()
      const html = await renderPage((await request.json()) as RenderRequest)
      return new Response(html, {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
        },
      })
    } catch (error) {
      console.error('render failed', String(error))
      return new Response('Render failed', { status: 500 })
    }
  },
}
