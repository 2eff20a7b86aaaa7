/**
 * Mortgage news through the running worker (workerd + sqld).
 *
 * TEST SEAMS: feeds come from a local fixture news server started here (pointed at with
 * PUT /api/admin/news/feeds); the feed service (Inoreader) is the fixture server started by
 * global-setup.ts, which the worker's INOREADER_API_BASE names. Tests run with
 * ENVIRONMENT=test, so loopback hosts may be fetched (allowPrivate) — redirects to another
 * host and the metadata address are still refused; production refuses loopback outright.
 * News tables are emptied before and after, so other files see none of this.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type {
  NewsFeedConfigView,
  NewsFeedOauthStartResponse,
  NewsFeedTestResult,
  NewsListResponse,
  NewsRefreshResult,
  NewsRunsResponse,
} from '#shared/schemas/news.ts'
import { FIXTURE_SERVICE, type NewsFixtureServer, startNewsFixtureServer } from '#tests/support/news-fixture-server.ts'
import { newsArticles, newsFeedConfig, newsFeeds, newsOauthStates, newsRefreshRuns } from '#worker/db/schema/index.ts'
import { type AuthHeaders, jsonInit, signInAs, siteOrigin } from './auth-helpers'
import { baseUrl, call, FRESH, getJson, testDb } from './helpers'

const { db, client } = testDb()
let server: NewsFixtureServer
let admin: AuthHeaders

async function clearNews() {
  for (const table of [newsArticles, newsRefreshRuns, newsFeeds, newsFeedConfig, newsOauthStates])
    await db.delete(table)
}

beforeAll(async () => {
  server = await startNewsFixtureServer()
  admin = (await signInAs('super_admin')).authHeaders
  await clearNews()
})

afterAll(async () => {
  try {
    await clearNews()
  } finally {
    client.close()
    await server.close()
  }
})

async function useFeeds(...paths: string[]) {
  const feeds = paths.map((p, i) => ({ id: `f${i}-${p.replace(/\W/g, '')}`, url: `${server.base}${p}` }))
  const res = await call('/api/admin/news/feeds', jsonInit('PUT', { feeds }, admin))
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ origin: 'database', error: null, feeds })
}

async function refreshNow() {
  const res = await call('/api/admin/news/refresh', jsonInit('POST', {}, admin))
  expect(res.status).toBe(200)
  return (await res.json()) as NewsRefreshResult
}

async function latestRun() {
  const { body } = await getJson<NewsRunsResponse>('/api/admin/news/runs?limit=1', { headers: admin })
  return body.runs[0]!
}

// Past the edge cache: this file clears and fills the news tables straight in the database.
const news = async (query = '') => getJson<NewsListResponse>(`/api/news${query}`, FRESH)

describe('GET /api/news before anything is stored', () => {
  it('answers the fallback, with or without a search: no articles (the app shows its own 3)', async () => {
    const fallback = { articles: [], source: 'fallback', hasMore: false, nextCursor: null }
    const { res, body } = await news()
    expect(res.status).toBe(200)
    expect(body).toEqual(fallback)
    expect((await news('?search=renewal')).body).toEqual(fallback)
  })

  it('the default feed list is the environment (NEWS_FEEDS) here; never the internet in tests', async () => {
    const { body } = await getJson<{ origin: string; feeds: { url: string }[] }>('/api/admin/news/feeds', {
      headers: admin,
    })
    expect(body.origin).toBe('environment')
    expect(body.feeds[0]!.url).toBe(`${inject('newsServiceBase')}/rss`)
  })
})

describe("an admin's 'refresh now' with RSS 2.0 and Atom feeds", () => {
  it('stores both feeds, newest first, without duplicates, as plain text', async () => {
    await useFeeds('/rss', '/atom')
    const result = await refreshNow()
    expect(result).toMatchObject({ success: true, outcome: 'updated', newCount: 6, articlesCount: 6 })
    const { res, body } = await news()
    expect(res.status).toBe(200)
    expect(body.source).toBe('stored')
    expect(body.articles.map((a) => a.title)).toEqual([
      'Stress test: OSFI keeps the floor',
      'Bank of Canada holds its policy rate at 2.25’s floor',
      'Fixed rates fall again',
      'Renewal wave: what 2026 borrowers face',
      'Variable or fixed: 5 < 6 questions to ask',
      'Insured mortgage cap: one year on',
    ])
    for (const a of body.articles) expect(`${a.title} ${a.summary}`).not.toMatch(/<[a-z/!]|alert\(|onerror/i)
    // Every HTML named reference decodes in the worker too (its table is an asset: decision 243).
    expect(body.articles[1]!.summary).toBe(
      'The Bank of Canada left its overnight rate unchanged & signalled patience — déjà vu.',
    )
    expect(body.articles[2]).toMatchObject({
      summary: 'Five-year fixed rates dropped 10 bps.',
      image: 'https://img.example-cdn.ca/fixed.jpg',
      categories: ['Rates'],
    })
  })

  it('filled a missing image and summary from the article page (Open Graph), and the run says so', async () => {
    const { body } = await news('?search=renewal+wave')
    expect(body.articles[0]).toMatchObject({
      summary: 'About 1.2 million mortgages renew in 2026 & many at higher rates.',
      image: 'https://img.example-cdn.ca/renewal-wave.jpg',
      ogDescription: 'About 1.2 million mortgages renew in 2026 & many at higher rates.',
    })
    // Looked up: renewal wave (no summary, no image), the insured cap (its http image dropped), the Atom
    // variable-or-fixed entry (no image); only the first page has Open Graph tags.
    expect(await latestRun()).toMatchObject({ trigger: 'manual', success: true, enrichment: { tried: 3, filled: 1 } })
  })

  it('is cached like the rates: public max-age and an ETag, 304 when unchanged', async () => {
    const first = await call('/api/news?limit=3')
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600')
    const tag = first.headers.get('etag')
    expect(tag).toMatch(/^W\/".+"$/)
    await first.body?.cancel()
    const again = await call('/api/news?limit=3', { headers: { 'If-None-Match': tag! } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(tag)
    const other = await call('/api/news?limit=2', { headers: { 'If-None-Match': tag! } })
    expect(other.status).toBe(200)
    await other.body?.cancel()
  })

  it('pages by cursor (15 by default), searches titles and summaries, and validates the cursor', async () => {
    const { body: all } = await news()
    expect(all).toMatchObject({ hasMore: false, nextCursor: null })
    const titles: string[] = []
    let query = '?limit=4'
    for (;;) {
      const { body } = await news(query)
      titles.push(...body.articles.map((a) => a.title))
      if (!body.hasMore) break
      query = `?limit=4&cursor=${encodeURIComponent(body.nextCursor!)}`
    }
    expect(titles).toEqual(all.articles.map((a) => a.title))
    expect((await news('?search=OSFI')).body.articles.map((a) => a.title)).toEqual([
      'Stress test: OSFI keeps the floor',
    ])
    expect((await news('?search=signalled+patience')).body.articles).toHaveLength(1)
    const bad = await getJson<{ error: { fields: Record<string, string> } }>('/api/news?cursor=not-a-cursor')
    expect(bad.res.status).toBe(400)
    expect(Object.keys(bad.body.error.fields)).toEqual(['cursor'])
  })
})

describe('hostile and failing feeds', () => {
  it('malformed, oversized, redirected, billion laughs and XXE: each handled, the good feed still stored', async () => {
    await useFeeds('/malformed', '/huge', '/to-metadata', '/to-loopback', '/billion-laughs', '/xxe', '/rss')
    const result = await refreshNow()
    expect(result).toMatchObject({ success: true, outcome: 'updated', newCount: 2 })
    const run = await latestRun()
    expect(run.sources.map((s) => [s.id, s.ok, s.reason])).toEqual([
      ['f0-malformed', false, 'parse'],
      ['f1-huge', false, 'too-large'],
      ['f2-tometadata', false, 'redirect-blocked'],
      ['f3-toloopback', false, 'redirect-blocked'],
      ['f4-billionlaughs', true, null],
      ['f5-xxe', true, null],
      ['f6-rss', true, null],
    ])
    // Nothing expanded, nothing fetched, no redirect followed.
    const { body } = await news('?search=%26lol9%3B')
    expect(body.articles.map((a) => a.title)).toEqual(['Billion laughs &lol9;'])
    expect(body.articles[0]!.summary).toBe('&lol9;&lol9;')
    expect((await news('?search=external+entity')).body.articles[0]!.title).toBe('External entity &xxe;')
    expect(server.hits).not.toContain('/xxe-secret')
    expect(server.hits).not.toContain('/xxe-dtd')
    expect(server.hits).not.toContain('/loopback-target')
  })

  it('a slow upstream times out (8 s) and the last good copy is still served', async () => {
    const before = (await news('?limit=50')).body.articles.map((a) => a.id)
    await useFeeds('/slow')
    const result = await refreshNow()
    expect(result).toMatchObject({
      success: false,
      outcome: 'kept-last-good',
      newCount: 0,
      articlesCount: before.length,
    })
    expect((await latestRun()).sources[0]).toMatchObject({ ok: false, reason: 'timeout' })
    expect((await news('?limit=50')).body.articles.map((a) => a.id)).toEqual(before)
  })
})

describe('the cron', () => {
  it('runs the aggregator after the rate refresh (/__scheduled)', async () => {
    await db.delete(newsArticles)
    await useFeeds('/atom')
    const res = await fetch(`${baseUrl()}/__scheduled?cron=15+10+*+*+*`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('Ran scheduled event')
    expect(await latestRun()).toMatchObject({
      trigger: 'cron',
      success: true,
      outcome: 'updated',
      newCount: 4,
      actorId: null,
    })
    expect((await news()).body.articles.map((a) => a.title)).toContain('Stress test: OSFI keeps the floor')
  })
})

describe('the feed service (Inoreader) configuration', () => {
  const good = {
    appId: FIXTURE_SERVICE.appId,
    appKey: FIXTURE_SERVICE.appKey,
    accessToken: FIXTURE_SERVICE.accessToken,
    userId: FIXTURE_SERVICE.userId,
  }
  const secrets = [
    FIXTURE_SERVICE.appKey,
    FIXTURE_SERVICE.accessToken,
    FIXTURE_SERVICE.refreshToken,
    FIXTURE_SERVICE.refreshedAccessToken,
  ]
  const neverSecret = (text: string) => {
    for (const s of secrets) expect(text).not.toContain(s)
  }

  it("save: all four fields required — 400 'Please fill in all required fields' naming them", async () => {
    const { res, body } = await getJson<{ error: { message: string; fields: Record<string, string> } }>(
      '/api/admin/news/feed-service',
      jsonInit('PUT', { appId: '1000', accessToken: '' }, admin),
    )
    expect(res.status).toBe(400)
    expect(body.error).toEqual({
      code: 'validation_failed',
      message: 'Please fill in all required fields',
      fields: { appKey: 'Required', accessToken: 'Required', userId: 'Required' },
    })
    const bad = await call('/api/admin/news/feed-service', jsonInit('PUT', { ...good, appKey: 'with space' }, admin))
    expect(bad.status).toBe(400)
  })

  it('saved: the view never carries a secret (last 4 characters at most); the database holds them sealed', async () => {
    const res = await call('/api/admin/news/feed-service', jsonInit('PUT', good, admin))
    expect(res.status).toBe(200)
    const text = await res.text()
    neverSecret(text)
    expect(JSON.parse(text)).toMatchObject({
      configured: true,
      appId: FIXTURE_SERVICE.appId,
      userId: FIXTURE_SERVICE.userId,
      appKeyHint: `••••${FIXTURE_SERVICE.appKey.slice(-4)}`,
      accessTokenHint: `••••${FIXTURE_SERVICE.accessToken.slice(-4)}`,
      connection: { status: 'unknown' },
      keyProblem: null,
      redirectUri: `${siteOrigin()}/admin/inoreader-callback`,
    })
    neverSecret(await (await call('/api/admin/news/feed-service', { headers: admin })).text())
    const [row] = await db.select().from(newsFeedConfig)
    neverSecret(JSON.stringify(row))
  })

  it('connection test: success with good credentials', async () => {
    const { res, body } = await getJson<NewsFeedTestResult>(
      '/api/admin/news/feed-service/test',
      jsonInit('POST', {}, admin),
    )
    expect(res.status).toBe(200)
    expect(body).toMatchObject({
      status: 'success',
      title: 'Connection Successful',
      message: 'Connected to Inoreader as Brokerage Newsroom',
    })
    const view = (await getJson<NewsFeedConfigView>('/api/admin/news/feed-service', { headers: admin })).body
    expect(view.connection.status).toBe('success')
  })

  it("the service's articles are merged into the aggregator's run", async () => {
    await useFeeds('/rss')
    const result = await refreshNow()
    expect(result.success).toBe(true)
    const run = await latestRun()
    expect(run.sources.map((s) => [s.id, s.kind, s.ok])).toEqual([
      ['f0-rss', 'feed', true],
      ['inoreader', 'feed-service', true],
    ])
    const { body } = await news('?search=rebates')
    expect(body.articles[0]).toMatchObject({
      title: 'Service pick: first-time buyer rebates',
      summary: 'Rebates for first-time buyers.',
      categories: ['Mortgages'],
    })
  })

  it("bad credentials: 'Connection Test Failed' with the service's message; the feeds still gathered", async () => {
    expect(
      (
        await call(
          '/api/admin/news/feed-service',
          jsonInit('PUT', { ...good, accessToken: 'revoked-token-0000000000' }, admin),
        )
      ).status,
    ).toBe(200)
    const { body } = await getJson<NewsFeedTestResult>('/api/admin/news/feed-service/test', jsonInit('POST', {}, admin))
    expect(body).toMatchObject({ status: 'error', title: 'Connection Test Failed', message: 'Authorization required!' })
    const result = await refreshNow()
    expect(result.success).toBe(true)
    expect((await latestRun()).sources[1]).toMatchObject({ id: 'inoreader', ok: false, reason: 'auth' })
  })
})

describe('the OAuth authorisation code flow (server part)', () => {
  async function start(headers = admin) {
    const { res, body } = await getJson<NewsFeedOauthStartResponse>(
      '/api/admin/news/feed-service/oauth/start',
      jsonInit('POST', { appId: FIXTURE_SERVICE.appId, appKey: FIXTURE_SERVICE.appKey }, headers),
    )
    expect(res.status).toBe(200)
    return { ...body, state: new URL(body.authorizeUrl).searchParams.get('state')! }
  }
  const callback = (state: string, headers = admin, code: string = FIXTURE_SERVICE.code) =>
    call('/api/admin/news/feed-service/oauth/callback', jsonInit('POST', { code, state }, headers))

  it('start: the consent page of the service, this site as the redirect URI, a state', async () => {
    const { authorizeUrl, redirectUri, state } = await start()
    const url = new URL(authorizeUrl)
    expect(`${url.origin}${url.pathname}`).toBe(`${inject('newsServiceBase')}/oauth2/auth`)
    expect(url.searchParams.get('redirect_uri')).toBe(`${siteOrigin()}/admin/inoreader-callback`)
    expect(redirectUri).toBe(`${siteOrigin()}/admin/inoreader-callback`)
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorizeUrl).not.toContain(FIXTURE_SERVICE.appKey)
  })

  it('refuses a wrong state, one from another session, and an expired one', async () => {
    const refused = async (res: Response) => {
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('state')
    }
    await refused(await callback('A'.repeat(43)))
    const other = (await signInAs('super_admin', { fresh: true })).authHeaders
    await refused(await callback((await start()).state, other))
    const { state } = await start()
    await db.update(newsOauthStates).set({ expiresAt: new Date(Date.now() - 1000) })
    await refused(await callback(state))
    const malformed = await callback('short')
    expect(malformed.status).toBe(400)
  })

  it('a good code: tokens stored sealed, the configuration active and tested; the state cannot be used twice', async () => {
    const { state } = await start()
    const res = await callback(state)
    expect(res.status).toBe(200)
    const text = await res.text()
    for (const s of [FIXTURE_SERVICE.appKey, FIXTURE_SERVICE.accessToken, FIXTURE_SERVICE.refreshToken])
      expect(text).not.toContain(s)
    expect(JSON.parse(text)).toMatchObject({
      configured: true,
      isActive: true,
      hasRefreshToken: true,
      userId: FIXTURE_SERVICE.userId,
      connection: { status: 'success' },
    })
    const [row] = await db.select().from(newsFeedConfig).where(eq(newsFeedConfig.id, 'inoreader'))
    expect(row!.refreshToken).toMatch(/^v1\./)
    expect((await callback(state)).status).toBe(400)
  })
})
