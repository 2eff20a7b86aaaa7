import { describe, expect, it } from 'vitest'
import { fromBase64Url, toBase64Url } from './base64url'

describe('base64url', () => {
  it('round-trips every byte value and every length, without padding, as Node encodes it', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = crypto.getRandomValues(new Uint8Array(n))
      const text = toBase64Url(bytes)
      expect(text).toBe(Buffer.from(bytes).toString('base64url'))
      expect(fromBase64Url(text)).toEqual(bytes)
    }
    const all = Uint8Array.from({ length: 256 }, (_, i) => i)
    expect(fromBase64Url(toBase64Url(all))).toEqual(all)
  })

  it('accepts padding, refuses other alphabets and impossible lengths', () => {
    expect(fromBase64Url('YQ')).toEqual(new Uint8Array([97]))
    for (const bad of ['a+b/', 'ab==c', 'a', 'abcde', 'ab cd'])
      expect(() => fromBase64Url(bad), bad).toThrow('not base64url')
  })
})
