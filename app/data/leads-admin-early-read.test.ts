// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminLeadsKeys } from '#app/data/leads-admin.ts'
import { startViewRead } from './leads-admin'
import { startLeadsRead, startLeadsReadWhenAdmitted } from './leads-admin-early-read'
import { dropShellRead, leadsReadPaths, SHELL_READ_GLOBAL } from './leads-admin-shell-read'

afterEach(() => {
  vi.unstubAllGlobals()
  dropShellRead()
})

/** The keys the route asked for, once its reads have started. */
async function keysAsked(search: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  )
  const client = new QueryClient()
  await startLeadsRead(client, search)
  return client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey)
}

describe('the Leads route starts the screen’s own read', () => {
  it('the list: the page of the view in the URL, under the key the page reads', async () => {
    expect(await keysAsked({ status: 'contacted', page: 2, bogus: 'x' })).toEqual([
      adminLeadsKeys.list({ status: 'contacted', page: 2 }),
    ])
  })

  it('the board: every lead of the view’s filters, under the key the board reads', async () => {
    expect(await keysAsked({ layout: 'board', status: 'new', page: 3 })).toEqual([
      adminLeadsKeys.board({ status: 'new' }),
    ])
  })

  it('the Archived view is a list, even with the board in the URL', async () => {
    expect(await keysAsked({ layout: 'board', archived: 'yes' })).toEqual([adminLeadsKeys.list({ archived: 'yes' })])
  })

  it('a plain open (no filter, the layout or a linked lead only) reads the empty view at once', async () => {
    expect(await keysAsked({})).toEqual([adminLeadsKeys.list({})])
    expect(await keysAsked({ layout: 'board', lead: 'x' })).toEqual([adminLeadsKeys.board({})])
    expect(await keysAsked({ q: '' })).toEqual([adminLeadsKeys.list({})])
  })
})

describe('a pick on the page reads its view at once (decision 284)', () => {
  it('the route’s start after the navigation takes the pick’s request: one key, one fetch', async () => {
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}))
    vi.stubGlobal('fetch', fetch)
    const client = new QueryClient()
    startViewRead(client, { status: 'contacted' }, { status: 'contacted' }, 'board')
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/admin/leads/board?status=contacted')
    await startLeadsRead(client, { layout: 'board', status: 'contacted' })
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([adminLeadsKeys.board({ status: 'contacted' })])
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('the entry starts the read once the session would pass the guard (decision 244)', () => {
  /** The client, its fetch calls and the start's promise, with the session's answer still out. */
  function started(search: Record<string, unknown>) {
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}))
    vi.stubGlobal('fetch', fetch)
    const client = new QueryClient()
    let admit: (yes: boolean) => void = () => {}
    const admitted = new Promise<boolean>((resolve) => {
      admit = resolve
    })
    const start = startLeadsReadWhenAdmitted(client, search, admitted)
    return { client, fetch, start, admit }
  }
  const keys = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey)

  it('nothing leaves before the session is known, then the view’s read does', async () => {
    const { client, fetch, start, admit } = started({ layout: 'board', status: 'new' })
    await new Promise((r) => setTimeout(r, 20))
    expect(keys(client)).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
    admit(true)
    expect(await start).toBe(true)
    expect(keys(client)).toEqual([adminLeadsKeys.board({ status: 'new' })])
  })

  it('a session the guard would turn away reads nothing', async () => {
    const { client, fetch, start, admit } = started({})
    admit(false)
    expect(await start).toBe(false)
    expect(keys(client)).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('the route’s later start takes the read in flight: one request', async () => {
    const { client, start, admit } = started({ status: 'contacted' })
    admit(true)
    await start
    const first = client.getQueryCache().find({ queryKey: adminLeadsKeys.list({ status: 'contacted' }) })
    expect(first?.state.fetchStatus).toBe('fetching')
    await startLeadsRead(client, { status: 'contacted' })
    expect(client.getQueryCache().getAll()).toHaveLength(1)
    expect(first?.state.fetchStatus).toBe('fetching')
  })
})

describe("the route takes the shell's read of the plain view (decision 269)", () => {
  /** The shell's script's read of `path`, as it leaves it for the page. */
  function shellRead(path: string, response: Promise<Response | null>) {
    Object.defineProperty(globalThis, SHELL_READ_GLOBAL, {
      value: { path, response },
      configurable: true,
      writable: true,
    })
  }
  const rows = { leads: [{ id: 'l1' }], total: 1 }
  /** The shell left its read of the plain list; the page's own reads answer `own`. */
  function listReadLeft(own: unknown = { own: true }) {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(own))))
    vi.stubGlobal('fetch', fetch)
    shellRead(leadsReadPaths().list, Promise.resolve(new Response(JSON.stringify(rows))))
    return { fetch, client: new QueryClient() }
  }

  it('the list: its answer under the view’s key, with no request of its own', async () => {
    const { fetch, client } = listReadLeft({})
    await startLeadsRead(client, {})
    await expect.poll(() => client.getQueryData(adminLeadsKeys.list({}))).toEqual(rows)
    expect(fetch).not.toHaveBeenCalled()
    // Taken once: the next read of the view is the page's own.
    expect((globalThis as Record<string, unknown>)[SHELL_READ_GLOBAL]).toBeUndefined()
  })

  it('the board takes the board’s read, not the list’s', async () => {
    const { fetch, client } = listReadLeft()
    await startLeadsRead(client, { layout: 'board' })
    await expect.poll(() => client.getQueryData(adminLeadsKeys.board({}))).toEqual({ own: true })
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('a view with filters reads itself', async () => {
    const { client } = listReadLeft()
    await startLeadsRead(client, { status: 'new' })
    await expect.poll(() => client.getQueryData(adminLeadsKeys.list({ status: 'new' }))).toEqual({ own: true })
  })

  it('a refused or missing answer: the view is read as usual', async () => {
    const answers = [
      () => Promise.resolve(new Response('{}', { status: 401 })),
      () => Promise.resolve(null),
      () => Promise.reject(new Error('offline')),
    ]
    for (const answerOf of answers) {
      const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ own: true }))))
      vi.stubGlobal('fetch', fetch)
      const answer = answerOf()
      answer.catch(() => {})
      shellRead(leadsReadPaths().list, answer)
      const client = new QueryClient()
      await startLeadsRead(client, {})
      await expect.poll(() => client.getQueryData(adminLeadsKeys.list({}))).toEqual({ own: true })
      expect(fetch).toHaveBeenCalledOnce()
    }
  })
})
