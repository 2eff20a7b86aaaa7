import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * An SVG as a `data:` URL: percent-encodes only what a URL or an HTML attribute in double quotes
 * cannot hold as is (smaller than base64, and still readable).
 */
export function svgDataUrl(svg: string): string {
  const compact = svg
    .trim()
    .replace(/\s*\n\s*/g, ' ')
    .replace(/"/g, "'")
  return `data:image/svg+xml,${compact.replace(/[%#<>?&]/g, encodeURIComponent)}`
}

/**
 * The favicon link of every built page points at the icon itself, as a `data:` URL, instead of
 * `/favicon.svg`: the browser then has one request fewer on a first visit, before the page is
 * interactive (263 bytes in each page's HTML; decision 118). The file stays in
 * `public/` for whatever asks for it by name.
 */
export function inlineFaviconPlugin(opts: { file: string; href?: string }): Plugin {
  const href = opts.href ?? '/favicon.svg'
  return {
    name: 'inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const link = `<link rel="icon" href="${href}" type="image/svg+xml" />`
      if (!html.includes(link)) throw new Error(`inline-favicon: ${link} not found in index.html`)
      return html.replace(
        link,
        `<link rel="icon" href="${svgDataUrl(readFileSync(opts.file, 'utf8'))}" type="image/svg+xml" />`,
      )
    },
  }
}
