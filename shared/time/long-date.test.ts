import { describe, expect, it } from 'vitest'
import { longDateOfDay, shortDateOfDay, weekdayLongDateOfDay } from './long-date'

const intl = (day: string, weekday: boolean) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-CA', {
    ...(weekday ? { weekday: 'long' } : {}),
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  } as const)

describe('long dates of a calendar day', () => {
  it("say every day of a leap year and a common one as en-CA's Intl does", () => {
    for (const year of [2024, 2026]) {
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10)
        expect(longDateOfDay(day)).toBe(intl(day, false))
        expect(weekdayLongDateOfDay(day)).toBe(intl(day, true))
        expect(shortDateOfDay(day)).toBe(
          new Date(`${day}T12:00:00Z`).toLocaleDateString('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
        )
      }
    }
  })

  it('read the day as a calendar day, not an instant', () => {
    expect(weekdayLongDateOfDay('2026-11-23')).toBe('Monday, November 23, 2026')
    expect(longDateOfDay('2026-01-01')).toBe('January 1, 2026')
  })
})
