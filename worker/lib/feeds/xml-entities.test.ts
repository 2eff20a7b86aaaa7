import { describe, expect, it } from 'vitest'
import { decodeXmlEntities } from './xml-entities'

describe('decodeXmlEntities', () => {
  it('decodes the five predefined entities', () => {
    expect(decodeXmlEntities('Fish &amp; Chips &lt;b&gt; &quot;q&quot; &apos;a&apos;')).toBe(`Fish & Chips <b> "q" 'a'`)
  })

  it('decodes decimal and hex character references, astral ones included', () => {
    expect(decodeXmlEntities('It&#8217;s &#x2014; &#X2014; caf&#233; &#128512; &#x1F600;')).toBe('It’s — — café 😀 😀')
  })

  it('decodes once: an escaped reference stays a reference (no double decoding)', () => {
    expect(decodeXmlEntities('&amp;lt;script&amp;gt; &amp;#65;')).toBe('&lt;script&gt; &#65;')
  })

  it('leaves every other entity as written: DOCTYPE entities are never expanded', () => {
    expect(decodeXmlEntities('&lol9; &xxe; &nbsp; &copy; &AMP; &amp')).toBe('&lol9; &xxe; &nbsp; &copy; &AMP; &amp')
  })

  it('replaces references to characters XML forbids with U+FFFD', () => {
    expect(decodeXmlEntities('a&#0;b&#xD800;c&#x110000;d&#1;e')).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFDe')
    expect(decodeXmlEntities('tab&#9;nl&#10;')).toBe('tab\tnl\n')
  })

  it('ignores references that are too long or malformed', () => {
    expect(decodeXmlEntities('&#12345678; &#x1234567; &#; &#x; &# 65;')).toBe('&#12345678; &#x1234567; &#; &#x; &# 65;')
  })

  it('returns text without an ampersand unchanged', () => {
    const text = 'No entities here <at all>'
    expect(decodeXmlEntities(text)).toBe(text)
  })
})
