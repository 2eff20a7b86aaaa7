import { describe, expect, it } from 'vitest'
import { addDays, isDay, torontoDateTime, torontoDay, torontoDayStart, weekStart } from './toronto-time'

describe('Toronto days', () => {
  it('the day of an instant is the Toronto calendar day, not the UTC one', () => {
    // 03:30 UTC on 10 January is still 9 January in Toronto (UTC−5 in winter).
    expect(torontoDay(new Date('2026-01-10T03:30:00Z'))).toBe('2026-01-09')
    expect(torontoDay(new Date('2026-01-10T05:00:00Z'))).toBe('2026-01-10')
    // Summer: UTC−4.
    expect(torontoDay(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06-30')
    expect(torontoDay(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01')
  })

  it('a day starts at local midnight, across both daylight-saving changes', () => {
    expect(torontoDayStart('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z')
    expect(torontoDayStart('2026-07-15').toISOString()).toBe('2026-07-15T04:00:00.000Z')
    // 8 March 2026: clocks go forward at 02:00; midnight is still EST.
    expect(torontoDayStart('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(torontoDayStart('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z')
    // 1 November 2026: clocks go back at 02:00; midnight is still EDT.
    expect(torontoDayStart('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z')
    expect(torontoDayStart('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z')
    // The 23- and 25-hour days.
    expect(torontoDayStart('2026-03-09').getTime() - torontoDayStart('2026-03-08').getTime()).toBe(23 * 3600_000)
    expect(torontoDayStart('2026-11-02').getTime() - torontoDayStart('2026-11-01').getTime()).toBe(25 * 3600_000)
  })

  it('round-trips: the start of a day is in that day, and a millisecond earlier is the day before', () => {
    for (let i = 0; i < 400; i += 7) {
      const day = addDays('2026-01-01', i)
      const start = torontoDayStart(day)
      expect(torontoDay(start)).toBe(day)
      expect(torontoDay(new Date(start.getTime() - 1))).toBe(addDays(day, -1))
    }
  })

  it('validates days and finds the Monday of a week', () => {
    expect(isDay('2026-02-28')).toBe(true)
    expect(isDay('2026-02-30')).toBe(false)
    expect(isDay('2026-2-3')).toBe(false)
    expect(() => torontoDayStart('2026-13-01' as never)).toThrow(RangeError)
    expect(weekStart('2026-03-11')).toBe('2026-03-09') // a Wednesday
    expect(weekStart('2026-03-09')).toBe('2026-03-09') // a Monday
    expect(weekStart('2026-03-15')).toBe('2026-03-09') // a Sunday
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })

  it('wall-clock time is Toronto time in both seasons', () => {
    expect(torontoDateTime(new Date('2026-01-10T03:30:00Z'))).toBe('2026-01-09 22:30')
    expect(torontoDateTime(new Date('2026-07-01T16:05:00Z'))).toBe('2026-07-01 12:05')
  })

  it("the day of an instant agrees with Intl's time zone data through every change of clocks", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    // Between 04:00 and 05:00 UTC it is 00:xx in Toronto in summer (UTC−4) and 23:xx the day before in
    // winter (UTC−5): checked at both ends of that hour, every day of 2008–2040, the day tells the offset.
    for (let t = Date.UTC(2008, 0, 1, 4); t < Date.UTC(2041, 0, 1); t += 86_400_000)
      for (const at of [new Date(t), new Date(t + 3_599_999)])
        if (torontoDay(at) !== intl.format(at)) expect(torontoDay(at), at.toISOString()).toBe(intl.format(at))
  })
})
