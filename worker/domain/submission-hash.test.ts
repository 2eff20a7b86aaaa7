import { describe, expect, it } from 'vitest'
import { canonicalJson, contentHash } from './submission-hash'

describe('contentHash', () => {
  it('ignores key order at every depth and drops undefined members', async () => {
    const a = { kind: 'quote', payload: { b: 1, a: { y: [1, { q: 2, p: 1 }], x: null }, gone: undefined } }
    const b = { payload: { a: { x: null, y: [1, { p: 1, q: 2 }] }, b: 1 }, kind: 'quote' }
    expect(canonicalJson(a)).toBe(canonicalJson(b))
    expect(await contentHash(a)).toBe(await contentHash(b))
    expect(await contentHash(a)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('tells apart any change of a value, and array order', async () => {
    const base = await contentHash({ payload: { client_email: 'a@example.com', list: [1, 2] } })
    expect(await contentHash({ payload: { client_email: 'b@example.com', list: [1, 2] } })).not.toBe(base)
    expect(await contentHash({ payload: { client_email: 'a@example.com', list: [2, 1] } })).not.toBe(base)
    expect(await contentHash({ payload: { client_email: 'a@example.com', list: [1, 2], extra: '' } })).not.toBe(base)
  })
})
