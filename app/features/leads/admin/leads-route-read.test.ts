// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminLeadsKeys } from '#app/data/leads-admin.ts'
import { startLeadsRead } from './leads-route-read'

afterEach(() => vi.unstubAllGlobals())

/** The keys the route asked for, once its reads have started. */
function keysAsked(search: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  )
  const client = new QueryClient()
  startLeadsRead(client, search)
  return client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryKey)
}

describe('the Leads route starts the screen’s own read', () => {
  it('the list: the page of the view in the URL, under the key the page reads', () => {
    expect(keysAsked({ status: 'contacted', page: 2, bogus: 'x' })).toEqual([
      adminLeadsKeys.list({ status: 'contacted', page: 2 }),
    ])
  })

  it('the board: every lead of the view’s filters, under the key the board reads', () => {
    expect(keysAsked({ layout: 'board', status: 'new', page: 3 })).toEqual([adminLeadsKeys.board({ status: 'new' })])
  })

  it('the Archived view is a list, even with the board in the URL', () => {
    expect(keysAsked({ layout: 'board', archived: 'yes' })).toEqual([adminLeadsKeys.list({ archived: 'yes' })])
  })
})
