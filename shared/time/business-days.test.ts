import { describe, expect, it } from 'vitest'
import { addBusinessDays, isBusinessDay, ontarioHolidays } from './business-days'

describe('Ontario business days', () => {
  it("knows 2026's statutory holidays, Boxing Day on a Saturday observed on Monday", () => {
    expect([...ontarioHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-04-03',
      '2026-05-18',
      '2026-07-01',
      '2026-09-07',
      '2026-10-12',
      '2026-12-25',
      '2026-12-28',
    ])
  })

  it('moves Christmas and Boxing Day on a weekend to Monday and Tuesday (2027)', () => {
    const days = ontarioHolidays(2027)
    expect(days.has('2027-12-27')).toBe(true)
    expect(days.has('2027-12-28')).toBe(true)
    expect(days.has('2027-03-26')).toBe(true) // Good Friday
  })

  it('skips weekends: received on a Friday, 2 business days is Tuesday', () => {
    expect(addBusinessDays('2026-11-27', 2)).toBe('2026-12-01')
    expect(addBusinessDays('2026-11-25', 2)).toBe('2026-11-27')
  })

  it('skips holidays: received before the Christmas break', () => {
    // Thu Dec 24: Fri 25 and Mon 28 are holidays, the weekend in between.
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-29')
    expect(addBusinessDays('2026-12-24', 2)).toBe('2026-12-30')
  })

  it('counts from a weekend day as from the Friday before', () => {
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30')
    expect(isBusinessDay('2026-11-28')).toBe(false)
    expect(isBusinessDay('2026-11-30')).toBe(true)
  })
})
