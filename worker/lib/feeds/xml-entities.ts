/**
 * The feed reader's entity decoder. The XML parser hands over raw text (its own decoding is
 * off, and it never reads a DOCTYPE), so this is the ONLY entity expansion a feed gets:
 * - the five predefined entities: &amp; &lt; &gt; &quot; &apos;
 * - numeric character references: &#8217; &#x2019;
 * Everything else — `&lol9;`, `&xxe;`, `&nbsp;` (not an XML entity) — stays as written, so a
 * billion-laughs or external-entity document expands to nothing and fetches nothing.
 * A reference to a code point XML forbids (NUL, a surrogate, beyond U+10FFFF) becomes U+FFFD.
 */
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

const REFERENCE = /&(?:#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g

export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(REFERENCE, (_m, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name) return PREDEFINED[name]!
    const cp = dec !== undefined ? parseInt(dec, 10) : parseInt(hex!, 16)
    return isXmlChar(cp) ? String.fromCodePoint(cp) : '\uFFFD'
  })
}

/** XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]. */
function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  )
}
