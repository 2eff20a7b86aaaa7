import { describe, expect, it } from 'vitest'
import { cleanText, htmlToText, readHtml, readOpenGraph } from './html-text'

describe('htmlToText', () => {
  it('keeps the words, drops tags and decodes HTML entities', () => {
    expect(htmlToText('<p>The <b>Bank&nbsp;of&nbsp;Canada</b> held at 2.75&#8239;% &mdash; again&hellip;</p>')).toBe(
      'The Bank of Canada held at 2.75 % — again…',
    )
  })

  it('drops scripts, styles and other hidden content entirely', () => {
    expect(
      htmlToText(
        'Rates <script>alert("x")</script>fall<style>p{color:red}</style> <iframe src="//evil">frame</iframe>today',
      ),
    ).toBe('Rates fall today')
  })

  it('separates words at block and break elements', () => {
    expect(htmlToText('<div>5-year</div><div>fixed</div>4.09%<br>insured<li>one</li><li>two</li>')).toBe(
      '5-year fixed 4.09% insured one two',
    )
  })

  it('returns markup characters from escaped text as literal text, never as tags', () => {
    // The feed's title was `&amp;lt;b&amp;gt;` in XML, i.e. the HTML `&lt;b&gt;`: its text is "<b>".
    expect(htmlToText('Use &lt;b&gt; for bold &amp; &lt;script&gt;')).toBe('Use <b> for bold & <script>')
  })

  it('leaves a lone "<" or "&" in plain text alone', () => {
    expect(htmlToText('Rates < 5% & falling')).toBe('Rates < 5% & falling')
  })

  it('cuts at a word boundary with an ellipsis', () => {
    const text = htmlToText(`<p>${'mortgage rates '.repeat(20)}</p>`, 50)
    expect(text.length).toBeLessThanOrEqual(50)
    expect(text).toMatch(/^mortgage rates mortgage.*…$/)
    expect(text).not.toMatch(/ …$/)
  })
})

describe('readHtml', () => {
  it('finds the first image', () => {
    expect(readHtml('<p>x</p><img src="https://cdn.example.com/a.jpg" alt="a"><img src="/b.jpg">')).toEqual({
      text: 'x',
      firstImage: 'https://cdn.example.com/a.jpg',
    })
    expect(readHtml('no markup at all').firstImage).toBeNull()
  })
})

describe('cleanText', () => {
  it('collapses whitespace and removes control and bidi characters', () => {
    expect(cleanText('  a\u0000b \n\t c\u202Ed\u2066e\uFEFF  ')).toBe('ab cde')
  })
})

describe('readOpenGraph', () => {
  it('reads og:image and og:description, the first of each', () => {
    const page = `<!doctype html><html><head>
      <meta charset="utf-8"><meta name="description" content="plain description">
      <meta property="og:description" content="Rates &amp; rules, explained">
      <meta property="og:image" content="https://cdn.example.com/og.jpg">
      <meta property="og:image" content="https://cdn.example.com/second.jpg">
      </head><body><meta property="og:description" content="late"></body></html>`
    expect(readOpenGraph(page)).toEqual({
      image: 'https://cdn.example.com/og.jpg',
      description: 'Rates & rules, explained',
    })
  })

  it('accepts og:image:secure_url and name= instead of property=, ignores empty content', () => {
    expect(
      readOpenGraph(
        '<meta property="og:image" content=" "><meta name="og:image:secure_url" content="https://x.example/i.png">',
      ),
    ).toEqual({
      image: 'https://x.example/i.png',
      description: null,
    })
  })

  it('finds nothing in a page without Open Graph tags', () => {
    expect(readOpenGraph('<html><body><h1>Hi</h1></body></html>')).toEqual({ image: null, description: null })
  })
})
