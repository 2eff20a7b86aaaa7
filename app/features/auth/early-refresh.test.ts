import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  EARLY_REFRESH_GLOBAL,
  EARLY_REFRESH_WAIT_MS,
  earlyRefreshScript,
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
  rmSync(dir, { recursive: true, force: true })
})

type Lock = { name: string; granted: boolean }

function page(opts: { path: string; cookie: string; locks?: 'grant' | 'held' | 'none' }) {
  const locks: Lock[] = []
  const fetch = vi.fn((url: string, init: RequestInit) => {
    events.push(`fetch ${init.method} ${url}`)
    return Promise.resolve(new Response('{}', { status: 200 }))
  })
  vi.stubGlobal('location', { pathname: opts.path })
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
  writeFileSync(file, earlyRefreshScript(pathToFileURL(entry).href, ['/assets/first-read-1.js', '/assets/leads-2.js']))
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
