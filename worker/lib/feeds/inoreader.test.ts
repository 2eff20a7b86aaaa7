import { describe, expect, it } from 'vitest'
import { FIXTURE_SERVICE, type NewsFixtureServer } from '#tests/support/news-fixture-server.ts'
import { withNewsFixtureServer } from '#tests/support/news-fixture-tests.ts'
import {
  type InoreaderConnection,
  inoreaderApiBase,
  inoreaderArticles,
  inoreaderAuthorizeUrl,
  inoreaderExchangeCode,
  inoreaderRefresh,
  inoreaderUserInfo,
  serviceMessage,
} from './inoreader'

// The feed service's API is the local fixture server (a test seam standing in for Inoreader).
let server: NewsFixtureServer
let conn: InoreaderConnection
withNewsFixtureServer((started) => {
  server = started
  conn = { apiBase: server.base, allowPrivate: true }
})

const good = { appId: FIXTURE_SERVICE.appId, appKey: FIXTURE_SERVICE.appKey, accessToken: FIXTURE_SERVICE.accessToken }
const NOW = new Date('2026-11-01T12:00:00Z')

describe('inoreaderUserInfo (the connection test)', () => {
  it('good credentials → the account', async () => {
    expect(await inoreaderUserInfo(conn, good)).toEqual({
      ok: true,
      userId: FIXTURE_SERVICE.userId,
      userName: FIXTURE_SERVICE.userName,
    })
  })

  it("a bad token or app key → refused, with the service's own message", async () => {
    expect(await inoreaderUserInfo(conn, { ...good, accessToken: 'wrong-token' })).toMatchObject({
      ok: false,
      auth: true,
      message: 'Authorization required!',
    })
    expect(await inoreaderUserInfo(conn, { ...good, appKey: 'wrong-key' })).toMatchObject({
      ok: false,
      auth: true,
      message: 'AppId or AppKey is invalid!',
    })
  })

  it("an unreachable service → 'Failed to connect to Inoreader API'", async () => {
    const res = await inoreaderUserInfo({ apiBase: 'http://127.0.0.1:9', allowPrivate: true }, good)
    expect(res).toMatchObject({ ok: false, auth: false, message: 'Failed to connect to Inoreader API' })
  })

  it('in production rules a loopback API base is refused before any request', async () => {
    const before = server.hits.length
    const res = await inoreaderUserInfo({ apiBase: server.base, allowPrivate: false }, good)
    expect(res).toMatchObject({
      ok: false,
      message: 'Failed to connect to Inoreader API',
      detail: expect.stringContaining('private-address'),
    })
    expect(server.hits.length).toBe(before)
  })
})

describe('inoreaderArticles', () => {
  it("reads the user's reading list as raw items: link, date, summary HTML, labels only", async () => {
    const res = await inoreaderArticles(conn, { ...good, userId: FIXTURE_SERVICE.userId })
    expect(res.ok).toBe(true)
    if (!res.ok) return
    expect(res.items).toHaveLength(2)
    expect(res.items[0]).toEqual({
      title: 'Service pick: <i>first-time</i> buyer rebates <script>alert("svc")</script>',
      titleType: 'html',
      link: `${server.base}/2026/10/service-first-time-rebates`,
      published: '2026-10-30T15:00:00.000Z',
      summary: '<p>Rebates for <b>first-time</b> buyers.</p><img src="https://img.example-cdn.ca/rebates.jpg">',
      content: null,
      image: null,
      author: 'Service Desk',
      categories: ['Mortgages'],
    })
  })

  it('bad credentials → refused', async () => {
    expect(
      await inoreaderArticles(conn, { ...good, accessToken: 'nope', userId: FIXTURE_SERVICE.userId }),
    ).toMatchObject({ ok: false, auth: true })
  })
})

describe('OAuth', () => {
  it('builds the consent URL with client id, redirect URI, code response, read scope and the state', () => {
    const url = new URL(
      inoreaderAuthorizeUrl('https://www.inoreader.com', {
        appId: '1000',
        redirectUri: 'https://site.example/admin/inoreader-callback',
        state: 's'.repeat(43),
      }),
    )
    expect(url.origin + url.pathname).toBe('https://www.inoreader.com/oauth2/auth')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1000',
      redirect_uri: 'https://site.example/admin/inoreader-callback',
      response_type: 'code',
      scope: 'read',
      state: 's'.repeat(43),
    })
  })

  it('exchanges a good code for tokens with an expiry', async () => {
    const res = await inoreaderExchangeCode(
      conn,
      {
        appId: FIXTURE_SERVICE.appId,
        appKey: FIXTURE_SERVICE.appKey,
        code: FIXTURE_SERVICE.code,
        redirectUri: 'https://site.example/cb',
      },
      NOW,
    )
    expect(res).toEqual({
      ok: true,
      tokens: {
        accessToken: FIXTURE_SERVICE.accessToken,
        refreshToken: FIXTURE_SERVICE.refreshToken,
        expiresAt: new Date(NOW.getTime() + 3600_000),
      },
    })
  })

  it("a bad code → the service's error description; a bad client secret → refused", async () => {
    const bad = await inoreaderExchangeCode(
      conn,
      {
        appId: FIXTURE_SERVICE.appId,
        appKey: FIXTURE_SERVICE.appKey,
        code: 'stale',
        redirectUri: 'https://site.example/cb',
      },
      NOW,
    )
    expect(bad).toMatchObject({ ok: false, auth: false, message: 'Invalid or expired authorization code' })
    const client = await inoreaderExchangeCode(
      conn,
      {
        appId: FIXTURE_SERVICE.appId,
        appKey: 'wrong',
        code: FIXTURE_SERVICE.code,
        redirectUri: 'https://site.example/cb',
      },
      NOW,
    )
    expect(client).toMatchObject({ ok: false, auth: true, message: 'Client authentication failed' })
  })

  it('refreshes an access token', async () => {
    const res = await inoreaderRefresh(
      conn,
      { appId: FIXTURE_SERVICE.appId, appKey: FIXTURE_SERVICE.appKey, refreshToken: FIXTURE_SERVICE.refreshToken },
      NOW,
    )
    expect(res).toMatchObject({ ok: true, tokens: { accessToken: FIXTURE_SERVICE.refreshedAccessToken } })
  })
})

describe('helpers', () => {
  it('inoreaderApiBase: default, trailing slash trimmed, non-http refused', () => {
    expect(inoreaderApiBase(undefined)).toEqual({ ok: true, base: 'https://www.inoreader.com' })
    expect(inoreaderApiBase(' http://127.0.0.1:4000/ ')).toEqual({ ok: true, base: 'http://127.0.0.1:4000' })
    expect(inoreaderApiBase('ftp://x')).toMatchObject({ ok: false })
    expect(inoreaderApiBase('https://u:p@x.example')).toMatchObject({ ok: false })
  })

  it('serviceMessage: OAuth JSON, nested JSON, text, HTML, nothing', () => {
    expect(serviceMessage('{"error":"invalid_grant","error_description":"Code expired"}')).toBe('Code expired')
    expect(serviceMessage('{"error":{"message":"Daily limit reached"}}')).toBe('Daily limit reached')
    expect(serviceMessage('AppId required!')).toBe('AppId required!')
    expect(serviceMessage('<html><body><h1>503</h1><p>Down for maintenance</p></body></html>')).toBe(
      '503 Down for maintenance',
    )
    expect(serviceMessage('')).toBeNull()
    expect(serviceMessage(undefined)).toBeNull()
  })
})
