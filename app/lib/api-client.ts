/**
 * The app's one way to call the API (types only come from the worker):
 *
 * - `api`: the public client. `authedApi`: the same routes with the signed-in user's access
 *   token attached, refreshed and retried once on a 401.
 * - `createApiClient({ fetch })`: the same typed client over an injected fetch, for code that
 *   is framework-free and tested with a fake (the outbox transport, the lead sender, the
 *   session manager). `withAccessToken(source, fetch)` makes such a fetch signed-in.
 * - `readApiError(response)`: the one way to read a failed response (`ApiError`, with the
 *   server's code, message and field messages when it sent them); `unwrap` = JSON on 2xx,
 *   else throw that error.
 *
 * This is the only module that calls `hc` (scripts/repo-rules.test.ts) and, with the session
 * manager's token source, the only path by which the app talks to `/api`. It stays small and
 * free of zod: it loads with the session on every page.
 */
import { hc } from 'hono/client'
import type { ApiErrorDetail } from '#shared/schemas/errors.ts'
import type { AppType } from '#worker/app.ts'
// Bundling only (no runtime effect: the entry has already run it). Every chunk that calls the
// API also uses TanStack Query's hooks; when such a chunk does not reach the QueryClient module
// too, Rolldown moves query-core out of the entry into a common chunk the first page must
// fetch anyway (+0.6 KB gzip of initial JS, measured with `npm run bench -- bundle`).
import './query-client'

export type ApiClient = ReturnType<typeof hc<AppType>>

/** The global fetch, looked up at call time (so a test's stub or a polyfill is honoured). */
const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init)

export interface ApiClientOptions {
  /** Default: the global fetch. */
  fetch?: typeof fetch
  /** Default '/api'. */
  baseUrl?: string
}

/** The typed client over `fetch` (the one place that creates `hc<AppType>`). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return hc<AppType>(options.baseUrl ?? '/api', {
    fetch: options.fetch ?? globalFetch,
    init: { credentials: 'same-origin' },
  })
}

/** The public client. */
export const api = createApiClient()

/**
 * A path parameter as it must be sent: hc puts `param` values into the path as they are, so
 * an id with `/`, `?` or `#` in it would change the route. Every `param` value goes through
 * this (scripts/repo-rules.test.ts); the worker decodes it. The type is kept, so an enumerated
 * parameter (an image slot) stays enumerated; its values encode to themselves.
 */
export const segment = <T extends string>(value: T): T => encodeURIComponent(value) as T

// ---------------------------------------------------------------------------------------
// Signed-in requests
// ---------------------------------------------------------------------------------------

/** Where the access token comes from: the session manager (app/features/auth/session.ts). */
export interface AccessTokenSource {
  /** A valid access token (refreshed first when about to expire), or null when signed out. */
  getAccessToken(): Promise<string | null>
  /** After a 401: refresh once; the new token, or null when there is no session any more. */
  refreshAfterUnauthorized(): Promise<string | null>
}

/**
 * `fetch` with `Authorization: Bearer <token>` attached at send time (never stored); on a 401
 * the token is refreshed once and the request sent once more. Without a source (nobody
 * signed in on this page yet) the request goes without a token.
 */
export function withAccessToken(
  source: () => AccessTokenSource | null,
  fetchImpl: typeof fetch = globalFetch,
): typeof fetch {
  return async (input, init = {}) => {
    const send = (token: string | null) => {
      const headers = new Headers(init.headers)
      if (token) headers.set('Authorization', `Bearer ${token}`)
      return fetchImpl(input, { ...init, headers })
    }
    const auth = source()
    if (!auth) return send(null)
    const first = await send(await auth.getAccessToken())
    if (first.status !== 401) return first
    const token = await auth.refreshAfterUnauthorized()
    return token ? send(token) : first
  }
}

let signedIn: AccessTokenSource | null = null

/**
 * Called once by the app's session (app/features/auth/browser-session.ts). The dependency
 * points down: this module defines what it needs, the auth feature provides it.
 */
export function setAccessTokenSource(source: AccessTokenSource | null): void {
  signedIn = source
}

/** The signed-in fetch for the app's session (also what the outbox sends staff changes with). */
export const authedFetch: typeof fetch = withAccessToken(() => signedIn)

/** The typed client with the signed-in user's token: every staff route. */
export const authedApi = createApiClient({ fetch: authedFetch })

// ---------------------------------------------------------------------------------------
// Uploads with progress
// ---------------------------------------------------------------------------------------

export type UploadProgress = { loaded: number; total: number }
export type UploadTarget =
  | { kind: 'agent-image'; slot: string }
  | { kind: 'agent-blog-image' }
  | { kind: 'admin-blog-image' }
  | { kind: 'agent-document'; name: string; type: 'certificate' | 'other' }
  | { kind: 'lender-logo' }
  | { kind: 'admin-agent-image'; agentId: string; slot: string }

function uploadPath(target: UploadTarget): string {
  if (target.kind === 'agent-image') return `/api/agent/images/${segment(target.slot)}`
  if (target.kind === 'agent-blog-image') return '/api/agent/blog-images'
  if (target.kind === 'lender-logo') return '/api/admin/lenders/logo'
  if (target.kind === 'admin-blog-image') return '/api/admin/blog/images'
  if (target.kind === 'admin-agent-image')
    return `/api/admin/users/agents/${segment(target.agentId)}/images/${segment(target.slot)}`
  return `/api/agent/documents?${new URLSearchParams({ name: target.name, type: target.type })}`
}

/**
 * Sends a file as the raw request body with upload progress (XMLHttpRequest's upload events:
 * fetch has no portable upload progress), signed in like `authedFetch` (one refresh and
 * retry on a 401). The server reads the type from the bytes; the body's Content-Type is
 * informative only. Resolves with the JSON body on 2xx, else rejects with its ApiError.
 */
export async function uploadWithProgress(
  target: UploadTarget,
  file: Blob,
  onProgress?: (p: UploadProgress) => void,
): Promise<unknown> {
  const send = (token: string | null) =>
    new Promise<{ status: number; statusText: string; text: string }>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open('POST', uploadPath(target))
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
      xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream')
      xhr.upload.onprogress = (e) => onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size })
      xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText })
      xhr.onerror = () => reject(new TypeError('Network error'))
      xhr.send(file)
    })
  const auth = signedIn
  let res = await send(auth ? await auth.getAccessToken() : null)
  if (res.status === 401 && auth) {
    const token = await auth.refreshAfterUnauthorized()
    if (token) res = await send(token)
  }
  const json = () => Promise.resolve(res.text ? (JSON.parse(res.text) as unknown) : null)
  if (res.status >= 200 && res.status < 300) return json()
  throw await readApiError({ status: res.status, statusText: res.statusText, json })
}

// ---------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The `{ error }` of a response body (shared/schemas/errors.ts), read tolerantly: other top-level keys
 * (a 409's `current`) are ignored and field messages that are not strings dropped. Null when
 * the body is not an API error (a proxy's HTML page, no body). By hand, not with
 * `apiErrorSchema`: zod stays out of this module (api-client.test.ts checks they agree).
 */
export function parseApiError(body: unknown): ApiErrorDetail | null {
  if (!isRecord(body) || !isRecord(body.error)) return null
  const { code, message, fields } = body.error
  if (typeof message !== 'string' || typeof code !== 'string' || code.length === 0) return null
  const detail: ApiErrorDetail = { code, message }
  if (isRecord(fields)) {
    const kept = Object.entries(fields).filter(
      (e): e is [string, string] => e[0].length > 0 && typeof e[1] === 'string',
    )
    if (kept.length > 0) detail.fields = Object.fromEntries(kept)
  }
  return detail
}

/** A failed response: its status and, when the server sent one, its `{ error }` (shared/schemas/errors.ts). */
export class ApiError extends Error {
  override name = 'ApiError'
  /** The server's error, or null when the body was not one (a proxy's page, no body). */
  readonly detail: ApiErrorDetail | null

  constructor(
    readonly status: number,
    /** The whole JSON body as sent (a 409 carries the current row beside its error), or null. */
    readonly body: unknown = null,
    readonly statusText = '',
  ) {
    const detail = parseApiError(body)
    super(detail?.message ?? `Request failed (HTTP ${status})`)
    this.detail = detail
  }

  /** The server's code, or `http_<status>`. */
  get code(): string {
    return this.detail?.code ?? `http_${this.status}`
  }

  /** Field path → message, as the server named them (empty when it named none). */
  get fields(): Record<string, string> {
    return this.detail?.fields ?? {}
  }

  /** The error as stored with a refused entry: the server's, or one made from the status line. */
  toDetail(): ApiErrorDetail {
    return this.detail ?? { code: this.code, message: this.statusText || `HTTP ${this.status}` }
  }
}

type ResponseLike = Pick<Response, 'status' | 'statusText' | 'json'>

/** Reads a failed response's error body (tolerantly: any other keys are ignored). */
export async function readApiError(response: ResponseLike): Promise<ApiError> {
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    /* not JSON */
  }
  return new ApiError(response.status, body, response.statusText)
}

/** A client response's JSON on 2xx; otherwise throws its ApiError. */
export async function unwrap<T>(res: ResponseLike & { ok: boolean; json(): Promise<T> }): Promise<T> {
  if (res.ok) return res.json()
  throw await readApiError(res)
}

/**
 * Whether a failed request may succeed if sent again unchanged: network trouble is decided
 * by the caller; of the statuses, 5xx, 408 (timeout) and 429 (slow down). Every other 4xx is
 * a refusal. A 401 is transient only for a signed-in request, which `withAccessToken` has
 * already retried after a refresh: it is left over only while the session cannot be
 * renewed (offline session, docs/decisions/018), and a refused refresh signs out, which
 * clears the staff changes anyway (docs/decisions/024-one-api-client.md).
 */
export function isTransientStatus(status: number, options: { signedIn?: boolean } = {}): boolean {
  return status >= 500 || status === 408 || status === 429 || (status === 401 && options.signedIn === true)
}
