import { addDays, type Day } from './toronto-time'

/**
 * Business days of an Ontario brokerage: Monday to Friday, except Ontario's statutory holidays
 * (New Year's Day, Family Day, Good Friday, Victoria Day, Canada Day, Labour Day, Thanksgiving,
 * Christmas Day, Boxing Day). A holiday that falls on a weekend is observed on the next weekday
 * that is not a holiday itself (Christmas on a Saturday: Monday and Tuesday are off).
 */

const weekdayOf = (day: Day) => new Date(`${day}T00:00:00Z`).getUTCDay() // 0 = Sunday

export function isWeekend(day: Day): boolean {
  const w = weekdayOf(day)
  return w === 0 || w === 6
}

const dayOf = (year: number, month: number, date: number): Day =>
  new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10) as Day

/** The n-th Monday (1-based) of a month. */
function nthMonday(year: number, month: number, n: number): Day {
  const first = dayOf(year, month, 1)
  const offset = (8 - weekdayOf(first)) % 7
  return addDays(first, offset + (n - 1) * 7)
}

/** Easter Sunday (Gregorian, the anonymous algorithm). */
function easterSunday(year: number): Day {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const date = ((h + l - 7 * m + 114) % 31) + 1
  return dayOf(year, month, date)
}

const cache = new Map<number, Set<Day>>()

/** The days Ontario's statutory holidays are observed in a year. */
export function ontarioHolidays(year: number): ReadonlySet<Day> {
  const known = cache.get(year)
  if (known) return known
  // Victoria Day: the Monday before May 25.
  const may25 = dayOf(year, 5, 25)
  const victoria = addDays(may25, -((weekdayOf(may25) + 6) % 7 || 7))
  const moving = [
    nthMonday(year, 2, 3), // Family Day
    addDays(easterSunday(year), -2), // Good Friday
    victoria,
    nthMonday(year, 9, 1), // Labour Day
    nthMonday(year, 10, 2), // Thanksgiving
  ]
  const days = new Set<Day>(moving)
  // Fixed dates, each moved to the next free weekday when it falls on a weekend.
  for (const fixed of [dayOf(year, 1, 1), dayOf(year, 7, 1), dayOf(year, 12, 25), dayOf(year, 12, 26)]) {
    let day = fixed
    while (isWeekend(day) || (day !== fixed && days.has(day))) day = addDays(day, 1)
    days.add(day)
  }
  cache.set(year, days)
  return days
}

export function isBusinessDay(day: Day): boolean {
  return !isWeekend(day) && !ontarioHolidays(Number(day.slice(0, 4))).has(day)
}

/** The n-th business day after `day` (`day` itself never counts: received on a Friday, 1 business day is Monday). */
export function addBusinessDays(day: Day, n: number): Day {
  let current = day
  let left = n
  while (left > 0) {
    current = addDays(current, 1)
    if (isBusinessDay(current)) left--
  }
  return current
}
