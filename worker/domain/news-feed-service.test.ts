import { describe, expect, it } from 'vitest'
import { testActor } from '#tests/support/actors.ts'
import { FIXTURE_SERVICE, type NewsFixtureServer } from '#tests/support/news-fixture-server.ts'
import { withNewsFixtureServer } from '#tests/support/news-fixture-tests.ts'
import { eachTestDb } from '#tests/support/rates-db.ts'
import type { Db } from '#worker/db/client.ts'
import { newsFeedConfig, newsOauthStates } from '#worker/db/schema/index.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import {
  completeFeedServiceOauth,
  deleteFeedServiceConfig,
  type FeedServiceEnv,
  getFeedServiceConfig,
  saveFeedServiceConfig,
  startFeedServiceOauth,
  testFeedServiceConnection,
} from './news-feed-service'

// The feed service is the local fixture server (a test seam standing in for Inoreader).
let server: NewsFixtureServer
let db: Db
const NOW = new Date('2026-11-01T12:00:00.000Z')
const ORIGIN = 'https://site.example'
const admin = testActor()

withNewsFixtureServer((started) => {
  server = started
})
eachTestDb((fresh) => {
  db = fresh
})

const env = (over: Partial<FeedServiceEnv> = {}): FeedServiceEnv => ({
  NEWS_CREDENTIALS_KEY: 'unit-test-news-key-9Xq2Lm7Rv4Tz8Wc1Bn6Hd3',
  JWT_SECRET: 'unit-test-jwt-secret-Kp5Yf0Ug7Jx2Qs9Ea4Mv',
  INOREADER_API_BASE: server.base,
  ENVIRONMENT: 'test',
  ...over,
})
const good: { appId: string; appKey: string; accessToken: string; userId: string; isActive: boolean } = {
  appId: FIXTURE_SERVICE.appId,
  appKey: FIXTURE_SERVICE.appKey,
  accessToken: FIXTURE_SERVICE.accessToken,
  userId: FIXTURE_SERVICE.userId,
  isActive: true,
}
const save = (input = good, e = env()) => saveFeedServiceConfig(db, e, input, { origin: ORIGIN, now: NOW }, admin)

async function httpError(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(HttpError)
  return err as HttpError
}

describe('the configuration', () => {
  it('nothing saved: unknown connection, the redirect URI to register, no secrets', async () => {
    expect(await getFeedServiceConfig(db, env(), { origin: ORIGIN }, admin)).toEqual({
      service: 'Inoreader',
      configured: false,
      appId: null,
      userId: null,
      appKeyHint: null,
      accessTokenHint: null,
      hasRefreshToken: false,
      tokenExpiresAt: null,
      isActive: false,
      updatedAt: null,
      connection: { status: 'unknown', message: null, testedAt: null },
      keyProblem: null,
      redirectUri: 'https://site.example/admin/inoreader-callback',
    })
  })

  it("all four fields are required: 'Please fill in all required fields', naming each empty one", async () => {
    const err = await httpError(save({ ...good, appKey: '', userId: '  ' }))
    expect(err.status).toBe(400)
    expect(err.message).toBe('Please fill in all required fields')
    expect(err.fields).toEqual({ appKey: 'Required', userId: 'Required' })
    expect(await db.select().from(newsFeedConfig)).toEqual([])
  })

  it('saves the secrets sealed; the view shows the last 4 characters at most', async () => {
    const view = await save()
    expect(view).toMatchObject({
      configured: true,
      appId: FIXTURE_SERVICE.appId,
      userId: FIXTURE_SERVICE.userId,
      appKeyHint: `••••${FIXTURE_SERVICE.appKey.slice(-4)}`,
      accessTokenHint: `••••${FIXTURE_SERVICE.accessToken.slice(-4)}`,
      isActive: true,
      connection: { status: 'unknown', message: null, testedAt: null },
    })
    const json = JSON.stringify(view)
    expect(json).not.toContain(FIXTURE_SERVICE.appKey)
    expect(json).not.toContain(FIXTURE_SERVICE.accessToken)
    const [row] = await db.select().from(newsFeedConfig)
    expect(row!.appKey).toMatch(/^v1\./)
    expect(row!.accessToken).toMatch(/^v1\./)
    expect(JSON.stringify(row)).not.toContain(FIXTURE_SERVICE.appKey.slice(-12))
    expect(JSON.stringify(row)).not.toContain(FIXTURE_SERVICE.accessToken.slice(-12))
  })

  it('without a usable key: saving is refused with the reason (503); reading says what is wrong', async () => {
    for (const key of [undefined, 'too-short']) {
      const err = await httpError(save(good, env({ NEWS_CREDENTIALS_KEY: key })))
      expect(err.status).toBe(503)
      expect(err.message).toContain('NEWS_CREDENTIALS_KEY')
    }
    const same = await httpError(save(good, env({ NEWS_CREDENTIALS_KEY: env().JWT_SECRET })))
    expect(same.message).toContain('must not be the same value as JWT_SECRET')
    await save()
    const view = await getFeedServiceConfig(db, env({ NEWS_CREDENTIALS_KEY: undefined }), { origin: ORIGIN }, admin)
    expect(view).toMatchObject({
      configured: true,
      appKeyHint: '••••',
      accessTokenHint: '••••',
      keyProblem: expect.stringContaining('NEWS_CREDENTIALS_KEY is not set'),
    })
    const rotated = await getFeedServiceConfig(
      db,
      env({ NEWS_CREDENTIALS_KEY: 'another-news-key-Rt7Yu2Io9Pa4Sd6Fg1Hj8K' }),
      { origin: ORIGIN },
      admin,
    )
    expect(rotated.keyProblem).toContain('cannot be read with the current NEWS_CREDENTIALS_KEY')
  })

  it('delete forgets it', async () => {
    await save()
    expect(await deleteFeedServiceConfig(db, admin)).toEqual({ deleted: true })
    expect(await deleteFeedServiceConfig(db, admin)).toEqual({ deleted: false })
  })
})

describe('the connection test', () => {
  const test = (e = env()) => testFeedServiceConnection(db, e, { now: NOW }, admin)

  it('nothing saved → 400', async () => {
    expect((await httpError(test())).status).toBe(400)
  })

  it('good credentials → success, remembered for the tab', async () => {
    await save()
    expect(await test()).toEqual({
      status: 'success',
      title: 'Connection Successful',
      message: 'Connected to Inoreader as Brokerage Newsroom',
      testedAt: NOW.toISOString(),
    })
    const view = await getFeedServiceConfig(db, env(), { origin: ORIGIN }, admin)
    expect(view.connection).toEqual({
      status: 'success',
      message: 'Connected to Inoreader as Brokerage Newsroom',
      testedAt: NOW.toISOString(),
    })
  })

  it("bad credentials → 'Connection Test Failed' with the service's message", async () => {
    await save({ ...good, accessToken: 'revoked-token-0000000000' })
    expect(await test()).toMatchObject({
      status: 'error',
      title: 'Connection Test Failed',
      message: 'Authorization required!',
    })
    expect((await getFeedServiceConfig(db, env(), { origin: ORIGIN }, admin)).connection.status).toBe('error')
  })

  it("unreachable service → 'Failed to connect to Inoreader API'", async () => {
    await save()
    expect(await test(env({ INOREADER_API_BASE: 'http://127.0.0.1:9' }))).toMatchObject({
      status: 'error',
      message: 'Failed to connect to Inoreader API',
    })
  })

  it('credentials of another account than the user id entered → error', async () => {
    await save({ ...good, userId: '999' })
    expect(await test()).toMatchObject({
      status: 'error',
      message: expect.stringContaining(`belong to Inoreader user ${FIXTURE_SERVICE.userId}`),
    })
  })
})

describe('OAuth authorisation code flow', () => {
  async function start(
    input: { appId?: string; appKey?: string } = { appId: FIXTURE_SERVICE.appId, appKey: FIXTURE_SERVICE.appKey },
    actor = admin,
    now = NOW,
  ) {
    const res = await startFeedServiceOauth(db, env(), input, { origin: ORIGIN, now }, actor)
    return { ...res, state: new URL(res.authorizeUrl).searchParams.get('state')! }
  }
  const callback = (state: string, actor = admin, code: string = FIXTURE_SERVICE.code, now = NOW) =>
    completeFeedServiceOauth(db, env(), { code, state }, { now, origin: ORIGIN }, actor)

  it('start: the consent URL on the API base, with the redirect URI and a fresh 256-bit state stored hashed', async () => {
    const a = await start()
    const url = new URL(a.authorizeUrl)
    expect(`${url.origin}${url.pathname}`).toBe(`${server.base}/oauth2/auth`)
    expect(url.searchParams.get('client_id')).toBe(FIXTURE_SERVICE.appId)
    expect(url.searchParams.get('redirect_uri')).toBe('https://site.example/admin/inoreader-callback')
    expect(a.state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(a.expiresAt).toBe(new Date(NOW.getTime() + 600_000).toISOString())
    const b = await start()
    expect(b.state).not.toBe(a.state)
    const rows = await db.select().from(newsOauthStates)
    expect(rows).toHaveLength(2)
    expect(JSON.stringify(rows)).not.toContain(a.state)
    expect(JSON.stringify(rows)).not.toContain(FIXTURE_SERVICE.appKey)
  })

  it('start without an app id and nothing saved → 400 naming the fields', async () => {
    const err = await httpError(start({}))
    expect(err.status).toBe(400)
    expect(err.fields).toEqual({ appId: 'Required', appKey: 'Required' })
  })

  it('callback: the code is exchanged, the account read, the configuration saved active and tested', async () => {
    const { state } = await start()
    const view = await callback(state)
    expect(view).toMatchObject({
      configured: true,
      appId: FIXTURE_SERVICE.appId,
      userId: FIXTURE_SERVICE.userId,
      accessTokenHint: `••••${FIXTURE_SERVICE.accessToken.slice(-4)}`,
      hasRefreshToken: true,
      tokenExpiresAt: new Date(NOW.getTime() + 3600_000).toISOString(),
      isActive: true,
      connection: { status: 'success' },
    })
    expect(JSON.stringify(view)).not.toContain(FIXTURE_SERVICE.refreshToken)
    expect(await db.select().from(newsOauthStates)).toEqual([])
  })

  it('the saved app id and key are used when the start sends none', async () => {
    await save()
    const { state } = await start({})
    expect(await callback(state)).toMatchObject({ hasRefreshToken: true })
  })

  it('refuses a state from another admin, another session, an expired one, a reused one and an unknown one', async () => {
    const refused = async (p: Promise<unknown>) => {
      const err = await httpError(p)
      expect(err.status).toBe(400)
      expect(err.fields).toHaveProperty('state')
    }
    await refused(callback((await start()).state, testActor({ id: 'admin-2' })))
    await refused(callback((await start()).state, testActor({ sessionId: 'session-2' })))
    await refused(callback((await start()).state, admin, FIXTURE_SERVICE.code, new Date(NOW.getTime() + 600_001)))
    const { state } = await start()
    await callback(state)
    await refused(callback(state))
    await refused(callback('x'.repeat(43)))
  })

  it("a bad code → 400 with the service's message; nothing saved", async () => {
    const { state } = await start()
    const err = await httpError(callback(state, admin, 'stale-code'))
    expect(err.status).toBe(400)
    expect(err.message).toBe('Inoreader refused the authorisation: Invalid or expired authorization code')
    expect(await db.select().from(newsFeedConfig)).toEqual([])
  })
})
