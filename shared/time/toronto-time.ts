/**
 * Calendar days of the brokerage, which works in Toronto (America/Toronto, Eastern time with
 * daylight saving). Follow-up days, "due today", "overdue", the leads date-range filter and the
 * weekly analytics buckets are all Toronto days, whoever looks at them and wherever the server
 * runs (docs/decisions/044-leads-workspace.md). A day is written 'YYYY-MM-DD'.
 */

export const BROKERAGE_TIME_ZONE = 'America/Toronto'

export type Day = `${number}-${number}-${number}`

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/

// Made on first use: the first Intl format with a time zone loads the zone's data (a long task
// on a phone), and the pages that load this module with their shared code never call it.
let dayFormat: Intl.DateTimeFormat | undefined
const dayFormatter = () =>
  (dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BROKERAGE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }))

let partsFormat: Intl.DateTimeFormat | undefined
const partsFormatter = () =>
  (partsFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BROKERAGE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }))

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isDay(value: string): value is Day {
  const m = DAY_RE.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

/** The n-th Sunday of a month (0-based month) of `year`, as a day of the month. */
function nthSunday(year: number, month: number, n: number): number {
  return 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * (n - 1)
}

/**
 * Toronto's offset from UTC in minutes under the daylight-saving rule in force since 2007:
 * −240 from the second Sunday of March at 2:00 EST (07:00 UTC) to the first Sunday of November
 * at 2:00 EDT (06:00 UTC), else −300. Arithmetic, not Intl: the public pages show Toronto dates
 * and rules while they hydrate, and the first Intl date format with a time zone on a page loads
 * the zone's data (a long task on a phone). The unit test checks it against Intl's zone data.
 */
function ruleOffsetMinutes(instant: Date): number {
  const year = instant.getUTCFullYear()
  const t = instant.getTime()
  const summerStart = Date.UTC(year, 2, nthSunday(year, 2, 2), 7)
  const summerEnd = Date.UTC(year, 10, nthSunday(year, 10, 1), 6)
  return t >= summerStart && t < summerEnd ? -240 : -300
}

/** The Toronto calendar day of an instant. */
export function torontoDay(instant: Date): Day {
  const year = instant.getUTCFullYear()
  if (year >= 2008 && year < 10000)
    return new Date(instant.getTime() + ruleOffsetMinutes(instant) * 60000).toISOString().slice(0, 10) as Day
  const parts = Object.fromEntries(
    dayFormatter()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}` as Day
}

/** Toronto's offset from UTC at an instant, in minutes (−300 in winter, −240 in summer). */
function offsetMinutes(instant: Date): number {
  const p = Object.fromEntries(
    partsFormatter()
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  )
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  )
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000)
}

/**
 * The instant a Toronto day begins (local midnight; no DST change in Toronto happens at
 * midnight, so midnight always exists and is unique).
 */
export function torontoDayStart(day: Day): Date {
  const m = DAY_RE.exec(day)
  if (!m || !isDay(day)) throw new RangeError(`Invalid day "${day}": expected YYYY-MM-DD`)
  const localMidnightAsUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  // Guess with the offset at that UTC moment, then correct once with the offset at the guess.
  const guess = localMidnightAsUtc - offsetMinutes(new Date(localMidnightAsUtc)) * 60000
  return new Date(localMidnightAsUtc - offsetMinutes(new Date(guess)) * 60000)
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: Day, n: number): Day {
  const m = DAY_RE.exec(day)
  if (!m) throw new RangeError(`Invalid day "${day}"`)
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + n))
  return d.toISOString().slice(0, 10) as Day
}

/** The Monday on or before `day` (weeks start on Monday, as in Canada's ISO 8601 usage). */
export function weekStart(day: Day): Day {
  const m = DAY_RE.exec(day)
  if (!m) throw new RangeError(`Invalid day "${day}"`)
  const weekday = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay() // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7))
}

/** An instant as Toronto wall-clock time, 'YYYY-MM-DD HH:mm' (exports, timelines). */
export function torontoDateTime(instant: Date): string {
  const p = Object.fromEntries(
    partsFormatter()
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  )
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`
}
