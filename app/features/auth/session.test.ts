import { describe, expect, it, vi } from 'vitest'
import {
  type AuthEvent,
  AuthRequestError,
  type ChannelLike,
  CONFLICT_RETRY_DELAYS_MS,
  EXPIRY_MARGIN_MS,
  needsSecondStep,
  parseRemembered,
  passesGuard,
  REFRESH_RETRY_DELAYS_MS,
  REFRESH_TICK_MS,
  REMEMBER_MS,
  type Role,
  type SessionDeps,
  SessionManager,
} from './session'

type Handler = (req: { path: string; method: string; headers: Headers; body: unknown }) => Response | Promise<Response>

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const USER = { id: 'u1', email: 'agent@demo.test', role: 'agent', fullName: 'Sarah Chen', aal: 'aal1' }
const payload = (token: string, over: Record<string, unknown> = {}) => ({
  accessToken: token,
  expiresIn: 600,
  user: USER,
  mfa: { required: false, factors: [] },
  ...over,
})

/** A pair of BroadcastChannel stand-ins that deliver to each other (not to themselves). */
function channelPair(): [ChannelLike, ChannelLike] {
  const a: ChannelLike = {
    onmessage: null,
    postMessage: (m) => queueMicrotask(() => b.onmessage?.({ data: m })),
    close: () => {},
  }
  const b: ChannelLike = {
    onmessage: null,
    postMessage: (m) => queueMicrotask(() => a.onmessage?.({ data: m })),
    close: () => {},
  }
  return [a, b]
}

function setup(handler: Handler, over: Partial<SessionDeps> = {}) {
  const calls: { path: string; method: string; headers: Headers; body: unknown }[] = []
  let hint = false
  let clock = 1_000_000
  const ticks: (() => void)[] = []
  const sleeps: number[] = []
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input)
    const headers = new Headers(init.headers)
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const req = { path, method: init.method ?? 'GET', headers, body }
    calls.push(req)
    return handler(req)
  }) as typeof fetch
  const deps: SessionDeps = {
    fetch: fetchImpl,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    channel: null,
    locks: null,
    hint: { get: () => hint, set: (on) => void (hint = on) },
    setInterval: (fn) => {
      ticks.push(fn)
      return ticks.length
    },
    clearInterval: () => {},
    ...over,
  }
  const s = new SessionManager(deps)
  const events: AuthEvent[] = []
  s.onAuthStateChange((e) => events.push(e))
  return {
    s,
    calls,
    events,
    sleeps,
    ticks,
    advance: (ms: number) => void (clock += ms),
    setHint: (on: boolean) => void (hint = on),
    getHint: () => hint,
  }
}

describe('sign-in', () => {
  it('keeps the token in memory, sends it as a Bearer header and reports SIGNED_IN', async () => {
    const t = setup((r) => {
      if (r.path === '/api/auth/sign-in') return json(payload('tok-1'))
      if (r.path === '/api/things') return json({ auth: r.headers.get('Authorization') })
      return json({}, 404)
    })
    await t.s.init()
    expect(t.s.getSnapshot().status).toBe('signed-out')
    const snap = await t.s.signIn('agent@demo.test', 'pw')
    expect(snap.user.role).toBe('agent')
    expect(t.events).toEqual(['INITIAL_SESSION', 'SIGNED_IN'])
    expect(t.calls[0]!.headers.get('Content-Type')).toBe('application/json')
    expect(t.calls[0]!.body).toEqual({ email: 'agent@demo.test', password: 'pw' })
    const res = await t.s.authedFetch('/api/things')
    expect(await res.json()).toEqual({ auth: 'Bearer tok-1' })
    expect(await t.s.getAccessToken()).toBe('tok-1')
    // the snapshot React sees never carries the token
    expect(JSON.stringify(t.s.getSnapshot())).not.toContain('tok-1')
    expect(t.getHint()).toBe(true)
  })

  it('rejects a 401 with its status and the server message, and stays signed out', async () => {
    const t = setup(() =>
      json({ error: { code: 'unauthorized', message: 'Invalid email or password. Please try again.' } }, 401),
    )
    const err = await t.s.signIn('x@y.z', 'bad').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AuthRequestError)
    expect(err).toMatchObject({ kind: 'http', status: 401, message: 'Invalid email or password. Please try again.' })
    expect(t.s.getSnapshot().status).not.toBe('signed-in')
  })

  it('falls back to the generic message when the error has no body', async () => {
    const t = setup(() => new Response('nope', { status: 500 }))
    await expect(t.s.signIn('x@y.z', 'pw')).rejects.toMatchObject({
      status: 500,
      message: 'An error occurred during authentication',
    })
  })

  it("reports 'profile' when the user is missing and 'role' when the role is unknown, signing the server session out", async () => {
    const noUser = setup((r) =>
      r.path.endsWith('/sign-in') ? json({ accessToken: 't', expiresIn: 60 }) : new Response(null, { status: 204 }),
    )
    await expect(noUser.s.signIn('a@b.c', 'pw')).rejects.toMatchObject({
      kind: 'profile',
      message: 'Error loading user profile',
    })
    expect(noUser.calls.map((c) => c.path)).toContain('/api/auth/sign-out')
    expect(noUser.s.getSnapshot().status).not.toBe('signed-in')

    const badRole = setup((r) =>
      r.path.endsWith('/sign-in')
        ? json(payload('t', { user: { ...USER, role: 'owner' } }))
        : new Response(null, { status: 204 }),
    )
    await expect(badRole.s.signIn('a@b.c', 'pw')).rejects.toMatchObject({
      kind: 'role',
      message: 'Error checking user role',
    })
  })
})

describe('silent refresh', () => {
  it('restores the session on load when the hint cookie is set (INITIAL_SESSION)', async () => {
    const t = setup((r) => (r.path === '/api/auth/refresh' ? json(payload('tok-r')) : json({}, 404)))
    t.setHint(true)
    const snap = await t.s.init()
    expect(snap.status).toBe('signed-in')
    expect(t.events).toEqual(['INITIAL_SESSION'])
    expect(t.calls).toHaveLength(1)
    expect(t.calls[0]!.method).toBe('POST')
    expect(t.calls[0]!.body).toBeUndefined()
  })

  it('skips the request on load without the hint, but a guard still tries once', async () => {
    const t = setup(() => json({ error: { message: 'no' } }, 401))
    expect((await t.s.init()).status).toBe('signed-out')
    expect(t.calls).toHaveLength(0)
    expect((await t.s.ensureSession()).status).toBe('signed-out')
    expect((await t.s.ensureSession()).status).toBe('signed-out')
    expect(t.calls).toHaveLength(1)
  })

  it('a 401 from refresh signs out, clears the hint and tells other tabs', async () => {
    const [mine, theirs] = channelPair()
    const received: unknown[] = []
    theirs.onmessage = (ev) => received.push(ev.data)
    let refreshOk = true
    const t = setup(
      (r) => {
        if (r.path.endsWith('/sign-in')) return json(payload('a'))
        return refreshOk ? json(payload('b')) : json({ error: { message: 'expired' } }, 401)
      },
      { channel: mine },
    )
    await t.s.signIn('a@b.c', 'pw')
    refreshOk = false
    await t.s.refresh()
    expect(t.s.getSnapshot().status).toBe('signed-out')
    expect(t.getHint()).toBe(false)
    expect(t.events.at(-1)).toBe('SIGNED_OUT')
    await Promise.resolve()
    expect(received).toContainEqual({ type: 'signed-out' })
  })

  it('retries on network errors with backoff 200, 400, 800, 1600 ms, then keeps the session', async () => {
    let fail = 0
    const t = setup((r) => {
      if (r.path.endsWith('/sign-in')) return json(payload('a'))
      fail++
      throw new TypeError('Failed to fetch')
    })
    await t.s.signIn('a@b.c', 'pw')
    await t.s.refresh()
    expect(t.sleeps).toEqual([...REFRESH_RETRY_DELAYS_MS])
    expect(REFRESH_RETRY_DELAYS_MS).toEqual([200, 400, 800, 1600])
    expect(fail).toBe(5)
    expect(t.s.getSnapshot().status).toBe('signed-in')
  })

  it('recovers when a retry succeeds', async () => {
    let n = 0
    const t = setup((r) => {
      if (r.path.endsWith('/sign-in')) return json(payload('a'))
      n++
      if (n < 3) return new Response('', { status: 503 })
      return json(payload('fresh'))
    })
    await t.s.signIn('a@b.c', 'pw')
    await t.s.refresh()
    expect(t.sleeps).toEqual([200, 400])
    expect(await t.s.getAccessToken()).toBe('fresh')
    expect(t.events.at(-1)).toBe('TOKEN_REFRESHED')
  })

  it('retries a 409 (concurrent rotation) after short waits, then gives up', async () => {
    let n = 0
    const t = setup((r) => {
      if (r.path.endsWith('/sign-in')) return json(payload('a'))
      n++
      return n < 3 ? json({ error: { message: 'busy' } }, 409) : json(payload('third'))
    })
    await t.s.signIn('a@b.c', 'pw')
    await t.s.refresh()
    expect(n).toBe(3)
    expect(t.sleeps).toEqual([250, 500])
    expect(await t.s.getAccessToken()).toBe('third')

    let m = 0
    const t2 = setup((r) => {
      if (r.path.endsWith('/sign-in')) return json(payload('a'))
      m++
      return json({ error: { message: 'busy' } }, 409)
    })
    await t2.s.signIn('a@b.c', 'pw')
    await t2.s.refresh()
    expect(m).toBe(1 + CONFLICT_RETRY_DELAYS_MS.length)
    expect(t2.sleeps).toEqual([...CONFLICT_RETRY_DELAYS_MS])
    expect(t2.s.getSnapshot().status).toBe('signed-out')
  })

  it('sends the refresh with keepalive so a reload cannot drop the rotated cookie', async () => {
    const inits: RequestInit[] = []
    const t = setup(() => json(payload('r')), {
      fetch: (async (_: RequestInfo | URL, init: RequestInit = {}) => {
        inits.push(init)
        return json(payload('r'))
      }) as typeof fetch,
    })
    t.setHint(true)
    await t.s.init()
    expect(inits[0]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' })
    expect(inits[0]!.body).toBeUndefined()
  })

  it('shares one request between concurrent refreshes in a tab', async () => {
    let n = 0
    const t = setup((r) => {
      if (r.path.endsWith('/sign-in')) return json(payload('a'))
      n++
      return json(payload(`r${n}`))
    })
    await t.s.signIn('a@b.c', 'pw')
    await Promise.all([t.s.refresh(), t.s.refresh(), t.s.refresh()])
    expect(n).toBe(1)
  })

  it('refreshes on the tick only when the token is within the expiry margin', async () => {
    let n = 0
    const t = setup((r) => {
      if (r.path.endsWith('/sign-in')) return json(payload('a', { expiresIn: 600 }))
      n++
      return json(payload(`r${n}`))
    })
    await t.s.signIn('a@b.c', 'pw')
    expect(t.ticks).toHaveLength(1)
    t.advance(600_000 - EXPIRY_MARGIN_MS - REFRESH_TICK_MS)
    t.ticks[0]!()
    await t.s.refresh() // settles any refresh the tick started (shared single flight)
    expect(n).toBe(1) // the explicit call above, none from the tick
    t.advance(600_000) // from the refreshed token's issue: now well past the margin
    t.ticks[0]!()
    await Promise.resolve()
    await Promise.resolve()
    expect(n).toBe(2)
  })

  it('getAccessToken refreshes an expired token before handing it out', async () => {
    const t = setup((r) =>
      r.path.endsWith('/sign-in') ? json(payload('old', { expiresIn: 60 })) : json(payload('new')),
    )
    await t.s.signIn('a@b.c', 'pw')
    t.advance(61_000)
    expect(await t.s.getAccessToken()).toBe('new')
  })

  it('serialises refreshes through the lock when Web Locks exist', async () => {
    const names: string[] = []
    const t = setup((r) => (r.path.endsWith('/sign-in') ? json(payload('a')) : json(payload('b'))), {
      locks: {
        request: async (name, cb) => {
          names.push(name)
          return cb()
        },
      },
    })
    await t.s.signIn('a@b.c', 'pw')
    await t.s.refresh()
    expect(names).toEqual(['brokerage-auth-refresh'])
  })
})

describe('authedFetch', () => {
  it('on a 401 refreshes once and retries once with the new token', async () => {
    const seen: (string | null)[] = []
    const t = setup((r) => {
      if (r.path.endsWith('/sign-in')) return json(payload('stale'))
      if (r.path.endsWith('/refresh')) return json(payload('fresh'))
      seen.push(r.headers.get('Authorization'))
      return r.headers.get('Authorization') === 'Bearer fresh'
        ? json({ ok: true })
        : json({ error: { message: 'x' } }, 401)
    })
    await t.s.signIn('a@b.c', 'pw')
    const res = await t.s.authedFetch('/api/admin/x', { method: 'POST', body: '{}' })
    expect(res.status).toBe(200)
    expect(seen).toEqual(['Bearer stale', 'Bearer fresh'])
  })

  it('does not loop when the retry is still 401', async () => {
    let api = 0
    const t = setup((r) => {
      if (r.path.endsWith('/sign-in')) return json(payload('a'))
      if (r.path.endsWith('/refresh')) return json(payload('b'))
      api++
      return json({ error: { message: 'no' } }, 401)
    })
    await t.s.signIn('a@b.c', 'pw')
    const res = await t.s.authedFetch('/api/x')
    expect(res.status).toBe(401)
    expect(api).toBe(2)
  })

  it('signed out, sends no token and does not try to refresh', async () => {
    const t = setup((r) => json({ auth: r.headers.get('Authorization') }, 401))
    await t.s.init()
    const res = await t.s.authedFetch('/api/x')
    expect(res.status).toBe(401)
    expect(t.calls.map((c) => c.path)).toEqual(['/api/x'])
    expect(t.calls[0]!.headers.get('Authorization')).toBeNull()
  })
})

describe('sign-out and tabs', () => {
  it('posts the scope with the token, clears the session, runs the clean-up and broadcasts', async () => {
    const [mine, theirs] = channelPair()
    const got: unknown[] = []
    theirs.onmessage = (ev) => got.push(ev.data)
    const onSignedOut = vi.fn()
    const t = setup((r) => (r.path.endsWith('/sign-in') ? json(payload('tok')) : new Response(null, { status: 204 })), {
      channel: mine,
      onSignedOut,
    })
    await t.s.signIn('a@b.c', 'pw')
    const pending = t.s.signOut('global')
    // Signed out locally before the server has answered (a navigation cannot see the session).
    expect(t.s.getSnapshot().status).toBe('signed-out')
    expect(t.getHint()).toBe(false)
    await pending
    const out = t.calls.find((c) => c.path === '/api/auth/sign-out')!
    expect(out.body).toEqual({ scope: 'global' })
    expect(out.headers.get('Authorization')).toBe('Bearer tok')
    expect(out.headers.get('Content-Type')).toBe('application/json')
    expect(t.s.getSnapshot().status).toBe('signed-out')
    expect(await t.s.getAccessToken()).toBeNull()
    expect(onSignedOut).toHaveBeenCalledTimes(1)
    await Promise.resolve()
    expect(got).toContainEqual({ type: 'signed-in' })
    expect(got).toContainEqual({ type: 'signed-out' })
  })

  it('sends the sign-out with keepalive so closing the tab cannot cancel it', async () => {
    const inits: RequestInit[] = []
    const t = setup(() => json(payload('tok')), {
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (String(input).endsWith('/sign-out')) inits.push(init)
        return String(input).endsWith('/sign-out') ? new Response(null, { status: 204 }) : json(payload('tok'))
      }) as typeof fetch,
    })
    await t.s.signIn('a@b.c', 'pw')
    await t.s.signOut()
    expect(inits[0]).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify({ scope: 'local' }) })
  })

  it("scope 'others' keeps this tab signed in", async () => {
    const t = setup((r) => (r.path.endsWith('/sign-in') ? json(payload('tok')) : new Response(null, { status: 204 })))
    await t.s.signIn('a@b.c', 'pw')
    await t.s.signOut('others')
    expect(t.s.getSnapshot().status).toBe('signed-in')
  })

  it('signs out locally even when the network is down', async () => {
    const t = setup((r) => {
      if (r.path.endsWith('/sign-in')) return json(payload('tok'))
      throw new TypeError('offline')
    })
    await t.s.signIn('a@b.c', 'pw')
    await t.s.signOut()
    expect(t.s.getSnapshot().status).toBe('signed-out')
  })

  it("another tab's sign-out clears this one; its sign-in makes this one refresh", async () => {
    const [a, b] = channelPair()
    const server = (r: { path: string }) => {
      if (r.path.endsWith('/sign-in')) return json(payload('A'))
      if (r.path.endsWith('/refresh')) return json(payload('B'))
      return new Response(null, { status: 204 })
    }
    const onSignedOutB = vi.fn()
    const tabA = setup(server, { channel: a })
    const tabB = setup(server, { channel: b, onSignedOut: onSignedOutB })
    await tabB.s.init()
    await tabA.s.signIn('a@b.c', 'pw')
    await vi.waitFor(() => expect(tabB.s.getSnapshot().status).toBe('signed-in'))
    expect(tabB.calls.map((c) => c.path)).toEqual(['/api/auth/refresh'])

    await tabA.s.signOut()
    await vi.waitFor(() => expect(tabB.s.getSnapshot().status).toBe('signed-out'))
    expect(tabB.events.at(-1)).toBe('SIGNED_OUT')
    expect(onSignedOutB).toHaveBeenCalledTimes(1)
    // tab B did not call the server to sign out: tab A already did
    expect(tabB.calls.filter((c) => c.path.endsWith('/sign-out'))).toHaveLength(0)
  })
})

describe('two-factor and the current user', () => {
  it('verify steps the session up to aal2 and emits MFA_CHALLENGE_VERIFIED', async () => {
    const t = setup((r) => {
      if (r.path.endsWith('/sign-in'))
        return json(
          payload('a1', {
            user: { ...USER, role: 'super_admin' },
            mfa: { required: true, factors: [{ id: 'f1', factorType: 'totp', friendlyName: 'Phone' }] },
          }),
        )
      if (r.path.endsWith('/challenge')) return json({ challengeId: 'c1' })
      if (r.path.endsWith('/verify')) {
        expect(r.body).toEqual({ challengeId: 'c1', code: '123456' })
        return json(
          payload('a2', {
            user: { ...USER, role: 'super_admin', aal: 'aal2' },
            mfa: { required: false, factors: [{ id: 'f1', factorType: 'totp' }] },
          }),
        )
      }
      return json({}, 404)
    })
    const first = await t.s.signIn('a@b.c', 'pw')
    expect(needsSecondStep(first)).toBe(true)
    const { challengeId } = await t.s.challenge('f1')
    const challengeCall = t.calls.find((c) => c.path.endsWith('/challenge'))!
    expect(challengeCall.method).toBe('POST')
    expect(challengeCall.headers.get('Authorization')).toBe('Bearer a1')
    const after = await t.s.verify('f1', challengeId, '123456')
    expect(after.user.aal).toBe('aal2')
    expect(needsSecondStep(after)).toBe(false)
    expect(t.events.at(-1)).toBe('MFA_CHALLENGE_VERIFIED')
    expect(await t.s.getAccessToken()).toBe('a2')
  })

  it('a wrong code rejects with the server message and leaves aal1', async () => {
    const t = setup((r) => {
      if (r.path.endsWith('/sign-in'))
        return json(payload('a1', { mfa: { required: true, factors: [{ id: 'f1', factorType: 'totp' }] } }))
      return json({ error: { code: 'validation_failed', message: 'Invalid code' } }, 400)
    })
    await t.s.signIn('a@b.c', 'pw')
    await expect(t.s.verify('f1', 'c', '000000')).rejects.toMatchObject({ status: 400, message: 'Invalid code' })
    expect(needsSecondStep(t.s.getSnapshot())).toBe(true)
  })

  it('updateUser merges the new profile and emits USER_UPDATED', async () => {
    const t = setup((r) => {
      if (r.path.endsWith('/sign-in')) return json(payload('a'))
      if (r.path.endsWith('/me') && r.method === 'PATCH')
        return json({ user: { ...USER, fullName: r.body && (r.body as { fullName: string }).fullName } })
      return json({}, 404)
    })
    await t.s.signIn('a@b.c', 'pw')
    await t.s.updateUser({ fullName: 'Sarah C.' })
    const snap = t.s.getSnapshot()
    expect(snap.status === 'signed-in' && snap.user.fullName).toBe('Sarah C.')
    expect(t.events.at(-1)).toBe('USER_UPDATED')
  })

  it('unenroll sends DELETE signed in, the factor id encoded', async () => {
    const t = setup((r) => (r.path.endsWith('/sign-in') ? json(payload('a')) : new Response(null, { status: 204 })))
    await t.s.signIn('a@b.c', 'pw')
    await t.s.unenroll('f/1')
    const del = t.calls.at(-1)!
    expect(del.method).toBe('DELETE')
    expect(del.path).toBe('/api/auth/mfa/factors/f%2F1')
    expect(del.headers.get('Authorization')).toBe('Bearer a')
  })
})

describe('init after a change', () => {
  it('resolves with the current session, not the one the first load saw', async () => {
    const [a, b] = channelPair()
    const t = setup((r) => (r.path.endsWith('/refresh') ? json(payload('r')) : new Response(null, { status: 204 })), {
      channel: b,
    })
    t.setHint(true)
    expect((await t.s.init()).status).toBe('signed-in')
    a.postMessage({ type: 'signed-out' })
    await vi.waitFor(() => expect(t.s.getSnapshot().status).toBe('signed-out'))
    expect((await t.s.init()).status).toBe('signed-out')
  })
})

describe('offline session (docs/decisions/018)', () => {
  /** Remembered identity in a stand-in for localStorage, plus a switchable network. */
  function offlineSetup() {
    let stored: unknown = null
    let serverUp = true
    const t = setup(
      (r) => {
        if (!serverUp) throw new TypeError('Failed to fetch')
        if (r.path === '/api/auth/sign-in' || r.path === '/api/auth/refresh') return json(payload('tok-1'))
        if (r.path === '/api/auth/sign-out') return new Response(null, { status: 204 })
        return json({}, 404)
      },
      {
        remembered: {
          get: () => parseRemembered(stored),
          set: (v) => void (stored = v === null ? null : JSON.parse(JSON.stringify(v))),
        },
        isOnline: () => true,
      },
    )
    return { ...t, stored: () => stored, serverDown: () => void (serverUp = false) }
  }

  it('remembers who signed in (no token), and forgets at sign-out', async () => {
    const t = offlineSetup()
    await t.s.signIn('agent@demo.test', 'pw')
    expect(t.stored()).toMatchObject({
      user: { id: 'u1', role: 'agent', fullName: 'Sarah Chen' },
      mfa: { required: false, factors: [] },
    })
    expect(JSON.stringify(t.stored())).not.toContain('tok-1')
    await t.s.signOut()
    expect(t.stored()).toBeNull()
  })

  /** What a page that signed in left in storage. */
  async function rememberedIdentity(): Promise<unknown> {
    const first = offlineSetup()
    await first.s.signIn('agent@demo.test', 'pw')
    return first.stored()
  }

  const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch

  /** A new page (nothing in memory) with the hint cookie set and `remembered` in storage; offline unless told. */
  function coldStart(remembered: unknown, over: Partial<SessionDeps> = {}) {
    return new SessionManager({
      fetch: offline,
      now: () => 1_000_000,
      sleep: async () => {},
      channel: null,
      locks: null,
      hint: { get: () => true, set: () => {} },
      setInterval: () => 0,
      clearInterval: () => {},
      remembered: { get: () => parseRemembered(remembered), set: () => {} },
      isOnline: () => false,
      ...over,
    })
  }

  it('a cold start with no network opens the remembered user read-only, without waiting on retries', async () => {
    const sleeps: number[] = []
    const s = coldStart(await rememberedIdentity(), { sleep: async (ms) => void sleeps.push(ms) })
    const snap = await s.ensureSession()
    expect(snap).toMatchObject({ status: 'signed-in', offline: true, user: { id: 'u1', role: 'agent' } })
    expect(sleeps).toEqual([])
    // No token: nothing can reach the server on this session.
    expect(await s.getAccessToken()).toBeNull()
  })

  it('back online, a successful refresh turns it into the real session (TOKEN_REFRESHED)', async () => {
    let online = false
    const s = coldStart(await rememberedIdentity(), {
      fetch: (async (input: RequestInfo | URL) => {
        if (!online) throw new TypeError('Failed to fetch')
        return String(input).endsWith('/refresh') ? json(payload('tok-2')) : json({}, 404)
      }) as typeof fetch,
      isOnline: () => online,
    })
    const events: AuthEvent[] = []
    s.onAuthStateChange((e) => events.push(e))
    expect(await s.init()).toMatchObject({ status: 'signed-in', offline: true })
    online = true
    s.onOnline()
    await vi.waitFor(() => expect(s.getSnapshot()).not.toHaveProperty('offline'))
    expect(s.getSnapshot().status).toBe('signed-in')
    expect(events).toEqual(['INITIAL_SESSION', 'TOKEN_REFRESHED'])
    expect(await s.getAccessToken()).toBe('tok-2')
  })

  it('back online, a refused refresh signs out and wipes the device', async () => {
    let stored = await rememberedIdentity()
    let online = false
    const wiped = vi.fn()
    const s = coldStart(null, {
      fetch: (async () => {
        if (!online) throw new TypeError('Failed to fetch')
        return json({ error: { code: 'unauthorized', message: 'Session expired' } }, 401)
      }) as typeof fetch,
      remembered: { get: () => parseRemembered(stored), set: (v) => void (stored = v) },
      isOnline: () => online,
      onSignedOut: wiped,
    })
    const events: AuthEvent[] = []
    s.onAuthStateChange((e) => events.push(e))
    expect((await s.init()).status).toBe('signed-in')
    online = true
    s.onOnline()
    await vi.waitFor(() => expect(s.getSnapshot().status).toBe('signed-out'))
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT'])
    expect(wiped).toHaveBeenCalledOnce()
    expect(stored).toBeNull()
  })

  it('no offline session without the hint cookie, after sign-out, or once the memory is older than 30 days', async () => {
    const remembered = (await rememberedIdentity()) as { savedAt: number }
    const cold = (over: { hint?: boolean; now?: number; stored?: unknown }) =>
      coldStart(over.stored === undefined ? remembered : over.stored, {
        now: () => over.now ?? remembered.savedAt,
        hint: { get: () => over.hint ?? true, set: () => {} },
      }).ensureSession()
    expect((await cold({})).status).toBe('signed-in')
    expect((await cold({ hint: false })).status).toBe('signed-out')
    expect((await cold({ stored: null })).status).toBe('signed-out')
    expect((await cold({ now: remembered.savedAt + REMEMBER_MS + 1 })).status).toBe('signed-out')
    expect((await cold({ stored: { user: { id: 'u1', role: 'wizard' }, mfa: {}, savedAt: 1 } })).status).toBe(
      'signed-out',
    )
  })

  it('a server that is down (not the browser offline) still retries with backoff first', async () => {
    const t = offlineSetup()
    await t.s.signIn('agent@demo.test', 'pw')
    t.serverDown()
    t.sleeps.length = 0
    t.advance(600_000)
    await t.s.refresh()
    expect(t.sleeps).toEqual([...REFRESH_RETRY_DELAYS_MS])
    // Already signed in with a (now expired) token: the session is kept, not replaced.
    expect(t.s.getSnapshot()).toMatchObject({ status: 'signed-in' })
    expect(t.s.getSnapshot()).not.toHaveProperty('offline')
  })
})

describe('passesGuard (the staff entry’s early read, decision 244)', () => {
  const user = (role: Role, aal: 'aal1' | 'aal2') => ({ id: 'u', email: 'a@b.test', role, fullName: null, aal })
  const noFactor = { required: false, factors: [] }
  const factor = { required: false, factors: [{ id: 'f1', factorType: 'totp', friendlyName: null }] }

  it('lets in what the guard lets in: signed in, a role of the area, no second step owed', () => {
    expect(
      passesGuard({ status: 'signed-in', user: user('super_admin', 'aal1'), mfa: noFactor }, ['super_admin']),
    ).toBe(true)
    expect(passesGuard({ status: 'signed-in', user: user('super_admin', 'aal2'), mfa: factor }, ['super_admin'])).toBe(
      true,
    )
  })

  it('turns away a signed-out or loading session, another role, and a second step owed', () => {
    expect(passesGuard({ status: 'signed-out' }, ['super_admin'])).toBe(false)
    expect(passesGuard({ status: 'loading' }, ['super_admin'])).toBe(false)
    expect(passesGuard({ status: 'signed-in', user: user('agent', 'aal1'), mfa: noFactor }, ['super_admin'])).toBe(
      false,
    )
    expect(passesGuard({ status: 'signed-in', user: user('super_admin', 'aal1'), mfa: factor }, ['super_admin'])).toBe(
      false,
    )
    expect(
      passesGuard({ status: 'signed-in', user: user('super_admin', 'aal1'), mfa: { required: true, factors: [] } }, [
        'super_admin',
      ]),
    ).toBe(false)
  })
})
