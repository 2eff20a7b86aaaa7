import { type MutationFunctionContext, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { invalidating, refreshing } from './refreshing'

describe('refreshing', () => {
  it('marks every query under the named keys stale, and no other', async () => {
    const client = new QueryClient()
    client.setQueryData(['leads', 'list', 1], 'a')
    client.setQueryData(['audit', 'page'], 'b')
    client.setQueryData(['rates'], 'c')
    const context = { client, meta: undefined } as unknown as MutationFunctionContext
    await refreshing(['leads'], ['audit'])(undefined, null, undefined, undefined, context)
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated
    expect([stale(['leads', 'list', 1]), stale(['audit', 'page']), stale(['rates'])]).toEqual([true, true, false])
  })

  it('refreshes through the QueryClient a mutation holds', async () => {
    const client = new QueryClient()
    client.setQueryData(['blog', 'list'], 'a')
    client.setQueryData(['news'], 'b')
    await invalidating(client, ['blog'])()
    expect(client.getQueryState(['blog', 'list'])?.isInvalidated).toBe(true)
    expect(client.getQueryState(['news'])?.isInvalidated).toBe(false)
  })
})
