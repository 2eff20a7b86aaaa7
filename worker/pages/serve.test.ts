import { describe, expect, it } from 'vitest'
import { robotsTxt, routeMatcher } from './serve'

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
