import { describe, expect, it } from 'vitest'
import { FALLBACK_NEWS, filterFallbackNews } from './fallback-news'

describe('fallback news', () => {
  it('has the 3 articles the home page shows, each with a unique id and an absolute https link', () => {
    expect(FALLBACK_NEWS).toHaveLength(3)
    expect(new Set(FALLBACK_NEWS.map((a) => a.id)).size).toBe(3)
    for (const a of FALLBACK_NEWS) {
      expect(new URL(a.link).protocol).toBe('https:')
      expect(Number.isNaN(Date.parse(a.published))).toBe(false)
    }
  })

  it('filters by the search term across title, summary and categories, ignoring case and spaces', () => {
    expect(filterFallbackNews(FALLBACK_NEWS, '')).toEqual(FALLBACK_NEWS)
    expect(filterFallbackNews(FALLBACK_NEWS, '  ')).toHaveLength(3)
    expect(filterFallbackNews(FALLBACK_NEWS, 'RENEWAL').map((a) => a.id)).toEqual([
      'fallback-renewal-switch-stress-test',
    ])
    expect(filterFallbackNews(FALLBACK_NEWS, 'first-time buyers').map((a) => a.id)).toEqual([
      'fallback-insured-cap-30-year',
      'fallback-fhsa-hbp',
    ])
    expect(filterFallbackNews(FALLBACK_NEWS, 'no such words')).toEqual([])
  })
})
