import { describe, expect, it } from 'vitest'
import { joinChunks } from './bytes'

describe('joinChunks', () => {
  it('puts the chunks end to end, in order', () => {
    const joined = joinChunks([new Uint8Array([1, 2]), new Uint8Array([]), new Uint8Array([3, 4, 5])], 5)
    expect([...joined]).toEqual([1, 2, 3, 4, 5])
  })

  it('no chunks: an empty array', () => {
    expect(joinChunks([], 0).byteLength).toBe(0)
  })
})
