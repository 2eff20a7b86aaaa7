/**
 * Calendar dates as requests and links carry them: `YYYY-MM-DD`, a day that exists.
 * Zod-free, so a page reading its URL checks the same rule as the schemas' `z.iso.date()`.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is a `YYYY-MM-DD` day of the calendar (2026-02-30 is not). */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
