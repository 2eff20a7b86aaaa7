/**
 * The feed service's HTTP API (Inoreader; docs/decisions/031-news-feed-service.md), through
 * safe-fetch: its host only, no private addresses in production, the news timeout, a 1 MB cap.
 * No database here: worker/domain/news-feed-service.ts keeps the credentials and the tokens.
 *
 * - OAuth 2.0 authorisation code: the consent page `/oauth2/auth`, the token endpoint
 *   `/oauth2/token` (code → tokens; refresh token → a new access token).
 * - API calls send `Authorization: Bearer <access token>` and the app's `AppId` / `AppKey`
 *   headers (the spec's configuration has all four fields).
 * - Articles: the user's reading list, newest first (`/reader/api/0/stream/contents/…`).
 * The API base is configuration (INOREADER_API_BASE), so tests point it at a local fixture.
 */
import * as z from 'zod/mini'
import { FEED_SERVICE_NAME, NEWS_FEED_CONNECT_FAILED_MESSAGE, NEWS_FETCH_TIMEOUT_MS } from '#shared/schemas/news.ts'
import { ensureHtmlEntities } from '#worker/lib/html-entities-source.ts'
import { htmlToText } from '#worker/lib/html-text.ts'
import { safeFetch } from '#worker/lib/safe-fetch.ts'
import type { RawItem } from './parse-feed'

export const DEFAULT_INOREADER_API_BASE = 'https://www.inoreader.com'
/** Articles asked for per run (spec: inoreader-news count, default 20). */
export const INOREADER_STREAM_COUNT = 20
export const NEWS_USER_AGENT = 'BrokerageNewsBot/1.0 (+news aggregator)'
const MAX_RESPONSE_BYTES = 1024 * 1024

export type InoreaderConnection = {
  /** INOREADER_API_BASE, checked with `inoreaderApiBase`. */
  apiBase: string
  /** Loopback/private hosts allowed (tests, local dev); false in production. */
  allowPrivate: boolean
  fetchImpl?: typeof fetch
  timeoutMs?: number
}

export type InoreaderCredentials = { appId: string; appKey: string; accessToken: string }

export type InoreaderFailure = {
  ok: false
  /** The service refused the credentials (HTTP 401/403). */
  auth: boolean
  /** For the admin: the service's own message, or 'Failed to connect to Inoreader API'. */
  message: string
  /** For logs and the run report: what failed, where (never a credential). */
  detail: string
}

export type InoreaderTokens = { accessToken: string; refreshToken: string | null; expiresAt: Date | null }

/** INOREADER_API_BASE (default https://www.inoreader.com) as an http(s) origin and optional path. */
export function inoreaderApiBase(
  value: string | undefined,
): { ok: true; base: string } | { ok: false; problem: string } {
  const text = (value ?? '').trim() || DEFAULT_INOREADER_API_BASE
  try {
    const url = new URL(text)
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !url.username &&
      !url.password &&
      !url.search &&
      !url.hash
    ) {
      return { ok: true, base: `${url.origin}${url.pathname.replace(/\/+$/, '')}` }
    }
  } catch {
    // reported below
  }
  return { ok: false, problem: 'INOREADER_API_BASE must be an http(s) URL such as https://www.inoreader.com' }
}

/** The consent page the admin's browser opens (step 1 of the authorisation code flow). */
export function inoreaderAuthorizeUrl(
  apiBase: string,
  input: { appId: string; redirectUri: string; state: string },
): string {
  const q = new URLSearchParams({
    client_id: input.appId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: 'read',
    state: input.state,
  })
  return `${apiBase}/oauth2/auth?${q}`
}

const userInfoSchema = z.object({
  userId: z.pipe(z.union([z.string().check(z.minLength(1), z.maxLength(100)), z.number()]), z.transform(String)),
  userName: z.optional(z.string().check(z.maxLength(200))),
})

/** GET /reader/api/0/user-info: the connection test. */
export async function inoreaderUserInfo(conn: InoreaderConnection, creds: InoreaderCredentials) {
  const res = await request(conn, '/reader/api/0/user-info', { headers: apiHeaders(creds) })
  if (!res.ok) return res
  const info = userInfoSchema.safeParse(res.json)
  return info.success
    ? { ok: true as const, userId: info.data.userId, userName: info.data.userName ?? null }
    : invalid('user-info')
}

const streamSchema = z.object({
  items: z
    .array(
      z.object({
        title: z.optional(z.string().check(z.maxLength(5000))),
        published: z.optional(z.number()),
        canonical: z.optional(z.array(z.object({ href: z.string().check(z.maxLength(4000)) }))),
        alternate: z.optional(
          z.array(z.object({ href: z.string().check(z.maxLength(4000)), type: z.optional(z.string()) })),
        ),
        summary: z.optional(z.object({ content: z.string().check(z.maxLength(200_000)) })),
        author: z.optional(z.string().check(z.maxLength(500))),
        categories: z.optional(z.array(z.string().check(z.maxLength(500)))),
      }),
    )
    .check(z.maxLength(1000)),
})

/** The user's reading list, newest first, as raw items (the normaliser does the rest). */
export async function inoreaderArticles(
  conn: InoreaderConnection,
  creds: InoreaderCredentials & { userId: string },
  count = INOREADER_STREAM_COUNT,
) {
  const stream = encodeURIComponent(`user/${creds.userId}/state/com.google/reading-list`)
  const res = await request(conn, `/reader/api/0/stream/contents/${stream}?n=${count}`, { headers: apiHeaders(creds) })
  if (!res.ok) return res
  const parsed = streamSchema.safeParse(res.json)
  if (!parsed.success) return invalid('stream/contents')
  const items: RawItem[] = parsed.data.items.slice(0, count).map((it) => ({
    title: it.title ?? '',
    titleType: 'html',
    link: it.canonical?.[0]?.href ?? it.alternate?.find((a) => !a.type || a.type === 'text/html')?.href ?? null,
    published: it.published ? new Date(it.published * 1000).toISOString() : null,
    summary: it.summary?.content ?? null,
    content: null,
    image: null,
    author: it.author ?? null,
    // Only the user's own labels ('user/1005/label/Mortgages'); the service's states are not categories.
    categories: (it.categories ?? []).flatMap((c) => /^user\/[^/]+\/label\/(.+)$/.exec(c)?.[1] ?? []),
  }))
  return { ok: true as const, items }
}

const tokenSchema = z.object({
  access_token: z.string().check(z.minLength(1), z.maxLength(4000)),
  refresh_token: z.optional(z.string().check(z.minLength(1), z.maxLength(4000))),
  expires_in: z.optional(z.number().check(z.positive())),
})

/** Step 2 of the flow: the authorisation code → tokens. */
export async function inoreaderExchangeCode(
  conn: InoreaderConnection,
  input: { appId: string; appKey: string; code: string; redirectUri: string },
  now: Date,
) {
  return tokenRequest(conn, now, {
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: input.appId,
    client_secret: input.appKey,
    scope: '',
    grant_type: 'authorization_code',
  })
}

/** A refresh token → a new access token (and possibly a new refresh token). */
export async function inoreaderRefresh(
  conn: InoreaderConnection,
  input: { appId: string; appKey: string; refreshToken: string },
  now: Date,
) {
  return tokenRequest(conn, now, {
    client_id: input.appId,
    client_secret: input.appKey,
    grant_type: 'refresh_token',
    refresh_token: input.refreshToken,
  })
}

async function tokenRequest(
  conn: InoreaderConnection,
  now: Date,
  form: Record<string, string>,
): Promise<{ ok: true; tokens: InoreaderTokens } | InoreaderFailure> {
  const res = await request(conn, '/oauth2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  })
  if (!res.ok) return res
  const parsed = tokenSchema.safeParse(res.json)
  if (!parsed.success) return invalid('oauth2/token')
  const t = parsed.data
  return {
    ok: true,
    tokens: {
      accessToken: t.access_token,
      refreshToken: t.refresh_token ?? null,
      expiresAt: t.expires_in ? new Date(now.getTime() + t.expires_in * 1000) : null,
    },
  }
}

function apiHeaders(creds: InoreaderCredentials): Record<string, string> {
  return { authorization: `Bearer ${creds.accessToken}`, appid: creds.appId, appkey: creds.appKey }
}

async function request(
  conn: InoreaderConnection,
  path: string,
  init: { method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<{ ok: true; json: unknown } | InoreaderFailure> {
  const url = `${conn.apiBase}${path}`
  const res = await safeFetch(url, {
    allowHosts: [new URL(conn.apiBase).hostname],
    allowPrivate: conn.allowPrivate,
    fetchImpl: conn.fetchImpl,
    timeoutMs: conn.timeoutMs ?? NEWS_FETCH_TIMEOUT_MS,
    maxBytes: MAX_RESPONSE_BYTES,
    accept: 'application/json',
    userAgent: NEWS_USER_AGENT,
    ...init,
  })
  if (!res.ok) {
    if (res.reason === 'http-error') {
      // The service's error page is shown as text: its named references decode once the table is
      // read; a table that cannot be read leaves the XML ones decoded only (decision 243).
      await ensureHtmlEntities().catch(() => undefined)
      return {
        ok: false,
        auth: res.status === 401 || res.status === 403,
        message: serviceMessage(res.errorText) ?? NEWS_FEED_CONNECT_FAILED_MESSAGE,
        detail: res.detail,
      }
    }
    return { ok: false, auth: false, message: NEWS_FEED_CONNECT_FAILED_MESSAGE, detail: `${res.reason}: ${res.detail}` }
  }
  try {
    return { ok: true, json: JSON.parse(res.text) as unknown }
  } catch {
    return invalid(path.split('?')[0]!)
  }
}

function invalid(what: string): InoreaderFailure {
  return {
    ok: false,
    auth: false,
    message: `${FEED_SERVICE_NAME} sent an answer that could not be read`,
    detail: `unexpected answer from ${what}`,
  }
}

const messageSchema = z.object({
  error_description: z.optional(z.string()),
  error: z.optional(z.union([z.string(), z.object({ message: z.optional(z.string()) })])),
  message: z.optional(z.string()),
})

/** The service's own words from an error body (JSON or text), at most 200 characters, or null. */
export function serviceMessage(body: string | undefined): string | null {
  const text = (body ?? '').trim()
  if (!text) return null
  let message: string | undefined = text
  try {
    const json = messageSchema.safeParse(JSON.parse(text))
    if (json.success) {
      const e = json.data.error
      message = json.data.error_description ?? (typeof e === 'string' ? e : e?.message) ?? json.data.message
    }
  } catch {
    // plain text or HTML
  }
  return message ? htmlToText(message, 200) || null : null
}
