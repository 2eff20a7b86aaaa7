import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const NOW = Date.UTC(2026, 4, 1, 12, 0, 0)
const MINUTE = 60_000

describe('relativeTime', () => {
  it('says "less than a minute" around now, in both directions', () => {
    expect(relativeTime(NOW - 5_000, NOW)).toBe('less than a minute ago')
    expect(relativeTime(NOW + 20_000, NOW)).toBe('in less than a minute')
  })

  it('counts minutes under an hour, hours under two days, then days', () => {
    expect(relativeTime(NOW - 5 * MINUTE, NOW)).toBe('5 minutes ago')
    expect(relativeTime(NOW + 2 * MINUTE, NOW)).toBe('in 2 minutes')
    expect(relativeTime(NOW - 59 * MINUTE, NOW)).toBe('59 minutes ago')
    expect(relativeTime(NOW - 3 * 60 * MINUTE, NOW)).toBe('3 hours ago')
    expect(relativeTime(NOW - 47 * 60 * MINUTE, NOW)).toBe('47 hours ago')
    expect(relativeTime(NOW - 3 * 24 * 60 * MINUTE, NOW)).toBe('3 days ago')
    expect(relativeTime(NOW + 5 * 24 * 60 * MINUTE, NOW)).toBe('in 5 days')
  })
})
