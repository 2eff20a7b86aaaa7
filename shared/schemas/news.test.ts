import { describe, expect, expectTypeOf, it } from 'vitest'
import {
  decodeNewsCursor,
  encodeNewsCursor,
  missingNewsFeedFields,
  type NewsArticle,
  type NewsListResponse,
  newsFeedConfigBodySchema,
  newsFeedOauthCallbackSchema,
  newsFeedOauthStartSchema,
  newsFeedsBodySchema,
  newsQuerySchema,
} from './news'
import { BIDI_CONTROLS_MESSAGE, CONTROL_CHARS_MESSAGE, INVALID_UNICODE_MESSAGE } from './text'

describe('news cursor', () => {
  it('round-trips (published ms, id) and refuses anything else', () => {
    const c = { published: Date.parse('2026-10-28T14:05:00Z'), id: '0123456789abcdef0123456789abcdef' }
    expect(decodeNewsCursor(encodeNewsCursor(c))).toEqual(c)
    for (const bad of [
      '',
      'x',
      'mgz.0123',
      `${'z'.repeat(12)}.0123456789abcdef0123456789abcdef`,
      'MGZ.0123456789ABCDEF0123456789ABCDEF',
      'mgz.0123456789abcdef0123456789abcdef.x',
    ]) {
      expect(decodeNewsCursor(bad), bad).toBeNull()
    }
  })
})

describe('newsQuerySchema', () => {
  it('defaults the page size to 15, trims and collapses the search, decodes the cursor', () => {
    expect(newsQuerySchema.parse({})).toEqual({ limit: 15 })
    expect(newsQuerySchema.parse({ search: '  rate   cut ', limit: '5' })).toEqual({ search: 'rate cut', limit: 5 })
    expect(newsQuerySchema.parse({ search: '   ' })).toEqual({ limit: 15 })
    expect(newsQuerySchema.parse({ cursor: 'mgz.0123456789abcdef0123456789abcdef' }).cursor).toEqual({
      published: parseInt('mgz', 36),
      id: '0123456789abcdef0123456789abcdef',
    })
  })

  it('refuses unknown keys, control characters, lone surrogates and oversize input', () => {
    for (const bad of [
      { page: '1' },
      { search: 'a\u0000b' },
      { search: 'a\ud800b' },
      { search: 'a\u202eb' },
      { search: 'x'.repeat(101) },
      { limit: '51' },
      { cursor: 'nope' },
    ]) {
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
    expect(
      newsFeedsBodySchema.safeParse({ feeds: [{ id: 'cmt', url: 'https://www.canadianmortgagetrends.com/feed/' }] })
        .success,
    ).toBe(true)
    for (const feeds of [
      [{ id: 'Bad Id', url: 'https://a.example/feed' }],
      [{ id: 'a', url: 'ftp://a.example/feed' }],
      [
        { id: 'a', url: 'https://a.example/1' },
        { id: 'a', url: 'https://a.example/2' },
      ],
      [
        { id: 'a', url: 'https://a.example/1' },
        { id: 'b', url: 'https://a.example/1' },
      ],
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

describe('safe text in every free-text field (decision 021)', () => {
  const BAD = ['\ud800', '\udc00', '\u0000', '\u001b', '\u0085', '\u202e', '\u2066']
  const fieldsOf = (
    schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } },
    value: unknown,
  ) => (schema.safeParse(value).error?.issues ?? []).map((i) => i.path.join('.'))
  const feed = { id: 'cmt', url: 'https://www.canadianmortgagetrends.com/feed/', name: 'Canadian Mortgage Trends' }
  const config = { appId: '1000', appKey: 'key', accessToken: 'token', userId: '1005', isActive: true }

  it('refuses lone surrogates, control and text-direction characters, naming the field', () => {
    for (const ch of BAD) {
      expect(
        fieldsOf(newsFeedsBodySchema, { feeds: [{ ...feed, name: `Trends${ch}` }] }),
        JSON.stringify(ch),
      ).toContain('feeds.0.name')
      expect(fieldsOf(newsFeedsBodySchema, { feeds: [{ ...feed, id: `cmt${ch}` }] }), JSON.stringify(ch)).toContain(
        'feeds.0.id',
      )
      expect(
        fieldsOf(newsFeedsBodySchema, { feeds: [{ ...feed, url: `${feed.url}${ch}` }] }),
        JSON.stringify(ch),
      ).toContain('feeds.0.url')
      for (const key of ['appId', 'appKey', 'accessToken', 'userId'] as const) {
        expect(
          fieldsOf(newsFeedConfigBodySchema, { ...config, [key]: `a${ch}b` }),
          `${key} ${JSON.stringify(ch)}`,
        ).toContain(key)
      }
      expect(fieldsOf(newsFeedOauthCallbackSchema, { code: `c${ch}`, state: 'A'.repeat(43) })).toContain('code')
      expect(fieldsOf(newsQuerySchema, { search: `rate${ch}cut` })).toContain('search')
      expect(fieldsOf(newsQuerySchema, { cursor: `mgz.${ch}` })).toContain('cursor')
    }
  })

  it('the unsafe-text messages are the shared ones; a search may still hold tabs and line breaks', () => {
    expect(newsFeedsBodySchema.safeParse({ feeds: [{ ...feed, name: 'a\ud800' }] }).error?.issues[0]?.message).toBe(
      INVALID_UNICODE_MESSAGE,
    )
    expect(newsQuerySchema.safeParse({ search: 'a\u0000' }).error?.issues[0]?.message).toBe(CONTROL_CHARS_MESSAGE)
    expect(newsQuerySchema.safeParse({ search: 'a\u202eb' }).error?.issues[0]?.message).toBe(BIDI_CONTROLS_MESSAGE)
    expect(newsQuerySchema.parse({ search: 'rate\tcut\n' })).toEqual({ search: 'rate cut', limit: 15 })
    expect(newsFeedsBodySchema.parse({ feeds: [{ ...feed, name: '  Trends  ' }] }).feeds[0]?.name).toBe('Trends')
  })

  it('the OAuth start names the missing half of the app id / app key pair', () => {
    expect(fieldsOf(newsFeedOauthStartSchema, { appKey: 'key' })).toEqual(['appId'])
    expect(fieldsOf(newsFeedOauthStartSchema, { appId: '1000' })).toEqual(['appKey'])
    expect(newsFeedOauthStartSchema.safeParse({}).success).toBe(true)
    expect(newsFeedOauthStartSchema.safeParse({ appId: '1000', appKey: 'key' }).success).toBe(true)
  })

  it('oversize fields are refused by name', () => {
    expect(fieldsOf(newsFeedsBodySchema, { feeds: [{ ...feed, name: 'x'.repeat(101) }] })).toContain('feeds.0.name')
    expect(
      fieldsOf(newsFeedsBodySchema, { feeds: [{ ...feed, url: `https://a.example/${'x'.repeat(2000)}` }] }),
    ).toContain('feeds.0.url')
    expect(fieldsOf(newsFeedOauthCallbackSchema, { code: 'c'.repeat(2001), state: 'A'.repeat(43) })).toContain('code')
    expect(fieldsOf(newsFeedOauthCallbackSchema, { code: 'c', state: 'A'.repeat(5000) })).toContain('state')
  })
})
