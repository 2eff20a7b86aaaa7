import { describe, expect, it } from 'vitest'
import { BRAND } from '#shared/config/brand.ts'
import { brandedTitle, seoPageTitle, shareTags } from './page-head'

describe('shareTags', () => {
  it('writes canonical, Open Graph with the brand and a large Twitter card for a page with an image', () => {
    const html = shareTags({
      title: 'Fixed vs "variable" | Brand',
      description: 'A <short> guide & more',
      canonical: 'https://example.ca/blog/fixed',
      image: 'https://example.ca/media/blog-images/a.jpg',
      robots: 'index, follow',
    })
    for (const tag of [
      '<link rel="canonical" href="https://example.ca/blog/fixed">',
      '<meta property="og:url" content="https://example.ca/blog/fixed">',
      '<meta property="og:type" content="website">',
      `<meta property="og:site_name" content="${BRAND.name}">`,
      '<meta property="og:title" content="Fixed vs &quot;variable&quot; | Brand">',
      '<meta property="og:description" content="A &lt;short&gt; guide &amp; more">',
      '<meta property="og:image" content="https://example.ca/media/blog-images/a.jpg">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:title" content="Fixed vs &quot;variable&quot; | Brand">',
      '<meta name="twitter:description" content="A &lt;short&gt; guide &amp; more">',
      '<meta name="twitter:image" content="https://example.ca/media/blog-images/a.jpg">',
      '<meta name="robots" content="index, follow">',
    ])
      expect(html).toContain(tag)
  })

  it('writes a summary card without an image and only the tags that have a value', () => {
    const html = shareTags({ title: 'Blog | Brand' })
    expect(html).toContain('<meta name="twitter:card" content="summary">')
    expect(html).not.toMatch(/canonical|og:url|og:image|og:description|twitter:image|robots/)
    // The worker adding a prerendered page's address: the canonical and og:url alone.
    expect(shareTags({ canonical: 'https://example.ca/rates' })).toBe(
      '<link rel="canonical" href="https://example.ca/rates"><meta property="og:url" content="https://example.ca/rates">',
    )
    expect(shareTags({})).toBe('')
  })
})

describe('brandedTitle', () => {
  it('puts the brand after a title that does not name it', () => {
    expect(brandedTitle('Sarah Chen | Mortgage Agent in Markham')).toBe(
      `Sarah Chen | Mortgage Agent in Markham | ${BRAND.name}`,
    )
  })

  it('keeps a title that names the brand as it is', () => {
    const own = `Renewals with ${BRAND.name}`
    expect(brandedTitle(own)).toBe(own)
    expect(brandedTitle(BRAND.name)).toBe(BRAND.name)
  })
})

describe('seoPageTitle', () => {
  it("takes the author's SEO title over the page's own, clipped to 60 characters, then branded", () => {
    expect(seoPageTitle('Fixed or variable?', '  Fixed vs variable in 2026 ')).toBe(
      `Fixed vs variable in 2026 | ${BRAND.name}`,
    )
    expect(seoPageTitle('Fixed or variable?', '   ')).toBe(`Fixed or variable? | ${BRAND.name}`)
    expect(seoPageTitle('Fixed or variable?', null)).toBe(`Fixed or variable? | ${BRAND.name}`)
    const long = seoPageTitle('word '.repeat(20))
    expect(long.endsWith(`… | ${BRAND.name}`)).toBe(true)
    expect(long.length).toBe(60 + ` | ${BRAND.name}`.length)
  })

  it('is what the app sets again: a title already branded stays as it is', () => {
    const served = seoPageTitle('Fixed or variable?')
    expect(brandedTitle(served)).toBe(served)
  })
})
