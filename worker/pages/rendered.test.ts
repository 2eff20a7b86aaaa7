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
function serve(pages: Partial<Fetcher> | undefined, read: ReadApi = readOk, deadlineMs?: number) {
  const app = new Hono<AppEnv>().get(
    '*',
    async (c) => (await renderedPage(c, '/blog', read, {}, undefined, deadlineMs)) ?? c.body(null, 204),
  )
  return (path = '/blog', headers: Record<string, string> = {}) =>
    app.request(path, { headers }, { ASSETS, PAGES: pages } as never)
}

describe('renderedPage', () => {
  it('sends the page, its reads and its prerendered HTML to the pages worker and answers its HTML', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as RenderRequest
      expect(body).toEqual({ path: '/blog', params: {}, reads: { '/api/content/blog': POSTS }, shell: SHELL })
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

  it('renders a page of a route with parameters: its reads filled, the shell as its file, kept by its path', async () => {
    const shells: string[] = []
    const assets = {
      fetch: async (url: URL) => {
        shells.push(new URL(url).pathname)
        return new Response('<div id="root"></div>')
      },
    }
    const reads: string[] = []
    const read: ReadApi = async (path) => {
      reads.push(path)
      return Response.json({ title: 'Fixed or variable?' })
    }
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as RenderRequest
      expect(body.path).toBe('/blog/$slug')
      expect(body.params).toEqual({ slug: 'fixed-or-variable' })
      expect(body.reads).toEqual({ '/api/content/blog/$slug': { title: 'Fixed or variable?' } })
      return new Response('<div id="root">Fixed or variable?</div>')
    })
    const app = new Hono<AppEnv>().get(
      '*',
      async (c) =>
        (await renderedPage(c, '/blog/$slug', read, { slug: 'fixed-or-variable' }, '/shell')) ?? c.body(null, 204),
    )
    const res = await app.request('/blog/fixed-or-variable', {}, { ASSETS: assets, PAGES: { fetch } } as never)
    expect(res.status).toBe(200)
    expect(reads).toEqual(['/api/content/blog/fixed-or-variable'])
    expect(shells).toEqual(['/shell'])
    // Another address of the same route (a trailing slash) is the shell's, as before.
    const other = await app.request('/blog/fixed-or-variable/', {}, { ASSETS: assets, PAGES: { fetch } } as never)
    expect(other.status).toBe(204)
  })

  it('renders page visits only: the service worker precaching the page gets the file', async () => {
    const fetch = vi.fn(async () => new Response('<div id="root">Fixed or variable?</div>'))
    expect((await serve({ fetch } as never)('/blog', { 'Sec-Fetch-Mode': 'same-origin' })).status).toBe(204)
    expect((await serve({ fetch } as never)('/blog', { 'Sec-Fetch-Mode': 'cors' })).status).toBe(204)
    expect(fetch).not.toHaveBeenCalled()
    expect((await serve({ fetch } as never)('/blog', { 'Sec-Fetch-Mode': 'navigate' })).status).toBe(200)
  })

  it('gives up on a read or a render slower than its deadline: the visit gets the prerendered page', async () => {
    vi.useFakeTimers()
    try {
      const never = () => new Promise<Response>(() => {})
      const answered: string[] = []
      const visit = (name: string, answer: Response | Promise<Response>) =>
        Promise.resolve(answer).then((res) => {
          answered.push(name)
          return res.status
        })
      const fetch = vi.fn(async () => new Response('<div id="root">Fixed or variable?</div>'))
      const slowRead = visit('slow read', serve({ fetch } as never, never, 50)())
      const slowRender = visit('slow render', serve({ fetch: never } as never, readOk, 50)())
      await vi.advanceTimersByTimeAsync(49)
      expect(answered).toEqual([])
      // At the deadline both answer (with the clock stopped, a missed deadline never would).
      await vi.advanceTimersByTimeAsync(1)
      expect(await slowRead).toBe(204)
      expect(await slowRender).toBe(204)
      expect(fetch).not.toHaveBeenCalled()
      // A page ready within it renders.
      expect((await serve({ fetch } as never, readOk, 50)()).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })
})
