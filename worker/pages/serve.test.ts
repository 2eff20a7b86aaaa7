import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '#worker/env.ts'
import { robotsTxt, routeMatcher, servePage, sitemapXml } from './serve'

/** The build's assets: the route list, the shell and the not-found page. */
const ASSETS = {
  fetch: async (url: URL | string) => {
    const path = new URL(String(url)).pathname
    if (path === '/routes.json')
      return Response.json({ pages: ['/', '/newsletter/unsubscribe'], routes: ['/', '/agent/$id'] })
    return new Response(`<html><head><title>${path}</title></head></html>`, {
      headers: { 'content-type': 'text/html' },
    })
  },
}

describe('servePage', () => {
  const app = new Hono<AppEnv>().get('*', (c) =>
    servePage(c, {
      '/agent/$id': async (_c, params) =>
        params.id === 'oldslug' ? { redirect: '/agent/newslug' } : { title: 'Agent' },
    }),
  )
  const get = (path: string) => app.request(path, {}, { ASSETS } as never)

  it('answers a moved page (an old agent slug) with a 301 to its new address', async () => {
    const res = await get('/agent/oldslug')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('http://localhost/agent/newslug')
  })
})

describe('routeMatcher', () => {
  it('matches a static path exactly, with or without a trailing slash', () => {
    const m = routeMatcher('/rates')
    expect(m('/rates')).toEqual({})
    expect(m('/rates/')).toEqual({})
    expect(m('/rates/x')).toBeNull()
    expect(m('/ratesx')).toBeNull()
  })
  it('gives $params decoded, one segment each', () => {
    const m = routeMatcher('/agents/$id')
    expect(m('/agents/jane%20doe')).toEqual({ id: 'jane doe' })
    expect(m('/agents')).toBeNull()
    expect(m('/agents/a/b')).toBeNull()
  })
  it('a trailing $ takes the rest of the path', () => {
    expect(routeMatcher('/files/$')('/files/a/b.pdf')).toEqual({ _splat: 'a/b.pdf' })
  })
  it('escapes regex characters of static segments', () => {
    expect(routeMatcher('/a.b')('/axb')).toBeNull()
  })
})

describe('robotsTxt', () => {
  it('disallows the signed-in areas and the API and names the sitemap', () => {
    const txt = robotsTxt('https://example.test')
    for (const p of ['/super-admin', '/agent-dashboard', '/api/']) expect(txt).toContain(`Disallow: ${p}`)
    expect(txt).not.toMatch(/Disallow: \/\n/)
    expect(txt).toContain('Sitemap: https://example.test/sitemap.xml')
  })
})

describe('sitemapXml', () => {
  const app = new Hono<AppEnv>().get('*', async (c) =>
    c.body(
      await sitemapXml(c, [
        async () => [
          { path: '/blog/a&b', lastmod: new Date('2026-11-20T15:00:00Z') },
          { path: '/services/s1', lastmod: null },
          { path: '/', lastmod: new Date('2026-01-01T00:00:00Z') },
        ],
        async () => {
          throw new Error('database down')
        },
      ]),
    ),
  )

  it('lists the public pages and the database pages once each, with the day each last changed', async () => {
    const xml = await (await app.request('https://example.test/sitemap.xml', {}, { ASSETS } as never)).text()
    expect(xml).toContain('<url><loc>https://example.test/blog/a&amp;b</loc><lastmod>2026-11-20</lastmod></url>')
    expect(xml).toContain('<url><loc>https://example.test/services/s1</loc></url>')
    // The home page once, as the build listed it; an unlisted page (an e-mail's link) left out.
    expect(xml.match(/<loc>https:\/\/example.test\/<\/loc>/g)).toHaveLength(1)
    expect(xml).not.toContain('unsubscribe')
  })
})
