/**
 * "5 minutes ago", "in 2 hours", "3 days ago": how far `at` is from `now`, in minutes under an
 * hour, hours under two days, then days. Under a minute it says "less than a minute ago" (or
 * "in less than a minute"). The format is made on first use: the first Intl format on a page
 * loads the locale's data, which no first render should wait for.
 */
let format: Intl.RelativeTimeFormat | undefined

export function relativeTime(at: number, now: number): string {
  const minutes = Math.round((at - now) / 60_000)
  if (minutes === 0) return at < now ? 'less than a minute ago' : 'in less than a minute'
  format ??= new Intl.RelativeTimeFormat('en-CA', { numeric: 'auto' })
  const size = Math.abs(minutes)
  if (size < 60) return format.format(minutes, 'minute')
  if (size < 48 * 60) return format.format(Math.round(minutes / 60), 'hour')
  return format.format(Math.round(minutes / (24 * 60)), 'day')
}
