/**
 * The feed service (Inoreader) for the News-feed tab (docs/decisions/031): its
 * configuration with sealed credentials, the connection test, the OAuth authorisation-code
 * flow's server part, and its articles for the aggregator.
 *
 * - Secrets (app key, access and refresh tokens) are sealed with NEWS_CREDENTIALS_KEY
 *   (worker/lib/secret-box.ts) before they reach the database and are never sent back: the
 *   view shows their last 4 characters at most. A missing or weak key makes only this feature
 *   answer 503 with the reason; the public news and everything else keep working.
 * - The OAuth `state` is 256 random bits, stored hashed with the admin and the session that
 *   asked, valid for 10 minutes and for one use.
 * - The access token is renewed with the refresh token when it is about to expire, or once
 *   after the service refuses it; renewed tokens are sealed and saved.
 */
import { eq, lt } from 'drizzle-orm'
import {
  FEED_SERVICE_CALLBACK_PATH,
  FEED_SERVICE_NAME,
  missingNewsFeedFields,
  NEWS_FEED_REQUIRED_MESSAGE,
  NEWS_FEED_TEST_FAILED_TITLE,
  NEWS_FEED_TEST_OK_TITLE,
  type NewsFeedConfigView,
  type NewsFeedOauthStartResponse,
  type NewsFeedTestResult,
  type NewsSourceReport,
} from '#shared/schemas/news.ts'
import type { Db } from '#worker/db/client.ts'
import { newsFeedConfig, newsOauthStates } from '#worker/db/schema/index.ts'
import type { Actor } from '#worker/domain/auth/actor.ts'
import { hashToken, newRefreshToken } from '#worker/lib/auth/refresh-token.ts'
import {
  type InoreaderConnection,
  type InoreaderFailure,
  type InoreaderTokens,
  inoreaderApiBase,
  inoreaderArticles,
  inoreaderAuthorizeUrl,
  inoreaderExchangeCode,
  inoreaderRefresh,
  inoreaderUserInfo,
} from '#worker/lib/feeds/inoreader.ts'
import type { RawItem } from '#worker/lib/feeds/parse-feed.ts'
import { HttpError } from '#worker/lib/http-error.ts'
import { type SecretBox, secretBox, secretHint } from '#worker/lib/secret-box.ts'

const CONFIG_ID = 'inoreader'
const STATE_TTL_MS = 10 * 60 * 1000
/** Renew the access token when it has less than this left. */
const RENEW_MARGIN_MS = 60 * 1000
const SEAL = {
  appKey: 'news_feed_config.app_key',
  accessToken: 'news_feed_config.access_token',
  refreshToken: 'news_feed_config.refresh_token',
  stateAppKey: 'news_oauth_states.app_key',
} as const

export type FeedServiceEnv = {
  NEWS_CREDENTIALS_KEY?: string | undefined
  JWT_SECRET?: string | undefined
  INOREADER_API_BASE?: string | undefined
  ENVIRONMENT?: string | undefined
}

export type FeedServiceOptions = { now: Date; fetchImpl?: typeof fetch; timeoutMs?: number }

type ConfigRow = typeof newsFeedConfig.$inferSelect
type Secrets = { appKey: string; accessToken: string; refreshToken: string | null }

// ---------------------------------------------------------------------------------------------
// Environment: the sealing key and the API base
// ---------------------------------------------------------------------------------------------

/** The box for NEWS_CREDENTIALS_KEY, or why it cannot be used. */
export async function credentialsBox(
  env: FeedServiceEnv,
): Promise<{ ok: true; box: SecretBox } | { ok: false; problem: string }> {
  if (env.NEWS_CREDENTIALS_KEY && env.NEWS_CREDENTIALS_KEY === env.JWT_SECRET) {
    return {
      ok: false,
      problem:
        'NEWS_CREDENTIALS_KEY must not be the same value as JWT_SECRET. Use its own random value, e.g. `openssl rand -base64 48`.',
    }
  }
  return secretBox(env.NEWS_CREDENTIALS_KEY, 'NEWS_CREDENTIALS_KEY')
}

function connection(
  env: FeedServiceEnv,
  opts: FeedServiceOptions,
): { ok: true; conn: InoreaderConnection } | { ok: false; problem: string } {
  const base = inoreaderApiBase(env.INOREADER_API_BASE)
  if (!base.ok) return base
  return {
    ok: true,
    conn: {
      apiBase: base.base,
      allowPrivate: env.ENVIRONMENT !== 'production',
      fetchImpl: opts.fetchImpl,
      timeoutMs: opts.timeoutMs,
    },
  }
}

async function requireBox(env: FeedServiceEnv): Promise<SecretBox> {
  const box = await credentialsBox(env)
  if (!box.ok) throw new HttpError('unavailable', `News-feed credentials cannot be stored or used: ${box.problem}`)
  return box.box
}

function requireConnection(env: FeedServiceEnv, opts: FeedServiceOptions): InoreaderConnection {
  const conn = connection(env, opts)
  if (!conn.ok) throw new HttpError('unavailable', conn.problem)
  return conn.conn
}

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

async function readConfig(db: Db): Promise<ConfigRow | null> {
  const [row] = await db.select().from(newsFeedConfig).where(eq(newsFeedConfig.id, CONFIG_ID)).limit(1)
  return row ?? null
}

async function openSecrets(box: SecretBox, row: ConfigRow): Promise<Secrets | null> {
  try {
    return {
      appKey: await box.open(row.appKey, SEAL.appKey),
      accessToken: await box.open(row.accessToken, SEAL.accessToken),
      refreshToken: row.refreshToken ? await box.open(row.refreshToken, SEAL.refreshToken) : null,
    }
  } catch {
    return null
  }
}

const UNREADABLE =
  'The saved credentials cannot be read with the current NEWS_CREDENTIALS_KEY (was it changed?). Save them again.'

/** GET: what an admin may see. Never a secret: hints of the last 4 characters at most. */
export async function getFeedServiceConfig(
  db: Db,
  env: FeedServiceEnv,
  ctx: { origin: string },
  _actor: Actor,
): Promise<NewsFeedConfigView> {
  const [row, box] = await Promise.all([readConfig(db), credentialsBox(env)])
  const secrets = row && box.ok ? await openSecrets(box.box, row) : null
  const keyProblem = !box.ok ? box.problem : row && !secrets ? UNREADABLE : null
  return {
    service: FEED_SERVICE_NAME,
    configured: row !== null,
    appId: row?.appId ?? null,
    userId: row?.userId ?? null,
    appKeyHint: secrets ? secretHint(secrets.appKey) : row ? '••••' : null,
    accessTokenHint: secrets ? secretHint(secrets.accessToken) : row ? '••••' : null,
    hasRefreshToken: Boolean(row?.refreshToken),
    tokenExpiresAt: row?.tokenExpiresAt?.toISOString() ?? null,
    isActive: row?.isActive ?? false,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    connection: {
      status: row?.testStatus ?? 'unknown',
      message: row?.testMessage ?? null,
      testedAt: row?.testedAt?.toISOString() ?? null,
    },
    keyProblem,
    redirectUri: redirectUri(ctx.origin),
  }
}

export function redirectUri(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${FEED_SERVICE_CALLBACK_PATH}`
}

/** Writes the one feed-service configuration row (inserted the first time). */
function putConfig(db: Db, values: Omit<typeof newsFeedConfig.$inferInsert, 'id'>) {
  return db
    .insert(newsFeedConfig)
    .values({ id: CONFIG_ID, ...values })
    .onConflictDoUpdate({ target: newsFeedConfig.id, set: values })
}

/**
 * PUT (spec: upsert app_id, app_key, access_token, user_id, is_active, updated_at). All four
 * fields are required ('Please fill in all required fields', naming each empty one). A pasted
 * access token replaces any OAuth tokens; the connection state goes back to 'unknown'.
 */
export async function saveFeedServiceConfig(
  db: Db,
  env: FeedServiceEnv,
  input: { appId: string; appKey: string; accessToken: string; userId: string; isActive: boolean },
  ctx: { origin: string; now: Date },
  actor: Actor,
): Promise<NewsFeedConfigView> {
  const missing = missingNewsFeedFields(input)
  if (missing.length > 0)
    throw new HttpError(
      'validation_failed',
      NEWS_FEED_REQUIRED_MESSAGE,
      Object.fromEntries(missing.map((f) => [f, 'Required'])),
    )
  const box = await requireBox(env)
  const values = {
    appId: input.appId,
    appKey: await box.seal(input.appKey, SEAL.appKey),
    accessToken: await box.seal(input.accessToken, SEAL.accessToken),
    refreshToken: null,
    tokenExpiresAt: null,
    userId: input.userId,
    isActive: input.isActive,
    testStatus: 'unknown' as const,
    testMessage: null,
    testedAt: null,
    updatedAt: ctx.now,
    updatedBy: actor.id,
  }
  await putConfig(db, values)
  return getFeedServiceConfig(db, env, ctx, actor)
}

/** DELETE: forget the configuration (the aggregator stops using the service). */
export async function deleteFeedServiceConfig(db: Db, _actor: Actor): Promise<{ deleted: boolean }> {
  const gone = await db
    .delete(newsFeedConfig)
    .where(eq(newsFeedConfig.id, CONFIG_ID))
    .returning({ id: newsFeedConfig.id })
  return { deleted: gone.length > 0 }
}

// ---------------------------------------------------------------------------------------------
// Connection test
// ---------------------------------------------------------------------------------------------

/**
 * POST …/test: the saved credentials against the service's user-info. Success needs the
 * account to be the configured user id. The outcome is saved (the tab shows it on load).
 */
export async function testFeedServiceConnection(
  db: Db,
  env: FeedServiceEnv,
  opts: FeedServiceOptions,
  _actor: Actor,
): Promise<NewsFeedTestResult> {
  const row = await readConfig(db)
  if (!row) throw new HttpError('bad_request', `Save the ${FEED_SERVICE_NAME} settings before testing the connection`)
  const box = await requireBox(env)
  const conn = requireConnection(env, opts)
  const secrets = await openSecrets(box, row)
  if (!secrets) throw new HttpError('unavailable', UNREADABLE)

  const answer = await withFreshToken(db, box, conn, row, secrets, opts.now, (creds) => inoreaderUserInfo(conn, creds))
  let result: NewsFeedTestResult
  if (!answer.ok) {
    result = {
      status: 'error',
      title: NEWS_FEED_TEST_FAILED_TITLE,
      message: answer.message,
      testedAt: opts.now.toISOString(),
    }
  } else if (answer.userId !== row.userId) {
    result = {
      status: 'error',
      title: NEWS_FEED_TEST_FAILED_TITLE,
      message: `These credentials belong to ${FEED_SERVICE_NAME} user ${answer.userId}, not to the user id entered (${row.userId})`,
      testedAt: opts.now.toISOString(),
    }
  } else {
    result = {
      status: 'success',
      title: NEWS_FEED_TEST_OK_TITLE,
      message: `Connected to ${FEED_SERVICE_NAME} as ${answer.userName ?? answer.userId}`,
      testedAt: opts.now.toISOString(),
    }
  }
  await db
    .update(newsFeedConfig)
    .set({ testStatus: result.status, testMessage: result.message.slice(0, 500), testedAt: opts.now })
    .where(eq(newsFeedConfig.id, CONFIG_ID))
  return result
}

// ---------------------------------------------------------------------------------------------
// OAuth authorisation code flow (server part)
// ---------------------------------------------------------------------------------------------

/**
 * POST …/oauth/start: a consent-page URL whose `state` is bound to this admin and session.
 * With `appId` and `appKey` the flow can run before anything is saved; without them, the saved
 * configuration's are used.
 */
export async function startFeedServiceOauth(
  db: Db,
  env: FeedServiceEnv,
  input: { appId?: string | undefined; appKey?: string | undefined },
  ctx: { origin: string; now: Date },
  actor: Actor,
): Promise<NewsFeedOauthStartResponse> {
  const box = await requireBox(env)
  const conn = requireConnection(env, { now: ctx.now })
  const saved = input.appId ? null : await readConfig(db)
  const appId = input.appId ?? saved?.appId
  if (!appId)
    throw new HttpError('validation_failed', `Enter the ${FEED_SERVICE_NAME} app id and app key first`, {
      appId: 'Required',
      appKey: 'Required',
    })

  const state = newRefreshToken()
  const expiresAt = new Date(ctx.now.getTime() + STATE_TTL_MS)
  const uri = redirectUri(ctx.origin)
  await db.batch([
    db.delete(newsOauthStates).where(lt(newsOauthStates.expiresAt, ctx.now)),
    db.insert(newsOauthStates).values({
      stateHash: await hashToken(state),
      userId: actor.id,
      sessionId: actor.sessionId,
      appId: input.appId ?? null,
      appKey: input.appKey ? await box.seal(input.appKey, SEAL.stateAppKey) : null,
      redirectUri: uri,
      expiresAt,
      createdAt: ctx.now,
    }),
  ])
  return {
    authorizeUrl: inoreaderAuthorizeUrl(conn.apiBase, { appId, redirectUri: uri, state }),
    expiresAt: expiresAt.toISOString(),
    redirectUri: uri,
  }
}

const STATE_REFUSED = 'This authorisation was not started from this session or has expired. Start the connection again.'

/**
 * POST …/oauth/callback with what the callback page received. The state must be one this
 * admin's session started, unexpired and unused (it is used up here, whatever happens next).
 * Then: code → tokens, the account's user id, and the configuration saved (active, tested).
 */
export async function completeFeedServiceOauth(
  db: Db,
  env: FeedServiceEnv,
  input: { code: string; state: string },
  opts: FeedServiceOptions & { origin: string },
  actor: Actor,
): Promise<NewsFeedConfigView> {
  const box = await requireBox(env)
  const conn = requireConnection(env, opts)
  const [pending] = await db
    .delete(newsOauthStates)
    .where(eq(newsOauthStates.stateHash, await hashToken(input.state)))
    .returning()
  if (
    !pending ||
    pending.userId !== actor.id ||
    pending.sessionId !== actor.sessionId ||
    pending.expiresAt.getTime() <= opts.now.getTime()
  ) {
    throw new HttpError('bad_request', STATE_REFUSED, { state: STATE_REFUSED })
  }

  let app: { appId: string; appKey: string } | null = null
  if (pending.appId && pending.appKey) {
    app = { appId: pending.appId, appKey: await box.open(pending.appKey, SEAL.stateAppKey).catch(() => '') }
  } else {
    const saved = await readConfig(db)
    const secrets = saved ? await openSecrets(box, saved) : null
    if (saved && secrets) app = { appId: saved.appId, appKey: secrets.appKey }
  }
  if (!app?.appKey)
    throw new HttpError(
      'bad_request',
      `The ${FEED_SERVICE_NAME} app id and key are no longer available. Start the connection again.`,
    )

  const exchanged = await inoreaderExchangeCode(
    conn,
    { ...app, code: input.code, redirectUri: pending.redirectUri },
    opts.now,
  )
  if (!exchanged.ok) throw serviceError(exchanged, `${FEED_SERVICE_NAME} refused the authorisation`)
  const tokens = exchanged.tokens
  const info = await inoreaderUserInfo(conn, { ...app, accessToken: tokens.accessToken })
  if (!info.ok) throw serviceError(info, `${FEED_SERVICE_NAME} refused the new access token`)

  const values = {
    appId: app.appId,
    appKey: await box.seal(app.appKey, SEAL.appKey),
    accessToken: await box.seal(tokens.accessToken, SEAL.accessToken),
    refreshToken: tokens.refreshToken ? await box.seal(tokens.refreshToken, SEAL.refreshToken) : null,
    tokenExpiresAt: tokens.expiresAt,
    userId: info.userId,
    isActive: true,
    testStatus: 'success' as const,
    testMessage: `Connected to ${FEED_SERVICE_NAME} as ${info.userName ?? info.userId}`,
    testedAt: opts.now,
    updatedAt: opts.now,
    updatedBy: actor.id,
  }
  await putConfig(db, values)
  return getFeedServiceConfig(db, env, { origin: opts.origin }, actor)
}

/** A refusal by the service is the admin's to fix (400); an unreachable service is a 503. */
function serviceError(failure: InoreaderFailure, prefix: string): HttpError {
  const reached = failure.detail.startsWith('HTTP ') || failure.detail.startsWith('unexpected answer')
  return reached
    ? new HttpError('bad_request', `${prefix}: ${failure.message}`)
    : new HttpError('unavailable', failure.message)
}

// ---------------------------------------------------------------------------------------------
// Articles for the aggregator
// ---------------------------------------------------------------------------------------------

export type FeedServiceArticles = { report: NewsSourceReport; items: RawItem[] }

/**
 * The service's articles when a configuration is active; null when there is none (or it is
 * switched off). Never throws on the service's or the configuration's problems: they are the
 * report's error, and the feeds are gathered regardless.
 */
export async function feedServiceArticles(
  db: Db,
  env: FeedServiceEnv,
  opts: FeedServiceOptions,
): Promise<FeedServiceArticles | null> {
  const row = await readConfig(db)
  if (!row?.isActive) return null
  const fail = (error: string, reason: string): FeedServiceArticles => ({
    report: { id: CONFIG_ID, kind: 'feed-service', url: null, ok: false, count: 0, error, reason },
    items: [],
  })
  const box = await credentialsBox(env)
  if (!box.ok) return fail(box.problem, 'config')
  const conn = connection(env, opts)
  if (!conn.ok) return fail(conn.problem, 'config')
  const secrets = await openSecrets(box.box, row)
  if (!secrets) return fail(UNREADABLE, 'config')
  const res = await withFreshToken(db, box.box, conn.conn, row, secrets, opts.now, (creds) =>
    inoreaderArticles(conn.conn, { ...creds, userId: row.userId }),
  )
  if (!res.ok) return fail(`${res.message} (${res.detail})`, res.auth ? 'auth' : 'fetch')
  return {
    report: {
      id: CONFIG_ID,
      kind: 'feed-service',
      url: null,
      ok: true,
      count: res.items.length,
      error: null,
      reason: null,
    },
    items: res.items,
  }
}

/**
 * Calls the service with a fresh access token: renewed first when it expires within a minute,
 * or once after the service refuses it, when a refresh token is stored. Renewed tokens are
 * sealed and saved.
 */
async function withFreshToken<T extends { ok: true } | InoreaderFailure>(
  db: Db,
  box: SecretBox,
  conn: InoreaderConnection,
  row: ConfigRow,
  secrets: Secrets,
  now: Date,
  call: (creds: { appId: string; appKey: string; accessToken: string }) => Promise<T>,
): Promise<T | InoreaderFailure> {
  let accessToken = secrets.accessToken
  let renewed = false
  const renew = async (): Promise<InoreaderFailure | null> => {
    renewed = true
    const res = await inoreaderRefresh(
      conn,
      { appId: row.appId, appKey: secrets.appKey, refreshToken: secrets.refreshToken! },
      now,
    )
    if (!res.ok) return res
    accessToken = res.tokens.accessToken
    await saveTokens(db, box, res.tokens, now)
    return null
  }
  if (secrets.refreshToken && row.tokenExpiresAt && row.tokenExpiresAt.getTime() - now.getTime() < RENEW_MARGIN_MS) {
    const failed = await renew()
    if (failed) return failed
  }
  const first = await call({ appId: row.appId, appKey: secrets.appKey, accessToken })
  if (first.ok || !first.auth || renewed || !secrets.refreshToken) return first
  const failed = await renew()
  return failed ?? call({ appId: row.appId, appKey: secrets.appKey, accessToken })
}

async function saveTokens(db: Db, box: SecretBox, tokens: InoreaderTokens, now: Date) {
  await db
    .update(newsFeedConfig)
    .set({
      accessToken: await box.seal(tokens.accessToken, SEAL.accessToken),
      ...(tokens.refreshToken ? { refreshToken: await box.seal(tokens.refreshToken, SEAL.refreshToken) } : {}),
      tokenExpiresAt: tokens.expiresAt,
      updatedAt: now,
    })
    .where(eq(newsFeedConfig.id, CONFIG_ID))
}
