import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import type { RenderRequest } from '#shared/content/rendered-pages.ts'
import type { AppEnv } from '#worker/env.ts'
import { type ReadApi, renderedPage } from './rendered'

const SHELL = '<div id="root">Loading posts…</div>'
const ASSETS = { fetch: async () => new Response(SHELL, { headers: { 'content-type': 'text/html' } }) }
const POSTS = { posts: [{ title: 'Fixed or variable?' }] }
const readOk: ReadApi = async () => Response.json(POSTS)

/** The API worker's side with a fake pages worker; `null` from renderedPage answers 204 here. */
function serve(pages: Partial<Fetcher> | undefined, read: ReadApi = readOk) {
  const app = new Hono<AppEnv>().get('*', async (c) => (await renderedPage(c, '/blog', read)) ?? c.body(null, 204))
  return (path = '/blog', headers: Record<string, string> = {}) =>
    app.request(path, { headers }, { ASSETS, PAGES: pages } as never)
}

describe('renderedPage', () => {
  it('sends the page, its reads and its prerendered HTML to the pages worker and answers its HTML', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as RenderRequest
      expect(body).toEqual({ path: '/blog', reads: { '/api/content/blog': POSTS }, shell: SHELL })
      return new Response('<div id="root">Fixed or variable?</div>')
    })
    const res = await serve({ fetch } as never)()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain('Fixed or variable?')
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('leaves the page to its prerendered file when the pages worker is missing, fails or cannot be reached', async () => {
    expect((await serve(undefined)()).status).toBe(204)
    expect((await serve({ fetch: async () => new Response('boom', { status: 500 }) } as never)()).status).toBe(204)
    expect((await serve({ fetch: async () => Promise.reject(new Error('unbound')) } as never)()).status).toBe(204)
  })

  it('does not render when a read fails, or for a page asked with a query string', async () => {
    const fetch = vi.fn(async () => new Response('<div id="root"></div>'))
    expect((await serve({ fetch } as never, async () => new Response('{}', { status: 503 }))()).status).toBe(204)
    expect((await serve({ fetch } as never)('/blog?utm_source=mail')).status).toBe(204)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('renders page visits only: the service worker precaching the page gets the file', async () => {
    const fetch = vi.fn(async () => new Response('<div id="root">Fixed or variable?</div>'))
    expect((await serve({ fetch } as never)('/blog', { 'Sec-Fetch-Mode': 'same-origin' })).status).toBe(204)
    expect((await serve({ fetch } as never)('/blog', { 'Sec-Fetch-Mode': 'cors' })).status).toBe(204)
    expect(fetch).not.toHaveBeenCalled()
    expect((await serve({ fetch } as never)('/blog', { 'Sec-Fetch-Mode': 'navigate' })).status).toBe(200)
  })
})
