import { describe, expect, it } from 'vitest'
import { POST_SLUG_MAX, postListExcerpt, postSlugBase, slugify, uniquePostSlug } from './blog-slug'

describe('slugify', () => {
  it('lowercases and turns each run of non-alphanumerics into one hyphen', () => {
    expect(slugify('First-Time Buyers: 5 Tips!')).toBe('first-time-buyers-5-tips')
    expect(slugify('Rates   &&&   Terms')).toBe('rates-terms')
  })
  it('leaves no hyphen at either end', () => {
    expect(slugify('  --Hello, World--  ')).toBe('hello-world')
    expect(slugify('¿Qué pasa?')).toBe('que-pasa')
  })
  it('drops accents rather than the letters under them', () => {
    expect(slugify('Crédit hypothécaire à Montréal')).toBe('credit-hypothecaire-a-montreal')
  })
  it('is empty when nothing alphanumeric is left, and postSlugBase then says post', () => {
    expect(slugify('!!! ??? —')).toBe('')
    expect(slugify('🏠')).toBe('')
    expect(postSlugBase('!!!')).toBe('post')
    expect(postSlugBase('Spring Market')).toBe('spring-market')
  })
  it(`cuts long titles to ${POST_SLUG_MAX} characters without a trailing hyphen`, () => {
    const slug = slugify(`${'a'.repeat(POST_SLUG_MAX - 1)} bcd`)
    expect(slug).toBe('a'.repeat(POST_SLUG_MAX - 1))
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(POST_SLUG_MAX)
    expect(slugify('word '.repeat(40))).not.toMatch(/-$/)
  })
  it('is idempotent: a slug slugifies to itself', () => {
    for (const s of ['first-time-buyers', 'a-1-b-2', 'x']) expect(slugify(s)).toBe(s)
  })
})

describe('uniquePostSlug', () => {
  it('keeps the base when it is free', () => {
    expect(uniquePostSlug('spring', ['spring-2', 'springtime'])).toBe('spring')
  })
  it('appends -2, then the first free number', () => {
    expect(uniquePostSlug('spring', ['spring'])).toBe('spring-2')
    expect(uniquePostSlug('spring', ['spring', 'spring-2', 'spring-3'])).toBe('spring-4')
    expect(uniquePostSlug('spring', ['spring', 'spring-3'])).toBe('spring-2')
  })
  it('falls back to a timestamp suffix once -2 … -10000 are all taken', () => {
    const taken = ['spring', ...Array.from({ length: 9999 }, (_, i) => `spring-${i + 2}`)]
    expect(uniquePostSlug('spring', taken, 1_750_000_000_000)).toBe('spring-1750000000000')
    expect(uniquePostSlug('spring', taken.slice(0, -1), 1)).toBe('spring-10000')
  })
})

describe('postListExcerpt (fallback of 150 characters)', () => {
  it("uses the post's own excerpt when it has one", () => {
    expect(postListExcerpt({ excerpt: '  Short summary ', content: 'x'.repeat(500) })).toBe('Short summary')
  })
  it('falls back to the first 150 characters of the content, single-spaced', () => {
    const content = `Line one\n\n${'b'.repeat(200)}`
    const out = postListExcerpt({ excerpt: '   ', content })
    expect(out).toBe(`Line one ${'b'.repeat(141)}…`)
    expect(out.length).toBe(151)
    expect(postListExcerpt({ excerpt: null, content: 'Short post.' })).toBe('Short post.')
  })
})
