/**
 * The app's one session, wired to the browser: fetch, timers, the 'auth' BroadcastChannel,
 * Web Locks, the hint cookie, the API client's token source and the sign-out clean-up.
 * Importing this module starts the silent refresh (see session.ts).
 */
import { setAccessTokenSource } from '#app/lib/api-client.ts'
import { queryClient } from '#app/lib/query-client.ts'
import { hasEarlyRefresh, takeEarlyRefresh } from './early-refresh'
import {
  type ChannelLike,
  HINT_COOKIE,
  parseRemembered,
  type RememberedIdentity,
  refreshPath,
  SessionManager,
  type SessionSnapshot,
} from './session'

const hasWindow = typeof window !== 'undefined'

function readHint(): boolean {
  return hasWindow && document.cookie.split(';').some((c) => c.trim() === `${HINT_COOKIE}=1`)
}

function writeHint(on: boolean) {
  if (!hasWindow || readHint() === on) return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  // Not a secret: it only says "this browser has signed in", so the load knows a refresh can work.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = on
    ? `${HINT_COOKIE}=1; Path=/; Max-Age=${30 * 24 * 3600}; SameSite=Strict${secure}`
    : `${HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`
}

/** localStorage key of the last signed-in identity (no token; removed at sign-out). */
export const REMEMBERED_KEY = 'brokerage:last-user'

const remembered = {
  get(): RememberedIdentity | null {
    try {
      const raw = hasWindow ? localStorage.getItem(REMEMBERED_KEY) : null
      return raw ? parseRemembered(JSON.parse(raw)) : null
    } catch {
      return null
    }
  },
  set(value: RememberedIdentity | null) {
    if (!hasWindow) return
    try {
      if (value) localStorage.setItem(REMEMBERED_KEY, JSON.stringify(value))
      else localStorage.removeItem(REMEMBERED_KEY)
    } catch {
      /* storage full or blocked: the app still works online, just not on a cold start offline */
    }
  },
}

function openChannel(): ChannelLike | null {
  if (!hasWindow || typeof BroadcastChannel === 'undefined') return null
  return new BroadcastChannel('auth') as unknown as ChannelLike
}

/** After any sign-out: drop every cached query and the personal rows on this device. */
async function wipePersonalData() {
  queryClient.clear()
  if (!hasWindow || typeof indexedDB === 'undefined') return
  const [{ getOfflineClient }, { clearPersonalData }] = await Promise.all([
    import('#app/offline/client.ts'),
    import('#app/offline/db.ts'),
  ])
  const client = await getOfflineClient()
  if (client) await clearPersonalData(client.db)
}

let markSent = () => {}
/**
 * Resolves once this load's first session request (the silent refresh) is out, or once the
 * initial check settled without one: the entry of a staff address waits for it before building
 * the router, whose work would otherwise hold the request back (decision 234).
 */
export const firstRequestSent = new Promise<void>((resolve) => {
  markSent = resolve
})
// The shell's script has sent it already (early-refresh.ts, decision 260), under the lock the
// manager's own refresh then waits for until that answer is in: the router and the route's
// chunks need not wait for the answer as well (decision 269).
if (hasEarlyRefresh()) markSent()

const REFRESH_PATH = refreshPath()
/** Is this the session's refresh request (`POST /api/auth/refresh`)? */
function isRefresh(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url
  const method = init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')
  return method.toUpperCase() === 'POST' && new URL(url, location.href).pathname === REFRESH_PATH
}

export const session = new SessionManager({
  fetch: (input, init) => {
    // The shell's first script may have sent this load's first refresh already, under the same
    // lock (early-refresh.ts, decision 260): the manager takes that answer as its own, once.
    const early = hasWindow && isRefresh(input, init) ? takeEarlyRefresh() : null
    const sent = early ?? fetch(input, init)
    markSent()
    return sent
  },
  now: () => Date.now(),
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  channel: openChannel(),
  locks:
    hasWindow && 'locks' in navigator
      ? (navigator.locks as unknown as ConstructorParameters<typeof SessionManager>[0]['locks'])
      : null,
  hint: { get: readHint, set: writeHint },
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  onSignedOut: wipePersonalData,
  remembered,
  isOnline: () => !hasWindow || navigator.onLine !== false,
})

// authedApi (and the outbox's staff changes) ask this session for the token at send time.
setAccessTokenSource(session)

if (hasWindow) {
  void session.init().then(markSent, markSent)
  window.addEventListener('online', session.onOnline)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') session.checkExpiry()
  })
}

/** For route guards (`beforeLoad`): waits for the initial silent refresh. */
export function ensureSession(): Promise<SessionSnapshot> {
  return session.ensureSession()
}
