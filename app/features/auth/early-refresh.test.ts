import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dropShellRead, leadsReadPaths, shellRead, takeShellRead } from '#app/data/leads-admin-shell-read.ts'
import {
  EARLY_REFRESH_GLOBAL,
  EARLY_REFRESH_WAIT_MS,
  earlyRefreshScript,
  hasEarlyRefresh,
  staffAreaPattern,
  takeEarlyRefresh,
} from './early-refresh'
import { HINT_COOKIE, REFRESH_LOCK, refreshPath, SessionManager } from './session'
import { AREA_ROLES } from './targets'

// The script as the browser gets it: written to a file and imported as a module, with the page's
// globals stubbed. The app's entry is a file that records
// when it ran, and whether the refresh had left by then.
let dir: string
const events: string[] = []
let n = 0

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'early-refresh-'))
  events.length = 0
  vi.stubGlobal('__entryRan', () => events.push('entry'))
})
afterEach(() => {
  vi.unstubAllGlobals()
  delete (globalThis as Record<string, unknown>)[EARLY_REFRESH_GLOBAL]
  dropShellRead()
  rmSync(dir, { recursive: true, force: true })
})

type Lock = { name: string; granted: boolean }

function page(opts: {
  path: string
  search?: string
  cookie: string
  locks?: 'grant' | 'held' | 'none'
  /** The refresh's answer (status and body); `{}` with 200 by default. */
  refresh?: { status: number; body: unknown }
}) {
  const locks: Lock[] = []
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    const auth = new Headers(init.headers).get('Authorization')
    events.push(`fetch ${init.method ?? 'GET'} ${url}${auth ? ` ${auth}` : ''}`)
    if (url !== refreshPath()) return Promise.resolve(new Response('{"rows":[]}', { status: 200 }))
    const { status, body } = opts.refresh ?? { status: 200, body: {} }
    return Promise.resolve(new Response(JSON.stringify(body), { status }))
  })
  vi.stubGlobal('location', { pathname: opts.path, search: opts.search ?? '' })
  const preloaded: string[] = []
  vi.stubGlobal('document', {
    cookie: opts.cookie,
    createElement: () => ({}),
    head: { append: (l: { rel: string; href: string }) => preloaded.push(`${l.rel} ${l.href}`) },
  })
  vi.stubGlobal('fetch', fetch)
  const request = (name: string, run: () => Promise<unknown>) => {
    const lock = { name, granted: false }
    locks.push(lock)
    if (opts.locks === 'held') return new Promise(() => {})
    return Promise.resolve().then(() => {
      lock.granted = true
      return run()
    })
  }
  vi.stubGlobal('navigator', opts.locks === 'none' ? {} : { locks: { request } })
  return { fetch, locks, preloaded }
}

async function runShellScript() {
  const entry = path.join(dir, `entry-${n}.mjs`)
  writeFileSync(entry, 'globalThis.__entryRan()\n')
  const file = path.join(dir, `start-${n++}.mjs`)
  writeFileSync(
    file,
    earlyRefreshScript(pathToFileURL(entry).href, ['/assets/first-read-1.js', '/assets/leads-2.js'], shellRead()),
  )
  await import(/* @vite-ignore */ pathToFileURL(file).href)
}

describe("the SPA shell's first script (decision 260)", () => {
  it("at a signed-in area with the hint, sends the manager's refresh under its lock, then starts the app", async () => {
    const { fetch, locks, preloaded } = page({
      path: '/super-admin/leads',
      cookie: `x=1; ${HINT_COOKIE}=1`,
      locks: 'grant',
    })
    await runShellScript()
    // At the Leads tab, its first read's chunks are preloaded.
    expect(preloaded).toEqual(['modulepreload /assets/first-read-1.js', 'modulepreload /assets/leads-2.js'])
    expect(events).toEqual([`fetch POST ${refreshPath()}`, 'entry'])
    expect(fetch).toHaveBeenCalledWith(refreshPath(), { method: 'POST', credentials: 'same-origin', keepalive: true })
    expect(locks).toEqual([{ name: REFRESH_LOCK, granted: true }])
    // Handed to the session manager once, then gone.
    const sent = takeEarlyRefresh()
    expect((await sent)?.status).toBe(200)
    expect(takeEarlyRefresh()).toBeNull()
  })

  it('does the same in the agent area, with no Leads chunks preloaded', async () => {
    const { preloaded } = page({ path: '/agent-dashboard', cookie: `${HINT_COOKIE}=1`, locks: 'grant' })
    await runShellScript()
    expect(preloaded).toEqual([])
    expect(events).toEqual([`fetch POST ${refreshPath()}`, 'entry'])
  })

  it('sends nothing on a public page, or without the hint cookie, and starts the app', async () => {
    for (const [p, cookie] of [
      ['/agents/123', `${HINT_COOKIE}=1`],
      ['/super-administrator', `${HINT_COOKIE}=1`],
      ['/super-admin/leads', ''],
      ['/super-admin/leads', `${HINT_COOKIE}=0; other_${HINT_COOKIE}=1`],
    ] as const) {
      events.length = 0
      const { fetch } = page({ path: p, cookie, locks: 'grant' })
      await runShellScript()
      expect(fetch, p).not.toHaveBeenCalled()
      expect(events).toEqual(['entry'])
      expect(takeEarlyRefresh()).toBeNull()
    }
  })

  it("starts the app when the lock is not granted in time (another tab's refresh), the request still waiting for it", async () => {
    const { fetch, locks } = page({ path: '/super-admin', cookie: `${HINT_COOKIE}=1`, locks: 'held' })
    const t0 = performance.now()
    await runShellScript()
    expect(events).toEqual(['entry'])
    expect(performance.now() - t0).toBeGreaterThanOrEqual(EARLY_REFRESH_WAIT_MS - 5)
    expect(fetch).not.toHaveBeenCalled()
    expect(locks).toEqual([{ name: REFRESH_LOCK, granted: false }])
    // The manager's first refresh still takes the (pending) request: one refresh a load.
    expect(takeEarlyRefresh()).toBeInstanceOf(Promise)
  })

  it('without Web Locks sends at once, as the manager does without them', async () => {
    const { fetch } = page({ path: '/super-admin', cookie: `${HINT_COOKIE}=1`, locks: 'none' })
    await runShellScript()
    expect(fetch).toHaveBeenCalledOnce()
    expect(events).toEqual([`fetch POST ${refreshPath()}`, 'entry'])
  })

  it("names the signed-in areas the guard admits, the manager's lock and its refresh's address", async () => {
    expect(refreshPath()).toBe(['', 'api', 'auth', 'refresh'].join('/'))
    const areas = new RegExp(staffAreaPattern())
    for (const area of Object.keys(AREA_ROLES)) {
      expect(areas.test(area)).toBe(true)
      expect(areas.test(`${area}/leads`)).toBe(true)
      expect(areas.test(`${area}x`)).toBe(false)
    }
    const names: string[] = []
    const manager = new SessionManager({
      fetch: async () => new Response('', { status: 401 }),
      now: () => 0,
      sleep: async () => {},
      channel: null,
      locks: {
        request: (name: string, run: () => Promise<unknown>) => {
          names.push(name)
          return run()
        },
      } as never,
      hint: { get: () => true, set: () => {} },
      setInterval: () => 0,
      clearInterval: () => {},
      remembered: { get: () => null, set: () => {} },
    })
    await manager.refresh()
    expect(names).toEqual([REFRESH_LOCK])
  })
})

describe("the shell's first read of the Leads tab's plain view (decision 269)", () => {
  const session = (role: string, more: Record<string, unknown> = {}) => ({
    accessToken: 'tok-1',
    user: { id: 'u1', email: 'a@b.test', role, fullName: null, aal: 'aal1' },
    mfa: { required: false, factors: [] },
    ...more,
  })
  const flush = () => new Promise((r) => setTimeout(r, 0))
  /** A signed-in super admin's cold open of `path`: the shell's script runs, the manager takes the refresh. */
  const coldOpen = async (path: string, search?: string) => {
    page({
      path,
      ...(search === undefined ? {} : { search }),
      cookie: `${HINT_COOKIE}=1`,
      locks: 'grant',
      refresh: { status: 200, body: session('super_admin') },
    })
    await runShellScript()
    await takeEarlyRefresh()
    await flush()
  }

  it('reads the list with the refreshed token as the refresh answers; the page takes it once', async () => {
    await coldOpen('/super-admin/leads')
    const { list, board } = leadsReadPaths()
    // The stubbed refresh answers at once: the read may leave before the entry runs.
    expect(events.filter((e) => e !== 'entry')).toEqual([
      `fetch POST ${refreshPath()}`,
      `fetch GET ${list} Bearer tok-1`,
    ])
    expect(takeShellRead(board)).toBeNull()
    const read = takeShellRead(list)
    expect(await (await read)?.json()).toEqual({ rows: [] })
    expect(takeShellRead(list)).toBeNull()
  })

  it('reads the board for the board layout, a linked lead or not', async () => {
    await coldOpen('/super-admin/leads/', '?layout=board&lead=x')
    expect(events.filter((e) => e !== 'entry')).toEqual([
      `fetch POST ${refreshPath()}`,
      `fetch GET ${leadsReadPaths().board} Bearer tok-1`,
    ])
    expect(await takeShellRead(leadsReadPaths().board)).toBeInstanceOf(Response)
  })

  it('reads nothing for a view with filters, another tab, a refused refresh, another role or a second step owed', async () => {
    const second = session('super_admin', { mfa: { required: true, factors: [{ id: 'f' }] } })
    for (const [where, search, refresh] of [
      ['/super-admin/leads', '?status=new', { status: 200, body: session('super_admin') }],
      ['/super-admin/leads', '?layout=board&q=x', { status: 200, body: session('super_admin') }],
      ['/super-admin/agents', '', { status: 200, body: session('super_admin') }],
      ['/super-admin/leads', '', { status: 401, body: { error: 'x' } }],
      ['/super-admin/leads', '', { status: 200, body: session('agent') }],
      ['/super-admin/leads', '', { status: 200, body: second }],
      ['/super-admin/leads', '', { status: 200, body: { user: { role: 'super_admin' } } }],
    ] as const) {
      events.length = 0
      page({ path: where, search, cookie: `${HINT_COOKIE}=1`, locks: 'grant', refresh })
      await runShellScript()
      const sent = takeEarlyRefresh()
      // The manager still gets the refresh's answer whole, its body unread.
      expect((await sent)?.status).toBe(refresh.status)
      expect(await (await sent)?.json()).toEqual(refresh.body)
      await flush()
      expect(events, `${where}${search}`).toEqual([`fetch POST ${refreshPath()}`, 'entry'])
      const { list, board } = leadsReadPaths()
      expect(await (takeShellRead(list) ?? takeShellRead(board) ?? Promise.resolve(null))).toBeNull()
      dropShellRead()
    }
  })

  it("tells the session module that the shell's refresh is out, until the manager takes it", async () => {
    expect(hasEarlyRefresh()).toBe(false)
    page({ path: '/super-admin', cookie: `${HINT_COOKIE}=1`, locks: 'grant' })
    await runShellScript()
    expect(hasEarlyRefresh()).toBe(true)
    takeEarlyRefresh()
    expect(hasEarlyRefresh()).toBe(false)
  })
})
