import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineFaviconPlugin, svgDataUrl } from './inline-favicon-plugin'

const FAVICON = path.join(import.meta.dirname, '../../app/public/favicon.svg')
const transform = (html: string) => {
  const hook = inlineFaviconPlugin({ file: FAVICON }).transformIndexHtml as (html: string) => string
  return hook(html)
}

describe('svgDataUrl', () => {
  it('decodes back to the same drawing, with nothing a double-quoted attribute or a URL cannot hold', () => {
    const svg = readFileSync(FAVICON, 'utf8')
    const url = svgDataUrl(svg)
    expect(url.startsWith('data:image/svg+xml,')).toBe(true)
    expect(url).not.toMatch(/["#<>\n]/)
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replace(/"/g, "'"))
  })
})

describe('inlineFaviconPlugin', () => {
  it("replaces the favicon link's address with the icon itself", () => {
    const html =
      '<head><link rel="icon" href="/favicon.svg" type="image/svg+xml" /><link rel="icon" href="/icons/favicon-32.png" /></head>'
    const out = transform(html)
    expect(out).not.toContain('href="/favicon.svg"')
    expect(out).toContain(
      `<link rel="icon" href="${svgDataUrl(readFileSync(FAVICON, 'utf8'))}" type="image/svg+xml" />`,
    )
    expect(out).toContain('href="/icons/favicon-32.png"')
  })

  it('fails the build when the page has no such link (a renamed icon would otherwise go unnoticed)', () => {
    expect(() => transform('<head></head>')).toThrow(/not found/)
  })
})
