/**
 * An RSS 2.0 / RSS 1.0 (RDF) / Atom document → raw items. docs/decisions/030-news-aggregator.md.
 *
 * The XML is read with htmlparser2 in XML mode (already in the worker; fast-xml-parser would
 * add ~22 KB gzip), with its entity decoding OFF: text reaches `decodeXmlEntities`, which
 * knows only the five predefined entities and numeric references. htmlparser2 has no DTD
 * support at all — a DOCTYPE's internal subset is skipped as declarations — so no entity is
 * ever defined, expanded or fetched (billion laughs, XXE). CDATA sections are taken verbatim.
 *
 * A document is refused when its root is not rss / rdf:RDF / feed, or when it is not
 * well-formed enough to trust (an element closed by the end of the document or by another
 * element's end tag: a truncated or mangled feed).
 */
import { Parser } from 'htmlparser2'
import { decodeXmlEntities } from './xml-entities'

export type RawItem = {
  title: string
  /** How to read `title`: 'html' (RSS, Atom type="html"/"xhtml") or 'text' (Atom type="text"). */
  titleType: 'html' | 'text'
  link: string | null
  /** As written: RFC 822 (RSS) or ISO 8601 (Atom, dc:date). */
  published: string | null
  /** HTML (RSS description, Atom summary). */
  summary: string | null
  /** HTML (content:encoded, Atom content). */
  content: string | null
  /** An image the item names (media:content/thumbnail, an image enclosure, itunes:image). */
  image: string | null
  author: string | null
  categories: string[]
}

export type ParsedFeed = { ok: true; format: 'rss' | 'rdf' | 'atom'; items: RawItem[] } | { ok: false; error: string }

type XmlElement = { name: string; attrs: Record<string, string>; children: XmlNode[] }
type XmlNode = XmlElement | string

/** Items read per feed (feeds list their newest first). */
export const MAX_ITEMS_PER_FEED = 50
const MAX_ELEMENTS = 100_000
const MAX_DEPTH = 64

export function parseFeed(xml: string): ParsedFeed {
  const tree = readTree(xml)
  if (!tree.ok) return tree
  const root = tree.root
  const rootName = local(root.name)
  if (rootName === 'rss') {
    const channel = child(root, 'channel')
    if (!channel) return { ok: false, error: 'an RSS document without <channel>' }
    return { ok: true, format: 'rss', items: children(channel, 'item').slice(0, MAX_ITEMS_PER_FEED).map(rssItem) }
  }
  if (rootName === 'rdf') {
    return { ok: true, format: 'rdf', items: children(root, 'item').slice(0, MAX_ITEMS_PER_FEED).map(rssItem) }
  }
  if (rootName === 'feed') {
    return { ok: true, format: 'atom', items: children(root, 'entry').slice(0, MAX_ITEMS_PER_FEED).map(atomEntry) }
  }
  return { ok: false, error: `not an RSS or Atom feed (the document is <${root.name}>)` }
}

// ---------------------------------------------------------------------------------------------
// XML → a small tree
// ---------------------------------------------------------------------------------------------

function readTree(xml: string): { ok: true; root: XmlElement } | { ok: false; error: string } {
  const top: XmlElement = { name: '#document', attrs: {}, children: [] }
  const stack: XmlElement[] = [top]
  let raw = ''
  let inCdata = false
  let count = 0
  let problem: string | null = null

  const flush = () => {
    if (!raw) return
    append(decodeXmlEntities(raw))
    raw = ''
  }
  const append = (text: string) => {
    const parent = stack.at(-1)!
    const last = parent.children.at(-1)
    if (typeof last === 'string') parent.children[parent.children.length - 1] = last + text
    else parent.children.push(text)
  }

  const parser: Parser = new Parser(
    {
      onopentag(name, attribs) {
        flush()
        if (problem) return
        if (++count > MAX_ELEMENTS) problem = `more than ${MAX_ELEMENTS} elements`
        else if (stack.length > MAX_DEPTH) problem = `nested more than ${MAX_DEPTH} deep`
        const attrs: Record<string, string> = {}
        for (const [k, v] of Object.entries(attribs)) attrs[k.toLowerCase()] = decodeXmlEntities(v)
        const el: XmlElement = { name: name.toLowerCase(), attrs, children: [] }
        stack.at(-1)!.children.push(el)
        stack.push(el)
      },
      ontext(data) {
        if (inCdata) append(data)
        else raw += data
      },
      oncdatastart() {
        flush()
        inCdata = true
      },
      oncdataend() {
        inCdata = false
      },
      onclosetag(_name, implied) {
        flush()
        // htmlparser2 reports a self-closing tag (`<link href="…"/>`) as an implied close too;
        // it is the only implied close that ends right after a '/'.
        if (implied && xml.charCodeAt(parser.endIndex - 1) !== 0x2f)
          problem ??= 'the document is not well-formed (an element is never closed)'
        if (stack.length > 1) stack.pop()
      },
    },
    { xmlMode: true, decodeEntities: false },
  )
  parser.end(xml)
  flush()
  if (problem) return { ok: false, error: problem }
  const root = top.children.find((c): c is XmlElement => typeof c !== 'string')
  return root ? { ok: true, root } : { ok: false, error: 'not XML (no root element)' }
}

// ---------------------------------------------------------------------------------------------
// Tree helpers
// ---------------------------------------------------------------------------------------------

/** The name without a namespace prefix ('dc:creator' → 'creator', 'rdf:RDF' → 'rdf'). */
function local(name: string): string {
  const i = name.lastIndexOf(':')
  return i === -1 ? name : name.slice(i + 1)
}

function children(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter(
    (c): c is XmlElement =>
      typeof c !== 'string' &&
      (c.name === name || (!name.includes(':') && local(c.name) === name && !isForeign(c.name))),
  )
}

/** Prefixed names from other vocabularies never stand in for the core element of that name. */
function isForeign(name: string): boolean {
  const prefix = name.split(':')[0]
  return name.includes(':') && prefix !== 'atom' && prefix !== 'rss' && prefix !== 'rdf'
}

function child(el: XmlElement, name: string): XmlElement | undefined {
  return children(el, name)[0]
}

function textOf(el: XmlElement | undefined): string | null {
  if (!el) return null
  let out = ''
  const walk = (n: XmlElement) => {
    for (const c of n.children) {
      if (typeof c === 'string') out += c
      else walk(c)
    }
  }
  walk(el)
  const text = out.trim()
  return text === '' ? null : text
}

/** Every element below `el` (depth first), for media:* tags nested in media:group. */
function* descendants(el: XmlElement): Generator<XmlElement> {
  for (const c of el.children) {
    if (typeof c === 'string') continue
    yield c
    yield* descendants(c)
  }
}

function itemImage(el: XmlElement): string | null {
  for (const d of descendants(el)) {
    const type = (d.attrs.type ?? '').toLowerCase()
    const medium = (d.attrs.medium ?? '').toLowerCase()
    if (d.name === 'media:thumbnail' && d.attrs.url) return d.attrs.url
    if (d.name === 'media:content' && d.attrs.url && (medium === 'image' || type.startsWith('image/')))
      return d.attrs.url
    if (d.name === 'enclosure' && d.attrs.url && type.startsWith('image/')) return d.attrs.url
    if (d.name === 'itunes:image' && d.attrs.href) return d.attrs.href
    if (local(d.name) === 'link' && d.attrs.rel === 'enclosure' && d.attrs.href && type.startsWith('image/'))
      return d.attrs.href
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// RSS 2.0 / RSS 1.0 and Atom items
// ---------------------------------------------------------------------------------------------

function rssItem(item: XmlElement): RawItem {
  const guid = child(item, 'guid')
  const guidLink = guid && guid.attrs.ispermalink !== 'false' ? textOf(guid) : null
  const atomLink = children(item, 'link').find((l) => l.attrs.href)?.attrs.href ?? null
  const author = textOf(child(item, 'dc:creator')) ?? rssAuthor(textOf(child(item, 'author')))
  return {
    title: textOf(child(item, 'title')) ?? '',
    titleType: 'html',
    link: textOf(child(item, 'link')) ?? atomLink ?? guidLink,
    published:
      textOf(child(item, 'pubdate')) ??
      textOf(child(item, 'dc:date')) ??
      textOf(child(item, 'published')) ??
      textOf(child(item, 'updated')),
    summary: textOf(child(item, 'description')),
    content: textOf(child(item, 'content:encoded')),
    image: itemImage(item),
    author,
    categories: [...children(item, 'category'), ...children(item, 'dc:subject')]
      .map((c) => textOf(c) ?? c.attrs.term ?? '')
      .filter(Boolean),
  }
}

/** RSS <author> is an email address, often with the name in parentheses: 'a@b.ca (Jane Doe)'. */
function rssAuthor(text: string | null): string | null {
  if (!text) return null
  const named = /\(([^)]+)\)\s*$/.exec(text)
  if (named) return named[1]!.trim()
  return text.includes('@') ? null : text
}

function atomEntry(entry: XmlElement): RawItem {
  const links = children(entry, 'link')
  const alternate =
    links.find((l) => (l.attrs.rel ?? 'alternate') === 'alternate' && l.attrs.href) ?? links.find((l) => l.attrs.href)
  const title = child(entry, 'title')
  const authorEl = child(entry, 'author')
  return {
    title: textOf(title) ?? '',
    titleType: (title?.attrs.type ?? 'text') === 'text' ? 'text' : 'html',
    link: alternate?.attrs.href ?? null,
    published: textOf(child(entry, 'published')) ?? textOf(child(entry, 'updated')) ?? textOf(child(entry, 'issued')),
    summary: atomText(child(entry, 'summary')),
    content: atomText(child(entry, 'content')),
    image: itemImage(entry),
    author: authorEl ? (textOf(child(authorEl, 'name')) ?? null) : null,
    categories: children(entry, 'category')
      .map((c) => c.attrs.label ?? c.attrs.term ?? '')
      .filter(Boolean),
  }
}

/** Atom text constructs: type="text" is escaped as HTML so every summary can be read as HTML. */
function atomText(el: XmlElement | undefined): string | null {
  const text = textOf(el)
  if (text === null || !el) return null
  return (el.attrs.type ?? 'text') === 'text' ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;') : text
}
