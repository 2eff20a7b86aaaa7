// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminLeadsKeys } from '#app/data/leads-admin.ts'
import { startLeadsRead } from './leads-route-read'

afterEach(() => vi.unstubAllGlobals())

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
