import { describe, expect, it } from 'vitest'
import { readFixture } from '#tests/support/fixtures.ts'
import { parseFeed, type RawItem } from '#worker/lib/feeds/parse-feed.ts'
import { articleId, dedupeArticles, normalizeItems, publishedDate, titleKey, webUrl } from './normalize'

const BASE = 'https://news.example.test'
const NOW = new Date('2026-11-01T12:00:00.000Z')
const fixture = (name: string) => readFixture('news', name).replaceAll('{{BASE}}', BASE)

async function normalized(name: string, source = name) {
  const parsed = parseFeed(fixture(name))
  if (!parsed.ok) throw new Error(parsed.error)
  return normalizeItems(parsed.items, { baseUrl: `${BASE}/${name}`, source, now: NOW })
}

const raw = (over: Partial<RawItem>): RawItem => ({
  title: 'A title',
  titleType: 'html',
  link: `${BASE}/a`,
  published: null,
  summary: null,
  content: null,
  image: null,
  author: null,
  categories: [],
  ...over,
})

describe('normalizeItems (RSS fixture)', () => {
  it('gives the spec article: plain text, https image, date, author, categories, stable id', async () => {
    const list = await normalized('rss.xml', 'cmt')
    expect(list).toHaveLength(4) // the javascript: link is dropped
    expect(list[0]).toEqual({
      id: await articleId(`${BASE}/2026/10/boc-holds`),
      link: `${BASE}/2026/10/boc-holds`,
      titleKey: 'bank of canada holds its policy rate at 2 25 s floor',
      title: 'Bank of Canada holds its policy rate at 2.25’s floor',
      summary: 'The Bank of Canada left its overnight rate unchanged & signalled patience — déjà vu.',
      image: 'https://img.example-cdn.ca/boc.jpg',
      author: 'Jane Analyst',
      categories: ['Bank of Canada', 'Rates'],
      published: new Date('2026-10-28T14:05:00.000Z'),
      source: 'cmt',
    })
    expect(list[0]!.id).toMatch(/^[0-9a-f]{32}$/)
  })

  it('strips markup and scripts from titles and summaries', async () => {
    const item = (await normalized('rss.xml'))[1]!
    expect(item.title).toBe('Fixed rates fall again')
    expect(item.summary).toBe('Five-year fixed rates dropped 10 bps.')
    expect(`${item.title} ${item.summary}`).not.toMatch(/[<>]|alert/)
  })

  it('keeps only https images, and an item without a summary gets an empty one', async () => {
    const list = await normalized('rss.xml')
    expect(list[2]).toMatchObject({
      title: 'Renewal wave: what 2026 borrowers face',
      summary: '',
      image: null,
      published: new Date('2026-10-26T13:30:00.000Z'),
    })
    expect(list[3]).toMatchObject({
      image: null,
      summary: 'Plain text summary with an ampersand & a less-than < sign.',
    })
  })
})

describe('normalizeItems (Atom fixture) and duplicates', () => {
  it('reads type="text" titles as text and xhtml content as a summary', async () => {
    const list = await normalized('atom.xml')
    expect(list.map((a) => a.title)).toEqual([
      'Stress test: OSFI keeps the floor',
      'Bank of Canada holds its policy rate at 2.25’s floor',
      'Fixed rates fall again!',
      'Variable or fixed: 5 < 6 questions to ask',
    ])
    expect(list[3]!.summary).toBe('Questions worth asking.')
  })

  it('removes the same link and the same normalised title across feeds; the first feed wins', async () => {
    const all = dedupeArticles([...(await normalized('rss.xml', 'rss')), ...(await normalized('atom.xml', 'atom'))])
    expect(all.map((a) => `${a.source}:${a.title}`)).toEqual([
      'rss:Bank of Canada holds its policy rate at 2.25’s floor',
      'rss:Fixed rates fall again',
      'rss:Renewal wave: what 2026 borrowers face',
      'rss:Insured mortgage cap: one year on',
      'atom:Stress test: OSFI keeps the floor',
      'atom:Variable or fixed: 5 < 6 questions to ask',
    ])
  })
})

describe('normalizeItem rules', () => {
  const ctx = { baseUrl: `${BASE}/feed/`, source: 's', now: NOW }

  it('resolves relative links and images against the feed; drops unsafe or missing links and empty titles', async () => {
    const [a] = await normalizeItems([raw({ link: '../2026/x?utm=1#top', image: '/img/x.jpg' })], {
      ...ctx,
      baseUrl: 'https://news.example.test/feed/rss',
    })
    expect(a).toMatchObject({
      link: 'https://news.example.test/2026/x?utm=1',
      image: 'https://news.example.test/img/x.jpg',
    })
    for (const bad of [
      raw({ link: 'javascript:alert(1)' }),
      raw({ link: 'data:text/html,x' }),
      raw({ link: 'https://user:pw@news.example.test/' }),
      raw({ link: null }),
      raw({ title: '<b> </b>' }),
      raw({ title: '!!!' }),
    ]) {
      expect(await normalizeItems([bad], ctx)).toEqual([])
    }
  })

  it('caps titles, summaries, authors and categories', async () => {
    const [a] = await normalizeItems(
      [
        raw({
          title: 'word '.repeat(200),
          summary: `<p>${'text '.repeat(300)}</p>`,
          author: 'x'.repeat(300),
          categories: Array.from({ length: 20 }, (_, i) => `Cat ${i % 10}`),
        }),
      ],
      ctx,
    )
    expect(a!.title.length).toBeLessThanOrEqual(300)
    expect(a!.summary.length).toBeLessThanOrEqual(500)
    expect(a!.author!.length).toBeLessThanOrEqual(100)
    expect(a!.categories).toEqual(['Cat 0', 'Cat 1', 'Cat 2', 'Cat 3', 'Cat 4', 'Cat 5', 'Cat 6', 'Cat 7'])
  })
})

describe('helpers', () => {
  it('titleKey folds case, accents, punctuation and spacing', () => {
    expect(titleKey('  Québec: Rates — UP!  ')).toBe('quebec rates up')
    expect(titleKey('Fixed   rates fall again!')).toBe(titleKey('fixed rates, fall again'))
    expect(titleKey('利率 下降')).toBe('利率 下降')
  })

  it('publishedDate reads RFC 822 and ISO dates; missing, bad and far-future dates are now', () => {
    expect(publishedDate('Mon, 26 Oct 2026 09:30:00 -0400', NOW).toISOString()).toBe('2026-10-26T13:30:00.000Z')
    expect(publishedDate('2026-10-29T09:00:00Z', NOW).toISOString()).toBe('2026-10-29T09:00:00.000Z')
    expect(publishedDate(null, NOW)).toEqual(NOW)
    expect(publishedDate('soon', NOW)).toEqual(NOW)
    expect(publishedDate('2027-01-01T00:00:00Z', NOW)).toEqual(NOW)
  })

  it('webUrl keeps http(s) only and bounds the length', () => {
    expect(webUrl('https://a.example/x', BASE)).toBe('https://a.example/x')
    expect(webUrl('ftp://a.example/x', BASE)).toBeNull()
    expect(webUrl(`https://a.example/${'x'.repeat(2100)}`, BASE)).toBeNull()
  })
})
