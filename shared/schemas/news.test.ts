import { describe, expect, expectTypeOf, it } from 'vitest'
import { decodeNewsCursor, encodeNewsCursor, missingNewsFeedFields, newsFeedConfigBodySchema, newsFeedsBodySchema, newsQuerySchema, type NewsArticle, type NewsListResponse } from './news'

describe('news cursor', () => {
  it('round-trips (published ms, id) and refuses anything else', () => {
    const c = { published: Date.parse('2026-10-28T14:05:00Z'), id: '0123456789abcdef0123456789abcdef' }
    expect(decodeNewsCursor(encodeNewsCursor(c))).toEqual(c)
    for (const bad of ['', 'x', 'mgz.0123', `${'z'.repeat(12)}.0123456789abcdef0123456789abcdef`, 'MGZ.0123456789ABCDEF0123456789ABCDEF', 'mgz.0123456789abcdef0123456789abcdef.x']) {
      expect(decodeNewsCursor(bad), bad).toBeNull()
    }
  })
})

describe('newsQuerySchema', () => {
  it('defaults the page size to 15, trims and collapses the search, decodes the cursor', () => {
    expect(newsQuerySchema.parse({})).toEqual({ limit: 15 })
    expect(newsQuerySchema.parse({ search: '  rate   cut ', limit: '5' })).toEqual({ search: 'rate cut', limit: 5 })
    expect(newsQuerySchema.parse({ search: '   ' })).toEqual({ limit: 15 })
    expect(newsQuerySchema.parse({ cursor: 'mgz.0123456789abcdef0123456789abcdef' }).cursor).toEqual({ published: parseInt('mgz', 36), id: '0123456789abcdef0123456789abcdef' })
  })

  it('refuses unknown keys, control characters, lone surrogates and oversize input', () => {
    for (const bad of [{ page: '1' }, { search: 'a\u0000b' }, { search: 'a\ud800b' }, { search: 'a\u202eb' }, { search: 'x'.repeat(101) }, { limit: '51' }, { cursor: 'nope' }]) {
      expect(newsQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})

describe('feed-service configuration', () => {
  it('missing fields are empty strings for the required-fields check, which names each one', () => {
    const parsed = newsFeedConfigBodySchema.parse({ appId: ' 1000 ' })
    expect(parsed).toEqual({ appId: '1000', appKey: '', accessToken: '', userId: '', isActive: true })
    expect(missingNewsFeedFields(parsed)).toEqual(['appKey', 'accessToken', 'userId'])
    expect(missingNewsFeedFields({ appId: 'a', appKey: 'b', accessToken: 'c', userId: 'd' })).toEqual([])
  })

  it('credentials are printable ASCII without spaces, bounded', () => {
    expect(newsFeedConfigBodySchema.safeParse({ appKey: 'has space' }).success).toBe(false)
    expect(newsFeedConfigBodySchema.safeParse({ accessToken: 'x'.repeat(2001) }).success).toBe(false)
    expect(newsFeedConfigBodySchema.safeParse({ extra: 1 }).success).toBe(false)
  })
})

describe('feeds', () => {
  it('http(s) URLs, slug ids, no duplicates, at most 20', () => {
    expect(newsFeedsBodySchema.safeParse({ feeds: [{ id: 'cmt', url: 'https://www.canadianmortgagetrends.com/feed/' }] }).success).toBe(true)
    for (const feeds of [
      [{ id: 'Bad Id', url: 'https://a.example/feed' }],
      [{ id: 'a', url: 'ftp://a.example/feed' }],
      [{ id: 'a', url: 'https://a.example/1' }, { id: 'a', url: 'https://a.example/2' }],
      [{ id: 'a', url: 'https://a.example/1' }, { id: 'b', url: 'https://a.example/1' }],
      Array.from({ length: 21 }, (_, i) => ({ id: `f${i}`, url: `https://a.example/${i}` })),
    ]) {
      expect(newsFeedsBodySchema.safeParse({ feeds }).success).toBe(false)
    }
  })
})

describe('types the app sees', () => {
  it('a page of articles', () => {
    expectTypeOf<NewsListResponse['articles'][number]>().toEqualTypeOf<NewsArticle>()
    expectTypeOf<NewsArticle['image']>().toEqualTypeOf<string | null>()
    expectTypeOf<NewsListResponse['nextCursor']>().toEqualTypeOf<string | null>()
  })
})
