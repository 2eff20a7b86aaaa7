import { describe, expect, it } from 'vitest'
import { keyFamily } from './query-keys'

describe('keyFamily', () => {
  it('puts each read under the root, so refreshing the root covers them all', () => {
    const keys = keyFamily('admin-catalog', ['products', 'lenders'])
    expect(keys.all).toEqual(['admin-catalog'])
    expect(keys.products()).toEqual(['admin-catalog', 'products'])
    expect(keys.lenders()).toEqual(['admin-catalog', 'lenders'])
    expect(keys.products().slice(0, keys.all.length)).toEqual(keys.all)
  })
})
