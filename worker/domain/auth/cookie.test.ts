import { describe, expect, it } from 'vitest'
import { clearedRefreshCookie, readRefreshCookie, refreshCookie } from './cookie'

describe('refresh cookie', () => {
  it('has exactly the attributes of decision 005', () => {
    expect(refreshCookie('abc', 604800.7)).toBe(
      '__Secure-rt=abc; Max-Age=604800; Path=/api/auth; HttpOnly; Secure; SameSite=Strict',
    )
    expect(clearedRefreshCookie()).toBe('__Secure-rt=; Max-Age=0; Path=/api/auth; HttpOnly; Secure; SameSite=Strict')
  })

  it('reads the token from a Cookie header among others', () => {
    expect(readRefreshCookie('a=1; __Secure-rt=tok_en-1; b=2')).toBe('tok_en-1')
    expect(readRefreshCookie('__Secure-rt=first; __Secure-rt=second')).toBe('first')
    expect(readRefreshCookie('rt=nope; x__Secure-rt=nope')).toBeNull()
    expect(readRefreshCookie('__Secure-rt=')).toBeNull()
    expect(readRefreshCookie(undefined)).toBeNull()
    expect(readRefreshCookie('x'.repeat(9000))).toBeNull()
  })
})
