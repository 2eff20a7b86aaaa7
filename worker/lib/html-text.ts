/**
 * HTML → text: what the news stores of feeds and article pages (plain text, an image URL, Open
 * Graph tags), and the elements that separate words, for the rate scraper's table cells too.
 * htmlparser2 tokenises the way browsers do and decodes every HTML entity; nothing here builds
 * markup, and nothing it returns is HTML.
 */
import { Parser } from 'htmlparser2'

/** Elements whose content is never text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'head', 'title'])
/** Elements whose boundaries separate words ('Rates<br>fall' reads 'Rates fall', '5<br>Year' '5 Year'). */
export const WORD_BREAKS: ReadonlySet<string> = new Set([
  'br',
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'figure',
  'figcaption',
  'section',
  'article',
  'hr',
  'img',
  'pre',
  'dd',
  'dt',
])

// C0/C1 controls, bidi embeddings/overrides/isolates, zero-width no-break space: never useful in
// a title or a summary, and a stored bidi override could flip the text around it.
// eslint-disable-next-line no-control-regex
// biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern matches control characters on purpose, to refuse or strip them
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g

/** Collapses whitespace, drops control and bidi characters, and cuts to `max` at a word. */
export function cleanText(text: string, max = 1000): string {
  const flat = text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

export type HtmlReading = { text: string; firstImage: string | null }

/**
 * The visible text of an HTML fragment (tags dropped, entities decoded, scripts and styles
 * skipped, whitespace collapsed, at most `max` characters) and the first <img src>.
 */
export function readHtml(html: string, max = 1000): HtmlReading {
  if (!/[<&]/.test(html)) return { text: cleanText(html, max), firstImage: null }
  let text = ''
  let hidden = 0
  let firstImage: string | null = null
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (HIDDEN.has(name)) hidden++
        if (name === 'img' && firstImage === null && attribs.src) firstImage = attribs.src
        if (WORD_BREAKS.has(name)) text += ' '
      },
      ontext(data) {
        if (hidden === 0) text += data
      },
      onclosetag(name) {
        if (HIDDEN.has(name) && hidden > 0) hidden--
        if (WORD_BREAKS.has(name)) text += ' '
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return { text: cleanText(text, max), firstImage }
}

export function htmlToText(html: string, max = 1000): string {
  return readHtml(html, max).text
}

export type OpenGraph = { image: string | null; description: string | null }

/**
 * og:image (or og:image:secure_url / og:image:url) and og:description from a page's <meta>
 * tags; the first of each wins. Only <meta> tags are read, wherever they are; the page is
 * otherwise ignored.
 */
export function readOpenGraph(html: string): OpenGraph {
  const found: OpenGraph = { image: null, description: null }
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name !== 'meta') return
        const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase()
        const content = (attribs.content ?? '').trim()
        if (!content) return
        if (found.image === null && (key === 'og:image' || key === 'og:image:secure_url' || key === 'og:image:url'))
          found.image = content
        if (found.description === null && key === 'og:description') found.description = content
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return found
}
