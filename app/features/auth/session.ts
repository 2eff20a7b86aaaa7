/**
 * The browser side of a session. Framework-free: React reads it through
 * `useSession()` (use-session.ts), route guards through `ensureSession()`, signed-in requests
 * through `authedApi` (app/lib/api-client.ts), which asks this manager for the token
 * (`AccessTokenSource`). Its own requests go through the same typed client.
 *
 * - The access token lives only in this module's memory: never in localStorage,
 *   sessionStorage, IndexedDB or a readable cookie. The refresh token is an HttpOnly cookie
 *   the server sets; this module never sees it.
 * - On load the session is restored with a silent `POST /api/auth/refresh`. To keep anonymous
 *   visitors from paying for a request that can only fail (and a 401 in the console on every
 *   public page), a non-secret hint cookie (`auth_hint=1`, no token in it) says "this browser
 *   signed in"; without it the load skips the refresh. Guards always try once, hint or not.
 * - Tokens are refreshed shortly before they expire (a 30 s tick, 90 s margin, as the spec's
 *   auth layer does) and on demand when a request finds the token expired or gets a 401.
 *   Network failures are retried with backoff starting at 200 ms and doubling. Refreshes are
 *   serialised across tabs with Web Locks so two tabs never present the same refresh token.
 * - Tabs agree through BroadcastChannel('auth'): 'signed-out' clears the other tabs' memory;
 *   'signed-in' makes them refresh themselves (the cookie jar is shared).
 * - Offline (docs/decisions/018): who last signed in here (id, role, name; never a token) is
 *   remembered until sign-out. When the refresh cannot reach the server, that user gets a
 *   read-only `offline` session, so the agent's leads open from the device with no signal. It
 *   carries no token: nothing reaches the server until a real refresh succeeds on reconnect
 *   (a refused refresh then signs out and wipes the device as usual).
 */

import {
  type AccessTokenSource,
  type ApiClient,
  createApiClient,
  readApiError,
  segment,
  withAccessToken,
} from '#app/lib/api-client.ts'
import { ROLES, type Role } from '#shared/constants/roles.ts'
import { AUTH_MESSAGES } from './messages'

export { ROLES, type Role }
export type Aal = 'aal1' | 'aal2'

export type SessionUser = {
  id: string
  email: string
  role: Role
  fullName: string | null
  aal: Aal
  /** Present when the server knows the user's agent record (used for 'View My Page'). */
  agentId?: string | null
  agentSlug?: string | null
}

export type MfaFactor = { id: string; factorType: string; friendlyName: string | null }
export type MfaState = { required: boolean; factors: MfaFactor[] }

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'MFA_CHALLENGE_VERIFIED'

export type SessionSnapshot =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser; mfa: MfaState; offline?: true }

export type SignedInSnapshot = Extract<SessionSnapshot, { status: 'signed-in' }>
export type SignOutScope = 'local' | 'global' | 'others'

/** Why a sign-in or session call failed. `kind` maps to the spec's messages (see messages.ts). */
export class AuthRequestError extends Error {
  constructor(
    readonly kind: 'http' | 'network' | 'profile' | 'role',
    message: string,
    readonly status = 0,
  ) {
    super(message)
    this.name = 'AuthRequestError'
  }
}

// ---------------------------------------------------------------------------------------------
// Response parsing (by hand: this module is in the initial bundle, zod is not needed here)
// ---------------------------------------------------------------------------------------------

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const str = (v: unknown) => (typeof v === 'string' ? v : null)

export function isRole(v: unknown): v is Role {
  return typeof v === 'string' && (ROLES as readonly string[]).includes(v)
}

type Parsed = { accessToken: string; expiresIn: number; user: SessionUser; mfa: MfaState }

function parseFactors(v: unknown): MfaFactor[] {
  if (!Array.isArray(v)) return []
  return v.filter(isObj).flatMap((f) => {
    const id = str(f.id)
    return id ? [{ id, factorType: str(f.factorType) ?? 'totp', friendlyName: str(f.friendlyName) }] : []
  })
}

/**
 * The sign-in / refresh / verify payload. Throws 'profile' when the user is missing and
 * 'role' when the role is not one the app knows (the spec's two role-lookup failures).
 */
export function parseUser(u: unknown): SessionUser {
  if (!isObj(u) || !str(u.id)) throw new AuthRequestError('profile', AUTH_MESSAGES.profileFailed)
  if (!isRole(u.role)) throw new AuthRequestError('role', AUTH_MESSAGES.roleFailed)
  return {
    id: u.id as string,
    email: str(u.email) ?? '',
    role: u.role,
    fullName: str(u.fullName),
    aal: u.aal === 'aal2' ? 'aal2' : 'aal1',
    agentId: str(u.agentId),
    agentSlug: str(u.agentSlug),
  }
}

export function parseAuthPayload(body: unknown): Parsed {
  if (!isObj(body) || !str(body.accessToken)) throw new AuthRequestError('http', AUTH_MESSAGES.otherError)
  const user = parseUser(body.user)
  const expiresIn = typeof body.expiresIn === 'number' && body.expiresIn > 0 ? body.expiresIn : 300
  const mfaBody = isObj(body.mfa) ? body.mfa : {}
  return {
    accessToken: body.accessToken as string,
    expiresIn,
    user,
    mfa: { required: mfaBody.required === true, factors: parseFactors(mfaBody.factors) },
  }
}

/** A signed-in staff member with a verified factor who has not passed the second step. */
export function needsSecondStep(s: SessionSnapshot): boolean {
  return s.status === 'signed-in' && s.user.aal !== 'aal2' && (s.mfa.required || s.mfa.factors.length > 0)
}

/**
 * Would an area's guard (`requireArea`, guards.ts) let this session in: signed in, with a role
 * the area admits (`roles`, targets.ts' AREA_ROLES) and no second step owed? The staff entry's
 * early read asks it before the guard has run (docs/decisions/244).
 */
export function passesGuard(s: SessionSnapshot, roles: readonly Role[]): boolean {
  return s.status === 'signed-in' && roles.includes(s.user.role) && !needsSecondStep(s)
}

// ---------------------------------------------------------------------------------------------
// The manager
// ---------------------------------------------------------------------------------------------

/** The spec's auto-refresh check (about every 30 s) and the margin (three ticks). */
export const REFRESH_TICK_MS = 30_000
export const EXPIRY_MARGIN_MS = 90_000
/** Backoff for refreshes failing on the network: 200, 400, 800, 1600 ms. */
export const REFRESH_RETRY_DELAYS_MS = [200, 400, 800, 1600] as const
/** Waits before presenting the cookie again after a 409 (inside the server's 5 s grace). */
export const CONFLICT_RETRY_DELAYS_MS = [250, 500, 1000] as const
export const HINT_COOKIE = 'auth_hint'
/** The cross-tab Web Lock every refresh is sent under (the shell's early one too: early-refresh.ts). */
export const REFRESH_LOCK = 'brokerage-auth-refresh'
/** Where a refresh goes: the typed client's own address for it (for the shell's early one). */
export const refreshPath = (): string =>
  new URL(createApiClient({ baseUrl: 'http://localhost/api' }).auth.refresh.$url()).pathname
const _HINT_MAX_AGE_S = 30 * 24 * 3600

type ChannelMessage = { type: 'signed-in' } | { type: 'signed-out' }
export type ChannelLike = {
  postMessage(msg: ChannelMessage): void
  onmessage: ((ev: { data: unknown }) => void) | null
  close(): void
}
type LocksLike = { request<T>(name: string, cb: () => Promise<T>): Promise<T> }

export type SessionDeps = {
  fetch: typeof fetch
  now: () => number
  sleep: (ms: number) => Promise<void>
  channel: ChannelLike | null
  locks: LocksLike | null
  hint: { get(): boolean; set(on: boolean): void }
  /** Interval timer for the refresh tick (injected so tests control time). */
  setInterval: (fn: () => void, ms: number) => unknown
  clearInterval: (id: unknown) => void
  /** Runs after any sign-out (this tab or another): wipe device data and caches. */
  onSignedOut?: () => void | Promise<void>
  /** Where the last signed-in identity is kept for offline use (never throws); absent → no offline session. */
  remembered?: { get(): RememberedIdentity | null; set(v: RememberedIdentity | null): void }
  /** Whether the browser says it is online (retries are pointless when it is not). */
  isOnline?: () => boolean
}

type Listener = (event: AuthEvent, snapshot: SessionSnapshot) => void

/** Who last signed in on this device (no token): what an offline session is made of. */
export type RememberedIdentity = { user: SessionUser; mfa: MfaState; savedAt: number }

/** How long a remembered identity may open the app offline (the hint cookie's lifetime). */
export const REMEMBER_MS = 30 * 24 * 3600 * 1000

/** Checks a stored identity (it comes from storage: anything may be there). */
export function parseRemembered(v: unknown): RememberedIdentity | null {
  if (!isObj(v) || typeof v.savedAt !== 'number' || !isObj(v.mfa)) return null
  try {
    const user = parseUser(v.user)
    return {
      user,
      mfa: { required: v.mfa.required === true, factors: parseFactors(v.mfa.factors) },
      savedAt: v.savedAt,
    }
  } catch {
    return null
  }
}

/** The response types this manager reads (JSON bodies are checked by hand: no zod here). */
type Sent = { ok: boolean; status: number; statusText: string; json(): Promise<unknown> }

async function readJson(res: Sent): Promise<unknown> {
  if (res.status === 204) return null
  try {
    return await res.json()
  } catch {
    return null
  }
}

export class SessionManager implements AccessTokenSource {
  private snapshot: SessionSnapshot = { status: 'loading' }
  private token: { value: string; expiresAt: number } | null = null
  private readonly listeners = new Set<() => void>()
  private readonly eventListeners = new Set<Listener>()
  private initPromise: Promise<void> | null = null
  private refreshPromise: Promise<SessionSnapshot> | null = null
  private probed = false
  private lastFailureWasNetwork = false
  private tick: unknown = null
  private initialEmitted = false

  /** The typed client without a token (sign-in, refresh, sign-out). */
  private readonly api: ApiClient
  /** The typed client with this session's token, refreshed once on a 401. */
  private readonly authed: ApiClient
  /** fetch with this session's token (what `authed` sends with). */
  readonly authedFetch: typeof fetch

  constructor(private readonly deps: SessionDeps) {
    if (deps.channel) deps.channel.onmessage = (ev) => this.onChannelMessage(ev.data)
    this.api = createApiClient({ fetch: deps.fetch })
    this.authedFetch = withAccessToken(() => this, deps.fetch)
    this.authed = createApiClient({ fetch: this.authedFetch })
  }

  // ---- reading ------------------------------------------------------------------------------

  getSnapshot = (): SessionSnapshot => this.snapshot

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn)
    return () => this.listeners.delete(fn)
  }

  /** Session changes named as in the spec's auth layer. The callback fires for later events only. */
  onAuthStateChange(fn: Listener): () => void {
    this.eventListeners.add(fn)
    return () => this.eventListeners.delete(fn)
  }

  /**
   * Starts the silent refresh once per page (only when the hint cookie says it can succeed)
   * and resolves with the session as it is NOW (not as it was when the first call settled).
   */
  async init(): Promise<SessionSnapshot> {
    this.initPromise ??= (async () => {
      if (this.deps.hint.get()) {
        this.probed = true
        await this.refresh()
      }
      if (this.snapshot.status === 'loading') this.snapshot = { status: 'signed-out' }
      if (!this.initialEmitted) this.emit('INITIAL_SESSION')
    })()
    await this.initPromise
    return this.snapshot
  }

  /**
   * For route guards: the session once the initial refresh has settled. When no hint cookie
   * was set, tries one refresh anyway (the cookie may be there without the hint).
   */
  async ensureSession(): Promise<SessionSnapshot> {
    await this.init()
    if (this.snapshot.status === 'signed-out' && (!this.probed || this.lastFailureWasNetwork)) {
      this.probed = true
      await this.refresh()
    }
    return this.snapshot
  }

  /** A valid access token, refreshing first when it is missing or about to expire. */
  async getAccessToken(): Promise<string | null> {
    if (this.snapshot.status === 'loading') await this.init()
    if (this.snapshot.status !== 'signed-in') return null
    if (!this.token || this.token.expiresAt - this.deps.now() < 10_000) await this.refresh()
    return this.token?.value ?? null
  }

  /** After a 401 on a signed-in request: refresh once (AccessTokenSource). */
  async refreshAfterUnauthorized(): Promise<string | null> {
    if (this.snapshot.status !== 'signed-in') return null
    await this.refresh()
    return this.snapshot.status === 'signed-in' ? (this.token?.value ?? null) : null
  }

  // ---- requests -----------------------------------------------------------------------------

  /** A refused request as the sign-in form shows it: the server's message, else the spec's. */
  private static async httpError(res: Sent): Promise<AuthRequestError> {
    const error = await readApiError(res)
    const fallback = res.status === 401 ? AUTH_MESSAGES.badCredentials : AUTH_MESSAGES.otherError
    return new AuthRequestError('http', error.detail?.message ?? fallback, res.status)
  }

  // ---- sign-in, refresh, sign-out -----------------------------------------------------------

  /**
   * Email + password sign-in. Resolves with the new snapshot; rejects with AuthRequestError:
   * 'http' (status + server message), 'network', 'profile' (no user) or 'role' (unknown role).
   */
  async signIn(email: string, password: string): Promise<SignedInSnapshot> {
    let res: Sent
    try {
      res = await this.api.auth['sign-in'].$post({ json: { email, password } })
    } catch {
      throw new AuthRequestError('network', AUTH_MESSAGES.otherError)
    }
    if (!res.ok) throw await SessionManager.httpError(res)
    const body = await readJson(res)
    let parsed: Parsed
    try {
      parsed = parseAuthPayload(body)
    } catch (e) {
      // Signed in on the server but unusable here: drop the server session too.
      const token = isObj(body) ? str(body.accessToken) : null
      void this.api.auth['sign-out']
        .$post({ json: { scope: 'local' } }, { headers: { Authorization: `Bearer ${token ?? ''}` } })
        .catch(() => {})
      throw e
    }
    this.apply(parsed, 'SIGNED_IN')
    this.deps.channel?.postMessage({ type: 'signed-in' })
    return this.snapshot as SignedInSnapshot
  }

  /**
   * Exchange the refresh cookie for a new access token. Single-flight within the tab and
   * serialised across tabs. 401 → signed out; 409 (a concurrent rotation) → retried after
   * 250, 500 and 1000 ms;
   * network errors and 502/503/504 → retried with backoff, keeping the current state.
   */
  refresh(): Promise<SessionSnapshot> {
    this.refreshPromise ??= (async () => {
      try {
        const run = () => this.refreshOnce()
        return await (this.deps.locks ? this.deps.locks.request(REFRESH_LOCK, run) : run())
      } finally {
        this.refreshPromise = null
      }
    })()
    return this.refreshPromise
  }

  private async refreshOnce(): Promise<SessionSnapshot> {
    let conflicts = 0
    for (let attempt = 0; ; attempt++) {
      let res: Sent | null = null
      try {
        // keepalive: a reload or navigation must not abort a rotation the server has already
        // made, or the browser never stores the new cookie and the next refresh presents a
        // used token (409 within the server's grace, family revoked after it).
        res = await this.api.auth.refresh.$post(undefined, { init: { keepalive: true } })
      } catch {
        res = null
      }
      const status = res?.status ?? 0
      if (res?.ok) {
        this.lastFailureWasNetwork = false
        try {
          const parsed = parseAuthPayload(await readJson(res))
          const prev = this.snapshot
          const event: AuthEvent =
            prev.status === 'loading'
              ? 'INITIAL_SESSION'
              : prev.status === 'signed-in' && prev.user.id === parsed.user.id
                ? 'TOKEN_REFRESHED'
                : 'SIGNED_IN'
          this.apply(parsed, event)
        } catch {
          this.clear(true)
        }
        return this.snapshot
      }
      if (status === 409 && conflicts < CONFLICT_RETRY_DELAYS_MS.length) {
        // Another request rotated the cookie a moment ago; its Set-Cookie may still be on the
        // way (a tab that just reloaded). Wait briefly, then present the cookie jar again.
        await this.deps.sleep(CONFLICT_RETRY_DELAYS_MS[conflicts++]!)
        continue
      }
      const retryable = status === 0 || status === 502 || status === 503 || status === 504
      const offline = this.deps.isOnline?.() === false
      if (retryable && !offline && attempt < REFRESH_RETRY_DELAYS_MS.length) {
        await this.deps.sleep(REFRESH_RETRY_DELAYS_MS[attempt]!)
        continue
      }
      if (retryable) {
        // Offline or the server is down: keep what we have (or open the remembered user's
        // read-only session); try again when back online.
        this.lastFailureWasNetwork = true
        if (this.snapshot.status !== 'signed-in') this.enterOffline()
        return this.snapshot
      }
      this.lastFailureWasNetwork = false
      this.clear(true)
      return this.snapshot
    }
  }

  /**
   * Signs out everywhere in this browser at once, then on the server. The local part comes
   * first so nothing that happens next (a navigation, a closed tab) can see the old session,
   * and the request is sent with keepalive so it completes even if the page goes away. The
   * server accepts the refresh cookie alone, so an expired access token does not matter.
   * 'others' keeps this session and ends the user's other ones.
   */
  async signOut(scope: SignOutScope = 'local'): Promise<void> {
    if (scope === 'others') {
      await this.authed.auth['sign-out'].$post({ json: { scope } })
      return
    }
    const token = this.token?.value
    this.clear(true)
    try {
      await this.api.auth['sign-out'].$post(
        { json: { scope } },
        { headers: token ? { Authorization: `Bearer ${token}` } : {}, init: { keepalive: true } },
      )
    } catch {
      /* offline: signed out here anyway; the refresh token expires on its own */
    }
  }

  // ---- the current user and two-factor ------------------------------------------------------

  /** A signed-in request of this manager's own: the JSON body, or AuthRequestError. */
  private async call<T>(send: (api: ApiClient) => Promise<Sent>): Promise<T> {
    let res: Sent
    try {
      res = await send(this.authed)
    } catch {
      throw new AuthRequestError('network', 'You appear to be offline. Please try again.')
    }
    if (!res.ok) throw await SessionManager.httpError(res)
    return (await readJson(res)) as T
  }

  /** PATCH /me: full name and/or password (current + new). Emits USER_UPDATED. */
  async updateUser(patch: { fullName?: string; currentPassword?: string; newPassword?: string }): Promise<SessionUser> {
    const body = await this.call<{ user: unknown }>((api) => api.auth.me.$patch({ json: patch }))
    const user = parseUser(body.user)
    if (this.snapshot.status === 'signed-in') {
      this.snapshot = { ...this.snapshot, user: { ...this.snapshot.user, ...user, aal: this.snapshot.user.aal } }
      this.remember()
      this.emit('USER_UPDATED')
    }
    return user
  }

  enrollTotp(friendlyName?: string): Promise<{ id: string; secret: string; uri: string }> {
    return this.call((api) => api.auth.mfa.factors.$post({ json: friendlyName ? { friendlyName } : {} }))
  }

  challenge(factorId: string): Promise<{ challengeId: string }> {
    return this.call((api) => api.auth.mfa.factors[':id'].challenge.$post({ param: { id: segment(factorId) } }))
  }

  /** Verify a TOTP code; the session steps up to aal2 (MFA_CHALLENGE_VERIFIED). */
  async verify(factorId: string, challengeId: string, code: string): Promise<SignedInSnapshot> {
    const body = await this.call<unknown>((api) =>
      api.auth.mfa.factors[':id'].verify.$post({ param: { id: segment(factorId) }, json: { challengeId, code } }),
    )
    this.apply(parseAuthPayload(body), 'MFA_CHALLENGE_VERIFIED')
    return this.snapshot as SignedInSnapshot
  }

  async unenroll(factorId: string): Promise<void> {
    await this.call((api) => api.auth.mfa.factors[':id'].$delete({ param: { id: segment(factorId) } }))
  }

  // ---- internals ----------------------------------------------------------------------------

  /** The remembered user's session without a token, when this browser has one that is recent. */
  private enterOffline() {
    const wasLoading = this.snapshot.status === 'loading'
    const kept = this.deps.hint.get() ? this.deps.remembered?.get() : null
    if (kept && this.deps.now() - kept.savedAt < REMEMBER_MS) {
      this.snapshot = { status: 'signed-in', user: kept.user, mfa: kept.mfa, offline: true }
      // The initial event is emitted by init(); a later probe (a guard) tells the listeners.
      if (!wasLoading) this.notify()
    } else if (wasLoading) {
      this.snapshot = { status: 'signed-out' }
    }
  }

  private remember() {
    if (this.snapshot.status !== 'signed-in' || this.snapshot.offline) return
    this.deps.remembered?.set({ user: this.snapshot.user, mfa: this.snapshot.mfa, savedAt: this.deps.now() })
  }

  private apply(p: Parsed, event: AuthEvent) {
    this.token = { value: p.accessToken, expiresAt: this.deps.now() + p.expiresIn * 1000 }
    this.snapshot = { status: 'signed-in', user: p.user, mfa: p.mfa }
    this.remember()
    this.deps.hint.set(true)
    this.startTick()
    this.emit(event)
  }

  /** Forget the session in this tab; tell the others when it was a real sign-out. */
  private clear(broadcast: boolean) {
    const wasSignedIn = this.snapshot.status === 'signed-in'
    this.token = null
    this.snapshot = { status: 'signed-out' }
    this.deps.hint.set(false)
    this.deps.remembered?.set(null)
    this.stopTick()
    if (wasSignedIn) {
      if (broadcast) this.deps.channel?.postMessage({ type: 'signed-out' })
      void Promise.resolve(this.deps.onSignedOut?.()).catch(() => {})
      this.emit('SIGNED_OUT')
    } else {
      this.notify()
    }
  }

  private onChannelMessage(data: unknown) {
    if (!isObj(data)) return
    if (data.type === 'signed-out') this.clear(false)
    else if (data.type === 'signed-in') void this.refresh()
  }

  /** The 30 s tick: refresh when the token expires within the margin. Also on tab focus. */
  checkExpiry = () => {
    if (this.snapshot.status !== 'signed-in' || !this.token) return
    if (this.token.expiresAt - this.deps.now() < EXPIRY_MARGIN_MS) void this.refresh()
  }

  /** Back online after a failed refresh: try again. */
  onOnline = () => {
    if (this.lastFailureWasNetwork) void this.refresh()
  }

  private startTick() {
    if (this.tick === null) this.tick = this.deps.setInterval(this.checkExpiry, REFRESH_TICK_MS)
  }

  private stopTick() {
    if (this.tick !== null) this.deps.clearInterval(this.tick)
    this.tick = null
  }

  private notify() {
    for (const fn of this.listeners) fn()
  }

  private emit(event: AuthEvent) {
    if (event === 'INITIAL_SESSION') this.initialEmitted = true
    this.notify()
    for (const fn of this.eventListeners) {
      try {
        fn(event, this.snapshot)
      } catch {
        /* a listener's failure is its own */
      }
    }
  }

  /** For tests and page teardown. */
  dispose() {
    this.stopTick()
    this.deps.channel?.close()
  }
}
