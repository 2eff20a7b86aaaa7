import { describe, expect, it } from 'vitest'
import { readFixture } from '#tests/support/fixtures.ts'
import { parseFeed, type RawItem } from './parse-feed'

const BASE = 'https://news.example.test'
const fixture = (name: string) => readFixture('news', name).replaceAll('{{BASE}}', BASE)

function items(xml: string): RawItem[] {
  const parsed = parseFeed(xml)
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.items
}

describe('parseFeed: RSS 2.0', () => {
  const parsed = parseFeed(fixture('rss.xml'))

  it('reads every item with its fields', () => {
    expect(parsed).toMatchObject({ ok: true, format: 'rss' })
    const list = items(fixture('rss.xml'))
    expect(list).toHaveLength(5)
    expect(list[0]).toEqual({
      title: 'Bank of Canada holds its policy rate at 2.25’s floor',
      titleType: 'html',
      link: `${BASE}/2026/10/boc-holds`,
      published: 'Wed, 28 Oct 2026 14:05:00 +0000',
      summary:
        '<p>The Bank of Canada left its overnight rate unchanged &amp; signalled patience&nbsp;&mdash; d&eacute;j&agrave; vu.</p>',
      content: '<p>Full story <img src="https://img.example-cdn.ca/boc.jpg" alt=""> here.</p>',
      image: null,
      author: 'Jane Analyst',
      categories: ['Bank of Canada', 'Rates'],
    })
  })

  it('decodes escaped markup once: the title is HTML text to be stripped later, never expanded further', () => {
    const title = items(fixture('rss.xml'))[1]!.title
    expect(title).toBe('<b>Fixed rates</b> fall <script>alert("title")</script>again')
  })

  it('takes CDATA verbatim and reads media:content and enclosure images', () => {
    const list = items(fixture('rss.xml'))
    expect(list[1]!.summary).toContain('<script>alert("summary")</script>')
    expect(list[1]!.image).toBe('https://img.example-cdn.ca/fixed.jpg')
    expect(list[3]!.image).toBe('http://img.example-cdn.ca/insecure.jpg')
    expect(list[3]!.summary).toBe('Plain text summary with an ampersand & a less-than < sign.')
  })

  it('reads RSS 1.0 (RDF) items and the name out of an RSS author address', () => {
    const rdf = `<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel rdf:about="x"><title>T</title></channel>
      <item rdf:about="${BASE}/a"><title>RDF item</title><link>${BASE}/a</link><dc:date>2026-10-01T10:00:00Z</dc:date></item></rdf:RDF>`
    expect(parseFeed(rdf)).toMatchObject({
      ok: true,
      format: 'rdf',
      items: [{ title: 'RDF item', link: `${BASE}/a`, published: '2026-10-01T10:00:00Z' }],
    })
    const rss = `<rss><channel><item><title>x</title><author>desk@example.ca (Rate Desk)</author><guid>${BASE}/g</guid></item></channel></rss>`
    expect(items(rss)[0]).toMatchObject({ author: 'Rate Desk', link: `${BASE}/g` })
  })
})

describe('parseFeed: Atom', () => {
  it('reads entries: alternate link, published or updated, author name, category labels, thumbnail', () => {
    const list = items(fixture('atom.xml'))
    expect(list).toHaveLength(4)
    expect(list[0]).toEqual({
      title: 'Stress test: OSFI <em>keeps</em> the floor',
      titleType: 'html',
      link: `${BASE}/2026/10/osfi-floor`,
      published: '2026-10-29T09:00:00Z',
      summary: '<p>OSFI kept the minimum qualifying rate <b>unchanged</b>.</p>',
      content: null,
      image: 'https://img.example-cdn.ca/osfi.jpg',
      author: 'Policy Desk',
      categories: ['Regulation'],
    })
    expect(list[1]).toMatchObject({
      link: `${BASE}/2026/10/boc-holds`,
      published: '2026-10-28T14:05:00Z',
      titleType: 'text',
    })
  })

  it('keeps a type="text" construct as text: its "<" is escaped before any HTML reading', () => {
    const list = items(fixture('atom.xml'))
    expect(list[3]!.title).toBe('Variable or fixed: 5 < 6 questions to ask')
    expect(list[3]!.titleType).toBe('text')
    expect(list[2]!.summary).toBe('Same title as an RSS item (once its markup is gone), another link: a duplicate.')
    expect(list[3]!.content).toContain('Questions')
  })
})

describe('parseFeed: hostile and broken documents', () => {
  it('expands no DOCTYPE entity: billion laughs stays a few bytes', () => {
    const list = items(fixture('billion-laughs.xml'))
    expect(list).toHaveLength(1)
    expect(list[0]!.title).toBe('Billion laughs &lol9;')
    expect(list[0]!.summary).toBe('&lol9;&lol9;')
  })

  it('resolves no external entity (nothing to fetch: the reference stays as written)', () => {
    const list = items(fixture('xxe.xml'))
    expect(list[0]!.title).toBe('External entity &xxe;')
    expect(list[0]!.summary).toBe('Secret: &xxe;')
  })

  it('refuses a truncated document', () => {
    expect(parseFeed(fixture('malformed.xml'))).toEqual({
      ok: false,
      error: 'the document is not well-formed (an element is never closed)',
    })
  })

  it('refuses mismatched end tags but accepts self-closing elements', () => {
    expect(parseFeed('<rss><channel><item><title>x</item></channel></rss>')).toMatchObject({ ok: false })
    expect(
      parseFeed(
        '<rss><channel><item><title>x</title><enclosure url="https://a.example/i.png" type="image/png"/></item></channel></rss>',
      ),
    ).toMatchObject({
      ok: true,
      items: [{ title: 'x', image: 'https://a.example/i.png' }],
    })
  })

  it('refuses an HTML page, plain text and an empty body', () => {
    expect(parseFeed('<!doctype html><html><body><p>Not a feed</p></body></html>')).toMatchObject({
      ok: false,
      error: expect.stringContaining('not an RSS or Atom feed'),
    })
    expect(parseFeed('just some text')).toEqual({ ok: false, error: 'not XML (no root element)' })
    expect(parseFeed('')).toEqual({ ok: false, error: 'not XML (no root element)' })
    expect(parseFeed('<rss version="2.0"></rss>')).toEqual({ ok: false, error: 'an RSS document without <channel>' })
  })

  it('refuses absurd nesting', () => {
    const deep = `<rss><channel><item><title>${'<b>'.repeat(100)}x${'</b>'.repeat(100)}</title></item></channel></rss>`
    expect(parseFeed(deep)).toMatchObject({ ok: false, error: expect.stringContaining('nested') })
  })

  it('reads at most 50 items', () => {
    const many = `<rss><channel>${Array.from({ length: 80 }, (_, i) => `<item><title>t${i}</title><link>${BASE}/${i}</link></item>`).join('')}</channel></rss>`
    expect(items(many)).toHaveLength(50)
  })
})
