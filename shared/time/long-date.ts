/**
 * Canadian English long dates of a calendar day ('November 23, 2026', 'Monday, November 23,
 * 2026'), as en-CA's Intl formats say them, written out: the first Intl date format on a page
 * loads the locale's data (about 30–50 ms of main thread on a desktop, four times that on a
 * phone), and the public pages show dates while they hydrate.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

function parts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return [y, m, d]
}

/** '2026-11-23' → 'November 23, 2026'. */
export function longDateOfDay(day: string): string {
  const [y, m, d] = parts(day)
  return `${MONTHS[m - 1]} ${d}, ${y}`
}

/** '2026-11-23' → 'Monday, November 23, 2026'. */
export function weekdayLongDateOfDay(day: string): string {
  const [y, m, d] = parts(day)
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${longDateOfDay(day)}`
}

/** '2026-11-23' → 'Nov 23' (the rate history chart's axis and table). */
export function shortDateOfDay(day: string): string {
  const [, m, d] = parts(day)
  return `${MONTHS[m - 1]!.slice(0, 3)} ${d}`
}
