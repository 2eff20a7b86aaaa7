import { describe, expect, it } from 'vitest'
import { dateTimeText } from './date-time'

describe('dateTimeText', () => {
  const at = '2026-11-23T19:05:00.000Z'

  it('reads the day and the time in the zone asked for', () => {
    expect(dateTimeText(at, 'America/Toronto')).toMatch(/^Nov\.? 23, 2026, 2:05/)
    expect(dateTimeText(at, 'America/Vancouver')).toMatch(/^Nov\.? 23, 2026, 11:05/)
  })

  it('takes the moment as an ISO string, a Date or milliseconds alike', () => {
    const text = dateTimeText(at, 'UTC')
    expect(dateTimeText(new Date(at), 'UTC')).toBe(text)
    expect(dateTimeText(Date.parse(at), 'UTC')).toBe(text)
  })
})
