import { describe, expect, it } from 'vitest'
import { percentOf } from './upload-picker'

describe('percentOf', () => {
  it('rounds the share sent, capped at 100, and 0 while the total is unknown', () => {
    expect(percentOf({ loaded: 0, total: 200 })).toBe(0)
    expect(percentOf({ loaded: 101, total: 200 })).toBe(51)
    expect(percentOf({ loaded: 250, total: 200 })).toBe(100)
    expect(percentOf({ loaded: 50, total: 0 })).toBe(0)
  })
})
