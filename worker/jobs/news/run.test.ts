import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import type { NewsCursor } from '#shared/schemas/news.ts'
import { testActor } from '#tests/support/actors.ts'
import { FIXTURE_SERVICE, type NewsFixtureServer } from '#tests/support/news-fixture-server.ts'
import { withNewsFixtureServer } from '#tests/support/news-fixture-tests.ts'
import { eachTestDb } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { newsArticles, newsFeedConfig, newsFeeds } from '#worker/db/schema/index.ts'
import { listNews, listNewsRuns, saveNewsFeeds } from '#worker/domain/news.ts'
import { saveFeedServiceConfig } from '#worker/domain/news-feed-service.ts'
import { type NewsEnv, runNewsRefresh } from './run'

// Feeds and the feed service are the local fixture server (a test seam standing in for a
// Canadian mortgage news site and for Inoreader); the database is a fresh migrated libSQL file.
let server: NewsFixtureServer
let db: Db
const NOW = new Date('2026-11-01T12:00:00.000Z')
const admin = testActor()

withNewsFixtureServer((started) => {
  server = started
})
eachTestDb((fresh) => {
  db = fresh
})

const env = (): NewsEnv => ({
  NEWS_CREDENTIALS_KEY: 'unit-test-news-key-9Xq2Lm7Rv4Tz8Wc1Bn6Hd3',
  JWT_SECRET: 'unit-test-jwt-secret-Kp5Yf0Ug7Jx2Qs9Ea4Mv',
  INOREADER_API_BASE: server.base,
  ENVIRONMENT: 'test',
})

async function useFeeds(...paths: string[]) {
  await saveNewsFeeds(
    db,
    paths.map((p, i) => ({ id: `f${i}-${p.replace(/\W/g, '')}`, url: `${server.base}${p}` })),
    { allowPrivate: true, envJson: undefined, now: NOW },
    admin,
  )
}

function refresh(over: Partial<Parameters<typeof runNewsRefresh>[1]> = {}) {
  return runNewsRefresh(db, {
    trigger: 'manual',
    env: env(),
    allowPrivate: true,
    now: () => NOW,
    timeoutMs: 2000,
    actorId: admin.id,
    ...over,
  })
}

const stored = () => db.select().from(newsArticles)
const titles = async () => (await listNews(db, { limit: 50 })).articles.map((a) => a.title)

describe('runNewsRefresh: RSS 2.0 and Atom', () => {
  it('stores both feeds as plain-text articles without duplicates, newest first, and records the run', async () => {
    await useFeeds('/rss', '/atom')
    const result = await refresh()
    expect(result).toMatchObject({ success: true, outcome: 'updated', newCount: 6, articlesCount: 6 })
    expect(await titles()).toEqual([
      'Stress test: OSFI keeps the floor',
      'Bank of Canada holds its policy rate at 2.25’s floor',
      'Fixed rates fall again',
      'Renewal wave: what 2026 borrowers face',
      'Variable or fixed: 5 < 6 questions to ask',
      'Insured mortgage cap: one year on',
    ])
    const [run] = await listNewsRuns(db, 1, admin)
    expect(run).toMatchObject({
      trigger: 'manual',
      outcome: 'updated',
      success: true,
      articlesCount: 6,
      newCount: 6,
      actorId: admin.id,
    })
    expect(run!.sources).toEqual([
      { id: 'f0-rss', kind: 'feed', url: `${server.base}/rss`, ok: true, count: 4, error: null, reason: null },
      { id: 'f1-atom', kind: 'feed', url: `${server.base}/atom`, ok: true, count: 4, error: null, reason: null },
    ])
  })

  it('HTML and scripts in titles and summaries are stored as plain text', async () => {
    await useFeeds('/rss')
    await refresh()
    for (const a of await stored()) {
      expect(`${a.title} ${a.summary}`, a.title).not.toMatch(/<[a-z/!]|alert\(|onerror/i)
    }
    const [fixed] = await db.select().from(newsArticles).where(eq(newsArticles.title, 'Fixed rates fall again'))
    expect(fixed).toMatchObject({
      summary: 'Five-year fixed rates dropped 10 bps.',
      image: 'https://img.example-cdn.ca/fixed.jpg',
    })
  })

  it('enriches up to 5 articles lacking an image or a summary from their Open Graph tags, once', async () => {
    await useFeeds('/rss')
    const first = await refresh()
    expect(first.success).toBe(true)
    const [run] = await listNewsRuns(db, 1, admin)
    // Renewal wave (no summary, no image) and the insured-cap item (http image dropped) were looked up.
    expect(run!.enrichment).toEqual({ tried: 2, filled: 1 })
    const page = await listNews(db, { search: 'renewal', limit: 15 })
    expect(page.articles[0]).toMatchObject({
      summary: 'About 1.2 million mortgages renew in 2026 & many at higher rates.',
      image: 'https://img.example-cdn.ca/renewal-wave.jpg',
      ogImage: 'https://img.example-cdn.ca/renewal-wave.jpg',
      ogDescription: 'About 1.2 million mortgages renew in 2026 & many at higher rates.',
    })
    const hits = server.hits.filter((h) => h === '/2026/10/renewal-wave').length
    await refresh()
    expect(server.hits.filter((h) => h === '/2026/10/renewal-wave').length).toBe(hits)
  })

  it('a second run adds nothing new and keeps ids and dates (pages do not reshuffle)', async () => {
    await useFeeds('/rss', '/atom')
    await refresh()
    const before = (await stored()).map((a) => `${a.id}@${a.published.toISOString()}`).sort()
    const again = await refresh({ now: () => new Date(NOW.getTime() + 3600_000) })
    expect(again).toMatchObject({ success: true, newCount: 0, articlesCount: 6 })
    expect((await stored()).map((a) => `${a.id}@${a.published.toISOString()}`).sort()).toEqual(before)
  })
})

describe('runNewsRefresh: hostile and failing feeds', () => {
  it('a malformed feed fails alone; the others are stored', async () => {
    await useFeeds('/malformed', '/rss')
    const result = await refresh()
    expect(result).toMatchObject({ success: true, outcome: 'updated', newCount: 4 })
    const [run] = await listNewsRuns(db, 1, admin)
    expect(run!.sources[0]).toMatchObject({ id: 'f0-malformed', ok: false, reason: 'parse' })
    expect(result.message).toContain('f0-malformed: parse:')
  })

  it('an oversized feed is aborted at the 1 MB cap', async () => {
    await useFeeds('/huge', '/rss')
    await refresh()
    const [run] = await listNewsRuns(db, 1, admin)
    expect(run!.sources[0]).toMatchObject({ ok: false, reason: 'too-large' })
    expect(run!.sources[0]!.error).toContain('more than 1048576 bytes')
  })

  it('redirects to the metadata address or to another (loopback) host are not followed', async () => {
    // Tests run with allowPrivate (loopback fixture hosts), so loopback itself is allowed here;
    // the redirect is refused as "another host". In production no loopback address is fetched at all.
    await useFeeds('/to-metadata', '/to-loopback')
    const result = await refresh()
    expect(result).toMatchObject({ success: false, outcome: 'kept-last-good' })
    const [run] = await listNewsRuns(db, 1, admin)
    expect(run!.sources.map((s) => [s.reason, s.ok])).toEqual([
      ['redirect-blocked', false],
      ['redirect-blocked', false],
    ])
    expect(run!.sources[0]!.error).toContain('169.254.169.254')
    expect(server.hits).not.toContain('/loopback-target')
  })

  it('a slow upstream times out and the last good copy stays', async () => {
    await useFeeds('/rss')
    await refresh()
    const before = await titles()
    await useFeeds('/slow')
    const result = await refresh({ timeoutMs: 300 })
    expect(result).toMatchObject({ success: false, outcome: 'kept-last-good', articlesCount: 4, newCount: 0 })
    expect(result.message).toContain('No source answered; the 4 stored articles are kept.')
    const [run] = await listNewsRuns(db, 1, admin)
    expect(run!.sources[0]).toMatchObject({ ok: false, reason: 'timeout' })
    expect(await titles()).toEqual(before)
  })

  it('billion laughs and external entities: nothing expanded, nothing fetched', async () => {
    await useFeeds('/billion-laughs', '/xxe')
    const result = await refresh()
    expect(result).toMatchObject({ success: true, newCount: 2 })
    const rows = await stored()
    expect(rows.map((r) => r.title).sort()).toEqual(['Billion laughs &lol9;', 'External entity &xxe;'])
    expect(rows.every((r) => r.summary.length < 50)).toBe(true)
    expect(server.hits).not.toContain('/xxe-secret')
    expect(server.hits).not.toContain('/xxe-dtd')
  })

  it('no feed configured and an invalid NEWS_FEEDS: a run that keeps what is stored and says why', async () => {
    const result = await refresh({ env: { ...env(), NEWS_FEEDS: '[{"id":"x"}]' } })
    expect(result).toMatchObject({ success: false, outcome: 'kept-last-good', articlesCount: 0 })
    expect(result.message).toContain('NEWS_FEEDS is invalid')
  })
})

describe('runNewsRefresh: the feed service', () => {
  async function configure(over: Partial<{ accessToken: string; appKey: string; isActive: boolean }> = {}, e = env()) {
    await saveFeedServiceConfig(
      db,
      e,
      {
        appId: FIXTURE_SERVICE.appId,
        appKey: FIXTURE_SERVICE.appKey,
        accessToken: FIXTURE_SERVICE.accessToken,
        userId: FIXTURE_SERVICE.userId,
        isActive: true,
        ...over,
      },
      { origin: 'https://site.example', now: NOW },
      admin,
    )
  }

  it("good credentials: the service's articles are merged (plain text, duplicates removed)", async () => {
    await useFeeds('/rss')
    await configure()
    const result = await refresh()
    expect(result).toMatchObject({ success: true, newCount: 5 })
    const [run] = await listNewsRuns(db, 1, admin)
    expect(run!.sources[1]).toEqual({
      id: 'inoreader',
      kind: 'feed-service',
      url: null,
      ok: true,
      count: 2,
      error: null,
      reason: null,
    })
    const svc = (await stored()).find((a) => a.source === 'inoreader')
    expect(svc).toMatchObject({
      title: 'Service pick: first-time buyer rebates',
      summary: 'Rebates for first-time buyers.',
      image: 'https://img.example-cdn.ca/rebates.jpg',
      categories: ['Mortgages'],
    })
    expect((await stored()).filter((a) => a.link.endsWith('/2026/10/boc-holds'))).toHaveLength(1)
  })

  it('bad credentials: the service is reported refused; the feeds are stored anyway', async () => {
    await useFeeds('/rss')
    await configure({ accessToken: 'revoked-token-0000000000' })
    const result = await refresh()
    expect(result).toMatchObject({ success: true, newCount: 4 })
    const [run] = await listNewsRuns(db, 1, admin)
    expect(run!.sources[1]).toMatchObject({
      id: 'inoreader',
      ok: false,
      reason: 'auth',
      error: expect.stringContaining('Authorization required!'),
    })
  })

  it('an inactive configuration is not used', async () => {
    await useFeeds('/rss')
    await configure({ isActive: false })
    await refresh()
    const [run] = await listNewsRuns(db, 1, admin)
    expect(run!.sources.map((s) => s.id)).toEqual(['f0-rss'])
  })

  it('an expiring access token is renewed with the refresh token, and the new one is saved sealed', async () => {
    await useFeeds('/rss')
    await configure({ accessToken: 'expired-token-000000000000' })
    const { secretBox } = await import('#worker/lib/secret-box.ts')
    const box = await secretBox(env().NEWS_CREDENTIALS_KEY, 'NEWS_CREDENTIALS_KEY')
    if (!box.ok) throw new Error(box.problem)
    await db.update(newsFeedConfig).set({
      refreshToken: await box.box.seal(FIXTURE_SERVICE.refreshToken, 'news_feed_config.refresh_token'),
      tokenExpiresAt: new Date(NOW.getTime() - 1000),
    })
    const result = await refresh()
    expect(result.newCount).toBe(5)
    const [row] = await db.select().from(newsFeedConfig)
    expect(row!.accessToken).not.toContain(FIXTURE_SERVICE.refreshedAccessToken)
    expect(await box.box.open(row!.accessToken, 'news_feed_config.access_token')).toBe(
      FIXTURE_SERVICE.refreshedAccessToken,
    )
    expect(row!.tokenExpiresAt!.getTime()).toBe(NOW.getTime() + 3600_000)
  })

  it('without NEWS_CREDENTIALS_KEY the service is skipped with the reason; the feeds still work', async () => {
    await useFeeds('/rss')
    await configure()
    const result = await refresh({ env: { ...env(), NEWS_CREDENTIALS_KEY: undefined } })
    expect(result).toMatchObject({ success: true, newCount: 4 })
    const [run] = await listNewsRuns(db, 1, admin)
    expect(run!.sources[1]).toMatchObject({
      ok: false,
      reason: 'config',
      error: expect.stringContaining('NEWS_CREDENTIALS_KEY is not set'),
    })
  })
})

describe('listNews', () => {
  beforeEach(async () => {
    await useFeeds('/rss', '/atom')
    await refresh()
  })

  it('pages with a keyset cursor: no gaps, no repeats, hasMore until the end', async () => {
    const seen: string[] = []
    let cursor: NewsCursor | undefined
    for (let i = 0; i < 4; i++) {
      const page = await listNews(db, { cursor, limit: 2 })
      seen.push(...page.articles.map((a) => a.title))
      expect(page.source).toBe('stored')
      if (!page.hasMore) {
        expect(page.nextCursor).toBeNull()
        break
      }
      const { decodeNewsCursor } = await import('#shared/schemas/news.ts')
      cursor = decodeNewsCursor(page.nextCursor!)!
    }
    expect(seen).toEqual(await titles())
  })

  it('searches titles and summaries, every word, case-insensitively; % and _ are literal', async () => {
    expect((await listNews(db, { search: 'BANK canada', limit: 15 })).articles.map((a) => a.title)).toEqual([
      'Bank of Canada holds its policy rate at 2.25’s floor',
    ])
    expect((await listNews(db, { search: 'signalled', limit: 15 })).articles).toHaveLength(1)
    expect(await listNews(db, { search: '100%', limit: 15 })).toEqual({
      articles: [],
      hasMore: false,
      nextCursor: null,
      source: 'stored',
    })
    expect((await listNews(db, { search: '_', limit: 15 })).articles).toEqual([])
  })

  it('nothing stored → the fallback, with or without a search (the app fills in its articles)', async () => {
    await db.delete(newsArticles)
    const fallback = { articles: [], source: 'fallback', hasMore: false, nextCursor: null }
    expect(await listNews(db, { limit: 15 })).toEqual(fallback)
    expect(await listNews(db, { search: 'renewal', limit: 15 })).toEqual(fallback)
  })

  it('saving an empty feed list goes back to the defaults', async () => {
    await saveNewsFeeds(db, [], { allowPrivate: true, envJson: undefined, now: NOW }, admin)
    expect(await db.select().from(newsFeeds)).toEqual([])
  })
})

describe('runNewsRefresh in production: outbound rules', () => {
  const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>
    <item><title>Own host story</title><link>https://news.example.com/a</link><guid>a</guid><pubDate>Sat, 31 Oct 2026 10:00:00 GMT</pubDate></item>
    <item><title>Elsewhere story</title><link>https://elsewhere.example.org/b</link><guid>b</guid><pubDate>Sat, 31 Oct 2026 09:00:00 GMT</pubDate></item>
  </channel></rss>`

  /** TEST SEAM: the internet as the production job sees it — a DNS-over-HTTPS resolver and two sites. */
  function internet(addresses: Record<string, string>) {
    const requested: string[] = []
    const fetchImpl: typeof fetch = async (input) => {
      const url = new URL(String(input))
      if (url.hostname === 'dns.test') {
        const name = url.searchParams.get('name') ?? ''
        const answer =
          url.searchParams.get('type') === 'A' && addresses[name] ? [{ type: 1, data: addresses[name] }] : []
        return Response.json({ Status: 0, Answer: answer })
      }
      requested.push(url.href)
      if (url.pathname === '/rss') return new Response(RSS, { headers: { 'content-type': 'application/rss+xml' } })
      return new Response('<html><head><meta property="og:description" content="Preview"></head></html>', {
        headers: { 'content-type': 'text/html' },
      })
    }
    return { fetchImpl, requested }
  }

  const productionEnv = (over: Partial<NewsEnv> = {}): NewsEnv => ({
    ...env(),
    ENVIRONMENT: 'production',
    NEWS_FEEDS: JSON.stringify([{ id: 'news', url: 'https://news.example.com/rss' }]),
    DNS_RESOLVER_URL: 'https://dns.test/dns-query',
    ...over,
  })

  it('reads previews only from the feed’s own host (or NEWS_PREVIEW_HOSTS), never from a host an item names', async () => {
    const net = internet({ 'news.example.com': '93.184.216.34', 'elsewhere.example.org': '93.184.216.35' })
    const result = await refresh({ env: productionEnv(), allowPrivate: false, fetchImpl: net.fetchImpl })
    expect(result.success).toBe(true)
    expect(net.requested).toContain('https://news.example.com/a')
    expect(net.requested).not.toContain('https://elsewhere.example.org/b')

    const allowed = internet({ 'news.example.com': '93.184.216.34', 'elsewhere.example.org': '93.184.216.35' })
    await db.delete(newsArticles)
    await refresh({
      env: productionEnv({ NEWS_PREVIEW_HOSTS: 'elsewhere.example.org' }),
      allowPrivate: false,
      fetchImpl: allowed.fetchImpl,
    })
    expect(allowed.requested).toContain('https://elsewhere.example.org/b')
  })

  it('a feed whose name resolves to a private address is not fetched', async () => {
    const net = internet({ 'news.example.com': '127.0.0.1' })
    const result = await refresh({ env: productionEnv(), allowPrivate: false, fetchImpl: net.fetchImpl })
    expect(result.success).toBe(false)
    expect(net.requested).toEqual([])
    expect(result.message).toContain('news.example.com resolves to a loopback address')
  })
})
