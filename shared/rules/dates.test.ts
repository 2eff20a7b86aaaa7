import { describe, expect, it } from 'vitest'
import { isIsoDay } from './dates'

describe('isIsoDay', () => {
  it('accepts days of the calendar written YYYY-MM-DD', () => {
    for (const day of ['2026-11-27', '2028-02-29', '1999-12-31']) expect(isIsoDay(day)).toBe(true)
  })

  it('refuses other shapes and days that do not exist', () => {
    for (const day of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-5', '27/11/2026', '2026-11-27T00:00', ''])
      expect(isIsoDay(day)).toBe(false)
  })
})
